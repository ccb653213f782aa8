import XCTest
@testable import FormCore
@testable import FormJSON

/// Conditions over many rows: long chains compile without deep recursion, and a switch that
/// hides thousands of rows updates them all.
final class ConditionScaleTests: XCTestCase {
    func testALongChainOfHiddenRowsIsNoCycle() throws {
        let count = 20_000
        let rows = (0..<count).map { i in row("r\(i)", hidden: i + 1 < count ? expr("$r\(i + 1)") : .never) }
        let program = try ConditionProgram(form: Form(sections: [section("s", rows)]))
        XCTAssertEqual(program.hiddenOrder.count, count - 1)
        XCTAssertEqual(program.hiddenOrder.first, ConditionKey(.row("r\(count - 2)"), .hidden))
        XCTAssertEqual(program.hiddenOrder.last, ConditionKey(.row("r0"), .hidden))
    }

    func testALongCycleIsFoundAndStartsAtItsFirstRow() {
        let count = 5_000
        let rows = (0..<count).map { i in row("r\(i)", hidden: expr("$r\((i + 1) % count)", i + 2, 15)) }
        let error = compileError(Form(sections: [section("s", rows)]))
        XCTAssertEqual(error?.location, SourceLocation(line: 2, column: 15))
        XCTAssertEqual(error?.message.hasPrefix("condition cycle: r0 → r1 → r2 → "), true)
        XCTAssertEqual(error?.message.hasSuffix(" → r4999 → r0"), true)
    }

    func testOneSwitchHidingThousandsOfRows() throws {
        var sections = [section("top", [row("more")])]
        for s in 0..<100 {
            sections.append(section("s\(s)", hidden: s % 10 == 1 ? expr("!$more") : .never,
                                    (0..<50).map { row("r\(s)_\($0)", hidden: $0 == 7 ? expr("!$more") : .never) }))
        }
        let program = try ConditionProgram(form: Form(sections: sections))
        var more = Value.bool(true)
        var state = ConditionState(program: program) { $0 == "more" ? more : .null }
        XCTAssertFalse(state.isHidden("r1_7"))
        more = .bool(false)
        let changed = state.update(changedTag: "more") { $0 == "more" ? more : .null }
        XCTAssertEqual(changed.count, 10 + 90, "ten sections, and row 7 of each section still shown; "
                       + "the rows of the hidden sections wait until they show")
        XCTAssertTrue(state.isHidden("r1_0"))
        XCTAssertTrue(state.isHidden("r2_7"))
        XCTAssertFalse(state.isHidden("r2_6"))
        XCTAssertEqual(program.constant(ConditionKey(.row("r2_6"), .hidden)), false)
        XCTAssertNil(program.constant(ConditionKey(.row("r2_7"), .hidden)))
        XCTAssertEqual(program.constants.count, 1 + 101 * 3 + 5_001 * 3 - 10 - 100)

        // Showing the sections again evaluates what waited in them.
        more = .bool(true)
        let shown = state.update(changedTag: "more") { $0 == "more" ? more : .null }
        XCTAssertEqual(shown.count, 10 + 90)
        XCTAssertFalse(state.isHidden("r1_7"), "row 7 of a section that was hidden is shown again")
        XCTAssertFalse(state.isHidden("r2_7"))
    }
}
