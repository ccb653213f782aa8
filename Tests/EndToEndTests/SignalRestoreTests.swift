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
}
