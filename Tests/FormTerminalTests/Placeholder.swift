import XCTest

final class FormTerminalTestsPlaceholder: XCTestCase {
    func testBuilds() { XCTAssertTrue(true) }
}
