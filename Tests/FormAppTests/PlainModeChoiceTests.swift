import XCTest
import FormApp

/// The environment asks for plain mode with `FORMRUN_PLAIN` or `ACCESSIBLE`, for `formrun` and the
/// library alike.
final class PlainModeChoiceTests: XCTestCase {
    func testEitherVariableAsksUnlessEmptyOrZero() {
        XCTAssertTrue(PlainModeChoice.isAskedFor(by: ["FORMRUN_PLAIN": "1"]))
        XCTAssertTrue(PlainModeChoice.isAskedFor(by: ["ACCESSIBLE": "yes"]))
        XCTAssertFalse(PlainModeChoice.isAskedFor(by: ["ACCESSIBLE": "0"]))
        XCTAssertFalse(PlainModeChoice.isAskedFor(by: ["FORMRUN_PLAIN": ""]))
        XCTAssertFalse(PlainModeChoice.isAskedFor(by: ["TERM": "dumb"]))
    }

    func testTheProcessEnvironmentIsRead() {
        unsetenv("FORMRUN_PLAIN")
        setenv("ACCESSIBLE", "1", 1)
        defer { unsetenv("ACCESSIBLE") }
        XCTAssertTrue(PlainModeChoice.isAskedForByProcess())
        setenv("ACCESSIBLE", "0", 1)
        XCTAssertFalse(PlainModeChoice.isAskedForByProcess())
    }
}
