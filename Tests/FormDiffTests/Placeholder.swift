import XCTest

final class FormDiffTestsPlaceholder: XCTestCase {
    func testBuilds() { XCTAssertTrue(true) }
}
