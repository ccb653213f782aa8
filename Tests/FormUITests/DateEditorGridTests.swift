import XCTest
import FormCore
@testable import FormUI
@testable import FormScreen

/// Builds date and time rows and editors for the DateEditor tests.
enum DateRows {
    static let today = "2026-11-29"

    static func row(_ type: RowType, min: Value? = nil, max: Value? = nil) -> Row {
        var row = Row(tag: "when", type: type, title: "When")
        row.min = min
        row.max = max
        return row
    }

    static func editor(_ type: RowType, value: Value = .null, min: Value? = nil, max: Value? = nil,
                       today: String = today) -> DateEditor {
        DateEditor(row: row(type, min: min, max: max), value: value, today: today)
    }
}

final class DateEditorGridTests: XCTestCase {
    private func press(_ keys: [Key], on editor: inout DateEditor) -> [DateEditor.Outcome] {
        keys.map { editor.handle($0) }
    }

    func testStartsOnTheValueElseOnTodayClampedToTheBounds() {
        XCTAssertEqual(DateRows.editor(.date, value: .string("2024-02-10")).value, .string("2024-02-10"))
        XCTAssertEqual(DateRows.editor(.dateInline).value, .string("2026-11-29"))
        XCTAssertEqual(DateRows.editor(.date, value: .string("today"), today: "2025-03-04").value, .string("2025-03-04"))
        XCTAssertEqual(DateRows.editor(.date, min: .string("2027-01-01")).value, .string("2027-01-01"))
        XCTAssertEqual(DateRows.editor(.date, max: .string("2020-05-05")).value, .string("2020-05-05"))
        XCTAssertEqual(DateRows.editor(.date, value: .string("1850-01-01"), min: .string("1900-01-01")).value,
                       .string("1900-01-01"))
    }

    func testArrowsMoveByDaysAndWeeksAcrossMonthsAndYears() {
        var editor = DateRows.editor(.date, value: .string("2026-12-31"))
        XCTAssertEqual(editor.handle(.right), .stay)
        XCTAssertEqual(editor.value, .string("2027-01-01"))
        XCTAssertEqual(editor.handle(.left), .stay)
        XCTAssertEqual(editor.value, .string("2026-12-31"))
        XCTAssertEqual(editor.handle(.down), .stay)
        XCTAssertEqual(editor.value, .string("2027-01-07"))
        XCTAssertEqual(editor.handle(.up), .stay)
        _ = editor.handle(.up)
        XCTAssertEqual(editor.value, .string("2026-12-24"))
        editor = DateRows.editor(.date, value: .string("2024-03-01"))
        _ = editor.handle(.left)
        XCTAssertEqual(editor.value, .string("2024-02-29"))
    }

    func testPageKeysMoveByMonthsClampingTheDay() {
        var editor = DateRows.editor(.date, value: .string("2026-01-31"))
        XCTAssertEqual(editor.handle(.pageDown), .stay)
        XCTAssertEqual(editor.value, .string("2026-02-28"))
        editor = DateRows.editor(.date, value: .string("2024-01-31"))
        _ = editor.handle(.pageDown)
        XCTAssertEqual(editor.value, .string("2024-02-29"))
        _ = editor.handle(.pageDown)
        XCTAssertEqual(editor.value, .string("2024-03-29"), "the clamped day stays clamped")
        editor = DateRows.editor(.date, value: .string("2026-01-15"))
        _ = editor.handle(.pageUp)
        XCTAssertEqual(editor.value, .string("2025-12-15"))
        editor = DateRows.editor(.date, value: .string("2026-12-15"))
        _ = editor.handle(.pageDown)
        XCTAssertEqual(editor.value, .string("2027-01-15"))
    }

    func testLessAndGreaterAndShiftPageKeysMoveByYearsClampingTheDay() {
        var editor = DateRows.editor(.date, value: .string("2024-02-29"))
        XCTAssertEqual(editor.handle(.char(">")), .stay)
        XCTAssertEqual(editor.value, .string("2025-02-28"), "Feb 29 becomes Feb 28")
        XCTAssertEqual(editor.handle(.char("<")), .stay)
        XCTAssertEqual(editor.value, .string("2024-02-28"), "the clamped day stays clamped")
        XCTAssertEqual(editor.handle(.shiftPageUp), .stay)
        XCTAssertEqual(editor.value, .string("2023-02-28"))
        XCTAssertEqual(editor.handle(.shiftPageDown), .stay)
        _ = editor.handle(.shiftPageDown)
        XCTAssertEqual(editor.value, .string("2025-02-28"))
        editor = DateRows.editor(.dateTime, value: .string("2026-11-29T14:05"))
        XCTAssertEqual(editor.handle(.char("<")), .stay)
        XCTAssertEqual(editor.value, .string("2025-11-29T14:05"))
    }

