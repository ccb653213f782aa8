import XCTest
import FormCore
@testable import FormUI

/// Dates typed as digits in the month grid.
final class DateEditorTypingTests: XCTestCase {
    private let theme = Theme(style: Style(), colors: false)

    @discardableResult
    private func type(_ text: String, on editor: inout DateEditor) -> [DateEditor.Outcome] {
        text.map { editor.handle(.char($0)) }
    }

    func testDigitsTypeADateAndTheCursorMovesOnceItIsComplete() {
        var editor = DateRows.editor(.date, value: .string("2026-11-29"))
        XCTAssertNil(editor.typing)
        XCTAssertEqual(type("1985121", on: &editor), Array(repeating: .stay, count: 7))
        XCTAssertEqual(editor.typing?.text, "1985-12-1")
        XCTAssertEqual(editor.value, .string("1985-12-29"), "the grid follows the year and the month typed; the day waits")
        XCTAssertEqual(editor.handle(.char("0")), .stay)
        XCTAssertEqual(editor.value, .string("1985-12-10"))
        XCTAssertEqual(editor.handle(.char("5")), .refused("1985-12-10 is typed: Enter picks it, Backspace erases"))
        XCTAssertEqual(editor.typing?.text, "1985-12-10")
    }

    func testTypedSeparatorsAreSkipped() {
        var editor = DateRows.editor(.dateInline)
        XCTAssertEqual(type("1985-12/10", on: &editor), Array(repeating: .stay, count: 10))
        XCTAssertEqual(editor.typing?.text, "1985-12-10")
        XCTAssertEqual(editor.value, .string("1985-12-10"))
        editor = DateRows.editor(.date)
        XCTAssertEqual(editor.handle(.char("-")), .ignored, "a separator alone starts nothing")
        XCTAssertNil(editor.typing)
    }

    func testEnterPicksTheTypedDate() {
        var editor = DateRows.editor(.date, value: .string("2026-11-29"))
        type("19851210", on: &editor)
        XCTAssertEqual(editor.handle(.enter), .picked(.string("1985-12-10")))
        XCTAssertNil(editor.typing)
    }

    func testEnterOnAnImpossibleOrIncompleteDateIsRefusedKeepingTheTyping() {
        var editor = DateRows.editor(.date, value: .string("2026-11-29"))
        type("20230230", on: &editor)
        XCTAssertEqual(editor.value, .string("2023-02-28"), "February 2023 followed, the impossible day not")
        XCTAssertEqual(editor.handle(.enter), .refused("2023-02-30 is not a date"))
        XCTAssertEqual(editor.value, .string("2023-02-28"))
        XCTAssertEqual(editor.typing?.text, "2023-02-30")
        XCTAssertEqual([editor.handle(.backspace), editor.handle(.backspace)], [.stay, .stay])
        XCTAssertEqual(type("28", on: &editor), [.stay, .stay])
        XCTAssertEqual(editor.value, .string("2023-02-28"))
        XCTAssertEqual(editor.handle(.enter), .picked(.string("2023-02-28")))
        editor = DateRows.editor(.date, value: .string("2026-11-29"))
        type("202301", on: &editor)
        XCTAssertEqual(editor.handle(.enter), .refused("Type the whole date: YYYY-MM-DD"))
        XCTAssertEqual(editor.typing?.text, "2023-01")
    }

    func testOutOfBoundsTypedDatesStayPutAndAreRefusedNamingTheBound() {
        var editor = DateRows.editor(.date, value: .string("2000-01-01"), min: .string("1900-01-01"), max: .string("today"))
        type("18991231", on: &editor)
        XCTAssertEqual(editor.value, .string("2000-01-01"), "the cursor does not follow a date out of bounds")
        XCTAssertEqual(editor.handle(.enter), .refused("Not before 1900-01-01"))
        editor = DateRows.editor(.date, value: .string("2000-01-01"), max: .string("today"))
        type("20261130", on: &editor)
        XCTAssertEqual(editor.handle(.enter), .refused("Not after 2026-11-29"))
        XCTAssertEqual(editor.value, .string("2026-11-01"), "the year and month typed were followed, the day out of bounds not")
    }

    func testEscAbandonsTheTypingThenCloses() {
        var editor = DateRows.editor(.date, value: .string("2026-11-29"))
        type("1985", on: &editor)
        XCTAssertEqual(editor.handle(.escape), .stay)
        XCTAssertNil(editor.typing)
        XCTAssertEqual(editor.value, .string("1985-11-29"), "the cursor stays where the typing took it")
        XCTAssertEqual(editor.handle(.escape), .closed)
    }

    func testBackspaceErasesAndTheLastDigitEndsTheTyping() {
        var editor = DateRows.editor(.date, value: .string("2026-11-29"))
        XCTAssertEqual(editor.handle(.backspace), .ignored, "nothing typed: not the grid's key")
        type("19", on: &editor)
        XCTAssertEqual(editor.handle(.backspace), .stay)
        XCTAssertEqual(editor.typing?.text, "1")
        XCTAssertEqual(editor.handle(.backspace), .stay)
        XCTAssertNil(editor.typing)
    }

