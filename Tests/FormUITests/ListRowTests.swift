import XCTest
import FormCore
@testable import FormUI
import FormSchema

/// Rows that open a list: sheet and alert (a pop-up), pushSelect (a list screen with a filter),
/// multipleSelect (a list screen with several choices).
final class ListRowTests: XCTestCase {
    private func state(focus: String) throws -> FormState {
        var state = FormState(form: try FormLoader.load(path: GoldenScreenTests.forms.appendingPathComponent("choices.json").path))
        state.focus(on: focus)
        return state
    }

    private func screen(_ state: FormState, rows: Int = 30, cols: Int = 80) -> String {
        Layout.frame(for: state, rows: rows, cols: cols).frame.text
    }

    func testSheetOpensAPopupOverTheFormAndEnterPicks() throws {
        var state = try state(focus: "plan")
        Update.apply(.enter, to: &state, context: UpdateContext(pageSize: 27, width: 80))
        guard case .list = state.popup else { return XCTFail("no list open") }
        let shown = screen(state)
        XCTAssertTrue(shown.contains("┌─ Plan"), shown)
        XCTAssertTrue(shown.contains("About you"), "the form stays visible around the pop-up")
        Update.apply(.down, to: &state)
        Update.apply(.down, to: &state)
        Update.apply(.enter, to: &state)
        XCTAssertNil(state.popup)
        XCTAssertEqual(state.value(of: "plan"), .number(10))
        XCTAssertTrue(screen(state).contains("Pro ›"))
        XCTAssertEqual(state.focus, "contact", "Enter picks and moves on to the next row")
    }

    func testEnterOnAListOpenedOnNoAnswerKeepsItAndMovesOn() throws {
        var state = try state(focus: "plan")
        Update.apply(.enter, to: &state, context: UpdateContext(pageSize: 27, width: 80))
        guard case .list(_, let list) = state.popup else { return XCTFail("no list open") }
        XCTAssertNil(list.highlighted, "nothing highlighted on a row with no answer")
        Update.apply(.enter, to: &state)
        XCTAssertNil(state.popup)
        XCTAssertEqual(state.value(of: "plan"), .null)
        XCTAssertFalse(state.isDirty)
        XCTAssertEqual(state.focus, "contact")
    }

    func testEscClosesTheListUnchangedAndDoesNotCancelTheForm() throws {
        var state = try state(focus: "contact")
        Update.apply(.enter, to: &state)
        Update.apply(.down, to: &state)
        let effects3 = Update.apply(.escape, to: &state)
        XCTAssertNil(state.popup)
        XCTAssertNil(FormFixtures.outcome(of: effects3))
        XCTAssertEqual(state.value(of: "contact"), .string("mail"))
    }

    func testPushSelectFiltersAsYouType() throws {
        var state = try state(focus: "country")
        Update.apply(.enter, to: &state, context: UpdateContext(pageSize: 27, width: 80))
        for c in "sao" { Update.apply(.char(c), to: &state) }
        let shown = screen(state)
        XCTAssertTrue(shown.contains("São Paulo State"), shown)
        XCTAssertFalse(shown.contains("Germany"), "the list screen replaces the form and shows matches only")
        Update.apply(.enter, to: &state)
        XCTAssertEqual(state.value(of: "country"), .string("São Paulo State"))
    }

    func testMultipleSelectTogglesAndOutputsAnArrayInOptionOrder() throws {
        var state = try state(focus: "topics")
        Update.apply(.enter, to: &state)
        Update.apply(.down, to: &state)
        Update.apply(.down, to: &state)
        Update.apply(.char(" "), to: &state)
        Update.apply(.up, to: &state)
        Update.apply(.up, to: &state)
        Update.apply(.char(" "), to: &state)
        Update.apply(.enter, to: &state)
        XCTAssertNil(state.popup)
        XCTAssertEqual(state.value(of: "topics"), .list([.string("Rust")]))
        XCTAssertTrue(screen(state).contains("Rust ›"))
        XCTAssertEqual(state.focus, "send", "Enter returns with the choice and moves on")
        Update.apply(.up, to: &state)
        XCTAssertEqual(state.focus, "topics")
        Update.apply(.enter, to: &state)
        Update.apply(.char(" "), to: &state)
        Update.apply(.enter, to: &state)
        XCTAssertEqual(state.value(of: "topics"), .null, "nothing chosen reads as an empty optional")
        XCTAssertEqual(state.focus, "send")
    }

    func testRequiredListRowAndItsPlaceholder() throws {
        var state = try state(focus: "send")
        XCTAssertTrue(screen(state).contains("choose ›"))
        Update.apply(.enter, to: &state)
        XCTAssertEqual(state.focus, "country")
        XCTAssertEqual(state.errors["country"], "Country is required")
    }

    func testCancelButtonAsksBeforeDiscardingChanges() throws {
        var state = try state(focus: "age")
        Update.apply(.right, to: &state)
        state.focus(on: "leave")
        Update.apply(.enter, to: &state)
        XCTAssertEqual(state.mode, .confirmDiscard)
    }
}
