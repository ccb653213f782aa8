import XCTest
@testable import FormCore

/// `color`: `#RRGGBB`, `RRGGBB`, `#RGB`, `RGB` or a CSS name, checked by its unit, output as `#rrggbb`.
final class ColorTypeTests: XCTestCase {
    private func check(_ text: String) -> String? {
        Validation.check(row: Row(tag: "c", type: .color, title: "Colour"), value: text.isEmpty ? .null : .string(text),
                         required: false, context: ValidationContext(value: { _ in .null }))
    }

    func testTheCheckTakesHexWithOrWithoutHashAndCSSNames() {
        for good in ["#3366cc", "#3366CC", "#000000", "#FfFfFf", "", "3366cc", "#36c", "36C", "orange", "Orange",
                     "REBECCAPURPLE", " lightgoldenrodyellow "] {
            XCTAssertNil(check(good), good)
        }
        for bad in ["#3366c", "#3366ccc", "#33 6cc", "#gggggg", "redd", "#３３６６ｃｃ", "##36cc0", "#orange", "36", "#ff88"] {
            XCTAssertEqual(check(bad), "Not a colour: use #RRGGBB, #RGB or a CSS name such as orange", bad)
        }
    }

    func testEverySpellingIsWrittenAsSixLowerCaseDigits() {
        for (typed, written) in [("ff8800", "#ff8800"), ("#f80", "#ff8800"), ("f80", "#ff8800"), ("#FF8800", "#ff8800"),
                                 ("orange", "#ffa500"), ("Black", "#000000"), ("navy", "#000080")] {
            XCTAssertEqual(ColorRule.canonical(typed), written, typed)
            XCTAssertEqual(RowType.color.unit.output(.string(typed)), .string(written), typed)
            XCTAssertEqual(RowType.color.unit.typed?(typed), .string(written), typed)
        }
        XCTAssertEqual(RowType.color.unit.typed?("nope"), .string("nope"), "kept for the check to refuse")
    }

    func testTheNamesAreTheCSSOnes() {
        XCTAssertEqual(CSSColorNames.table.count, 148)
        XCTAssertEqual(CSSColorNames.table.keys.map(\.count).max(), CSSColorNames.longest)
        XCTAssertEqual(CSSColorNames.table["rebeccapurple"], 0x663399)
        XCTAssertEqual(CSSColorNames.table["grey"], CSSColorNames.table["gray"])
    }

    func testComponents() throws {
        let rgb = try XCTUnwrap(ColorRule.components("#3366Cc"))
        XCTAssertEqual([rgb.red, rgb.green, rgb.blue], [0x33, 0x66, 0xCC])
        XCTAssertNil(ColorRule.components("#3366C"))
    }

    func testOutputIsLowerCaseAndAnythingElseAsHeld() {
        XCTAssertEqual(RowType.color.unit.output(.string("#3366CC")), .string("#3366cc"))
        XCTAssertEqual(RowType.color.unit.output(.string("#abcdef")), .string("#abcdef"))
        XCTAssertEqual(RowType.color.unit.output(.null), .null)
        XCTAssertEqual(RowType.color.unit.output(.string("red")), .string("#ff0000"))
        XCTAssertEqual(RowType.color.unit.output(.string("not a colour")), .string("not a colour"))
    }

    func testKeysAndValues() throws {
        let row = try InlineForm.row(##"{"tag": "c", "type": "color", "title": "Colour", "value": "#FF8800", "placeholder": "#000000", "required": true}"##)
        XCTAssertEqual(row.value, .string("#FF8800"))
        XCTAssertTrue(row.type.isTextLike)
        XCTAssertEqual(try InlineForm.values(##"{"c": "#00ff00"}"##, rows: ##"{"tag": "c", "type": "color"}"##)["c"], .string("#00ff00"))
        XCTAssertNotEqual(InlineForm.error(##"{"tag": "c", "type": "color", "maxLength": 7}"##), "no error")
        XCTAssertNotEqual(InlineForm.error(##"{"tag": "c", "type": "color", "value": 255}"##), "no error")
    }
}
