import XCTest
import FormCore
@testable import FormUI

/// The typed-date buffer: digits alone, the separators put in by themselves.
final class DateTypingTests: XCTestCase {
    private let noBounds = DateBounds(kind: .date, min: nil, max: nil)

    private func typed(_ text: String, kind: DateEditor.Kind = .date) -> DateTyping {
        var typing = DateTyping(kind: kind)
        for c in text { _ = typing.type(c) }
        return typing
    }

    private func refusal(_ result: Result<Value, DateTyping.Refusal>) -> String? {
        if case .failure(let refusal) = result { return refusal.message }
        return nil
    }

    func testSeparatorsAppearAsTheyAreReached() {
        let steps = ["", "1", "19", "198", "1985", "1985-1", "1985-12", "1985-12-1", "1985-12-10"]
        var typing = DateTyping(kind: .date)
        XCTAssertTrue(typing.isEmpty)
        XCTAssertEqual(typing.text, steps[0])
        for (index, digit) in "19851210".enumerated() {
            XCTAssertTrue(typing.type(digit))
            XCTAssertEqual(typing.text, steps[index + 1])
            XCTAssertEqual(typing.text + typing.remainingTemplate, typing.text + String("YYYY-MM-DD".dropFirst(typing.text.count)))
        }
        XCTAssertEqual(typed("19851").remainingTemplate, "M-DD")
        XCTAssertEqual(typed("1985").remainingTemplate, "-MM-DD")
        XCTAssertEqual(DateTyping(kind: .date).remainingTemplate, "YYYY-MM-DD")
        XCTAssertEqual(typing.remainingTemplate, "")
        XCTAssertEqual(typing.digits, "19851210")
    }

    func testTypedSeparatorsAreSkippedAndOtherCharactersRefused() {
        var typing = DateTyping(kind: .date)
        for c in "1985-12/10" { XCTAssertTrue(typing.type(c), "\(c)") }
        XCTAssertEqual(typing.text, "1985-12-10")
        typing = DateTyping(kind: .dateTime)
        for c: Character in ["-", "/", ".", " ", ":", "T"] { XCTAssertTrue(typing.type(c)) }
        XCTAssertTrue(typing.isEmpty, "a separator changes nothing")
        XCTAssertFalse(typing.type("a"))
        XCTAssertFalse(typing.type("t"))
        XCTAssertFalse(typing.type("٣"), "digits are ASCII")
        XCTAssertTrue(typing.isEmpty)
    }

    func testCompleteRefusesMoreDigitsAndEraseTakesTheLastOne() {
        var typing = typed("1985121")
        XCTAssertFalse(typing.isComplete)
        XCTAssertTrue(typing.type("0"))
        XCTAssertTrue(typing.isComplete)
        XCTAssertFalse(typing.type("5"))
        XCTAssertEqual(typing.text, "1985-12-10")
        XCTAssertTrue(typing.erase())
        XCTAssertEqual(typing.text, "1985-12-1")
        XCTAssertFalse(typing.isComplete)
        typing = typed("1")
        XCTAssertTrue(typing.erase())
        XCTAssertTrue(typing.isEmpty)
        XCTAssertFalse(typing.erase())
    }

    func testCommitGivesTheValueOfEachKind() {
        XCTAssertEqual(typed("19851210").commit(bounds: noBounds), .success(.string("1985-12-10")))
        let dateTime = typed("198512101430", kind: .dateTime)
        XCTAssertEqual(dateTime.text, "1985-12-10 14:30")
        XCTAssertEqual(dateTime.commit(bounds: DateBounds(kind: .dateTime, min: nil, max: nil)), .success(.string("1985-12-10T14:30")))
        let time = typed("1430", kind: .time)
        XCTAssertEqual(time.text, "14:30")
        XCTAssertEqual(time.commit(bounds: DateBounds(kind: .time, min: nil, max: nil)), .success(.string("14:30")))
        let countDown = typed("013000", kind: .countDown)
        XCTAssertEqual(countDown.text, "01:30:00")
        XCTAssertEqual(countDown.commit(bounds: DateBounds(kind: .countDown, min: nil, max: nil)), .success(.number(5400)))
    }

    func testIncompleteIsRefusedNamingTheTemplate() {
        XCTAssertEqual(refusal(typed("198512").commit(bounds: noBounds)), "Type the whole date: YYYY-MM-DD")
        XCTAssertEqual(refusal(DateTyping(kind: .date).commit(bounds: noBounds)), "Type the whole date: YYYY-MM-DD")
        XCTAssertEqual(refusal(typed("19851210", kind: .dateTime).commit(bounds: noBounds)),
                       "Type the whole date and time: YYYY-MM-DD HH:MM")
        XCTAssertEqual(refusal(typed("143", kind: .time).commit(bounds: noBounds)), "Type the whole time: HH:MM")
    }

