import XCTest

final class FormCoreTestsPlaceholder: XCTestCase {
    func testBuilds() { XCTAssertTrue(true) }
}
