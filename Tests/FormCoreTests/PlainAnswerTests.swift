import XCTest
@testable import FormCore
import FormSchema

/// A row's value typed as a line (plain mode).
final class PlainAnswerTests: XCTestCase {
    private func row(_ json: String) throws -> Row {
        try XCTUnwrap(FormLoader.parse(text: #"{"sections": [{"rows": ["# + json + "]}]}", file: "f.json").allRows.first)
    }

    /// Issue 28: the start of one title alone answers a choice (`oth` is Other); a start two
    /// titles share does not, nor does an empty one.
    func testAUniqueStartOfATitleAnswersAChoice() throws {
        let picker = try row(#"{"tag": "g", "type": "picker", "options": ["Female", "Male", "Other", "Order"]}"#)
        XCTAssertEqual(PlainAnswer.value(from: "oth", for: picker), .success(.string("Other")))
        XCTAssertEqual(PlainAnswer.value(from: "FEM", for: picker), .success(.string("Female")))
        XCTAssertEqual(PlainAnswer.value(from: "male", for: picker), .success(.string("Male")), "a whole title before a start")
        XCTAssertEqual(PlainAnswer.value(from: "o", for: picker), .failure(.notAChoice(titles: ["Female", "Male", "Other", "Order"])))
        let multiple = try row(#"{"tag": "m", "type": "multipleSelect", "options": ["Swift", "Go", "Zig"]}"#)
        XCTAssertEqual(PlainAnswer.value(from: "sw, z", for: multiple), .success(.list([.string("Swift"), .string("Zig")])))
    }

    /// A choice typed without its accents is the accented option, as a list's filter finds it.
    func testAChoiceTypedWithoutItsAccentsIsTheOption() throws {
        let sheet = try row(#"{"tag": "c", "type": "sheet", "options": ["México", "Côte d'Ivoire", "Mali"]}"#)
        XCTAssertEqual(PlainAnswer.value(from: "mexico", for: sheet), .success(.string("México")))
        XCTAssertEqual(PlainAnswer.value(from: "cote", for: sheet), .success(.string("Côte d'Ivoire")))
        XCTAssertEqual(PlainAnswer.value(from: "MÉX", for: sheet), .success(.string("México")))
        XCTAssertEqual(PlainAnswer.value(from: "m", for: sheet), .failure(.notAChoice(titles: ["México", "Côte d'Ivoire", "Mali"])))
    }

    func testEachShapeReadsItsLine() throws {
        let picker = try row(#"{"tag": "p", "type": "picker", "options": [{"title": "Free", "value": 0}, {"title": "Pro", "value": 1}]}"#)
        XCTAssertEqual(PlainAnswer.value(from: "2", for: picker), .success(.number(Number(1))))
        XCTAssertEqual(PlainAnswer.value(from: " pro ", for: picker), .success(.number(Number(1))), "by its title too")
        XCTAssertEqual(PlainAnswer.value(from: "3", for: picker), .failure(.notAChoice(titles: ["Free", "Pro"])))
        XCTAssertEqual(PlainAnswer.Refusal.notAChoice(titles: ["Free", "Pro"]).description, "Type a number from 1 to 2 or one of: Free, Pro")
        let multiple = try row(#"{"tag": "m", "type": "multipleSelect", "options": [{"title": "A", "value": "a"}, {"title": "B", "value": "b"}]}"#)
        XCTAssertEqual(PlainAnswer.value(from: "2, 1,2", for: multiple), .success(.list([.string("b"), .string("a")])))
        let toggle = try row(#"{"tag": "s", "type": "switch"}"#)
        XCTAssertEqual(PlainAnswer.value(from: "Yes", for: toggle), .success(.bool(true)))
        XCTAssertEqual(PlainAnswer.value(from: "maybe", for: toggle), .failure(.notYesOrNo))
        let integer = try row(#"{"tag": "n", "type": "integer"}"#)
        XCTAssertEqual(PlainAnswer.value(from: "9223372036854775807", for: integer), .success(.number(Number(text: "9223372036854775807")!)))
        XCTAssertEqual(PlainAnswer.value(from: "1.5", for: integer), .failure(.notAWholeNumber))
        let rating = try row(#"{"tag": "r", "type": "rating"}"#)
        XCTAssertEqual(PlainAnswer.value(from: "-1", for: rating), .failure(.negative))
        let date = try row(#"{"tag": "d", "type": "date"}"#)
        XCTAssertEqual(PlainAnswer.value(from: "2026-02-29", for: date), .failure(.badDate))
        XCTAssertEqual(PlainAnswer.value(from: "2028-02-29", for: date), .success(.string("2028-02-29")))
        let stamp = try row(#"{"tag": "t", "type": "dateTime"}"#)
        XCTAssertEqual(PlainAnswer.value(from: "2026-11-30 17:42", for: stamp), .success(.string("2026-11-30T17:42")))
        let tokens = try row(#"{"tag": "k", "type": "tokens"}"#)
        XCTAssertEqual(PlainAnswer.value(from: "swift, go,,", for: tokens), .success(.list([.string("swift"), .string("go")])))
        let text = try row(#"{"tag": "a", "type": "text"}"#)
        XCTAssertEqual(PlainAnswer.value(from: " as typed ", for: text), .success(.string(" as typed ")))
    }

    func testDatesAndTimesAlsoReadAsDigitsAloneOrWithOtherSeparators() throws {
        let date = try row(#"{"tag": "d", "type": "date"}"#)
        for line in ["19851210", "1985-12-10", "1985/12/10", "1985.12.10", " 19851210 "] {
            XCTAssertEqual(PlainAnswer.value(from: line, for: date), .success(.string("1985-12-10")), line)
        }
        XCTAssertEqual(PlainAnswer.value(from: "today", for: date), .success(.string("today")))
        for line in ["20230230", "20231301", "2023/02/30", "1985/12-10", "1985121", "198512100"] {
            XCTAssertEqual(PlainAnswer.value(from: line, for: date), .failure(.badDate), line)
        }
        XCTAssertEqual(PlainAnswer.Refusal.badDate.description, "Type a date as YYYY-MM-DD or YYYYMMDD (or today)")

        let stamp = try row(#"{"tag": "t", "type": "dateTime"}"#)
        for line in ["198512101430", "1985-12-10 14:30", "1985-12-10T14:30", "19851210 1430", "1985/12/10 14:30"] {
            XCTAssertEqual(PlainAnswer.value(from: line, for: stamp), .success(.string("1985-12-10T14:30")), line)
        }
        for line in ["202302301430", "198512102530", "1985121014", "19851210"] {
            XCTAssertEqual(PlainAnswer.value(from: line, for: stamp), .failure(.badDateTime), line)
        }

        let time = try row(#"{"tag": "h", "type": "time"}"#)
        XCTAssertEqual(PlainAnswer.value(from: "1430", for: time), .success(.string("14:30")))
        XCTAssertEqual(PlainAnswer.value(from: "14:30", for: time), .success(.string("14:30")))
        for line in ["2430", "1261", "143", "14300"] {
            XCTAssertEqual(PlainAnswer.value(from: line, for: time), .failure(.badTime), line)
        }
        XCTAssertEqual(PlainAnswer.Refusal.badTime.description, "Type a time as HH:MM or HHMM")
    }
}
