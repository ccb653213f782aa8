import XCTest

final class FormUITestsPlaceholder: XCTestCase {
    func testBuilds() { XCTAssertTrue(true) }
}
