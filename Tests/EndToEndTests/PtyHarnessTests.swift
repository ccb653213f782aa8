import Foundation
import XCTest

/// Proves the pseudo-terminal harness on system programs, so that a failing formrun test
/// points at formrun and not at the harness.
final class PtyHarnessTests: XCTestCase {
    func testTypedLineReachesProgramOnItsTerminal() throws {
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", "printf 'ready> ' > /dev/tty; read x; echo got:$x"])
        session.waitForOutput(containing: "ready> ")
        session.send(keys: ["hello", "Enter"])
        XCTAssertEqual(session.waitForExit(), 0)
        XCTAssertEqual(session.stdout, "got:hello\n")
        XCTAssertTrue(session.ttyOutput.contains("hello"), "the pty echoes what was typed")
        XCTAssertFalse(session.ttyOutput.contains("got:"), "stdout does not go to the terminal")
    }

    func testStdoutAndStderrAreCapturedApartFromTheTerminal() throws {
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", "echo out; echo err >&2; echo drawn > /dev/tty"])
        XCTAssertEqual(session.waitForExit(), 0)
        XCTAssertEqual(session.stdout, "out\n")
        XCTAssertEqual(session.stderr, "err\n")
        XCTAssertEqual(session.ttyOutput, "drawn\r\n")
    }

    func testTerminalSizeAndEnvironmentAreThoseAskedFor() throws {
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", "stty size; echo $TERM $LANG $EXTRA"],
                                     environment: ["EXTRA": "x1"], rows: 30, cols: 100)
        XCTAssertEqual(session.waitForExit(), 0)
        XCTAssertEqual(session.stdout, "30 100\nxterm-256color C.UTF-8 x1\n")
    }

    func testResizeIsSeenByTheProgram() throws {
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", "printf 'ready> ' > /dev/tty; read x; stty size"])
        session.waitForOutput(containing: "ready> ")
        session.resize(rows: 40, cols: 120)
        session.send(keys: ["Enter"])
        XCTAssertEqual(session.waitForExit(), 0)
        XCTAssertEqual(session.stdout, "40 120\n")
    }

    func testExitCodeAndSignalAreReported() throws {
        let exiting = try PtySession(binary: "/bin/sh", arguments: ["-c", "exit 3"])
        XCTAssertEqual(exiting.waitForExit(), 3)
        let killed = try PtySession(binary: "/bin/sh", arguments: ["-c", "kill -INT $$; sleep 5"])
        XCTAssertEqual(killed.waitForExit(), 128 + SIGINT)
    }

    func testControlCFromTheKeyboardInterruptsAForegroundProgram() throws {
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", "printf 'ready> ' > /dev/tty; exec sleep 5"])
        session.waitForOutput(containing: "ready> ")
        session.send(keys: ["C-c"])
        XCTAssertEqual(session.waitForExit(), 128 + SIGINT)
    }

    func testKeysAreTranslatedByName() throws {
        // od shows the raw bytes the program receives once the terminal is raw.
        let script = "stty raw -echo; printf 'ready> ' > /dev/tty; dd bs=1 count=11 2>/dev/null | od -An -c; stty sane"
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", script])
        session.waitForOutput(containing: "ready> ")
        session.send(keys: ["Up", "Esc", "C-a", "Tab", "F1", "x", "Enter"])
        XCTAssertEqual(session.waitForExit(), 0)
        let bytes = session.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        XCTAssertEqual(bytes, #"033 [ A 033 001 \t 033 O P x \r"#)
    }

    func testCursorKeysFollowApplicationMode() throws {
        let script = "stty raw -echo; printf '\\033[?1hready> ' > /dev/tty; dd bs=1 count=6 2>/dev/null | od -An -c; stty sane"
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", script])
        session.waitForOutput(containing: "ready> ")
        XCTAssertTrue(session.applicationCursorKeys)
        session.send(keys: ["Down", "Home"])
        XCTAssertEqual(session.waitForExit(), 0)
        let bytes = session.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        XCTAssertEqual(bytes, "033 O B 033 O H")
    }

    func testWellBehavedProgramLeavesTerminalRestored() throws {
        let script = "stty raw -echo; printf '\\033[?1049h\\033[?25lready' > /dev/tty; "
            + "read x; printf '\\033[?1049l\\033[?12l\\033[?25h' > /dev/tty; stty sane"
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", script])
        session.waitForOutput(containing: "ready")
        XCTAssertFalse(session.restorationProblems.isEmpty, "raw, alternate screen and hidden cursor while running")
        session.send("\n") // raw mode: no CR-to-NL translation, and `read` ends at NL
        XCTAssertEqual(session.waitForExit(), 0)
        XCTAssertEqual(session.restorationProblems, [])
    }

    func testRawModeLeftBehindIsReported() throws {
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", "stty raw -echo; exit 0"])
        XCTAssertEqual(session.waitForExit(), 0)
        XCTAssertFalse(session.terminalRestored)
        XCTAssertEqual(session.restorationProblems, ["ECHO is still off", "ICANON is still off (raw or cbreak mode)"])
    }

    func testAlternateScreenAndHiddenCursorLeftBehindAreReported() throws {
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", "printf '\\033[?1049h\\033[?25l' > /dev/tty"])
        XCTAssertEqual(session.waitForExit(), 0)
        XCTAssertEqual(session.restorationProblems, [
            "the alternate screen was entered and not left",
            "the cursor was hidden and not shown again",
        ])
    }

    func testHangingProgramIsKilledAtTheTimeout() throws {
        let session = try PtySession(binary: "/bin/sleep", arguments: ["30"])
        session.failsTestOnTimeout = false
        let started = Date()
        let status = session.waitForExit(timeout: 0.3)
        XCTAssertLessThan(Date().timeIntervalSince(started), 3)
        XCTAssertTrue(session.timedOut)
        XCTAssertEqual(status, 128 + SIGKILL)
    }

    func testWaitingForTextThatNeverComesIsBounded() throws {
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", "echo something > /dev/tty; sleep 30"])
        XCTAssertTrue(session.waitForOutput(containing: "something"))
        session.failsTestOnTimeout = false
        let started = Date()
        XCTAssertFalse(session.waitForOutput(containing: "other", timeout: 0.3))
        XCTAssertFalse(session.waitFor("nothing", timeout: 0.3) { false })
        XCTAssertLessThan(Date().timeIntervalSince(started), 3)
    }

    /// What a wait that runs out shows: the screen and the program's stderr.
    func testAFailedWaitReportsTheScreenAndStderr() throws {
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", "echo oops >&2; echo drawn > /dev/tty; sleep 30"])
        XCTAssertTrue(session.waitForOutput(containing: "drawn"))
        XCTAssertTrue(session.waitFor("stderr") { session.stderr.contains("oops") })
        XCTAssertTrue(session.failureReport.contains("drawn"), session.failureReport)
        XCTAssertTrue(session.failureReport.contains("stderr:\noops"), session.failureReport)
    }
}
