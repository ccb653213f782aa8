import Foundation
import XCTest

/// Even a crash (a Swift runtime trap) gives the terminal back: modes, screen and cursor.
final class CrashRestoreTests: FormrunTestCase {
    func testATrapRestoresTheTerminal() throws {
        // No core file from the crash on purpose (the limit is inherited by formrun).
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        var previous = rlimit()
        getrlimit(Int32(RLIMIT_CORE.rawValue), &previous)
        noCore.rlim_max = previous.rlim_max
        setrlimit(Int32(RLIMIT_CORE.rawValue), &noCore)
        defer { setrlimit(Int32(RLIMIT_CORE.rawValue), &previous) }
        let form = try makeFile("form.json", FormrunCLITests.validForm)
        let session = try PtySession.formrun([form], environment: ["FORMRUN_TEST_CRASH": "2", "HOME": scratchPath("home")])
        XCTAssertTrue(session.waitForScreen(containing: "Name"), session.stderr)
        session.send(keys: ["a", "b"])
        let status = session.waitForExit()
        XCTAssertGreaterThan(status, 128, "killed by the trap's signal")
        XCTAssertEqual(session.restorationProblems, [])
        XCTAssertEqual(session.stdout, "")
    }
}
