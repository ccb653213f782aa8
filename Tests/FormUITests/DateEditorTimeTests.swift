import XCTest
import FormCore
@testable import FormUI

final class DateEditorTimeTests: XCTestCase {
    func testStartsOnTheValueElseAtMidnight() {
        XCTAssertEqual(DateRows.editor(.time, value: .string("14:05")).value, .string("14:05"))
        XCTAssertEqual(DateRows.editor(.time, value: .string("9:05")).value, .string("09:05"))
        XCTAssertEqual(DateRows.editor(.timeInline).value, .string("00:00"))
        XCTAssertEqual(DateRows.editor(.time, min: .string("08:30")).value, .string("08:30"))
        XCTAssertEqual(DateRows.editor(.countDownTimer).value, .number(0))
        XCTAssertEqual(DateRows.editor(.countDownTimer, value: .number(5400)).value, .number(5400))
    }

    func testUpAndDownWrapTheFocusedField() {
        var editor = DateRows.editor(.time, value: .string("23:59"))
        XCTAssertEqual(editor.handle(.up), .stay)
        XCTAssertEqual(editor.value, .string("00:59"))
        XCTAssertEqual(editor.handle(.down), .stay)
        XCTAssertEqual(editor.value, .string("23:59"))
        XCTAssertEqual(editor.handle(.right), .stay)
        XCTAssertEqual(editor.handle(.up), .stay)
        XCTAssertEqual(editor.value, .string("23:00"), "minutes wrap without carrying into the hours")
        XCTAssertEqual(editor.handle(.down), .stay)
        XCTAssertEqual(editor.value, .string("23:59"))
    }

    func testLeftAndRightMoveBetweenTheFieldsAndStopAtTheEnds() {
        var editor = DateRows.editor(.countDownTimer, value: .number(0))
        XCTAssertEqual(editor.time.focus, 0)
        _ = editor.handle(.left)
        XCTAssertEqual(editor.time.focus, 0)
        for _ in 0..<3 { _ = editor.handle(.right) }
        XCTAssertEqual(editor.time.focus, 2)
        _ = editor.handle(.up)
        XCTAssertEqual(editor.value, .number(1))
        _ = editor.handle(.home)
        _ = editor.handle(.down)
        XCTAssertEqual(editor.value, .number(99 * 3600 + 1), "count-down hours wrap at 99")
    }

    func testTwoDigitsFillAFieldAndMoveToTheNext() {
        var editor = DateRows.editor(.time, value: .string("00:00"))
        XCTAssertEqual(editor.handle(.char("1")), .stay)
        XCTAssertTrue(editor.time.isPending)
        XCTAssertEqual(editor.time.text(of: 0), "1_")
        XCTAssertEqual(editor.handle(.char("4")), .stay)
        XCTAssertEqual(editor.time.focus, 1)
        XCTAssertEqual(editor.handle(.char("0")), .stay)
        XCTAssertEqual(editor.handle(.char("5")), .stay)
        XCTAssertEqual(editor.time.focus, 1)
        XCTAssertEqual(editor.handle(.enter), .picked(.string("14:05")))
    }

    func testALoneDigitIsKeptByTheNextKey() {
        var editor = DateRows.editor(.time, value: .string("12:30"))
        _ = editor.handle(.char("7"))
        XCTAssertEqual(editor.handle(.right), .stay)
        XCTAssertFalse(editor.time.isPending)
        XCTAssertEqual(editor.value, .string("07:30"))
        _ = editor.handle(.char("4"))
        XCTAssertEqual(editor.handle(.enter), .picked(.string("07:04")))
    }

    func testImpossibleDigitsAreRefusedAndTheFieldRestored() {
        var editor = DateRows.editor(.time, value: .string("12:30"))
        XCTAssertEqual(editor.handle(.char("7")), .stay)
        XCTAssertEqual(editor.handle(.char("9")), .refused("Hours go from 00 to 23"))
        XCTAssertEqual(editor.value, .string("12:30"))
        XCTAssertFalse(editor.time.isPending)
        XCTAssertEqual(editor.time.focus, 0)
        _ = editor.handle(.right)
        _ = editor.handle(.char("6"))
        XCTAssertEqual(editor.handle(.char("0")), .refused("Minutes go from 00 to 59"))
        XCTAssertEqual(editor.value, .string("12:30"))
    }

