import XCTest
@testable import FormCore
@testable import FormJSON

final class ConditionCycleTests: XCTestCase {
    func testARowHiddenByItsOwnValue() {
        let form = Form(sections: [section("s", [row("a", hidden: expr("$b && $a", 3, 20)), row("b")])])
        let error = compileError(form)
        XCTAssertEqual(error?.message, "condition cycle: a → a")
        XCTAssertEqual(error?.location, SourceLocation(line: 3, column: 26))
        XCTAssertEqual(error?.ownerTag, "a")
    }

    func testTwoRowsHidingEachOther() {
        let form = Form(sections: [section("s", [
            row("x"),
            row("a", hidden: expr("$b == 1", 3, 20)),
            row("b", hidden: expr("!$a", 4, 20)),
        ])])
        let error = compileError(form)
        XCTAssertEqual(error?.message, "condition cycle: a → b → a")
        XCTAssertEqual(error?.location, SourceLocation(line: 3, column: 20))
        XCTAssertEqual(error?.ownerTag, "a")
    }

    func testTheCycleStartsAtItsFirstConditionInFormOrder() {
        let form = Form(sections: [section("s", [
            row("c", hidden: expr("$a", 2, 10)),
            row("b", hidden: expr("$c", 3, 10)),
            row("a", hidden: expr("$b", 4, 10)),
        ])])
        XCTAssertEqual(compileError(form)?.message, "condition cycle: c → a → b → c")
        XCTAssertEqual(compileError(form)?.location, SourceLocation(line: 2, column: 10))
    }

    func testASectionHiddenByOneOfItsRows() {
        let form = Form(sections: [
            section("other", [row("y")]),
            section("details", hidden: expr("$y == 1 || $age < 18", 8, 16), [row("age")]),
        ])
        let error = compileError(form)
        XCTAssertEqual(error?.message, "condition cycle: details → age → details")
        XCTAssertEqual(error?.location, SourceLocation(line: 8, column: 27))
        XCTAssertEqual(error?.ownerIsSection, true)
    }

    func testACycleThroughTwoSections() {
        let form = Form(sections: [
            section("one", hidden: expr("$y", 1, 5), [row("x")]),
            section("two", hidden: expr("$x", 2, 5), [row("y")]),
        ])
        XCTAssertEqual(compileError(form)?.message, "condition cycle: one → y → two → x → one")
        XCTAssertEqual(compileError(form)?.location, SourceLocation(line: 1, column: 5))
    }

    func testACycleThroughARowAndASection() {
        let form = Form(sections: [
            section("one", hidden: expr("$b", 1, 5), [row("a")]),
            section("two", [row("b", hidden: expr("$a", 2, 5))]),
        ])
        XCTAssertEqual(compileError(form)?.message, "condition cycle: one → b → a → one")
    }

    func testChainsAndOtherConditionsAreNoCycle() throws {
        let form = Form(sections: [
            section("s", hidden: expr("$z"), [
                row("a", disabled: expr("$a"), required: expr("!$a && $b")),
                row("b", hidden: expr("!$a")),
                row("c", hidden: expr("empty($b) && $a")),
            ]),
            section("t", [row("z", required: expr("$c"))]),
        ])
        XCTAssertNil(compileError(form))
        let order = try ConditionProgram(form: form).hiddenOrder
        let position = { (owner: ConditionOwner) in order.firstIndex(of: ConditionKey(owner, .hidden)) ?? -1 }
        XCTAssertLessThan(position(.section("s")), position(.row("b")))
        XCTAssertLessThan(position(.row("b")), position(.row("c")))
    }
}
