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
}
