import XCTest
@testable import FormCore

/// A row's value typed as a line (plain mode).
final class PlainAnswerTests: XCTestCase {
    private func row(_ json: String) throws -> Row {
        try XCTUnwrap(FormLoader.parse(text: #"{"sections": [{"rows": ["# + json + "]}]}", file: "f.json").allRows.first)
    }

    func testEachShapeReadsItsLine() throws {
        let picker = try row(#"{"tag": "p", "type": "picker", "options": [{"title": "Free", "value": 0}, {"title": "Pro", "value": 1}]}"#)
        XCTAssertEqual(PlainAnswer.value(from: "2", for: picker), .success(.number(Number(1))))
        XCTAssertEqual(PlainAnswer.value(from: " pro ", for: picker), .success(.number(Number(1))), "by its title too")
        XCTAssertEqual(PlainAnswer.value(from: "3", for: picker), .failure(.notAChoice(count: 2)))
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
}
