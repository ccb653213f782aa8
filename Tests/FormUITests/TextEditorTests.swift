import XCTest
import FormCore
@testable import FormUI
@testable import FormScreen

/// Single-line editing keys on a plain text row.
final class TextEditorTests: XCTestCase {
    /// Applies `keys` to a buffer holding `text` with the cursor at `cursor` (end when nil).
    private func run(_ keys: [Key], on text: String, cursor: Int? = nil, type: RowType = .text,
                     maxLength: Int? = nil) -> (TextBuffer, [TextEditOutcome]) {
        var buffer = TextBuffer(text)
        if let cursor { buffer.cursor = cursor }
        let outcomes = keys.map { TextEditor.handle($0, in: &buffer, type: type, maxLength: maxLength) }
        return (buffer, outcomes)
    }

    private func typing(_ s: String) -> [Key] { s.map(Key.char) }

    func testBufferStartsWithCursorAtEnd() {
        let buffer = TextBuffer("héllo")
        XCTAssertEqual(buffer.cursor, 5)
        XCTAssertEqual(buffer.text, "héllo")
        XCTAssertEqual(TextBuffer().cursor, 0)
    }

    func testSettingTextClampsCursor() {
        var buffer = TextBuffer("hello")
        buffer.text = "hi"
        XCTAssertEqual(buffer.cursor, 2)
        buffer.cursor = 1
        buffer.text = "abc"
        XCTAssertEqual(buffer.cursor, 1)
    }

    func testTypingInsertsAtCursor() {
        let (buffer, outcomes) = run(typing("XY"), on: "abcd", cursor: 2)
        XCTAssertEqual(buffer.text, "abXYcd")
        XCTAssertEqual(buffer.cursor, 4)
        XCTAssertEqual(outcomes, [.edited, .edited])
    }

    func testSpaceIsInsertedInText() {
        let (buffer, _) = run([.char(" ")], on: "ab", cursor: 1)
        XCTAssertEqual(buffer.text, "a b")
    }

    func testLeftAndRightMove() {
        let (buffer, outcomes) = run([.left, .left, .right], on: "abc")
        XCTAssertEqual(buffer.cursor, 2)
        XCTAssertEqual(buffer.text, "abc")
        XCTAssertEqual(outcomes, [.moved, .moved, .moved])
    }

    func testMovingPastEdgesDoesNothing() {
        var (buffer, outcomes) = run([.left], on: "abc", cursor: 0)
        XCTAssertEqual(buffer.cursor, 0)
        XCTAssertEqual(outcomes, [.moved])
        (buffer, outcomes) = run([.right], on: "abc")
        XCTAssertEqual(buffer.cursor, 3)
        XCTAssertEqual(outcomes, [.moved])
    }

    func testHomeEndAndCtrlACtrlE() {
        XCTAssertEqual(run([.home], on: "abc").0.cursor, 0)
        XCTAssertEqual(run([.ctrl("a")], on: "abc").0.cursor, 0)
        XCTAssertEqual(run([.end], on: "abc", cursor: 1).0.cursor, 3)
        XCTAssertEqual(run([.ctrl("e")], on: "abc", cursor: 0).0.cursor, 3)
        XCTAssertEqual(run([.home, .end], on: "abc").1, [.moved, .moved])
    }

    func testBackspaceErasesBeforeCursor() {
        let (buffer, outcomes) = run([.backspace], on: "abc", cursor: 2)
        XCTAssertEqual(buffer.text, "ac")
        XCTAssertEqual(buffer.cursor, 1)
        XCTAssertEqual(outcomes, [.edited])
    }

    func testBackspaceAtStartDoesNothing() {
        let (buffer, outcomes) = run([.backspace], on: "abc", cursor: 0)
        XCTAssertEqual(buffer.text, "abc")
        XCTAssertEqual(outcomes, [.moved])
    }

    func testDeleteErasesUnderCursor() {
        let (buffer, outcomes) = run([.delete], on: "abc", cursor: 1)
        XCTAssertEqual(buffer.text, "ac")
        XCTAssertEqual(buffer.cursor, 1)
        XCTAssertEqual(outcomes, [.edited])
    }

    func testDeleteAtEndDoesNothing() {
        let (buffer, outcomes) = run([.delete], on: "abc")
        XCTAssertEqual(buffer.text, "abc")
        XCTAssertEqual(outcomes, [.moved])
    }

    func testCtrlUErasesToStart() {
        let (buffer, outcomes) = run([.ctrl("u")], on: "hello world", cursor: 6)
        XCTAssertEqual(buffer.text, "world")
        XCTAssertEqual(buffer.cursor, 0)
        XCTAssertEqual(outcomes, [.edited])
        XCTAssertEqual(run([.ctrl("u")], on: "abc", cursor: 0).1, [.moved])
    }

