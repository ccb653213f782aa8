import XCTest
import FormScreen
import FormCore
@testable import FormUI

/// `color` rows: the typing rule, the swatch where the terminal has colours, the placeholder,
/// the noun and the output.
final class ColorKindTests: XCTestCase {
    private static let json = """
    {"sections": [{"tag": "s", "rows": [
      {"tag": "c", "type": "color", "title": "Colour"},
      {"tag": "given", "type": "color", "title": "Given", "value": "#FF0000"}
    ]}]}
    """

    private func state() throws -> FormState {
        var state = FormState(form: try FormLoader.parse(text: Self.json, file: "c.json"))
        state.focus(on: "c")
        return state
    }

    /// What typing `text` into an empty colour row answers, character by character.
    private func typed(_ text: String) -> (String, [TextEditOutcome]) {
        var buffer = TextBuffer("")
        let outcomes = text.map { TextEditor.handle(.char($0), in: &buffer, type: .color, maxLength: nil) }
        return (buffer.text, outcomes)
    }

    func testAHashOnlyFirstThenHexDigitsAtMostSevenOrANameOrHexWithoutHash() {
        XCTAssertEqual(typed("#3366Cc").0, "#3366Cc")
        XCTAssertEqual(typed("3").1, [.edited], "hex without its #")
        XCTAssertEqual(typed("orange").0, "orange", "a CSS name")
        XCTAssertEqual(typed("#g").1.last, .refused("Only hex digits after #"))
        XCTAssertEqual(typed("##").1.last, .refused("A # only at the start"))
        XCTAssertEqual(typed("#１").1.last, .refused("Only hex digits after #"))
        XCTAssertEqual(typed("ff-").1.last, .refused("Only #, hex digits or the letters of a colour name here"))
        XCTAssertEqual(typed("#1234567").1.last, .refused("At most 7 characters"))
        XCTAssertEqual(typed("#1234567").0, "#123456")
        var buffer = TextBuffer("#123")
        buffer.cursor = 0
        XCTAssertEqual(TextEditor.handle(.char("#"), in: &buffer, type: .color, maxLength: nil), .refused("A # only at the start"))
        XCTAssertEqual(TextEditor.handle(.char("a"), in: &buffer, type: .color, maxLength: nil), .refused("A # only at the start"))
    }

    func testAPasteKeepsTheRule() {
        var buffer = TextBuffer("")
        let outcome = TextEditor.paste("# 33-66-CC ff", in: &buffer, type: .color, maxLength: nil)
        XCTAssertEqual(buffer.text, "#3366CC")
        XCTAssertEqual(outcome.reason, "Only hex digits after #")
    }

    private func context(colors: Bool, box: BoxChars, width: Int = 20) -> CellContext {
        CellContext(geometry: Geometry(cols: 60, widestTitle: 6), theme: Theme(style: Style(), colors: colors), box: box,
                    valueWidth: width, valueStyle: .plain, placeholder: "#RRGGBB")
    }

    func testASwatchInTheNearestColourWhereThereAreColours() throws {
        let state = try state()
        let row = try XCTUnwrap(state.row("given"))
        let visible = VisibleForm.visibleRow(row, in: state)
        XCTAssertEqual(ColorKind().cell(for: visible, in: context(colors: true, box: .unicode)).lines,
                       [[Span("#FF0000", .plain), Span(" ██", CellStyle(foreground: .red))]])
        for plain in [context(colors: false, box: .unicode), context(colors: true, box: .ascii),
                      context(colors: true, box: .unicode, width: 9)] {
            XCTAssertEqual(ColorKind().cell(for: visible, in: plain).lines, [[Span("#FF0000", .plain)]])
        }
        XCTAssertEqual(ColorKind.nearest((0x33, 0x66, 0xCC)), .blue)
        XCTAssertEqual(ColorKind.nearest((0xFF, 0xEE, 0x10)), .yellow)
        XCTAssertEqual(ColorKind.nearest((0x10, 0x10, 0x10)), .black)
        XCTAssertEqual(ColorKind.nearest((0xF0, 0xF0, 0xF0)), .white)
    }

    func testAnIncompleteColourHasNoSwatchAndAnEmptyOneShowsTheTemplate() throws {
        var state = try state()
        let line = {
            Layout.frame(for: state, rows: 10, cols: 60).frame.text.split(separator: "\n").first { $0.contains("Colour") } ?? ""
        }
        XCTAssertTrue(line().contains("#RRGGBB"), String(line()))
        for c in "#3366" { Update.apply(.char(c), to: &state) }
        XCTAssertTrue(line().contains("#3366"), String(line()))
        XCTAssertFalse(line().contains("██"), String(line()))
        for c in "cc" { Update.apply(.char(c), to: &state) }
        XCTAssertTrue(line().contains("#3366cc ██"), String(line()))
    }

    func testNounPlaceholderAndOutput() throws {
        var state = try state()
        let row = try XCTUnwrap(state.row("c"))
        XCTAssertEqual(RowKinds.kind(for: .color).noun(for: row), "a colour row")
        XCTAssertEqual(RowKinds.kind(for: .color).placeholder(for: row, auto: false), "#RRGGBB")
        for c in "#AbCdEf" { Update.apply(.char(c), to: &state) }
        let output = Dictionary(uniqueKeysWithValues: state.outputEntries.map { ($0.key, $0.value) })
        XCTAssertEqual(output["c"], .string("#abcdef"))
        XCTAssertEqual(output["given"], .string("#ff0000"))
    }
}