    func testAMoveEndsTheTyping() {
        var editor = DateRows.editor(.date, value: .string("2026-11-29"))
        type("1985", on: &editor)
        XCTAssertEqual(editor.handle(.right), .stay)
        XCTAssertNil(editor.typing)
        XCTAssertEqual(editor.value, .string("1985-11-30"), "a day after the one the typed year took the cursor to")
        type("19851210", on: &editor)
        XCTAssertEqual(editor.handle(.down), .stay)
        XCTAssertEqual(editor.value, .string("1985-12-17"), "moved on from the typed date")
    }

    func testDateTimeTakesTwelveDigitsForTheDateAndTheTime() {
        var editor = DateRows.editor(.dateTime, value: .string("2026-11-29T08:00"))
        type("19851210", on: &editor)
        XCTAssertEqual(editor.value, .string("1985-12-10T08:00"), "the day is followed once typed")
        type("1430", on: &editor)
        XCTAssertEqual(editor.typing?.text, "1985-12-10 14:30")
        XCTAssertEqual(editor.value, .string("1985-12-10T14:30"))
        XCTAssertEqual(editor.handle(.enter), .picked(.string("1985-12-10T14:30")))
    }

    func testDateTimeEnterAfterTheDateAlonePicksItAtTheTimeShown() {
        var editor = DateRows.editor(.dateTime, value: .string("2026-11-29T08:00"))
        type("19851210", on: &editor)
        XCTAssertEqual(editor.handle(.enter), .picked(.string("1985-12-10T08:00")))
        editor = DateRows.editor(.dateTime, value: .string("2026-11-29T08:00"))
        type("1985121014", on: &editor)
        XCTAssertEqual(editor.handle(.enter), .refused("Type the whole date and time: YYYY-MM-DD HH:MM"))
        editor = DateRows.editor(.dateTime, value: .string("2026-11-29T08:00"))
        type("198512102500", on: &editor)
        XCTAssertEqual(editor.handle(.enter), .refused("25:00 is not a time"))
        XCTAssertEqual(editor.value, .string("1985-12-10T08:00"))
    }

    func testDateTimeTabTakesTheTypedDateAndGoesToTheTime() {
        var editor = DateRows.editor(.dateTime, value: .string("2026-11-29T08:00"))
        type("198512", on: &editor)
        XCTAssertEqual(editor.handle(.tab), .refused("Type the whole date: YYYY-MM-DD"))
        XCTAssertEqual(editor.part, .grid)
        type("31", on: &editor)
        XCTAssertEqual(editor.handle(.tab), .stay)
        XCTAssertEqual(editor.part, .time)
        XCTAssertNil(editor.typing)
        XCTAssertEqual(editor.value, .string("1985-12-31T08:00"))
        XCTAssertEqual(type("0930", on: &editor), [.stay, .stay, .stay, .stay], "digits type the time fields")
        XCTAssertEqual(editor.handle(.enter), .picked(.string("1985-12-31T09:30")))
    }

    func testDateTimeTypedDayOutsideTheBoundsIsRefusedOnTab() {
        var editor = DateRows.editor(.dateTime, value: .string("2026-11-29T08:00"), max: .string("today"))
        type("20261201", on: &editor)
        XCTAssertEqual(editor.value, .string("2026-11-29T08:00"))
        XCTAssertEqual(editor.handle(.tab), .refused("Not after 2026-11-29"))
        XCTAssertEqual(editor.part, .grid)
    }

    func testTheHeaderShowsTheTypingAndTheRestOfTheTemplateDimmed() throws {
        var editor = DateRows.editor(.date, value: .string("2026-11-10"))
        type("19851", on: &editor)
        let head = try XCTUnwrap(editor.lines(width: 40, theme: theme, box: .unicode, focused: true).first { $0.id == "date:head" })
        XCTAssertEqual(head.text, "‹    1985-1M-DD    ›")
        let rest = try XCTUnwrap(head.spans.first { $0.text == "M-DD" })
        XCTAssertEqual(rest.style, theme.placeholder)
        XCTAssertEqual(editor.hints(ascii: false), ["0-9 type", "Backspace erase", "Enter pick", "Esc abandon"])
        _ = editor.handle(.escape)
        let month = try XCTUnwrap(editor.lines(width: 40, theme: theme, box: .unicode, focused: true).first { $0.id == "date:head" })
        XCTAssertEqual(month.text, "‹  November 1985   ›", "the month the typed year took the grid to")
    }

    func testTimeEditorsKeepTypingTheirFields() {
        var editor = DateRows.editor(.time, value: .string("08:00"))
        XCTAssertEqual(type("1430", on: &editor), [.stay, .stay, .stay, .stay])
        XCTAssertNil(editor.typing)
        XCTAssertEqual(editor.value, .string("14:30"))
    }
}
