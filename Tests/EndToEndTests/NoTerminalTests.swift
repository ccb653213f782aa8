import FormCore
import FormDrafts
import Foundation
import XCTest

/// Without a controlling terminal formrun must say so and exit, never hang.
final class NoTerminalTests: FormrunTestCase {
    func testWithoutATerminalFormrunExitsWithAMessage() throws {
        let binary = try XCTUnwrap(BinaryLocator.formrun(), "formrun binary not found")
        let form = try makeFile("form.json", #"{"sections": [{"rows": [{"tag": "a", "type": "text"}]}]}"#)
        let process = Process()
        // setsid starts formrun in a new session, so it has no controlling terminal and /dev/tty cannot open.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--wait", binary, form]
        // A terminal type, or formrun would choose plain mode and read the answers from stdin.
        process.environment = ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"]
        process.standardInput = FileHandle.nullDevice
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let deadline = Date().addingTimeInterval(PtySession.defaultTimeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        let hung = process.isRunning
        if hung { process.terminate() }
        let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if hung { return XCTFail("formrun hung without a terminal; stderr:\n\(err)") }
        let out = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertTrue(err.contains("no terminal"), err)
        // Issue 28: it says what to run instead (stdin here is /dev/null: no answers to read from it).
        XCTAssertTrue(err.contains("formrun --plain FORM < ANSWERS"), err)
        XCTAssertTrue(err.contains("formrun --submit --values FILE FORM"), err)
        XCTAssertEqual(out, "")
    }

    /// `--fresh` without a terminal (issue #16, row 23): "no terminal" comes before the draft is
    /// touched, so the draft is still there for the next run on a terminal.
    func testFreshWithoutATerminalKeepsTheDraft() throws {
        let form = try makeFile("form.json", #"{"sections": [{"rows": [{"tag": "a", "type": "text"}]}]}"#)
        let environment = ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "XDG_STATE_HOME": scratchPath("state")]
        let store = try XCTUnwrap(DraftStore(formPath: form, environment: environment))
        try store.write(Draft(formPath: store.formPath, formHash: store.formHash(), savedAt: 1_700_000_000, values: ["a": .string("Ada")]))
        let run = try DetachedRun(["--fresh", form], environment: environment)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("no terminal"), run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.path), "the draft must outlive a run that had no terminal")
    }
}
