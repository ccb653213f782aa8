import XCTest
import FormCore
@testable import FormUI

/// A stepper never reaches infinity: a step past the largest double is refused, and Left undoes.
final class StepperLimitTests: XCTestCase {
    func testHugeValuesStayFiniteAndLeftUndoes() {
        var row = Row(tag: "s", type: .stepCounter)
        row.step = 1e308
        XCTAssertEqual(StepperEditor.handle(.right, value: 1.7e308, row: row), .refused("No change"))
        guard case .changed(let down) = StepperEditor.handle(.left, value: 1.7e308, row: row) else {
            return XCTFail("Left moves down")
        }
        XCTAssertTrue(down.isFinite)
        XCTAssertLessThan(down, 1.7e308)
        row.step = 1
        // 1e300 ± 1 is 1e300 as a double: no change, never infinity.
        XCTAssertEqual(StepperEditor.handle(.left, value: 1e300, row: row), .refused("No change"))
    }
}