    func testCtrlKErasesToEnd() {
        let (buffer, outcomes) = run([.ctrl("k")], on: "hello world", cursor: 5)
        XCTAssertEqual(buffer.text, "hello")
        XCTAssertEqual(buffer.cursor, 5)
        XCTAssertEqual(outcomes, [.edited])
        XCTAssertEqual(run([.ctrl("k")], on: "abc").1, [.moved])
    }

    func testCtrlWErasesWordBeforeCursor() {
        var (buffer, _) = run([.ctrl("w")], on: "one two three")
        XCTAssertEqual(buffer.text, "one two ")
        XCTAssertEqual(buffer.cursor, 8)
        (buffer, _) = run([.ctrl("w")], on: "one two   ")
        XCTAssertEqual(buffer.text, "one ")
        (buffer, _) = run([.ctrl("w")], on: "one two three", cursor: 7)
        XCTAssertEqual(buffer.text, "one  three")
        XCTAssertEqual(buffer.cursor, 4)
        (buffer, _) = run([.ctrl("w"), .ctrl("w")], on: "a b")
        XCTAssertEqual(buffer.text, "")
        XCTAssertEqual(run([.ctrl("w")], on: "abc", cursor: 0).1, [.moved])
    }

    func testCJKAndEmojiAreSingleCharacters() {
        var (buffer, outcomes) = run(typing("日本"), on: "")
        XCTAssertEqual(buffer.text, "日本")
        XCTAssertEqual(buffer.cursor, 2)
        XCTAssertEqual(outcomes, [.edited, .edited])
        (buffer, _) = run([.left, .char("語"), .backspace, .backspace], on: "日本")
        XCTAssertEqual(buffer.text, "本")
        (buffer, _) = run([.backspace], on: "a👩‍👩‍👧b", cursor: 2)
        XCTAssertEqual(buffer.text, "ab")
    }

    func testMaxLengthRefusesWithReason() {
        let (buffer, outcomes) = run(typing("abcd"), on: "", maxLength: 3)
        XCTAssertEqual(buffer.text, "abc")
        XCTAssertEqual(outcomes, [.edited, .edited, .edited, .refused("At most 3 characters")])
        XCTAssertEqual(run([.char("x")], on: "a", maxLength: 1).1, [.refused("At most 1 character")])
    }

    func testMaxLengthCountsCharactersNotBytes() {
        let (buffer, outcomes) = run(typing("日本語"), on: "", maxLength: 3)
        XCTAssertEqual(buffer.text, "日本語")
        XCTAssertEqual(outcomes, [.edited, .edited, .edited])
    }

    func testMaxLengthStillAllowsErasingAndMoving() {
        let (buffer, outcomes) = run([.backspace, .char("z"), .left], on: "abc", maxLength: 3)
        XCTAssertEqual(buffer.text, "abz")
        XCTAssertEqual(outcomes, [.edited, .edited, .moved])
    }

    func testNavigationKeysAreIgnoredOnSingleLineRows() {
        for key in [Key.up, .down, .tab, .backTab, .enter, .escape, .pageUp, .pageDown, .function(1), .ctrl("s"), .ctrl("d")] {
            var buffer = TextBuffer("abc")
            XCTAssertEqual(TextEditor.handle(key, in: &buffer, type: .text, maxLength: nil), .ignored, "\(key)")
            XCTAssertEqual(buffer, TextBuffer("abc"), "\(key)")
        }
    }

    func testReadOnlyRowsIgnoreEveryKey() {
        for type in [RowType.info, .longInfo] {
            for key in [Key.char("a"), .backspace, .left, .ctrl("u"), .enter, .down] {
                var buffer = TextBuffer("text")
                XCTAssertEqual(TextEditor.handle(key, in: &buffer, type: type, maxLength: nil), .ignored)
                XCTAssertEqual(buffer.text, "text")
            }
        }
    }

    func testNonTextRowsIgnoreKeys() {
        var buffer = TextBuffer("x")
        XCTAssertEqual(TextEditor.handle(.char("a"), in: &buffer, type: .switch, maxLength: nil), .ignored)
        XCTAssertEqual(buffer.text, "x")
    }

    func testControlCharactersAreNotInserted() {
        let (buffer, outcomes) = run([.char("\u{7}"), .char("\t")], on: "ab")
        XCTAssertEqual(buffer.text, "ab")
        XCTAssertEqual(outcomes, [.ignored, .ignored])
    }

    func testAllTextLikeTypesAcceptLetters() {
        for type in [RowType.text, .name, .email, .password, .url, .textView] {
            XCTAssertEqual(run([.char("q")], on: "", type: type).1, [.edited], "\(type)")
        }
    }

    func testOutOfRangeCursorIsClamped() {
        var buffer = TextBuffer("abc")
        buffer.cursor = 99
        XCTAssertEqual(TextEditor.handle(.char("d"), in: &buffer, type: .text, maxLength: nil), .edited)
        XCTAssertEqual(buffer.text, "abcd")
    }
}