    func testImpossibleDatesAndTimesAreRefused() {
        XCTAssertEqual(refusal(typed("20230230").commit(bounds: noBounds)), "2023-02-30 is not a date")
        XCTAssertEqual(refusal(typed("20231301").commit(bounds: noBounds)), "2023-13-01 is not a date")
        XCTAssertEqual(refusal(typed("20230100").commit(bounds: noBounds)), "2023-01-00 is not a date")
        XCTAssertEqual(refusal(typed("20230431").commit(bounds: noBounds)), "2023-04-31 is not a date")
        XCTAssertEqual(refusal(typed("20230229").commit(bounds: noBounds)), "2023-02-29 is not a date")
        XCTAssertEqual(refusal(typed("19000229").commit(bounds: noBounds)), "1900-02-29 is not a date", "1900 is not leap")
        XCTAssertEqual(typed("20240229").commit(bounds: noBounds), .success(.string("2024-02-29")))
        XCTAssertEqual(typed("20000229").commit(bounds: noBounds), .success(.string("2000-02-29")))
        let dateTimeBounds = DateBounds(kind: .dateTime, min: nil, max: nil)
        XCTAssertEqual(refusal(typed("202302302200", kind: .dateTime).commit(bounds: dateTimeBounds)), "2023-02-30 is not a date")
        XCTAssertEqual(refusal(typed("202302282500", kind: .dateTime).commit(bounds: dateTimeBounds)), "25:00 is not a time")
        XCTAssertEqual(refusal(typed("1261", kind: .time).commit(bounds: DateBounds(kind: .time, min: nil, max: nil))), "12:61 is not a time")
        XCTAssertEqual(refusal(typed("2400", kind: .time).commit(bounds: DateBounds(kind: .time, min: nil, max: nil))), "24:00 is not a time")
        XCTAssertEqual(refusal(typed("017500", kind: .countDown).commit(bounds: DateBounds(kind: .countDown, min: nil, max: nil))),
                       "01:75:00 is not a duration")
    }

    func testOutOfBoundsIsRefusedNamingTheBound() {
        let bounds = DateBounds(kind: .date, min: .string("1900-01-01"), max: .string("2026-12-01"))
        XCTAssertEqual(refusal(typed("18991231").commit(bounds: bounds)), "Not before 1900-01-01")
        XCTAssertEqual(refusal(typed("20261202").commit(bounds: bounds)), "Not after 2026-12-01")
        XCTAssertEqual(typed("20261201").commit(bounds: bounds), .success(.string("2026-12-01")))
        let row = DateRows.row(.dateTime, min: .string("2026-11-29T10:30"), max: .string("today"))
        let rowBounds = DateBounds(row: row, today: "2026-11-30")
        XCTAssertEqual(refusal(typed("202611291000", kind: .dateTime).commit(bounds: rowBounds)), "Not before 2026-11-29 10:30")
        XCTAssertEqual(refusal(typed("202612010000", kind: .dateTime).commit(bounds: rowBounds)), "Not after 2026-11-30")
        XCTAssertEqual(typed("202611302359", kind: .dateTime).commit(bounds: rowBounds), .success(.string("2026-11-30T23:59")))
        let time = DateBounds(kind: .time, min: .string("09:00"), max: nil)
        XCTAssertEqual(refusal(typed("0830", kind: .time).commit(bounds: time)), "Not before 09:00")
    }

    func testBoundsFromARowResolveToday() {
        let row = DateRows.row(.dateInline, min: .string("1900-01-01"), max: .string("today"))
        XCTAssertEqual(DateBounds(row: row, today: "2026-12-01"),
                       DateBounds(kind: .date, min: .string("1900-01-01"), max: .string("2026-12-01")))
        XCTAssertEqual(DateBounds(row: DateRows.row(.text), today: "2026-12-01"), DateBounds(kind: .date, min: nil, max: nil))
    }

    func testTypedDayNeedsItsEightDigits() throws {
        XCTAssertEqual(typed("2026113", kind: .dateTime).typedDay(), .failure(DateTyping.Refusal("Type the whole date: YYYY-MM-DD")))
        XCTAssertEqual(typed("20261130", kind: .dateTime).typedDay(), .success(try XCTUnwrap(CalendarDate("2026-11-30"))))
        XCTAssertEqual(typed("20261131", kind: .dateTime).typedDay(), .failure(DateTyping.Refusal("2026-11-31 is not a date")))
    }

    func testTemplatesOfEachKind() {
        XCTAssertEqual(DateTyping(kind: .dateTime).remainingTemplate, "YYYY-MM-DD HH:MM")
        XCTAssertEqual(typed("20261130", kind: .dateTime).text, "2026-11-30")
        XCTAssertEqual(typed("202611301", kind: .dateTime).text, "2026-11-30 1")
        XCTAssertEqual(typed("1", kind: .time).remainingTemplate, "H:MM")
        XCTAssertEqual(typed("14", kind: .time).text, "14")
        XCTAssertEqual(typed("143", kind: .time).text, "14:3")
        XCTAssertEqual(DateTyping(kind: .countDown).capacity, 6)
    }
}
