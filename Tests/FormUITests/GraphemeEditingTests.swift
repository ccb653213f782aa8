import XCTest
import FormCore
@testable import FormUI
import FormSchema

/// Typed scalars that join the character before them edit as one grapheme cluster (issue #8,
/// row 1): the buffer holds whole clusters, so the cursor, the width and deletion follow them.
final class GraphemeEditingTests: XCTestCase {
    private func typed(_ scalars: [String], into text: String = "", type: RowType = .text, maxLength: Int? = nil) -> TextBuffer {
        var buffer = TextBuffer(text)
        for s in scalars { _ = TextEditor.handle(.char(Character(s)), in: &buffer, type: type, maxLength: maxLength) }
        return buffer
    }

    func testJoiningScalarsMergeIntoThePreviousCharacter() {
        let table: [([String], String)] = [
            (["e", "\u{301}"], "e\u{301}"),                              // combining acute
            (["e", "\u{301}", "\u{323}"], "e\u{301}\u{323}"),            // two marks
            (["👨", "\u{200D}", "👩"], "👨\u{200D}👩"),                   // ZWJ sequence
            (["❤", "\u{FE0F}"], "❤\u{FE0F}"),                           // emoji presentation
            (["👍", "\u{1F3FD}"], "👍\u{1F3FD}"),                        // skin tone
            (["\u{1F1EB}", "\u{1F1F7}"], "\u{1F1EB}\u{1F1F7}"),          // regional indicators: 🇫🇷
            (["\u{1100}", "\u{1161}", "\u{11A8}"], "\u{1100}\u{1161}\u{11A8}"),  // Hangul jamo L V T: 각
            (["क", "\u{94D}"], "क\u{94D}"),                              // virama
        ]
        for (scalars, joined) in table {
            let buffer = typed(scalars)
            XCTAssertEqual(buffer.characters, [Character(joined)], "\(scalars)")
            XCTAssertEqual(buffer.cursor, 1, "\(scalars)")
        }
    }

    func testAThirdRegionalIndicatorStartsTheNextFlag() {
        let buffer = typed(["\u{1F1EB}", "\u{1F1F7}", "\u{1F1E9}", "\u{1F1EA}"])
        XCTAssertEqual(buffer.characters, ["\u{1F1EB}\u{1F1F7}", "\u{1F1E9}\u{1F1EA}"])
        XCTAssertEqual(buffer.cursor, 2)
    }

    func testBackspaceAndCursorMovesTakeTheWholeCluster() {
        var buffer = typed(["a", "e", "\u{301}", "b"])
        XCTAssertEqual(buffer.characters.count, 3)
        _ = TextEditor.handle(.left, in: &buffer, type: .text, maxLength: nil)
        _ = TextEditor.handle(.backspace, in: &buffer, type: .text, maxLength: nil)
        XCTAssertEqual(buffer.text, "ab")
        XCTAssertEqual(buffer.cursor, 1)
    }

    func testAMarkTypedInTheMiddleJoinsTheCharacterBeforeTheCursor() {
        var buffer = TextBuffer("eb")
        buffer.cursor = 1
        _ = TextEditor.handle(.char("\u{301}"), in: &buffer, type: .text, maxLength: nil)
        XCTAssertEqual(buffer.characters, ["e\u{301}", "b"])
        XCTAssertEqual(buffer.cursor, 1)
    }

    func testAJoiningMarkAddsNothingToTheLength() {
        let buffer = typed(["a", "b", "e", "\u{301}"], maxLength: 3)
        XCTAssertEqual(buffer.text, "abe\u{301}")
        XCTAssertEqual(typed(["a", "b", "e", "x"], maxLength: 3).text, "abe")
    }

    func testAPasteJoinsTheCharacterBeforeIt() {
        var buffer = TextBuffer("e")
        _ = TextEditor.paste("\u{301}x", in: &buffer, type: .text, maxLength: nil)
        XCTAssertEqual(buffer.characters, ["e\u{301}", "x"])
        XCTAssertEqual(buffer.cursor, 2)
    }

    func testAFieldEndingInAClusterDrawsItWithTheCursorAfterIt() throws {
        var state = FormState(form: try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "a", "type": "text", "title": "A"}]}]}"#,
                                                         file: "t.json"))
        for s in ["x", "👍", "\u{1F3FD}"] { Update.apply(.char(Character(s)), to: &state) }
        XCTAssertEqual(state.buffers["a"]?.cursor, 2)
        let window = TextWrap.scrolled("x👍\u{1F3FD}", cursor: 2, width: 20)
        XCTAssertEqual(window.cursorColumn, 5, "the emoji and its skin tone take the 4 cells curses draws them in")
        Update.apply(.backspace, to: &state)
        XCTAssertEqual(state.value(of: "a"), .string("x"))
    }
}