    func testTimeBoundsRefuseChangesOutsideThem() {
        var editor = DateRows.editor(.time, value: .string("09:15"), min: .string("09:00"), max: .string("17:00"))
        XCTAssertEqual(editor.handle(.down), .refused("Not before 09:00"))
        XCTAssertEqual(editor.value, .string("09:15"))
        _ = editor.handle(.char("1"))
        XCTAssertEqual(editor.handle(.char("8")), .refused("Not after 17:00"))
        XCTAssertEqual(editor.value, .string("09:15"))
        _ = editor.handle(.char("0"))
        XCTAssertEqual(editor.handle(.enter), .refused("Not before 09:00"), "a lone 0 would mean 00:15")
        XCTAssertEqual(editor.value, .string("09:15"))
        _ = editor.handle(.char("1"))
        _ = editor.handle(.char("6"))
        XCTAssertEqual(editor.handle(.enter), .picked(.string("16:15")))
    }

    func testCountDownTypesHoursMinutesAndSecondsAndPicksSeconds() {
        var editor = DateRows.editor(.countDownTimerInline)
        for c in "013000" { XCTAssertEqual(editor.handle(.char(c)), .stay) }
        XCTAssertEqual(editor.value, .number(5400))
        _ = editor.handle(.up)
        XCTAssertEqual(editor.handle(.enter), .picked(.number(5401)))
        XCTAssertEqual(editor.handle(.escape), .closed)
    }

    func testCountDownBoundsAreSeconds() {
        var editor = DateRows.editor(.countDownTimer, value: .number(3500), min: .number(60), max: .number(3600))
        XCTAssertEqual(editor.handle(.up), .refused("At most 01:00:00"))
        XCTAssertEqual(editor.value, .number(3500))
        _ = editor.handle(.right)
        XCTAssertEqual(editor.handle(.up), .stay)
        XCTAssertEqual(editor.value, .number(3560))
        XCTAssertEqual(editor.handle(.up), .refused("At least 00:01:00"), "59 wraps to 00: 20 s")
        XCTAssertEqual(editor.value, .number(3560))
        XCTAssertEqual(editor.handle(.char("0")), .stay)
        XCTAssertEqual(editor.handle(.enter), .refused("At least 00:01:00"))
        XCTAssertEqual(editor.value, .number(3560), "the refused entry is undone")
        XCTAssertFalse(editor.time.isPending)
    }

    func testTimeEditorsIgnoreTabAndGridKeys() {
        var editor = DateRows.editor(.time, value: .string("10:00"))
        XCTAssertEqual(editor.handle(.tab), .ignored)
        XCTAssertEqual(editor.handle(.pageDown), .ignored)
        XCTAssertEqual(editor.value, .string("10:00"))
    }

    func testDisplayAndResolve() {
        XCTAssertEqual(DateEditor.display(.string("2026-11-29"), kind: .date), "2026-11-29")
        XCTAssertEqual(DateEditor.display(.string("14:05"), kind: .time), "14:05")
        XCTAssertEqual(DateEditor.display(.string("2026-11-29T14:05"), kind: .dateTime), "2026-11-29 14:05")
        XCTAssertEqual(DateEditor.display(.number(5400), kind: .countDown), "01:30:00")
        XCTAssertEqual(DateEditor.display(.number(59), kind: .countDown), "00:00:59")
        XCTAssertNil(DateEditor.display(.null, kind: .date))
        XCTAssertEqual(DateEditor.display(.string("someday"), kind: .date), "someday")
        XCTAssertEqual(DateEditor.display(.string("2026-11-29x"), kind: .date), "2026-11-29x")
        XCTAssertEqual(DateEditor.display(.string("2026-11-29T10:00"), kind: .date), "2026-11-29")
        XCTAssertEqual(DateEditor.display(.string("today"), kind: .dateTime, today: "2026-11-29"), "2026-11-29 00:00")
        XCTAssertEqual(DateEditor.display(.string("today"), kind: .date), "today")
        XCTAssertEqual(DateEditor.resolve(.string("today"), today: "2026-11-29"), .string("2026-11-29"))
        XCTAssertEqual(DateEditor.resolve(.string("1900-01-01"), today: "2026-11-29"), .string("1900-01-01"))
        XCTAssertNil(DateEditor.resolve(nil, today: "2026-11-29"))
        XCTAssertEqual(DateEditor.Kind(.dateTimeInline), .dateTime)
        XCTAssertEqual(DateEditor.Kind(.countDownTimer), .countDown)
        XCTAssertNil(DateEditor.Kind(.text))
    }
}
