import XCTest
@testable import FormCore
import FormSchema

/// A row's `hint`: read from the form file (JSONC too), kept in the row's rarely-used keys, and
/// said with a failed format check unless the validator has its own `message`.
final class RowHintTests: XCTestCase {
    private let context = ValidationContext(value: { _ in .null }, title: { _ in nil })

    private func form(_ rows: String) throws -> Form {
        try FormLoader.parse(text: #"{"sections": [{"tag": "s", "rows": [\#(rows)]}]}"#, file: "f.json")
    }

    func testHintIsReadAndKeptOffTheCommonRow() throws {
        let form = try form(#"{"tag": "zip", "type": "text", "title": "Postcode", "hint": "Five digits, e.g. 12345"}"#)
        XCTAssertEqual(form.row("zip")?.hint, "Five digits, e.g. 12345")
        var row = Row(tag: "a", type: .text, title: "A")
        XCTAssertNil(row.hint)
        row.hint = "help"
        var copy = row
        copy.hint = nil
        XCTAssertEqual(row.hint, "help", "the box is copied before a write")
        XCTAssertNotEqual(row, copy)
    }

    func testHintMustBeTextAndIsOnlyForRowsWithValues() {
        XCTAssertThrowsError(try form(#"{"tag": "a", "type": "text", "hint": 3}"#)) { error in
            XCTAssertEqual("\(error)", "f.json:1:74: row 'a': 'hint' must be a string, not a number")
        }
        XCTAssertThrowsError(try form(#"{"tag": "i", "type": "info", "hint": "x"}"#)) { error in
            XCTAssertTrue("\(error)".contains("'hint' does not apply to an 'info' row"), "\(error)")
        }
    }

    func testAFailedRegexSaysItsMessageElseTheHint() {
        var row = Row(tag: "zip", type: .text, title: "Postcode")
        row.validators = [ValidatorSpec(kind: .regex(pattern: "[0-9]{5}"))]
        let check = { (row: Row, text: String) in
            Validation.check(row: row, value: .string(text), required: false, context: self.context)
        }
        XCTAssertEqual(check(row, "12a"), "Does not match the pattern [0-9]{5}")
        row.hint = "Five digits, e.g. 12345"
        XCTAssertEqual(check(row, "12a"), "Not in the expected format: Five digits, e.g. 12345")
        XCTAssertNil(check(row, "12345"))
        row.validators = [ValidatorSpec(kind: .regex(pattern: "[0-9]{5}"), message: "A postcode has five digits")]
        XCTAssertEqual(check(row, "12a"), "A postcode has five digits", "the validator's own message wins")
        // Other validators keep their words.
        row.validators = [ValidatorSpec(kind: .length(min: 9, max: nil))]
        XCTAssertEqual(check(row, "12a"), "At least 9 characters")
    }

    func testBuiltInFormatChecksSayTheHint() {
        var email = Row(tag: "e", type: .email, title: "Email")
        email.hint = "name@example.com"
        XCTAssertEqual(Validation.check(row: email, value: .string("ada"), required: false, context: context),
                       "Not a valid email address: name@example.com")
        var tokens = Row(tag: "t", type: .tokens, title: "Tags")
        tokens.pattern = "[a-z]+"
        tokens.hint = "lower-case words"
        XCTAssertEqual(TokensRule.refusal(adding: "Go", to: [], row: tokens), "'Go' is not as expected: lower-case words")
    }

    /// `--submit` and `--check --values` take the same path: a JSONC form and values file.
    func testJSONCFormAndValuesFile() throws {
        let form = try FormLoader.parse(text: """
            {
              // a comment
              "sections": [{"tag": "s", "rows": [
                {"tag": "zip", "type": "text", "hint": "Five digits",
                 "validators": [{"type": "regex", "pattern": "[0-9]{5}"},],}, /* trailing */
              ],},],
            }
            """, file: "f.jsonc")
        let values = try ValuesLoader.parse(text: "{ /* c */ \"zip\": \"12a\", // x\n}", file: "v.jsonc", form: form)
        XCTAssertEqual(values["zip"], .string("12a"))
        let row = try XCTUnwrap(form.row("zip"))
        XCTAssertEqual(Validation.check(row: row, value: values["zip"] ?? .null, required: false, context: context),
                       "Not in the expected format: Five digits")
        XCTAssertThrowsError(try FormLoader.parse(text: "{\n  /* open", file: "f.jsonc")) { error in
            XCTAssertEqual("\(error)", "f.jsonc:2:3: unterminated comment (missing closing '*/')")
        }
    }
}