    func testYearMovesOutsideMinAndMaxAreRefusedWithoutMoving() {
        var editor = DateRows.editor(.date, value: .string("1900-06-01"), min: .string("1900-01-01"), max: .string("today"))
        XCTAssertEqual(editor.handle(.char("<")), .refused("Not before 1900-01-01"))
        XCTAssertEqual(editor.handle(.shiftPageUp), .refused("Not before 1900-01-01"))
        XCTAssertEqual(editor.value, .string("1900-06-01"))
        editor = DateRows.editor(.date, value: .string("2026-01-01"), max: .string("today"))
        XCTAssertEqual(editor.handle(.char(">")), .refused("Not after 2026-11-29"))
        XCTAssertEqual(editor.handle(.shiftPageDown), .refused("Not after 2026-11-29"))
        XCTAssertEqual(editor.value, .string("2026-01-01"))
    }

    func testTMovesToTodayUnlessTodayIsOutOfBounds() {
        var editor = DateRows.editor(.date, value: .string("1985-12-10"))
        XCTAssertEqual(editor.handle(.char("t")), .stay)
        XCTAssertEqual(editor.value, .string("2026-11-29"))
        editor = DateRows.editor(.dateTime, value: .string("1985-12-10T09:15"))
        XCTAssertEqual(editor.handle(.char("t")), .stay)
        XCTAssertEqual(editor.value, .string("2026-11-29T09:15"))
        editor = DateRows.editor(.date, value: .string("1985-12-10"), max: .string("2000-01-01"))
        XCTAssertEqual(editor.handle(.char("t")), .refused("Not after 2000-01-01"))
        XCTAssertEqual(editor.value, .string("1985-12-10"))
        editor = DateRows.editor(.date, value: .string("1985-12-10"), today: "unknown")
        XCTAssertEqual(editor.handle(.char("t")), .refused("Today's date is not known"))
        editor = DateRows.editor(.time, value: .string("08:00"))
        XCTAssertEqual(editor.handle(.char("t")), .ignored, "not a key of a time editor")
    }

    func testHomeAndEndGoToTheFirstAndLastDayOfTheMonth() {
        var editor = DateRows.editor(.date, value: .string("2026-02-14"))
        XCTAssertEqual(editor.handle(.end), .stay)
        XCTAssertEqual(editor.value, .string("2026-02-28"))
        XCTAssertEqual(editor.handle(.home), .stay)
        XCTAssertEqual(editor.value, .string("2026-02-01"))
    }

    func testHomeAndEndStopAtTheBoundsInsideTheMonth() {
        var editor = DateRows.editor(.date, value: .string("2026-11-20"), min: .string("2026-11-10"), max: .string("today"))
        _ = editor.handle(.home)
        XCTAssertEqual(editor.value, .string("2026-11-10"))
        _ = editor.handle(.end)
        XCTAssertEqual(editor.value, .string("2026-11-29"))
    }

    func testMovesOutsideMinAndMaxAreRefusedWithoutMoving() {
        var editor = DateRows.editor(.dateInline, value: .string("1900-01-03"),
                                     min: .string("1900-01-01"), max: .string("today"))
        XCTAssertEqual(editor.handle(.up), .refused("Not before 1900-01-01"))
        XCTAssertEqual(editor.value, .string("1900-01-03"))
        XCTAssertEqual(editor.handle(.pageUp), .refused("Not before 1900-01-01"))
        XCTAssertEqual(press([.left, .left], on: &editor), [.stay, .stay])
        XCTAssertEqual(editor.handle(.left), .refused("Not before 1900-01-01"))
        XCTAssertEqual(editor.value, .string("1900-01-01"))

        editor = DateRows.editor(.date, value: .string("2026-11-27"), min: .string("1900-01-01"), max: .string("today"))
        XCTAssertEqual(editor.handle(.down), .refused("Not after 2026-11-29"))
        XCTAssertEqual(editor.handle(.pageDown), .refused("Not after 2026-11-29"))
        XCTAssertEqual(press([.right, .right, .right], on: &editor), [.stay, .stay, .refused("Not after 2026-11-29")])
        XCTAssertEqual(editor.value, .string("2026-11-29"))
    }

