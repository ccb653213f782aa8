import Foundation
import XCTest

/// Issue #16 row 8: files that are not regular files never freeze formrun. `--watch` does not read
/// a form file replaced by a FIFO (the form keeps running, a note says why); `--output` to a FIFO
/// with no reader says it waits, and Ctrl-C then ends formrun at once with the values kept.
final class NonRegularFilesEndToEndTests: FormrunTestCase {
    static let form = #"{"title": "F", "sections": [{"rows": [{"tag": "name", "type": "text", "title": "Name"}]}]}"#

    func testWatchDoesNotReadAFormFileReplacedByAFIFO() throws {
        let path = try makeFile("form.json", Self.form)
        let session = try PtySession.formrun(["--watch", path])
        session.waitForScreen(containing: "Name")
        XCTAssertEqual(unlink(path), 0)
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        session.waitForScreen(containing: "no longer a regular file")
        session.send(keys: ["a", "b"])
        session.waitForScreen(containing: "Name    ab")
        session.send(keys: ["C-c"])
        XCTAssertEqual(session.waitForExit(), 130)
        XCTAssertEqual(session.restorationProblems, [])
    }

    /// Waits until formrun's stderr holds `text`; on timeout the test fails with the screen and stderr.
    private func waitForStderr(_ session: PtySession, containing text: String) -> Bool {
        session.waitFor("stderr to hold \(text.debugDescription)") { session.stderr.contains(text) }
    }

    func testOutputToAFIFOWithNoReaderWaitsSayingSoAndCtrlCKeepsTheValues() throws {
        let form = try makeFile("form.json", Self.form)
        let fifo = scratchPath("out.fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let session = try PtySession.formrun(["--output", fifo, "--no-draft", form],
                                             environment: ["TMPDIR": scratchPath("")])
        session.waitForScreen(containing: "Name")
        session.send(keys: ["A", "d", "a"])
        session.waitForScreen(containing: "Ada")
        session.send(keys: ["C-s"])
        XCTAssertTrue(waitForStderr(session, containing: "waiting for a reader"), session.stderr)
        session.signal(SIGINT)
        XCTAssertEqual(session.waitForExit(), 130)
        XCTAssertEqual(session.restorationProblems, [])
        XCTAssertTrue(session.stderr.contains("nobody read"), session.stderr)
        XCTAssertTrue(session.stderr.contains("the values are kept in"), session.stderr)
    }
}
