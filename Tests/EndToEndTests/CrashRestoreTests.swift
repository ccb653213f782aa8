import Foundation
import XCTest

/// Even a crash (a Swift runtime trap) gives the terminal back: modes, screen and cursor.
final class CrashRestoreTests: FormrunTestCase {
    func testATrapRestoresTheTerminal() throws {
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
