import Foundation
import XCTest

/// `formrun --edit` (issue 29): Delete at the end of a number row's text sets it back to not set;
/// the schema default shows again as the placeholder and the member's line leaves the file, the
/// rest of it byte for byte as it was.
final class TextUnsetEndToEndTests: FormrunTestCase {
    static let schema = #"""
    {"type": "object", "properties": {
      "name": {"type": "string"},
      "timeout": {"type": "integer", "default": 360},
      "retries": {"type": "integer"}}}
    """#


    /// Opens `file`, moves to `timeout`, Delete, and saves: the placeholder must show before Ctrl-S.
    private func unsetTimeout(in file: String) throws {
        let schema = try makeFile("config.schema.json", Self.schema)
        let session = try PtySession.formrun(["--edit", file, "--schema", schema], environment: ["HOME": scratchPath("home")])
        XCTAssertTrue(session.waitForScreen(containing: "30"), session.screen.text)
        XCTAssertFalse(session.screen.text.contains("default: 360"), "a set value hides the default")
        session.send(keys: ["Down", "Delete"])
        XCTAssertTrue(session.waitForScreen(containing: "default: 360"), session.screen.text)
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.ttyOutput)
    }

    func testJSONTimeoutLineGoes() throws {
        let original = "{\n  \"name\": \"build\",\n  \"timeout\": 30,\n  \"retries\": 2\n}\n"
        let file = try makeFile("config.json", original)
        try unsetTimeout(in: file)
        XCTAssertEqual(try contents(file), original.replacingOccurrences(of: "  \"timeout\": 30,\n", with: ""))
    }

    func testYAMLTimeoutLineGoesWithItsComment() throws {
        let original = "# the build service\nname: build\ntimeout: 30   # seconds\nretries: 2\n"
        let file = try makeFile("config.yaml", original)
        try unsetTimeout(in: file)
        XCTAssertEqual(try contents(file), "# the build service\nname: build\nretries: 2\n")
    }
}
