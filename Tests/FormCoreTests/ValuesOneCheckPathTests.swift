import XCTest
@testable import FormCore
import FormSchema

/// Issue #16 rows 18–20: a value is held to the same checks however it comes — the form file's
/// `value`, `--values`, typed text, plain mode: whole numbers fit 64 bits or are refused (never
/// rounded), `1.0` is the whole number 1, `maxLength` holds, and a multiple choice names an
/// option once.
final class ValuesOneCheckPathTests: XCTestCase {
    private static let formText = """
    {"sections": [{"tag": "main", "rows": [
      {"tag": "count", "type": "integer"},
      {"tag": "code", "type": "text", "maxLength": 5},
      {"tag": "ms", "type": "multipleSelect", "options": ["x", "y"]}
    ]}]}
    """

    private func values(_ text: String) throws -> [String: Value] {
        try ValuesLoader.parse(text: text, file: "v.json", form: try FormLoader.parse(text: Self.formText, file: "form.json"))
    }

    private func error(_ text: String, line: UInt = #line) -> String {
        do {
            let result = try values(text)
            XCTFail("no error: \(result)", line: line)
        } catch {
            return "\(error)"
        }
        return ""
    }

    func testAWholeNumberBeyond64BitsIsRefusedNotRounded() {
        XCTAssertEqual(error(#"{"count": 99999999999999999999999}"#),
                       "v.json:1:11: row 'count': 'count' is out of range: 99999999999999999999999 is not a whole number of 64 bits (-9223372036854775808 … 9223372036854775807)")
        XCTAssertTrue(error(#"{"count": "# + String(repeating: "9", count: 400) + "}").contains("out of range"))
        XCTAssertEqual(try values(#"{"count": 9223372036854775807}"#)["count"], .number(Number(Int64.max)))
    }

    func testOnePointZeroIsTheWholeNumberOne() throws {
        let read = try values(#"{"count": 1.0}"#)["count"]
        XCTAssertEqual(read, .number(1))
        XCTAssertEqual(read.map { TextValue.text(from: $0, type: .integer) }, "1", "written back as 1, which the row's check takes")
        XCTAssertEqual(error(#"{"count": 1.5}"#), "v.json:1:11: row 'count': 'count' must be a whole number, not 1.5")
    }

    func testTypedDigitsBeyond64BitsAreOutOfRange() throws {
        let row = Row(tag: "count", type: .integer, title: "Count")
        let typed = TextValue.value(fromText: "99999999999999999999999", type: .integer)
        XCTAssertEqual(typed, .string("99999999999999999999999"), "not rounded")
        let context = ValidationContext(form: Form(sections: []), value: { _ in .null })
        XCTAssertEqual(Validation.check(row: row, value: typed, required: false, context: context),
                       CheckMessage.outOfRange.text)
        XCTAssertNil(Validation.check(row: row, value: TextValue.value(fromText: "-9223372036854775808", type: .integer),
                                      required: false, context: context))
    }

    func testMaxLengthHoldsForValuesAndForTheCheck() throws {
        // Read (the row can hold a text), then refused by the checker: an answer's status, not a file's.
        XCTAssertEqual(try values(#"{"code": "ABCDEFGHIJ"}"#)["code"], .string("ABCDEFGHIJ"))
        XCTAssertEqual(try values(#"{"code": "ABCDE"}"#)["code"], .string("ABCDE"))
        var row = Row(tag: "code", type: .text, title: "Code")
        row.maxLength = 5
        let context = ValidationContext(form: Form(sections: []), value: { _ in .null })
        XCTAssertEqual(Validation.check(row: row, value: .string("ABCDEF"), required: false, context: context), "At most 5 characters")
        XCTAssertNil(Validation.check(row: row, value: .string("ABCDE"), required: false, context: context))
    }

    func testAMultipleChoiceNamesAnOptionOnce() throws {
        // Read (the row can hold a list of choices), then refused by the checker, by path.
        XCTAssertEqual(try values(#"{"ms": ["x", "x", "y"]}"#)["ms"], .list([.string("x"), .string("x"), .string("y")]))
        XCTAssertEqual(try values(#"{"ms": ["y", "x"]}"#)["ms"], .list([.string("y"), .string("x")]))
        let row = try FormLoader.parse(text: Self.formText, file: "form.json").allRows.first { $0.tag == "ms" }
        let context = ValidationContext(form: Form(sections: []), value: { _ in .null })
        XCTAssertEqual(row.flatMap { Validation.check(row: $0, value: .list([.string("x"), .string("x")]), required: false, context: context) },
                       "'x' is chosen twice")
    }
}
