import Foundation
import XCTest

/// `FORMRUN_TRACE` never records a password and never stops the form (issue #8, finding 11).
final class TraceEndToEndTests: FormrunTestCase {
    private func start(trace: String) throws -> PtySession {
        let form = try makeFile("form.json", OutputFailureEndToEndTests.form)
        let session = try PtySession.formrun(["--compact", form], environment: ["FORMRUN_TRACE": trace])
        session.waitForScreen(containing: "Secret")
        return session
    }

    func testPasswordKeysAreHidden() throws {
        let trace = scratchPath("trace.jsonl")
        let session = try start(trace: trace)
        session.send(keys: ["Ada"])
        session.waitForScreen(containing: "Ada")
        session.send(keys: ["Down", "s3cret", "C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(session.stdout, #"{"name":"Ada","pin":"s3cret"}"# + "\n")
        let text = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
        for hidden in ["key s", "key 3", "key c", "key r", "key e", "key t"] {
            XCTAssertFalse(text.contains("\"\(hidden)\""), "\(hidden) in \(text)")
        }
        XCTAssertEqual(text.components(separatedBy: "\"key •\"").count - 1, 6, text)
        XCTAssertTrue(text.contains("\"key A\""), "keys typed into other rows stay")
        XCTAssertTrue(text.contains("\"key Down\""))
    }

    func testAFullTraceNeverStopsTheForm() throws {
        let session = try start(trace: "/dev/full")
        session.send(keys: ["Ada"])
        session.waitForScreen(containing: "Ada")
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(session.stdout, #"{"name":"Ada","pin":null}"# + "\n")
        XCTAssertEqual(session.stderr, "formrun: the trace stopped: No space left on device\n")
        XCTAssertEqual(session.restorationProblems, [])
    }
}
