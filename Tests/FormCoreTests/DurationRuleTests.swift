import XCTest
@testable import FormCore
import FormSchema

/// `duration` rows (`DurationRule`): the spellings read, ISO 8601 written with the largest units,
/// the words shown, `min`/`max`/`step` in any spelling, the check and the form file's refusals.
final class DurationRuleTests: XCTestCase {
    func testEverySpellingIsReadAsSeconds() {
        let cases: [(String, Int?)] = [
            ("90m", 5400), ("1h30m", 5400), ("1h 30m", 5400), ("1H30M", 5400), ("45s", 45), ("2d", 172_800),
            ("1:30:00", 5400), ("1:30", 5400), ("0:00:05", 5), ("PT1H30M", 5400), ("pt90m", 5400), ("PT0S", 0),
            ("P1DT2H", 93_600), ("P1D", 86_400), ("90", 5400), ("0", 0), (" 1h ", 3600),
            // Not durations.
            ("", nil), ("h", nil), ("1h1h", nil), ("30m1h", nil), ("1x", nil), ("-5m", nil), ("1.5h", nil),
            ("1:60", nil), ("1:5", nil), ("1:30:00:00", nil), ("P", nil), ("PT", nil), ("P1Y", nil), ("P1M", nil),
            ("PT1D", nil), ("P1H", nil), ("1:", nil), ("99999999999h", nil), ("PT1H30", nil),
        ]
        for (text, seconds) in cases {
            XCTAssertEqual(DurationRule.seconds(text), seconds, text)
        }
    }

    func testWrittenAsISOWithHoursTheLargestUnitAndShownInWords() {
        XCTAssertEqual(DurationRule.iso(seconds: 5400), "PT1H30M")
        XCTAssertEqual(DurationRule.iso(seconds: 93_600), "PT26H")
        XCTAssertEqual(DurationRule.iso(seconds: 3605), "PT1H5S")
        XCTAssertEqual(DurationRule.iso(seconds: 0), "PT0S")
        XCTAssertEqual(DurationRule.words(seconds: 5400), "1 h 30 min")
        XCTAssertEqual(DurationRule.words(seconds: 45), "45 s")
        XCTAssertEqual(DurationRule.words(seconds: 0), "0 min")
        let unit = RowType.duration.unit
        XCTAssertEqual(unit.typed?("1:30:00"), .string("PT1H30M"))
        XCTAssertEqual(unit.typed?("soon"), .string("soon"))
        XCTAssertEqual(unit.shown?(.string("90m")), "1 h 30 min")
        XCTAssertEqual(RowType.ofSchemaFormat("duration"), .duration)
    }

    func testTheCheckRefusesOtherSpellingsAndSaysWhatIsAccepted() {
        var row = Row(tag: "d", type: .duration)
        row.min = .string("10m")
        row.max = .string("PT2H")
        let check = { (value: Value) in RuleChecker.typeFailure(of: row, value: value) }
        XCTAssertNil(check(.string("1h")))
        XCTAssertEqual(check(.string("an hour")), "Not a duration: type 90m, 1h30m, 1:30:00 or PT1H30M")
        XCTAssertEqual(check(.string("5m")), "Must be at least 10 min")
        XCTAssertEqual(check(.string("2:00:01")), "Must be at most 2 h")
    }

    func testLeftAndRightStepWithinTheBounds() {
        var row = Row(tag: "d", type: .duration)
        XCTAssertEqual(DurationRule.step(of: row), 60)
        XCTAssertEqual(DurationRule.stepped(.string("PT1H"), by: 1, row: row), 3660)
        XCTAssertEqual(DurationRule.stepped(.string("PT30S"), by: -1, row: row), 0)
        XCTAssertEqual(DurationRule.stepped(.null, by: 1, row: row), 0)
        row.min = .string("10m")
        row.max = .string("1h")
        row.step = 900
        XCTAssertEqual(DurationRule.stepped(.null, by: 1, row: row), 600)
        XCTAssertEqual(DurationRule.stepped(.string("50m"), by: 1, row: row), 3600)
        XCTAssertEqual(DurationRule.stepped(.string("20m"), by: -1, row: row), 600)
        XCTAssertEqual(DurationRule.stepped(.string("20m"), by: 10, row: row), 3600)
    }

    private func read(_ members: String) throws -> Row {
        let text = "{\"sections\": [{\"rows\": [{\"tag\": \"d\", \"type\": \"duration\"\(members)}]}]}"
        let form = try FormLoader.parse(text: text, file: "d.json")
        return try XCTUnwrap(form.sections.first?.rows.first)
    }

    private func refusal(_ members: String) -> String {
        do {
            _ = try read(members)
            return "read"
        } catch {
            return "\(error)"
        }
    }

    func testBoundsAndStepAreReadInAnySpellingAndABadOneIsAFileError() throws {
        let row = try read(", \"min\": \"1:00\", \"max\": \"PT3H\", \"step\": \"15m\", \"value\": \"90m\"")
        XCTAssertEqual(row.step, 900)
        XCTAssertEqual(row.min, .string("1:00"))
        XCTAssertEqual(try read(", \"step\": 5").step, 300)
        XCTAssertTrue(refusal(", \"min\": \"soon\"").contains("must be a duration such as 90m, 1h30m, 1:30:00 or PT1H30M, not 'soon'"),
                      refusal(", \"min\": \"soon\""))
        XCTAssertTrue(refusal(", \"value\": \"1h1h\"").contains("not '1h1h'"))
        XCTAssertTrue(refusal(", \"min\": \"2h\", \"max\": \"90m\"").contains("min"), refusal(", \"min\": \"2h\", \"max\": \"90m\""))
        XCTAssertTrue(refusal(", \"step\": \"PT0S\"").contains("step"))
    }

    func testAPlainAnswerIsWrittenAsISOAndTheWordsSayTheBounds() throws {
        let row = try read(", \"min\": \"10m\", \"max\": \"2h\"")
        XCTAssertEqual(try PlainAnswer.value(from: "1h30m", for: row).get(), .string("PT1H30M"))
        XCTAssertEqual(try PlainAnswer.value(from: "90", for: row).get(), .string("PT1H30M"))
        XCTAssertEqual(try PlainAnswer.value(from: "later", for: row).get(), .string("later"))
        XCTAssertEqual(row.type.unit.words(row), "Duration from 10 min to 2 h, as 90m, 1h30m, 1:30:00 or PT1H30M")
        let quarters = try read(", \"min\": \"15m\", \"step\": \"15m\"")
        XCTAssertEqual(quarters.type.unit.words(quarters), "Duration, at least 15 min, in steps of 15 min, as 90m, 1h30m, 1:30:00 or PT1H30M")
        XCTAssertNil(RuleWords.limits(of: quarters, besidesBounds: true), "said once, by the words")
    }
}
