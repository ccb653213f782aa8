import XCTest
@testable import FormTerminal

/// Which terminal types can show the full-screen form.
final class TerminalCapabilitiesTests: XCTestCase {
    func testOnlyTypesThatMoveTheCursorCan() {
        XCTAssertTrue(TerminalCapabilities.canAddressCursor(term: "xterm-256color"))
        XCTAssertTrue(TerminalCapabilities.canAddressCursor(term: "vt100"))
        XCTAssertFalse(TerminalCapabilities.canAddressCursor(term: "dumb"))
        XCTAssertFalse(TerminalCapabilities.canAddressCursor(term: ""))
        XCTAssertFalse(TerminalCapabilities.canAddressCursor(term: "no-such-terminal-type"))
    }
}
