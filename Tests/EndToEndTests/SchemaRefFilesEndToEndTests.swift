import Foundation
import XCTest

/// Issue #27 rows 5, 6 and 14, through the real binary: a schema `$ref` to a FIFO, a device, a
/// `/proc` file or a file that is not a schema never blocks and never shows what the file holds. The
/// `$ref` is a warning of `--check` (`FILE:LINE:COLUMN`, naming it), its row JSON text, and every face goes on:
/// `--check`, `--submit --values`, plain mode and the full screen. Each run has `DetachedRun`'s
/// deadline, so a regression that blocks fails instead of hanging the suite.
final class SchemaRefFilesEndToEndTests: FormrunTestCase {
    private var environment: [String: String] { ["XDG_STATE_HOME": scratchPath("state"), "FORMRUN_SECRET_WORD": "hunter2"] }

    /// A schema with a `name` and one property for each `$ref` target.
    private func schema(_ targets: [(String, String)]) throws -> String {
        let properties = targets.map { #""\#($0.0)": {"$ref": "\#($0.1)"}"# }
        return try makeFile("main.json", ##"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {"name": {"type": "string"}, "##
                            + properties.joined(separator: ", ") + "}}")
    }

    private func hostileTargets() throws -> [(String, String)] {
        XCTAssertEqual(mkfifo(scratchPath("pipe.json"), 0o600), 0)
        _ = try makeFile("words.txt", "hunter2 is not a schema\n")
        var targets = [("fifo", "pipe.json"), ("tty", "/dev/tty"), ("zero", "/dev/zero#/x"), ("environ", "/proc/self/environ"),
                       ("words", "./words.txt")]
        if FileManager.default.fileExists(atPath: "/etc/passwd") { targets.append(("passwd", "../../../../../../../../../etc/passwd")) }
        return targets
    }

    /// What every face says: one located warning a target, saying why, quoting nothing of the file.
    private func assertWarnings(_ stderr: String, _ targets: [(String, String)], file: StaticString = #filePath, line: UInt = #line) {
        let warnings = stderr.split(separator: "\n").filter { $0.contains("warning:") }
        XCTAssertEqual(warnings.count, targets.count, stderr, file: file, line: line)
        for (name, _) in targets {
            XCTAssertTrue(warnings.contains { $0.range(of: #"main\.json:1:\d+: warning: property '"# + name + "'", options: .regularExpression) != nil },
                          "\(name) in:\n\(stderr)", file: file, line: line)
        }
        for reason in ["not a regular file (a FIFO)", "not a regular file (a character device)", "a file the system makes up as it is read",
                       "words.txt:1:1: is not a JSON schema"] {
            XCTAssertTrue(stderr.contains(reason), "\(reason) in:\n\(stderr)", file: file, line: line)
        }
        for secret in ["hunter2", "root", "unexpected", "XDG_STATE_HOME"] {
            XCTAssertFalse(stderr.contains(secret), "\(secret) quoted in:\n\(stderr)", file: file, line: line)
        }
    }

    func testCheckWarnsAndEnds() throws {
        let targets = try hostileTargets()
        let checked = try DetachedRun(["--check", try schema(targets)], environment: environment)
        XCTAssertEqual(checked.status, 0, checked.stderr)
        XCTAssertTrue(checked.stderr.hasSuffix("main.json: ok (1 sections, \(targets.count + 1) rows)\n"), checked.stderr)
        assertWarnings(checked.stderr, targets)
    }

    func testSubmitWithValuesWritesTheAnswers() throws {
        let targets = try hostileTargets()
        let values = try makeFile("values.json", #"{"name": "Ada", "tty": {"any": [1]}}"#)
        let submitted = try DetachedRun(["--submit", "--compact", "--values", values, try schema(targets)], environment: environment)
        XCTAssertEqual(submitted.status, 0, submitted.stderr)
        XCTAssertEqual(submitted.stdout, #"{"name":"Ada","tty":{"any":[1]}}"# + "\n")
        XCTAssertFalse(submitted.stderr.contains("hunter2"), submitted.stderr)
    }

    func testPlainModeAsksEveryRow() throws {
        let targets = try hostileTargets()
        let answers = ["Ada"] + targets.map { _ in "" }
        let plain = try DetachedRun(["--plain", "--compact", try schema(targets)], input: answers.map { $0 + "\n" }.joined(), environment: environment)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(plain.stdout, #"{"name":"Ada"}"# + "\n")
        XCTAssertFalse(plain.stderr.contains("hunter2"), plain.stderr)
    }

    func testTheFullScreenShowsTheForm() throws {
        let targets = try hostileTargets()
        let screen = try DetachedRun(["--keys", "text:Ada", "--screen", try schema(targets)], environment: environment)
        XCTAssertEqual(screen.status, 0, screen.stderr)
        XCTAssertNotNil(screen.stdout.range(of: "Name +Ada", options: .regularExpression), screen.stdout)
        for (name, _) in targets {
            XCTAssertTrue(screen.stdout.contains(name.prefix(1).uppercased() + name.dropFirst()), "\(name) in:\n\(screen.stdout)")
        }
        XCTAssertFalse(screen.stdout.contains("hunter2"), screen.stdout)
    }

    /// In a terminal `/dev/tty` can be opened: it is still never read, so the form shows at once
    /// and takes the keys (it used to show a blank screen reading the keyboard until Ctrl-D).
    func testInATerminalARefToDevTtyIsNotReadAndTheFormTakesTheKeys() throws {
        XCTAssertEqual(mkfifo(scratchPath("pipe.json"), 0o600), 0)
        let session = try PtySession.formrun(["--no-draft", "--compact", try schema([("tty", "/dev/tty"), ("fifo", "pipe.json")])],
                                             environment: environment)
        XCTAssertTrue(session.waitForScreen(containing: "Tty"), session.stderr)
        session.send(keys: ["A", "d", "a"])
        XCTAssertTrue(session.waitForScreen(containing: "Ada"))
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(session.stdout, #"{"name":"Ada"}"# + "\n")
        XCTAssertEqual(session.restorationProblems, [])
    }
}
