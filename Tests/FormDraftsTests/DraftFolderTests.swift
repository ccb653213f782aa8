import Foundation
import XCTest
@testable import FormCore
@testable import FormDrafts
import FormSchema
import FormTestSupport

/// Issue #16 rows 10 and 16: the drafts folder must be the user's own real folder, no other
/// writable, never a link (whose target is never changed); drafts are locked per session.
final class DraftFolderTests: XCTestCase {
    private var scratch = ""

    override func setUpWithError() throws { scratch = try TemporaryFolder.make() }
    override func tearDownWithError() throws { TemporaryFolder.remove(scratch) }

    private func store() throws -> DraftStore {
        let form = scratch + "/form.json"
        try TemporaryFolder.write(#"{"sections": [{"rows": [{"tag": "a", "type": "text"}]}]}"#, to: form)
        return try XCTUnwrap(DraftStore(formPath: form, environment: ["XDG_STATE_HOME": scratch + "/state"]))
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        return info.st_mode & 0o7777
    }

    func testASymlinkedFolderIsRefusedAndItsTargetKeepsItsMode() throws {
        let store = try store()
        let target = scratch + "/elsewhere"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        try TemporaryFolder.makeFolder(scratch + "/state/formrun")
        XCTAssertEqual(symlink(target, store.folder), 0)
        XCTAssertEqual(DraftFolder.problem(store.folder), .link(store.folder))
        XCTAssertThrowsError(try store.write(Draft(formPath: store.formPath, formHash: "", savedAt: 0, values: ["a": .string("x")])))
        XCTAssertEqual(mode(target), 0o755, "a link's target is never chmodded")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target), [])
    }

    func testAFolderOthersCanWriteIsRefused() throws {
        let store = try store()
        try TemporaryFolder.makeFolder(store.folder)
        XCTAssertEqual(chmod(store.folder, 0o777), 0)
        XCTAssertEqual(DraftFolder.problem(store.folder), .writableByOthers(store.folder, mode: 0o777))
        XCTAssertTrue("\(DraftFolder.problem(store.folder)!)".contains("no draft is kept"))
        XCTAssertEqual(chmod(store.folder, 0o755), 0)
        XCTAssertNil(DraftFolder.problem(store.folder), "readable by others is fixed on the next write, not refused")
        try store.write(Draft(formPath: store.formPath, formHash: "", savedAt: 0, values: ["a": .string("x")]))
        XCTAssertEqual(mode(store.folder), 0o700)
    }

    func testADraftThatIsALinkIsNeverRead() throws {
        let store = try store()
        let form = try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "a", "type": "text"}]}]}"#, file: store.formPath)
        let planted = scratch + "/planted.json"
        try TemporaryFolder.write(Draft(formPath: store.formPath, formHash: "", savedAt: 0, values: ["a": .string("evil")]).text, to: planted)
        try TemporaryFolder.makeFolder(store.folder)
        XCTAssertEqual(symlink(planted, store.path), 0)
        XCTAssertNil(store.read(for: form))
    }

    func testSlotsAreNumberedAndListed() throws {
        let store = try store()
        XCTAssertTrue(store.slot(1).path.hasSuffix(FNV1a.hex(store.formPath.utf8) + ".json"))
        XCTAssertTrue(store.slot(3).path.hasSuffix(FNV1a.hex(store.formPath.utf8) + "-3.json"))
        let draft = Draft(formPath: store.formPath, formHash: "", savedAt: 0, values: ["a": .string("x")])
        try store.slot(3).write(draft)
        try store.write(draft)
        try TemporaryFolder.write("", to: store.folder + "/" + FNV1a.hex(store.formPath.utf8) + "-03.json")
        try TemporaryFolder.write("", to: store.folder + "/" + FNV1a.hex(store.formPath.utf8) + "-x.json")
        XCTAssertEqual(store.existingSlots().map(\.slot), [1, 3])
    }

    func testALockIsHeldUntilReleasedAndNamesItsHolder() throws {
        let store = try store()
        try store.makeFolder()
        guard case .taken(let lock) = DraftLock.take(store.path) else { return XCTFail("the first lock must be taken") }
        guard case .held(let holder) = DraftLock.take(store.path) else { return XCTFail("a held lock must be refused") }
        XCTAssertEqual(holder, getpid())
        lock.release()
        guard case .taken(let again) = DraftLock.take(store.path) else { return XCTFail("a released lock can be taken") }
        again.removeFile()
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.path + ".lock"))
    }
}