    func testYearsStayWithinFourDigits() {
        var editor = DateRows.editor(.date, value: .string("0000-01-01"))
        XCTAssertEqual(editor.value, .string("0000-01-01"), "year 0000 stays itself")
        XCTAssertEqual(editor.handle(.left), .refused("Not before 0000-01-01"))
        editor = DateRows.editor(.date, value: .string("9999-12-31"))
        XCTAssertEqual(editor.handle(.pageDown), .refused("Not after 9999-12-31"))
    }

    func testEnterPicksEscClosesAndOtherKeysAreLeftToTheCaller() {
        var editor = DateRows.editor(.date, value: .string("2026-11-29"))
        _ = editor.handle(.right)
        XCTAssertEqual(editor.handle(.char("x")), .ignored)
        XCTAssertEqual(editor.handle(.tab), .ignored)
        XCTAssertEqual(editor.handle(.ctrl("s")), .ignored)
        XCTAssertEqual(editor.handle(.escape), .closed)
        XCTAssertEqual(editor.handle(.enter), .picked(.string("2026-11-30")))
    }

    func testDateTimeCombinesTheGridAndTheTimeFields() {
        var editor = DateRows.editor(.dateTimeInline, value: .string("2026-11-29T14:05"))
        XCTAssertEqual(editor.part, .grid)
        XCTAssertEqual(editor.handle(.right), .stay, "Left/Right in the grid move by days")
        XCTAssertEqual(editor.value, .string("2026-11-30T14:05"))
        XCTAssertEqual(editor.handle(.tab), .stay)
        XCTAssertEqual(editor.part, .time)
        XCTAssertEqual(editor.handle(.up), .stay)
        XCTAssertEqual(editor.handle(.right), .stay)
        XCTAssertEqual(editor.handle(.down), .stay)
        XCTAssertEqual(editor.value, .string("2026-11-30T15:04"))
        XCTAssertEqual(editor.handle(.pageDown), .ignored)
        XCTAssertEqual(editor.handle(.backTab), .stay)
        XCTAssertEqual(editor.part, .grid)
        _ = editor.handle(.pageDown)
        XCTAssertEqual(editor.handle(.enter), .picked(.string("2026-12-30T15:04")))
    }

    func testDateTimeWithoutValueStartsTodayAtMidnight() {
        XCTAssertEqual(DateRows.editor(.dateTime).value, .string("2026-11-29T00:00"))
        XCTAssertEqual(DateRows.editor(.dateTime, value: .string("today")).value, .string("2026-11-29T00:00"))
    }

    func testDateTimeBoundsHoldTheTimeOnTheFirstAndLastDay() {
        var editor = DateRows.editor(.dateTime, value: .string("2026-11-28T08:00"),
                                     min: .string("2026-11-29T10:30"), max: .string("today"))
        XCTAssertEqual(editor.value, .string("2026-11-29T10:30"), "started within the bounds")
        XCTAssertEqual(DateRows.editor(.dateTime, value: .string("2026-11-30T08:00"), max: .string("today")).value,
                       .string("2026-11-29T23:59"))
        editor = DateRows.editor(.dateTime, value: .string("2026-11-28T23:00"),
                                 min: .string("2026-11-28T10:30"), max: .string("2026-12-31"))
        _ = editor.handle(.tab)
        XCTAssertEqual(editor.handle(.char("0")), .stay)
        XCTAssertEqual(editor.handle(.char("8")), .refused("Not before 2026-11-28 10:30"))
        XCTAssertEqual(editor.value, .string("2026-11-28T23:00"))
        _ = editor.handle(.tab)
        XCTAssertEqual(editor.handle(.left), .refused("Not before 2026-11-28 10:30"))
        editor = DateRows.editor(.dateTime, value: .string("2026-11-29T08:00"),
                                 min: .string("2026-11-28T10:30"))
        XCTAssertEqual(editor.handle(.left), .stay)
        XCTAssertEqual(editor.value, .string("2026-11-28T10:30"), "the time moved up to the bound")
        editor = DateRows.editor(.dateTime, value: .string("2026-12-30T23:59"), max: .string("2026-12-31"))
        XCTAssertEqual(editor.handle(.right), .stay)
        XCTAssertEqual(editor.value, .string("2026-12-31T23:59"), "a max given as a day allows that whole day")
        XCTAssertEqual(editor.handle(.right), .refused("Not after 2026-12-31"))
    }
}
