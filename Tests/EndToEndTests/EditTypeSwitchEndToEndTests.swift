import Foundation
import XCTest

/// A string-or-list (a workflow's `runs-on`, `needs`) is one row with a type switch (issue 29):
/// submitted untouched the file is byte-identical; Ctrl-T turns `runs-on: ubuntu-latest` into a
/// list written on its line; `--set` and plain mode take either type, and the schema still judges it.
final class EditTypeSwitchEndToEndTests: FormrunTestCase {
    static let schema = #"""
    {"type": "object", "properties": {
      "runs-on": {"title": "Runs on", "anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}, "minItems": 1}]},
      "needs": {"title": "Needs", "oneOf": [{"type": "array", "items": {"type": "string"}, "minItems": 1}, {"type": "string"}]},
      "timeout-minutes": {"title": "Timeout", "type": ["number", "string"], "default": 360}},
     "required": ["runs-on"]}
    """#

    static let job = "# the build job\nruns-on: ubuntu-latest   # hosted\nneeds: [lint, unit]\n"


    private func formrun(_ arguments: [String], input: String = "") throws -> DetachedRun {
        try DetachedRun(arguments, input: input, environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"])
    }

    func testUntouchedTheFileIsByteIdentical() throws {
        let schema = try makeFile("job.schema.json", Self.schema)
        let file = try makeFile("job.yaml", Self.job)
        let run = try formrun(["--edit", file, "--schema", schema, "--submit"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try contents(file), Self.job)
    }

    func testCtrlTSwitchesAStringToAListWrittenOnItsLine() throws {
        let schema = try makeFile("job.schema.json", Self.schema)
        let file = try makeFile("job.yaml", Self.job)
        let session = try PtySession.formrun(["--edit", file, "--schema", schema], environment: ["HOME": scratchPath("home")])
        XCTAssertTrue(session.waitForScreen(containing: "[text] ubuntu-latest"), session.screen.text)
        XCTAssertTrue(session.waitForScreen(containing: "Ctrl-T as list"), "the switch is a binding in the hint line")
        session.send(keys: ["C-t"])
        XCTAssertTrue(session.waitForScreen(containing: "[list] ubuntu-latest"))
        session.send(", linux")
        XCTAssertTrue(session.waitForScreen(containing: "[list] ubuntu-latest, linux"))
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.ttyOutput)
        XCTAssertEqual(try contents(file), Self.job.replacingOccurrences(of: "runs-on: ubuntu-latest", with: "runs-on: [ubuntu-latest, linux]"),
                       "one line changed: the list where the string was, its comment kept")
    }

    func testARealWorkflowsRunsOnIsSwitchedToAListOnOneLine() throws {
        let text = EditYAMLEndToEndTests.workflow
        let file = try makeFile("ci.yml", text)
        let session = try PtySession.formrun(["--edit", file, "--schema", EditYAMLEndToEndTests.workflowSchema],
                                             environment: ["HOME": scratchPath("home")])
        XCTAssertTrue(session.waitForScreen(containing: "Jobs"))
        session.send(keys: ["Down", "Down", "Down", "Down", "Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "build"))
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "[text] ubuntu-latest"), session.screen.text)
        session.send(keys: ["Down", "Down", "Down", "Down", "Down"])
        XCTAssertTrue(session.waitForScreen(containing: "▸runs-on"), session.screen.text)
        session.send(keys: ["C-t"])
        session.send(", linux")
        XCTAssertTrue(session.waitForScreen(containing: "[list] ubuntu-latest, linux"), session.screen.text)
        try saveAndExpect(session, file, text.replacingOccurrences(of: "runs-on: ubuntu-latest", with: "runs-on: [ubuntu-latest, linux]"))
    }

    func testSetTakesEitherTypeAndTheSchemaJudgesIt() throws {
        let schema = try makeFile("job.schema.json", Self.schema)
        let file = try makeFile("job.yaml", Self.job)
        let run = try formrun(["--edit", file, "--schema", schema, "--set", "/needs=lint", "--submit"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try contents(file), Self.job.replacingOccurrences(of: "[lint, unit]", with: "lint"))
        let empty = try formrun(["--edit", file, "--schema", schema, "--set", "/needs=[]", "--submit"])
        XCTAssertEqual(empty.status, 3, empty.stderr)
        XCTAssertTrue(empty.stderr.contains("/needs"), empty.stderr)
    }

    func testPlainModeAndValuesTakeEitherType() throws {
        let schema = try makeFile("job.schema.json", Self.schema)
        let plain = try formrun(["--plain", schema], input: "[self-hosted, linux]\nbuild\n\"30\"\n")
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(plain.stdout, "{\n  \"runs-on\": [\"self-hosted\", \"linux\"],\n  \"needs\": \"build\",\n  \"timeout-minutes\": \"30\"\n}\n")
        let values = try makeFile("v.json", #"{"runs-on": ["a"], "needs": "b", "timeout-minutes": 30}"#)
        let submitted = try formrun([schema, "--values", values, "--submit"])
        XCTAssertEqual(submitted.status, 0, submitted.stderr)
        XCTAssertEqual(submitted.stdout, "{\n  \"runs-on\": [\"a\"],\n  \"needs\": \"b\",\n  \"timeout-minutes\": 30\n}\n")
    }
}
