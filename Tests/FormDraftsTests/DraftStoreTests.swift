import Foundation
import XCTest
@testable import FormCore
@testable import FormDrafts
import FormSchema

/// The draft store (issue #8, drafts): where drafts live, their modes, their round trip, and what a
/// changed form does to them.
final class DraftStoreTests: XCTestCase {
    private var scratch: String = ""

    static let formText = """
    { "sections": [ { "tag": "main", "rows": [
        { "tag": "name", "type": "text", "title": "Name" },
        { "tag": "age", "type": "integer", "title": "Age" },
        { "tag": "pin", "type": "password", "title": "PIN" } ] } ] }
    """

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("drafts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: scratch)
    }

    private func store(form text: String = formText) throws -> (DraftStore, Form) {
        let path = scratch + "/form.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let store = try XCTUnwrap(DraftStore(formPath: path, environment: ["XDG_STATE_HOME": scratch + "/state"]))
        return (store, try FormLoader.parse(text: text, file: path))
    }

    func testTheFolderFollowsXDGStateHomeThenHome() {
        XCTAssertEqual(DraftStore.folder(environment: ["XDG_STATE_HOME": "/s/", "HOME": "/h"]), "/s/formrun/drafts")
        XCTAssertEqual(DraftStore.folder(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]), "/h/.local/state/formrun/drafts")
        XCTAssertNil(DraftStore.folder(environment: [:]))
        XCTAssertEqual(DraftStore.folder(environment: ["XDG_STATE_HOME": "/s"], app: "deploy-wizard"), "/s/deploy-wizard/drafts")
        XCTAssertEqual(DraftStore.folder(environment: ["HOME": "/h"], app: "deploy-wizard"), "/h/.local/state/deploy-wizard/drafts")
        XCTAssertEqual(DraftStore.folder(environment: ["XDG_STATE_HOME": "/s"], app: "../x"), "/s/formrun/drafts")
    }

    func testTheFileIsNamedAfterTheFormsAbsolutePath() throws {
        let (store, _) = try store()
        XCTAssertEqual(store.path, scratch + "/state/formrun/drafts/" + FNV1a.hex(store.formPath.utf8) + ".json")
        XCTAssertEqual(FNV1a.hex("".utf8), "cbf29ce484222325")
        XCTAssertEqual(FNV1a.hex("a".utf8), "af63dc4c8601ec8c")
    }

    func testWriteReadRemoveWithModes0600In0700() throws {
        let (store, form) = try store()
        XCTAssertFalse(store.exists)
        let draft = Draft(formPath: store.formPath, formHash: store.formHash(), savedAt: 1_700_000_000,
                          values: ["name": .string("Ada \u{1B}[31m\"x\""), "age": .number(Number(text: "9223372036854775807")!)])
        try store.write(draft)
        XCTAssertTrue(store.exists)
        var info = stat()
        XCTAssertEqual(stat(store.path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600)
        XCTAssertEqual(stat(store.folder, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o700)
        let restored = try XCTUnwrap(store.read(for: form))
        XCTAssertEqual(restored.draft, draft)
        XCTAssertEqual(restored.dropped, [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: store.folder), [store.path.split(separator: "/").last.map(String.init)!],
                       "no temporary file left")
        store.remove()
        XCTAssertFalse(store.exists)
        XCTAssertNil(store.read(for: form))
    }

    func testAnExistingLooseFolderIsMade0700() throws {
        let (store, _) = try store()
        try FileManager.default.createDirectory(atPath: store.folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
        try store.write(Draft(formPath: store.formPath, formHash: "", savedAt: 0, values: ["name": .string("a")]))
        var info = stat()
        XCTAssertEqual(stat(store.folder, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o700)
    }

    func testAPasswordInADraftIsNeverRestored() throws {
        let (store, form) = try store()
        try store.write(Draft(formPath: store.formPath, formHash: "", savedAt: 0, values: ["pin": .string("1234"), "name": .string("a")]))
        let restored = try XCTUnwrap(store.read(for: form))
        XCTAssertEqual(restored.draft.values, ["name": .string("a")])
        XCTAssertEqual(restored.dropped, ["pin"])
    }

    func testAChangedFormDropsUnknownTagsAndChangedTypes() throws {
        let (store, _) = try store()
        try store.write(Draft(formPath: store.formPath, formHash: store.formHash(), savedAt: 0,
                              values: ["name": .string("Ada"), "age": .number(Number(36)), "gone": .bool(true)]))
        let changed = """
        { "sections": [ { "tag": "main", "rows": [
            { "tag": "name", "type": "text", "title": "Name" },
            { "tag": "age", "type": "switch", "title": "Adult" } ] } ] }
        """
        let (_, form) = try self.store(form: changed)
        let restored = try XCTUnwrap(store.read(for: form))
        XCTAssertEqual(restored.draft.values, ["name": .string("Ada")])
        XCTAssertEqual(restored.dropped.sorted(), ["age", "gone"])
        XCTAssertNotEqual(restored.draft.formHash, store.formHash(), "the form's hash tells that it changed")
    }

    func testAFailedWriteIsAnErrorNotACrash() throws {
        let (store, _) = try store()
        try "".write(toFile: scratch + "/state", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try store.write(Draft(formPath: store.formPath, formHash: "", savedAt: 0, values: [:]))) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot open '"), "\(error)")
        }
    }

    func testNotADraftReadsAsNone() throws {
        let (_, form) = try store()
        XCTAssertNil(Draft.restore(Array("{}".utf8), for: form))
        XCTAssertNil(Draft.restore(Array("garbage".utf8), for: form))
    }

    func testDeletedRowsRoundTripAndOnlyInADeletableSection() throws {
        let text = """
        { "sections": [ { "tag": "guests", "deletable": true, "rows": [
            { "tag": "g1", "type": "text", "title": "Guest 1" },
            { "tag": "g2", "type": "text", "title": "Guest 2" } ] },
          { "tag": "main", "rows": [ { "tag": "name", "type": "text", "title": "Name" } ] } ] }
        """
        let (store, form) = try store(form: text)
        let draft = Draft(formPath: store.formPath, formHash: "", savedAt: 0, values: ["g1": .string("Ada")], deleted: ["g2"])
        XCTAssertTrue(draft.text.contains(#""deleted":["g2"]"#), draft.text)
        try store.write(draft)
        XCTAssertEqual(try XCTUnwrap(store.read(for: form)).draft, draft)

        let moved = Draft(formPath: store.formPath, formHash: "", savedAt: 0, values: ["g2": .string("x")],
                          deleted: ["g2", "name", "gone"])
        try store.write(moved)
        let restored = try XCTUnwrap(store.read(for: form))
        XCTAssertEqual(restored.draft.deleted, ["g2"])
        XCTAssertEqual(restored.draft.values, [:], "a deleted row's value is not restored")
        XCTAssertEqual(restored.dropped.sorted(), ["gone", "name"], "only rows of deletable sections stay deleted")
    }

    func testTheFocusRoundTripsAndADraftWithoutItStillReads() throws {
        let (store, form) = try store()
        let draft = Draft(formPath: store.formPath, formHash: "", savedAt: 0, values: ["name": .string("Ada")], focus: "age")
        XCTAssertTrue(draft.text.hasSuffix(#","focus":"age"}"# + "\n"), draft.text)
        try store.write(draft)
        XCTAssertEqual(try XCTUnwrap(store.read(for: form)).draft.focus, "age")

        let old = #"{"formrun-draft":1,"form":"/f.json","formHash":"","savedAt":0,"values":{"name":"Ada"}}"#
        let restored = try XCTUnwrap(Draft.restore(Array(old.utf8), for: form))
        XCTAssertNil(restored.draft.focus)
        XCTAssertEqual(restored.draft.values, ["name": .string("Ada")])
        XCTAssertFalse(Draft(formPath: "/f.json", formHash: "", savedAt: 0, values: [:]).text.contains("focus"))
    }

    static let listForm = """
    { "sections": [ { "rows": [
        { "tag": "deps", "type": "list", "title": "Deps", "item": { "sections": [ { "rows": [
            { "tag": "name", "type": "text", "title": "Name" } ] } ] } } ] } ] }
    """

    /// A list's value is kept as its tree: an object per item, a text that was not JSON marked
    /// (`{"formrun-unparsed": …}`) so that nothing typed is lost, and read back as it was.
    func testAListIsKeptAsItsTreeWithAnUnparsedTextMarked() throws {
        let (store, form) = try store(form: Self.listForm)
        let deps: Value = .list([.object([.init(key: "name", value: .string("redis")),
                                          .init(key: "repository", value: .unparsed("https://charts.bitnami.com/bitnami"))])])
        let draft = Draft(formPath: store.formPath, formHash: store.formHash(), savedAt: 0, values: ["deps": deps])
        XCTAssertTrue(draft.text.contains(#""deps":[{"name":"redis","repository":{"formrun-unparsed":"https://charts.bitnami.com/bitnami"}}]"#),
                      draft.text)
        try store.write(draft)
        let restored = try XCTUnwrap(store.read(for: form))
        XCTAssertEqual(restored.draft.values, ["deps": deps])
        XCTAssertEqual(restored.dropped, [])
    }

    /// Drafts written before the tree hold a list as JSON text: it is read as the tree it holds.
    func testAnOldDraftsJSONTextIsReadAsATree() throws {
        let (store, form) = try store(form: Self.listForm)
        let old = #"{"formrun-draft":1,"form":"x","formHash":"h","savedAt":0,"values":{"deps":"[{\"name\":\"Ada\"}]"}}"#
        let restored = try XCTUnwrap(Draft.restore(Array(old.utf8), for: form))
        XCTAssertEqual(restored.draft.values, ["deps": .list([.object([.init(key: "name", value: .string("Ada"))])])])
        let broken = #"{"formrun-draft":1,"form":"x","formHash":"h","savedAt":0,"values":{"deps":"[{"}}"#
        XCTAssertEqual(Draft.restore(Array(broken.utf8), for: form)?.dropped, ["deps"], "text that is not JSON is dropped")
        _ = store
    }
}
