import XCTest
import FormCore
@testable import FormUI
@testable import FormScreen

/// Multi-line editing in textView rows.
final class TextEditorTextViewTests: XCTestCase {
    private func handle(_ key: Key, _ buffer: inout TextBuffer, maxLength: Int? = nil) -> TextEditOutcome {
        TextEditor.handle(key, in: &buffer, type: .textView, maxLength: maxLength)
    }

    private func buffer(_ text: String, cursor: Int) -> TextBuffer {
        var b = TextBuffer(text)
        b.cursor = cursor
        return b
    }

    func testEnterInsertsLineBreak() {
        var b = buffer("ab", cursor: 1)
        XCTAssertEqual(handle(.enter, &b), .edited)
        XCTAssertEqual(b.text, "a\nb")
        XCTAssertEqual(b.cursor, 2)
        XCTAssertEqual(b.cursorLineAndColumn.line, 1)
        XCTAssertEqual(b.cursorLineAndColumn.column, 0)
    }

    func testEnterCountsAgainstMaxLength() {
        var b = buffer("ab", cursor: 2)
        XCTAssertEqual(handle(.enter, &b, maxLength: 2), .refused("At most 2 characters"))
        XCTAssertEqual(b.text, "ab")
    }

    func testUpKeepsColumn() {
        var b = buffer("hello\nworld", cursor: 9) // "wor|ld"
        XCTAssertEqual(handle(.up, &b), .moved)
        XCTAssertEqual(b.cursor, 3)
    }

    func testUpClampsToShorterLine() {
        var b = buffer("hi\nworld", cursor: 8)
        XCTAssertEqual(handle(.up, &b), .moved)
        XCTAssertEqual(b.cursor, 2)
    }

    func testDownKeepsAndClampsColumn() {
        var b = buffer("hello\nhi\nworld", cursor: 4)
        XCTAssertEqual(handle(.down, &b), .moved)
        XCTAssertEqual(b.cursor, 8) // end of "hi"
        XCTAssertEqual(handle(.down, &b), .moved)
        XCTAssertEqual(b.cursor, 11) // column 2 of "world"
    }

    func testUpOnFirstLineAndDownOnLastAreIgnored() {
        var b = buffer("one\ntwo", cursor: 2)
        XCTAssertEqual(handle(.up, &b), .ignored)
        XCTAssertEqual(b.cursor, 2)
        b.cursor = 5
        XCTAssertEqual(handle(.down, &b), .ignored)
        XCTAssertEqual(b.cursor, 5)
        var single = TextBuffer("x")
        XCTAssertEqual(handle(.up, &single), .ignored)
        XCTAssertEqual(handle(.down, &single), .ignored)
    }

    func testEmptyLinesNavigate() {
        var b = buffer("a\n\nb", cursor: 4)
        XCTAssertEqual(handle(.up, &b), .moved)
        XCTAssertEqual(b.cursor, 2)
        XCTAssertEqual(handle(.up, &b), .moved)
        XCTAssertEqual(b.cursor, 0)
    }

    func testHomeEndGoToLineEdges() {
        var b = buffer("one\ntwo\nthree", cursor: 5)
        XCTAssertEqual(handle(.home, &b), .moved)
        XCTAssertEqual(b.cursor, 4)
        XCTAssertEqual(handle(.end, &b), .moved)
        XCTAssertEqual(b.cursor, 7)
        b.cursor = 9
        _ = handle(.ctrl("a"), &b)
        XCTAssertEqual(b.cursor, 8)
        _ = handle(.ctrl("e"), &b)
        XCTAssertEqual(b.cursor, 13)
    }

    func testCtrlUAndCtrlKWorkOnTheLine() {
        var b = buffer("one\ntwo\nthree", cursor: 6)
        XCTAssertEqual(handle(.ctrl("u"), &b), .edited)
        XCTAssertEqual(b.text, "one\no\nthree")
        XCTAssertEqual(b.cursor, 4)
        XCTAssertEqual(handle(.ctrl("k"), &b), .edited)
        XCTAssertEqual(b.text, "one\n\nthree")
        XCTAssertEqual(handle(.ctrl("k"), &b), .edited) // joins the next line
        XCTAssertEqual(b.text, "one\nthree")
        b.cursor = b.characters.count
        XCTAssertEqual(handle(.ctrl("k"), &b), .moved)
    }

    func testLeftRightAndBackspaceCrossLines() {
        var b = buffer("ab\ncd", cursor: 3)
        XCTAssertEqual(handle(.left, &b), .moved)
        XCTAssertEqual(b.cursor, 2)
        XCTAssertEqual(handle(.right, &b), .moved)
        XCTAssertEqual(handle(.backspace, &b), .edited)
        XCTAssertEqual(b.text, "abcd")
    }

    func testCtrlWTreatsLineBreakAsSpace() {
        var b = buffer("one\ntwo", cursor: 4)
        XCTAssertEqual(handle(.ctrl("w"), &b), .edited)
        XCTAssertEqual(b.text, "two")
    }

    func testTabIsIgnored() {
        var b = TextBuffer("x")
        XCTAssertEqual(handle(.tab, &b), .ignored)
    }

    func testCJKColumns() {
        var b = buffer("日本語\nab", cursor: 6) // after "b"
        XCTAssertEqual(handle(.up, &b), .moved)
        XCTAssertEqual(b.cursor, 2)
        XCTAssertEqual(handle(.char("x"), &b), .edited)
        XCTAssertEqual(b.text, "日本x語\nab")
    }
}
