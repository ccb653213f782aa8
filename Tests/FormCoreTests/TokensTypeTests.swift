import XCTest
@testable import FormCore

/// `tokens`: a list of free-text items with `minItems`, `maxItems` and a per-item `pattern`.
final class TokensTypeTests: XCTestCase {
    private let context = ValidationContext(value: { _ in .null })

    private func tokens(min: Int? = nil, max: Int? = nil, pattern: String? = nil) -> Row {
        var row = Row(tag: "t", type: .tokens, title: "Tags")
        row.minItems = min
        row.maxItems = max
        row.pattern = pattern
        return row
    }

    private func list(_ items: String...) -> Value { .list(items.map(Value.string)) }

    func testKeys() throws {
        let row = try InlineForm.row(#"{"tag": "t", "type": "tokens", "minItems": 1, "maxItems": 3, "pattern": "[a-z]+", "value": ["go"], "placeholder": "add a tag"}"#)
        XCTAssertEqual(row.minItems, 1)
        XCTAssertEqual(row.maxItems, 3)
        XCTAssertEqual(row.pattern, "[a-z]+")
        XCTAssertEqual(row.value, list("go"))
        XCTAssertEqual(row.placeholder, "add a tag")
        InlineForm.expectErrors([
            #"{"tag": "t", "type": "tokens", "pattern": "[a-"}"#:
                "f.json:2:44: row 't': invalid regular expression '[a-': unclosed character class: the '[' at position 0 is never closed",
            #"{"tag": "t", "type": "tokens", "minItems": -1}"#:
                "f.json:2:44: row 't': 'minItems' must not be negative",
            #"{"tag": "t", "type": "tokens", "minItems": 3, "maxItems": 2}"#:
                "f.json:2:59: row 't': 'minItems' (3) is greater than 'maxItems' (2)",
            #"{"tag": "t", "type": "text", "maxItems": 2}"#:
                "f.json:2:30: row 't': 'maxItems' does not apply to a 'text' row",
            #"{"tag": "t", "type": "tokens", "maxItem": 2}"#:
                "f.json:2:32: row 't': unknown key 'maxItem' (did you mean 'maxItems'?)",
        ])
    }

    func testValueIsAnArrayOfStrings() {
        InlineForm.expectErrors([
            #"{"tag": "t", "type": "tokens", "value": "go"}"#:
                "f.json:2:41: row 't': 'value' must be an array of strings, not a string",
            #"{"tag": "t", "type": "tokens", "value": ["go", 1]}"#:
                "f.json:2:41: row 't': 'value' must be an array of strings, not a number",
        ])
    }

    func testValuesFile() throws {
        let rows = #"{"tag": "t", "type": "tokens", "key": "meta.tags"}"#
        XCTAssertEqual(try InlineForm.values(#"{"meta": {"tags": ["a", "b"]}}"#, rows: rows), ["t": list("a", "b")])
        XCTAssertEqual(InlineForm.valuesError(#"{"t": [true]}"#, rows: rows),
                       "v.json:1:7: row 't': 't' must be an array of strings, not a boolean")
    }

    func testOutputIsNullWhenEmpty() {
        XCTAssertEqual(RowType.tokens.unit.output(.list([])), .null)
        XCTAssertEqual(RowType.tokens.unit.output(list("a")), list("a"))
        XCTAssertEqual(RowType.tokens.unit.initialValue(for: tokens(), given: .null), .list([]))
    }

    func testBuiltInChecks() {
        let row = tokens(min: 2, max: 3, pattern: "[a-z]+")
        XCTAssertEqual(Validation.check(row: row, value: list("go"), required: false, context: context), "At least 2 items")
        XCTAssertEqual(Validation.check(row: row, value: list("a", "b", "c", "d"), required: false, context: context),
                       "At most 3 items")
        XCTAssertEqual(Validation.check(row: row, value: list("go", "Rust"), required: false, context: context),
                       "'Rust' does not match the pattern [a-z]+")
        XCTAssertNil(Validation.check(row: row, value: list("go", "rust"), required: false, context: context))
        XCTAssertEqual(Validation.check(row: row, value: .list([]), required: true, context: context), "Tags is required")
    }

    func testRefusalOfOneMoreItem() {
        let row = tokens(max: 2, pattern: "[a-z]+")
        XCTAssertNil(TokensRule.refusal(adding: "go", to: [], row: row))
        XCTAssertEqual(TokensRule.refusal(adding: "Go", to: [], row: row), "'Go' does not match the pattern [a-z]+")
        XCTAssertEqual(TokensRule.refusal(adding: "c", to: ["a", "b"], row: row), "At most 2 items")
        XCTAssertEqual(TokensRule.refusal(adding: "c", to: ["a"], row: tokens(max: 1)), "At most 1 item")
        XCTAssertNil(TokensRule.refusal(adding: "anything at all", to: ["a"], row: tokens()))
        XCTAssertEqual(TokensRule.items(list("a", "b")), ["a", "b"])
        XCTAssertEqual(TokensRule.items(.null), [])
    }
}
