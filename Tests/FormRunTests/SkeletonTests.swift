import XCTest
@testable import FormRun
import FormUI

/// The library's skeleton: a row keeps its model row, JSON compares objects in order.
final class SkeletonTests: XCTestCase {
    func testJSONObjectsCompareMembersInOrder() {
        XCTAssertEqual(JSON.object([("a", .integer(1)), ("b", .null)]), .object([("a", .integer(1)), ("b", .null)]))
        XCTAssertNotEqual(JSON.object([("a", .integer(1)), ("b", .null)]), .object([("b", .null), ("a", .integer(1))]))
    }

    func testHooksStartEmpty() {
        XCTAssertTrue(FormHooks().isEmpty)
        var hooks = FormHooks()
        hooks.options[HookPlace(["city"])] = { _ in [] }
        XCTAssertFalse(hooks.isEmpty)
    }
}
