import XCTest
@testable import FormCore

/// `rating`: 0 to `max` stars (default 5); `null` while 0; `required` means one star at least.
final class RatingTypeTests: XCTestCase {
    private let context = ValidationContext(value: { _ in .null })

    func testKeys() throws {
        let row = try InlineForm.row(#"{"tag": "r", "type": "rating", "max": 10, "value": 7, "required": true}"#)
        XCTAssertEqual(row.max, .number(10))
        XCTAssertEqual(row.value, .number(7))
        XCTAssertEqual(RatingRule.maximum(of: row), 10)
        XCTAssertEqual(RatingRule.maximum(of: Row(tag: "r", type: .rating)), 5)
        InlineForm.expectErrors([
            #"{"tag": "r", "type": "rating", "min": 1}"#:
                "f.json:2:32: row 'r': 'min' does not apply to a 'rating' row",
            #"{"tag": "r", "type": "rating", "max": 0}"#:
                "f.json:2:39: row 'r': 'max' must be at least 1",
            #"{"tag": "r", "type": "rating", "max": 2.5}"#:
                "f.json:2:39: row 'r': 'max' must be a whole number, not 2.5",
            #"{"tag": "r", "type": "rating", "placeholder": "x"}"#:
                "f.json:2:32: row 'r': 'placeholder' does not apply to a 'rating' row",
        ])
    }

    func testValueWithinMax() {
        XCTAssertEqual(InlineForm.error(#"{"tag": "r", "type": "rating", "value": 6}"#),
                       "f.json:2:41: row 'r': 'value' (6) is more than 'max' (5) stars")
        XCTAssertEqual(InlineForm.error(#"{"tag": "r", "type": "rating", "value": 6, "max": 6}"#), "no error")
        InlineForm.expectErrors([
            #"{"tag": "r", "type": "rating", "value": -1}"#:
                "f.json:2:41: row 'r': 'value' must not be negative",
            #"{"tag": "r", "type": "rating", "value": "3"}"#:
                "f.json:2:41: row 'r': 'value' must be a whole number, not a string",
        ])
    }

    func testValuesFile() throws {
        let rows = #"{"tag": "r", "type": "rating", "max": 3}"#
        XCTAssertEqual(try InlineForm.values(#"{"r": 2}"#, rows: rows), ["r": .number(2)])
        XCTAssertEqual(try InlineForm.values(#"{"r": null}"#, rows: rows), ["r": .null])
        // A rating above `max` is read, then refused by the checker (`Rule.stars`): an answer's status.
        XCTAssertEqual(try InlineForm.values(#"{"r": 4}"#, rows: rows), ["r": .number(4)])
        XCTAssertEqual(InlineForm.valuesError(#"{"r": 1.5}"#, rows: rows), "v.json:1:7: row 'r': 'r' must be a whole number, not 1.5")
    }

    func testOutputIsNullWhileZero() {
        let unit = RowType.rating.unit
        XCTAssertEqual(unit.output(.number(0)), .null)
        XCTAssertEqual(unit.output(.number(4)), .number(4))
        XCTAssertEqual(unit.initialValue(for: Row(tag: "r", type: .rating), given: .null), .number(0))
        XCTAssertEqual(unit.initialValue(for: Row(tag: "r", type: .rating), given: .number(2)), .number(2))
        let form = Form(sections: [Section(tag: "s", rows: [Row(tag: "r", type: .rating)])])
        let entries = OutputCollector.entries(form: form, values: { _ in .number(0) }, isVisible: { _ in true })
        XCTAssertEqual(entries.map(\.value), [.null])
    }

    func testRequiredMeansOneStar() {
        let row = Row(tag: "r", type: .rating, title: "Stars")
        XCTAssertEqual(Validation.check(row: row, value: .number(0), required: true, context: context), "Stars is required")
        XCTAssertEqual(Validation.check(row: row, value: .null, required: true, context: context), "Stars is required")
        XCTAssertNil(Validation.check(row: row, value: .number(1), required: true, context: context))
        XCTAssertNil(Validation.check(row: row, value: .number(0), required: false, context: context))
        XCTAssertEqual(Validation.check(row: row, value: .number(6), required: false, context: context), "At most 5 stars")
    }
}
