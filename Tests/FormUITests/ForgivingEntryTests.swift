import XCTest
import FormCore
import FormSchema
import FormScreen
@testable import FormUI

/// Issue 28, "Forgiving entry" on the screen: a count-down typed in part, the month grid opening
/// inside its bounds and following a typed year, a colour typed without `#` or by name.
final class ForgivingEntryTests: XCTestCase {
    private let noBounds = DateBounds(kind: .countDown, min: nil, max: nil)

    private func countDown(_ digits: String) -> DateTyping {
        var typing = DateTyping(kind: .countDown)
        for c in digits { _ = typing.type(c) }
        return typing
    }

    func testAPartialCountDownIsCompletedWithZerosHoursFirst() {
        XCTAssertEqual(countDown("10").commit(bounds: noBounds), .success(.number(36_000)), "10 → 10:00:00")
        XCTAssertEqual(countDown("1030").commit(bounds: noBounds), .success(.number(37_800)), "1030 → 10:30:00")
        XCTAssertEqual(countDown("10305").commit(bounds: noBounds), .success(.number(37_850)), "10305 → 10:30:50")
        XCTAssertEqual(countDown("1").commit(bounds: noBounds), .success(.number(36_000)), "1 → 10:00:00, as drawn")
        XCTAssertEqual(countDown("0001").commit(bounds: noBounds), .success(.number(60)))
        XCTAssertEqual(countDown("").commit(bounds: noBounds), .failure(DateTyping.Refusal("Type the whole duration: HH:MM:SS")),
                       "nothing typed is nothing to complete")
        XCTAssertEqual(countDown("0075").commit(bounds: noBounds), .failure(DateTyping.Refusal("00:75:00 is not a duration")))
        let atMost = DateBounds(kind: .countDown, min: nil, max: .number(1200))
        XCTAssertEqual(countDown("01").commit(bounds: atMost), .failure(DateTyping.Refusal("At most 00:20:00")))
    }

    func testACountDownRowTakesAPartialDurationOnLeaving() throws {
        var state = try FormState(form: Self.form(#"{"tag": "t", "type": "countDownTimer", "title": "T"}, {"tag": "u", "type": "text"}"#))
        for key in [Key.char("1"), .char("0"), .down] { Update.update(.key(key), to: &state) }
        XCTAssertNil(state.errors["t"])
        XCTAssertEqual(state.value(of: "t"), .number(36_000))
        XCTAssertEqual(state.focus, "u")
    }

    func testTheGridOpensOnTheDateNearestTodayInsideTheBounds() {
        let birth = DateRows.editor(.dateInline, max: .string("2007-12-31"))
        XCTAssertEqual(birth.day.text, "2007-12-31", "a birth date with max 2007-12-31 opens on December 2007")
        let future = DateRows.editor(.date, min: .string("2030-03-01"))
        XCTAssertEqual(future.day.text, "2030-03-01")
        let inside = DateRows.editor(.date, min: .string("2000-01-01"), max: .string("2030-01-01"))
        XCTAssertEqual(inside.day.text, DateRows.today)
        let valued = DateRows.editor(.date, value: .string("1999-05-04"), max: .string("2007-12-31"))
        XCTAssertEqual(valued.day.text, "1999-05-04", "the row's value first")
    }

    func testTheGridFollowsAYearThenAMonthTyped() {
        var editor = DateRows.editor(.date, value: .string("2026-11-29"))
        for c in "1985" { XCTAssertEqual(editor.handle(.char(c)), .stay) }
        XCTAssertEqual(editor.day.text, "1985-11-29", "the same day in the year typed")
        for c in "02" { _ = editor.handle(.char(c)) }
        XCTAssertEqual(editor.day.text, "1985-02-28", "then the month, its last day when shorter")
        for c in "14" { _ = editor.handle(.char(c)) }
        XCTAssertEqual(editor.day.text, "1985-02-14")
    }

    func testAYearTypedOutsideTheBoundsGoesToTheNearestDayInIt() {
        var birth = DateRows.editor(.dateInline, min: .string("1990-06-15"), max: .string("2007-12-31"))
        for c in "1990" { _ = birth.handle(.char(c)) }
        XCTAssertEqual(birth.day.text, "1990-12-31", "December stays, within 1990")
        var before = DateRows.editor(.dateInline, value: .string("2000-03-10"), min: .string("1990-06-15"), max: .string("2007-12-31"))
        for c in "1990" { _ = before.handle(.char(c)) }
        XCTAssertEqual(before.day.text, "1990-06-15", "March 1990 is before min: the nearest day of 1990")
        var outside = DateRows.editor(.dateInline, max: .string("2007-12-31"))
        for c in "2010" { _ = outside.handle(.char(c)) }
        XCTAssertEqual(outside.day.text, "2007-12-31", "a year wholly outside the bounds leaves the grid where it is")
        XCTAssertEqual(outside.typing?.text, "2010")
    }

    func testAColourTypedWithoutHashOrByNameIsWrittenSixDigitsOnLeaving() throws {
        var state = try FormState(form: Self.form(#"{"tag": "c", "type": "color"}, {"tag": "d", "type": "color"}, {"tag": "e", "type": "text"}"#))
        for c in "f80" { Update.update(.key(.char(c)), to: &state) }
        Update.update(.key(.down), to: &state)
        for c in "Orange" { Update.update(.key(.char(c)), to: &state) }
        Update.update(.key(.down), to: &state)
        XCTAssertEqual(state.value(of: "c"), .string("#ff8800"))
        XCTAssertEqual(state.value(of: "d"), .string("#ffa500"))
        XCTAssertNil(state.errors["c"])
    }

    func testAColourRowRefusesWhatNoSpellingHas() {
        func refusal(_ c: Character, after text: String) -> String? {
            CharacterRules.refusal(of: c, at: text.count, in: Array(text), type: .color)
        }
        XCTAssertNil(refusal("f", after: ""))
        XCTAssertNil(refusal("#", after: ""))
        XCTAssertNil(refusal("o", after: "orang"))
        XCTAssertEqual(refusal("g", after: "#ff"), ColorKind.onlyHex)
        XCTAssertEqual(refusal("#", after: "ff"), ColorKind.hashFirst)
        XCTAssertEqual(refusal("-", after: "ff"), ColorKind.onlyColour)
        XCTAssertNotNil(refusal("0", after: "#ff8800"), "at most 7 with a #")
        XCTAssertNotNil(refusal("w", after: "lightgoldenrodyellow"), "at most the longest name")
    }

    private static func form(_ rows: String) throws -> Form {
        try FormLoader.parse(text: #"{"sections": [{"rows": ["# + rows + "]}]}", file: "f.json")
    }
}
