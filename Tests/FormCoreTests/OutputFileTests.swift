import Foundation
import XCTest
@testable import FormCore
import FormTestSupport

/// `--output` behaves like a shell redirection (issue #8, finding 2): through symlinks, into
/// devices and FIFOs, atomically over a regular file keeping its mode, 0600 for a new secret file.
final class OutputFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try TemporaryFolder.make()
    }

    override func tearDown() {
        TemporaryFolder.remove(folder)
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0, path)
        return info.st_mode & 0o7777
    }

    private func text(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<unreadable>"
    }

    private func write(_ text: String, to path: String, secret: Bool = false) throws {
        try OutputFile.write(Array(text.utf8), to: path, secret: secret)
    }

    func testANewFileTakesTheUmaskAndASecretOneIs0600() throws {
        let old = umask(0o022)
        defer { umask(old) }
        try write("{}\n", to: folder + "/plain.json")
        XCTAssertEqual(mode(folder + "/plain.json"), 0o644)
        try write("{}\n", to: folder + "/secret.json", secret: true)
        XCTAssertEqual(mode(folder + "/secret.json"), 0o600)
        XCTAssertEqual(text(folder + "/secret.json"), "{}\n")
    }

    func testAnExistingFileIsReplacedKeepingItsMode() throws {
        let path = folder + "/out.json"
        try TemporaryFolder.write("old", to: path)
        chmod(path, 0o640)
        var before = stat()
        stat(path, &before)
        try write("new\n", to: path)
        XCTAssertEqual(text(path), "new\n")
        XCTAssertEqual(mode(path), 0o640)
        var after = stat()
        stat(path, &after)
        XCTAssertNotEqual(before.st_ino, after.st_ino, "replaced atomically by a rename")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testASymlinkStaysAndItsTargetGetsTheValues() throws {
        let target = folder + "/target.json"
        let link = folder + "/link.json"
        try TemporaryFolder.write("old", to: target)
        chmod(target, 0o600)
        XCTAssertEqual(symlink("target.json", link), 0)
        try write("new\n", to: link)
        XCTAssertEqual(text(target), "new\n")
        XCTAssertEqual(mode(target), 0o600)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "target.json", "the link stays")
    }

    func testADanglingSymlinkCreatesItsTarget() throws {
        let link = folder + "/link.json"
        XCTAssertEqual(symlink(folder + "/made.json", link), 0)
        try write("new\n", to: link)
        XCTAssertEqual(text(folder + "/made.json"), "new\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), folder + "/made.json")
    }

    /// A file with several hard links is written in place (`O_TRUNC`), as `>` does: every link
    /// sees the values (a rename would have split them); this write is not atomic.
    func testAHardLinkedFileIsWrittenInPlaceSoEveryLinkSeesTheValues() throws {
        let path = folder + "/out.json"
        let other = folder + "/other.json"
        try TemporaryFolder.write("old old old", to: path)
        XCTAssertEqual(link(path, other), 0)
        try write("new\n", to: path)
        XCTAssertEqual(text(path), "new\n")
        XCTAssertEqual(text(other), "new\n")
    }

    func testAFIFOIsWrittenNotReplaced() throws {
        let fifo = folder + "/pipe"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let reader = Thread { [fifo] in
            let fd = open(fifo, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(fd, &buffer, buffer.count)
            close(fd)
            FIFOResult.shared.set(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self))
        }
        reader.start()
        try write("via fifo\n", to: fifo)
        var info = stat()
        lstat(fifo, &info)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "still a FIFO")
        let deadline = Date().addingTimeInterval(5)
        while FIFOResult.shared.get() == nil && Date() < deadline { usleep(1000) }
        XCTAssertEqual(FIFOResult.shared.get(), "via fifo\n")
    }

    func testADeviceIsWrittenInPlaceAndAFullOneFails() throws {
        try write("gone\n", to: "/dev/null")
        var info = stat()
        stat("/dev/null", &info)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR)
        XCTAssertThrowsError(try write("x", to: "/dev/full")) { error in
            XCTAssertEqual((error as? OutputFailure)?.code, ENOSPC)
            XCTAssertEqual("\(error)", "cannot write the values to '/dev/full': No space left on device")
        }
    }

    func testAMissingFolderFailsWithoutLeavingAnything() {
        XCTAssertThrowsError(try write("x", to: folder + "/none/out.json")) { error in
            XCTAssertEqual((error as? OutputFailure)?.code, ENOENT)
        }
    }

    func testTheFolderOfAPath() {
        XCTAssertEqual(FileSystem.folder(of: "a/b"), "a")
        XCTAssertEqual(FileSystem.folder(of: "a/b/"), "a")
        XCTAssertEqual(FileSystem.folder(of: "a//b"), "a")
        XCTAssertEqual(FileSystem.folder(of: "/a"), "/")
        XCTAssertEqual(FileSystem.folder(of: "a"), ".")
        XCTAssertNil(OutputFile.problem(NSTemporaryDirectory() + "/formrun-new-file-\(getpid())"))
        XCTAssertEqual(OutputFile.problem(NSTemporaryDirectory()), .isAFolder(path: NSTemporaryDirectory()),
                       "a folder is not a file to write")
        XCTAssertEqual(OutputFile.problem("/no/such/folder/out.json"), .missingFolder(path: "/no/such/folder/out.json", folder: "/no/such/folder"))
        XCTAssertEqual("\(OutputPathProblem.missingFolder(path: "out/a.json", folder: "out"))",
                       "cannot write the output to 'out/a.json': no folder 'out' (create it first)")
    }
}

/// What the FIFO reader thread read.
private final class FIFOResult: @unchecked Sendable {
    static let shared = FIFOResult()
    private let lock = NSLock()
    private var value: String?
    func set(_ text: String) { lock.lock(); value = text; lock.unlock() }
    func get() -> String? { lock.lock(); defer { lock.unlock() }; return value }
}
