import Foundation
import XCTest

/// Every signal whose default action ends a process gives the terminal back first: formrun exits
/// with 128 + the signal, out of raw mode and off the alternate screen, printing nothing.
final class SignalRestoreTests: FormrunTestCase {
    private static let signals: [(name: String, number: Int32)] = [
        ("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP), ("SIGQUIT", SIGQUIT), ("SIGUSR1", SIGUSR1), ("SIGUSR2", SIGUSR2),
        ("SIGALRM", SIGALRM), ("SIGXCPU", SIGXCPU), ("SIGXFSZ", SIGXFSZ), ("SIGVTALRM", SIGVTALRM),
        ("SIGPROF", SIGPROF), ("SIGIO", SIGIO), ("SIGPWR", SIGPWR), ("SIGSTKFLT", SIGSTKFLT),
        ("SIGRTMIN", __libc_current_sigrtmin()), ("SIGRTMAX", __libc_current_sigrtmax()),
    ]

    func testEveryTerminatingSignalRestoresTheTerminal() throws {
        let form = try makeFile("form.json", FormrunCLITests.validForm)
        for (name, number) in Self.signals {
            let session = try PtySession.formrun([form], environment: ["HOME": scratchPath("home")])
            XCTAssertTrue(session.waitForScreen(containing: "Name"), "\(name): \(session.stderr)")
            session.send(keys: ["a"])
            session.waitForScreen(containing: "a")
            session.signal(number)
            XCTAssertEqual(session.waitForExit(), 128 + number, name)
            XCTAssertEqual(session.restorationProblems, [], name)
            XCTAssertEqual(session.stdout, "", name)
        }
    }

    /// Issue #16 row 2: however busy formrun is — here a debug build spinning without end after
    /// its first key (`FORMRUN_TEST_STALL`), deaf to keys and to its own signal flag — SIGINT,
    /// SIGTERM and SIGHUP still end it within about a second, the terminal restored, the answers
    /// typed before kept in the draft.
    func testASignalEndsAStuckFormrunWithTheTerminalRestored() throws {
        let form = try makeFile("form.json", FormrunCLITests.validForm)
        for (name, number) in [("SIGINT", SIGINT), ("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP)] {
            let state = scratchPath("state-\(name)")
            let session = try PtySession.formrun([form], environment: ["FORMRUN_TEST_STALL": "2", "XDG_STATE_HOME": state])
            XCTAssertTrue(session.waitForScreen(containing: "Name"), "\(name): \(session.stderr)")
            session.send(keys: ["a"])
            session.waitForScreen(containing: "Name    a")
            session.send(keys: ["b"])
            // The frame of the second key is drawn before the hook stalls. (Not just "ab": the
            // hint line's "Tab" holds it, and a signal sent before the key was read ends formrun
            // the ordinary way.)
            session.waitForScreen(containing: "Name    ab")
            session.signal(number)
            XCTAssertEqual(session.waitForExit(), 128 + number, name)
            XCTAssertEqual(session.restorationProblems, [], name)
            XCTAssertTrue(session.stderr.contains("ended by signal \(number) while busy"), "\(name): \(session.stderr)")
            let drafts = (try? FileManager.default.subpathsOfDirectory(atPath: state)) ?? []
            XCTAssertTrue(drafts.contains { $0.hasSuffix(".json") }, "\(name): the draft is kept: \(drafts)")
        }
    }
}
