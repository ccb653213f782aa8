import XCTest
import FormCore
@testable import FormUI
import FormSchema

/// A bracketed paste (issue #8, row 12): inserted as text in one step, line breaks kept only in a
/// textView, refused characters left out with one message, cut at `maxLength`, linear in its length.
final class PasteTests: XCTestCase {
    private func state(_ rows: String) throws -> FormState {
        FormState(form: try FormLoader.parse(text: #"{"sections": [{"rows": ["# + rows + "]}]}", file: "t.json"))
    }

    private let oneLine = #"{"tag": "a", "type": "text", "title": "A"}"#

    func testOneLineRowTakesThePasteWithLineBreaksAsSpaces() throws {
        var state = try state(oneLine)
        Update.apply(.char(">"), to: &state)
        XCTAssertEqual(Paste.apply("one\ntwo\r\nthree\rfour", to: &state), [])
        XCTAssertEqual(state.value(of: "a"), .string(">one two three four"))
        XCTAssertEqual(state.buffers["a"]?.cursor, 19)
        XCTAssertNil(state.status)
    }

    func testTextViewKeepsLineBreaks() throws {
        var state = try state(#"{"tag": "a", "type": "textView", "title": "A"}"#)
        Paste.apply("one\r\ntwo\rthree\n", to: &state)
        XCTAssertEqual(state.value(of: "a"), .string("one\ntwo\nthree\n"))
    }

    func testAPastedControlKeyIsTextNotAKey() throws {
        var state = try state(oneLine)
        let effects = Paste.apply("a\u{13}b\u{1B}c\u{03}", to: &state)
        XCTAssertEqual(effects, [], "neither submit, cancel nor interrupt")
        XCTAssertEqual(state.mode, .form)
        XCTAssertEqual(state.value(of: "a"), .string("a\u{13}b\u{1B}c\u{03}"), "the characters are kept as pasted")
    }

    func testIntegerRowLeavesOutWhatItRefusesWithOneMessage() throws {
        var state = try state(#"{"tag": "n", "type": "integer", "title": "N"}"#)
        let effects = Paste.apply("1 234x5-6", to: &state)
        XCTAssertEqual(state.buffers["n"]?.text, "123456")
        XCTAssertEqual(effects.count, 1)
        XCTAssertEqual(state.status?.text, "3 pasted characters left out: Only digits here")
        var negative = try self.state(#"{"tag": "n", "type": "integer", "title": "N"}"#)
        Paste.apply("-12-3", to: &negative)
        XCTAssertEqual(negative.buffers["n"]?.text, "-123")
        XCTAssertEqual(negative.status?.text, "1 pasted character left out: Only one minus sign")
    }

    func testMaxLengthCutsThePaste() throws {
        var state = try state(#"{"tag": "a", "type": "text", "title": "A", "maxLength": 5}"#)
        Update.apply(.char("x"), to: &state)
        Paste.apply("abcdefgh", to: &state)
        XCTAssertEqual(state.buffers["a"]?.text, "xabcd")
        XCTAssertEqual(state.status?.text, "Paste cut: at most 5 characters")
    }

    func testAPasteOnARowThatTakesNoTextIsRefused() throws {
        var state = try state(#"{"tag": "s", "type": "switch", "title": "S"}"#)
        let effects = Paste.apply("yes", to: &state)
        XCTAssertEqual(effects, [.bell(reason: "Paste goes into text rows only")])
        XCTAssertEqual(state.value(of: "s"), .bool(false), "a switch with no value is false, and the paste leaves it so")
        XCTAssertFalse(state.isDirty)
    }

    func testAPasteDoesNotAnswerAQuestion() throws {
        var state = try state(oneLine)
        Update.apply(.char("x"), to: &state)
        Update.apply(.escape, to: &state)
        XCTAssertEqual(state.mode, .confirmDiscard)
        XCTAssertEqual(Paste.apply("y", to: &state), [.bell(reason: "Answer y or n")])
        XCTAssertEqual(state.mode, .confirmDiscard)
    }

    func testAHugePasteIsOneLinearStep() throws {
        let text = String(repeating: "漢字かな", count: 25_000)
        var buffer = TextBuffer("ab")
        buffer.cursor = 1
        let outcome = TextEditor.paste(text, in: &buffer, type: .text, maxLength: nil)
        XCTAssertEqual(outcome.inserted, 100_000)
        XCTAssertEqual(outcome.examined, 100_000, "each pasted character is looked at once")
        XCTAssertEqual(buffer.characters.count, 100_002)
        XCTAssertEqual(buffer.cursor, 100_001)
        XCTAssertEqual(buffer.characters.last, "b")

        var digits = TextBuffer("")
        let numbers = TextEditor.paste(String(repeating: "1234567890", count: 10_000), in: &digits, type: .integer, maxLength: nil)
        XCTAssertEqual(numbers.examined, 100_000, "the number rules are checked without rescanning the text")
        XCTAssertEqual(digits.characters.count, 100_000)
    }
}

/// A paste into a `tokens` row: commas and line breaks add items, the rest stays typed.
final class TokensPasteTests: XCTestCase {
    private func state(_ extra: String = "") throws -> FormState {
        let row = #"{"tag": "t", "type": "tokens", "title": "Tags""# + extra + "}"
        return FormState(form: try FormLoader.parse(text: #"{"sections": [{"rows": ["# + row + "]}]}", file: "t.json"))
    }

    func testCommasAndLineBreaksAddItemsAndTheRestStaysTyped() throws {
        var state = try state()
        Update.apply(.char("s"), to: &state)
        XCTAssertEqual(Paste.apply("wift, go\nrust,, zig", to: &state), [])
        XCTAssertEqual(state.value(of: "t"), .list([.string("swift"), .string("go"), .string("rust")]))
        XCTAssertEqual(state.inputs["t"]?.text, " zig", "what follows the last comma is typed, not added")
        XCTAssertNil(state.status)
        Update.apply(.enter, to: &state)
        XCTAssertEqual(TokensRule.items(state.value(of: "t")), ["swift", "go", "rust", "zig"])
    }

    func testRefusedItemsAreLeftOutWithOneMessage() throws {
        var state = try state(#", "pattern": "[a-z]+", "maxItems": 3"#)
        let effects = Paste.apply("a,B,b,C,c,d,", to: &state)
        XCTAssertEqual(TokensRule.items(state.value(of: "t")), ["a", "b", "c"])
        XCTAssertEqual(effects.count, 1)
        XCTAssertEqual(state.status?.isError, true)
        XCTAssertTrue(state.status?.text.hasPrefix("3 pasted items left out: ") ?? false, state.status?.text ?? "no message")
    }

    func testAPastedControlKeyIsTextInTheItem() throws {
        var state = try state()
        XCTAssertEqual(Paste.apply("a\u{13}b,", to: &state), [])
        XCTAssertEqual(state.mode, .form)
        XCTAssertEqual(TokensRule.items(state.value(of: "t")), ["a\u{13}b"])
    }

    func testAHugePasteAddsEveryItem() throws {
        var state = try state()
        let items = (0..<20_000).map { "item\($0)" }
        Paste.apply(items.joined(separator: ",") + ",", to: &state)
        XCTAssertEqual(TokensRule.items(state.value(of: "t")), items)
    }
}
