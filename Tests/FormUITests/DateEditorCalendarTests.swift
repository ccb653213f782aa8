import XCTest
@testable import FormUI

final class DateEditorCalendarTests: XCTestCase {
    private func date(_ text: String) throws -> CalendarDate {
        try XCTUnwrap(CalendarDate(text), text)
    }

    func testLeapYearsFollowTheGregorianRules() {
        XCTAssertFalse(CalendarDate.isLeap(1900))
        XCTAssertTrue(CalendarDate.isLeap(2000))
        XCTAssertTrue(CalendarDate.isLeap(2024))
        XCTAssertFalse(CalendarDate.isLeap(2026))
        XCTAssertFalse(CalendarDate.isLeap(2100))
    }

    func testMonthLengths() {
        let lengths2026 = (1...12).map { CalendarDate.daysIn(month: $0, year: 2026) }
        XCTAssertEqual(lengths2026, [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
        XCTAssertEqual(CalendarDate.daysIn(month: 2, year: 2024), 29)
        XCTAssertEqual(CalendarDate.daysIn(month: 2, year: 2000), 29)
        XCTAssertEqual(CalendarDate.daysIn(month: 2, year: 1900), 28)
    }

    func testWeekdaysOfKnownDates() throws {
        // 0 = Monday … 6 = Sunday.
        XCTAssertEqual(try date("2026-11-29").weekday, 6)
        XCTAssertEqual(try date("2000-01-01").weekday, 5)
        XCTAssertEqual(try date("1970-01-01").weekday, 3)
        XCTAssertEqual(try date("1900-01-01").weekday, 0)
        XCTAssertEqual(try date("2024-02-29").weekday, 3)
        XCTAssertEqual(try date("0001-01-01").weekday, 0)
    }

    func testDayNumbersRoundTripAcrossCenturies() throws {
        XCTAssertEqual(try date("1970-01-01").dayNumber, 0)
        XCTAssertEqual(try date("2000-03-01").dayNumber - date("2000-02-28").dayNumber, 2)
        XCTAssertEqual(try date("1900-03-01").dayNumber - date("1900-02-28").dayNumber, 1)
        var day = try date("1899-12-25")
        var number = day.dayNumber
        // Walk 150 years a day at a time: every day follows its predecessor and reads back.
        for _ in 0..<(150 * 366) {
            let next = day.adding(days: 1)
            XCTAssertEqual(next.dayNumber, number + 1)
            XCTAssertEqual(CalendarDate(dayNumber: next.dayNumber), next)
            XCTAssertEqual(CalendarDate(next.text), next)
            XCTAssertLessThan(day, next)
            day = next
            number += 1
        }
        XCTAssertEqual(day.text, "2050-04-17")
    }

    func testParsingRefusesImpossibleDates() {
        XCTAssertNil(CalendarDate("2026-02-29"))
        XCTAssertNotNil(CalendarDate("2024-02-29"))
        XCTAssertNil(CalendarDate("2026-13-01"))
        XCTAssertNil(CalendarDate("2026-1-01"))
        XCTAssertNil(CalendarDate("today"))
        XCTAssertNil(CalendarDate("2026-11-00"))
    }

    func testAddingMonthsClampsTheDayAndRollsOverTheYear() throws {
        XCTAssertEqual(try date("2026-01-31").adding(months: 1).text, "2026-02-28")
        XCTAssertEqual(try date("2024-01-31").adding(months: 1).text, "2024-02-29")
        XCTAssertEqual(try date("2026-12-15").adding(months: 1).text, "2027-01-15")
        XCTAssertEqual(try date("2026-01-15").adding(months: -1).text, "2025-12-15")
        XCTAssertEqual(try date("2026-03-31").adding(months: -13).text, "2025-02-28")
    }

    func testWeeksOfAMonthStartOnMonday() throws {
        let november = MonthGrid.weeks(of: try date("2026-11-10"))
        XCTAssertEqual(november.count, 6)
        XCTAssertEqual(november[0].compactMap { $0?.day }, [1])
        XCTAssertEqual(november[0][6]?.day, 1)
        XCTAssertEqual(november[5].compactMap { $0?.day }, [30])
        XCTAssertEqual(november[5][0]?.day, 30)
        // February 2021 starts on a Monday and has 28 days: exactly four weeks.
        let february = MonthGrid.weeks(of: try date("2021-02-01"))
        XCTAssertEqual(february.count, 4)
        XCTAssertEqual(february.flatMap { $0 }.compactMap { $0?.day }, Array(1...28))
    }
}
