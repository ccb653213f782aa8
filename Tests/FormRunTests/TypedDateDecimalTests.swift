import FoundationEssentials
import XCTest
@testable import FormRun

/// A value with dates and decimals, alone and in list items.
struct Release: Codable, Equatable, Sendable {
    struct Step: Codable, Equatable, Sendable { var name = ""; var due = Date(timeIntervalSince1970: 0) }
    var name = ""
    var day = Date(timeIntervalSince1970: 1_764_892_800)
    var at: Date?
    var cutoff = Date(timeIntervalSince1970: 37_800)
    var price = Decimal(1999) / 100
    var discount: Decimal?
    var steps: [Step] = []
}

/// `Date` and `Decimal` properties: date rows written as the form writes dates (UTC), decimal rows.
final class TypedDateDecimalTests: XCTestCase {
    let form = TypedForm(Release(), "Release") {
        Section {
            Field(\.name, "Name")
            Field(\.day, "Day")
            Field(\.at, "At", .dateTime)
            Field(\.cutoff, "Cut-off", .time)
            Field(\.price, "Price")
            Field(\.discount, "Discount")
            Field(\.steps, "Steps") {
                Field(\.name, "Step")
                Field(\.due, "Due")
            }
        }
    }
    let size = TerminalSize(columns: 70, rows: 24)
    static let christmas = Date(timeIntervalSince1970: 1_798_156_800)  // 2026-12-25

    func testTheRowsAreDateRowsAndDecimalRowsStartingFromTheValue() {
        let file = form.formFileText
        for expected in [#""type": "date""#, #""type": "dateTime""#, #""type": "time""#, #""type": "decimal""#,
                         #""value": "2025-12-05""#, #""value": "10:30""#, #""value": 19.99"#] {
            XCTAssertTrue(file.contains(expected), "\(expected) in \(file)")
        }
    }

    func testAValueWithDatesAndDecimalsComesBackEqual() throws {
        let release = Release(name: "r", day: Self.christmas, at: Date(timeIntervalSince1970: 1_798_200_000), price: 42, discount: Decimal(15) / 10,
                              steps: [.init(name: "freeze", due: Self.christmas)])
        XCTAssertEqual(try form.submit(release), release)
    }

    func testARunLeftAsItIsGivesTheStartingValue() throws {
        let start = Release(day: Self.christmas, at: Date(timeIntervalSince1970: 1_798_200_000), discount: 3, steps: [.init(name: "a", due: Self.christmas)])
        let started = TypedForm(start) {
            Section {
                Field(\.day, "Day")
                Field(\.at, "At", .dateTime)
                Field(\.cutoff, "Cut-off", .time)
                Field(\.price, "Price")
                Field(\.discount, "Discount")
                Field(\.steps, "Steps") { Field(\.name, "Step"); Field(\.due, "Due") }
            }
        }
        do {
            let value = try started.run(keys: "C-s", size: size)
            XCTAssertEqual(value, start)
        } catch FormRunError.keysEnded(let screen) { XCTFail(screen) }
    }

    func testAnOptionalDateOrDecimalLeftEmptyIsNil() throws {
        let release = try form.run(keys: "C-s", size: size)
        XCTAssertNil(release.at)
        XCTAssertNil(release.discount)
        XCTAssertEqual(release.price, Decimal(1999) / 100)
    }

    func testAnOptionalDateClearedIsNilAndADateCannotBeCleared() throws {
        let started = TypedForm(Release(at: Self.christmas)) {
            Section {
                Field(\.at, "At", .dateTime)
                Field(\.day, "Day")
            }
        }
        XCTAssertNil(try started.run(keys: "BackSpace,C-s", size: size).at)
        XCTAssertTrue(try started.screen(keys: "Down,BackSpace", size: size).contains("Day is required: it cannot be cleared"))
        XCTAssertEqual(try started.run(keys: "Down,BackSpace,C-s", size: size).day, Release().day)
    }

    func testADecimalTypedIsExact() throws {
        let priced = TypedForm(Release()) { Section { Field(\.price, "Price"); Field(\.discount, "Discount") } }
        let release = try priced.run(keys: "C-u,text:0.1,Down,text:12.34,C-s", size: size)
        XCTAssertEqual(release.price, Decimal(1) / 10)
        XCTAssertEqual(release.discount, Decimal(1234) / 100)
    }

    func testTheDateTextsAreUTCAndRefuseDaysThatAreNot() {
        XCTAssertEqual(DateText.string(Date(timeIntervalSince1970: 0)), "1970-01-01T00:00:00")
        XCTAssertEqual(DateText.string(Date(timeIntervalSince1970: -1)), "1969-12-31T23:59:59")
        XCTAssertEqual(DateText.string(Date(timeIntervalSince1970: 951_782_400)), "2000-02-29T00:00:00")
        XCTAssertEqual(DateText.string(Self.christmas), "2026-12-25T00:00:00")
        for text in ["2026-12-25", "2024-02-29T23:59", "1969-07-20T20:17:40", "10:30"] {
            let date = DateText.date(text)
            XCTAssertNotNil(date, text)
            XCTAssertTrue(date.map(DateText.string)?.hasPrefix(text.count == 5 ? "1970-01-01T\(text)" : text) == true, text)
        }
        for text in ["2023-02-29", "2026-13-01", "2026-12-25T24:00", "12:60", "today", "", "2026-1-5"] {
            XCTAssertNil(DateText.date(text), text)
        }
    }

    func testTagBasedAnswersDecodeDatesAndDecimals() throws {
        struct Answer: Decodable { var day: Date; var price: Decimal }
        let answer = try Answers.decode(Answer.self, from: ["day": "2026-12-25", "price": 1.1])
        XCTAssertEqual(answer.day, Self.christmas)
        XCTAssertEqual(answer.price, Decimal(11) / 10)
    }

    func testTheKeyPathsOfDatesAndDecimalsAreFound() {
        XCTAssertEqual(KeyPathProbe.path(of: \Release.cutoff), ["cutoff"])
        XCTAssertEqual(KeyPathProbe.path(of: \Release.day), ["day"])
        XCTAssertEqual(KeyPathProbe.path(of: \Release.discount), ["discount"])
        XCTAssertEqual(KeyPathProbe.path(of: \Release.price), ["price"])
    }

    func testAFormFromTheShapeAloneAsksDatesAndDecimals() throws {
        let file = TypedForm(Release(discount: 2)).formFileText
        for expected in [#""tag": "day""#, #""type": "date""#, #""value": "2025-12-05""#, #""tag": "discount""#, #""type": "decimal""#] {
            XCTAssertTrue(file.contains(expected), "\(expected) in \(file)")
        }
        XCTAssertEqual(try TypedForm(Release(discount: 2)).run(keys: "C-s", size: size).discount, 2)
    }
}
