import Foundation
import XCTest

/// Issue #16 row 1: a schema `pattern` (and a `patternProperties` name) that a backtracking engine
/// takes minutes over is answered at once by `--submit --values` (exit 3, the failing rows named).
/// Run under `timeout`, so a regression fails instead of hanging the suite.
final class RegexEndToEndTests: FormrunTestCase {
    static let schema = #"""
    { "$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
      "properties": {
        "code": { "type": "string", "pattern": "^(a+)+$" },
        "extra": { "type": "object", "patternProperties": { "^(x+)+$": { "type": "number" } } } } }
    """#

    func testPathologicalPatternsAnswerAtOnce() throws {
        let schema = try makeFile("schema.json", Self.schema)
        let name = String(repeating: "x", count: 10_000) + "y"
        let values = try makeFile("values.json", #"{"code": ""# + String(repeating: "a", count: 10_000)
                                  + #"b", "extra": {"xxxx": "text", ""# + name + #"": "not checked"}}"#)
        let binary = try XCTUnwrap(BinaryLocator.formrun(), "formrun binary not found")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["-s", "KILL", "30", "/usr/bin/setsid", "--wait", binary, "--submit", "--values", values, schema]
        process.environment = ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"]
        let stdout = Pipe(), stderr = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        let start = Date()
        try process.run()
        let deadline = ProcessDeadline(pid: process.processIdentifier)
        let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        _ = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.finish("formrun --submit")
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(process.terminationStatus, 3, err)
        XCTAssertTrue(err.contains(": /code: "), err)
        XCTAssertTrue(err.contains("formrun: /extra/xxxx: must be a number"), err)
        XCTAssertFalse(err.contains("/xxxxxxxxxx"), "a name the pattern does not match is not checked")
        XCTAssertLessThan(elapsed, 5, "a debug binary answers in well under a second; 5 s leaves room for a loaded machine")
    }
}
