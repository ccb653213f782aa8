import XCTest
@testable import FormCore

/// `FileBytes` reads whole files, whatever size they claim to have.
final class SpecFileBytesTests: XCTestCase {
    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "filebytes-\(UUID().uuidString).json"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testFilesOfAnySize() throws {
        for count in [0, 1, 65535, 65536, 65537, 200_001] {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            XCTAssertEqual(try FileBytes.contents(of: temporaryFile(bytes)), bytes, "\(count) bytes")
        }
    }

    func testFilesThatDoNotKnowTheirSize() throws {
        // procfs reports a size of 0 for files that have contents.
        let path = "/proc/self/status"
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("no /proc") }
        let bytes = try FileBytes.contents(of: path)
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).hasPrefix("Name:"))
    }

    func testMissingFile() {
        XCTAssertThrowsError(try FileBytes.contents(of: "/nonexistent/form.json")) {
            XCTAssertEqual("\($0)", "/nonexistent/form.json: cannot read: No such file or directory")
        }
    }

    // Issue #27 rows 5, 6 and 14: what a `$ref` file is read with.

    func testRegularContentsReadsARegularFileWhole() throws {
        let bytes = Array(#"{"type": "string"}"#.utf8)
        XCTAssertEqual(try FileBytes.regularContents(of: temporaryFile(bytes)), bytes)
        XCTAssertThrowsError(try FileBytes.regularContents(of: temporaryFile(bytes), limit: 4)) {
            XCTAssertTrue("\($0)".contains("file too large"), "\($0)")
        }
    }

    func testRegularContentsRefusesAFIFOWithoutWaitingForAWriter() throws {
        let path = NSTemporaryDirectory() + "filebytes-\(UUID().uuidString).fifo"
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        defer { unlink(path) }
        let done = DispatchSemaphore(value: 0)
        let result = Locked<String>("")
        Thread {
            do { _ = try FileBytes.regularContents(of: path) } catch { result.set("\(error)") }
            done.signal()
        }.start()
        if done.wait(timeout: .now() + 10) == .timedOut {
            // Opening the other end lets a blocked reader go, so the test fails instead of hanging.
            let writer = open(path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            _ = done.wait(timeout: .now() + 10)
            return XCTFail("reading a FIFO blocked")
        }
        XCTAssertEqual(result.get(), path + ": cannot read: not a regular file (a FIFO)")
    }

    func testRegularContentsRefusesDevicesBeforeOpeningThem() {
        for device in ["/dev/tty", "/dev/null", "/dev/zero"] where FileManager.default.fileExists(atPath: device) {
            XCTAssertThrowsError(try FileBytes.regularContents(of: device)) {
                XCTAssertEqual("\($0)", device + ": cannot read: not a regular file (a character device)")
            }
        }
        XCTAssertThrowsError(try FileBytes.regularContents(of: NSTemporaryDirectory())) {
            XCTAssertTrue("\($0)".hasSuffix("not a regular file (a folder)"), "\($0)")
        }
    }

    func testRegularContentsDoesNotReadProcFilesThatReportNoSize() throws {
        for path in ["/proc/self/environ", "/proc/self/status"] {
            guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("no /proc") }
            var info = stat()
            XCTAssertEqual(stat(path, &info), 0)
            XCTAssertEqual(info.st_size, 0, "\(path) reports no size")
            XCTAssertThrowsError(try FileBytes.regularContents(of: path)) {
                XCTAssertEqual("\($0)", path + ": cannot read: empty, or a file the system makes up as it is read")
            }
        }
    }
}

/// A value set on one thread and read on another.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func set(_ new: Value) { lock.lock(); value = new; lock.unlock() }
    func get() -> Value { lock.lock(); defer { lock.unlock() }; return value }
}
