import XCTest
import FormCore
@testable import FormUI

/// Display formats of text rows.
final class TextEditorDisplayTests: XCTestCase {
    private func display(_ text: String, _ type: RowType = .text, _ format: RowFormat? = nil) -> String {
        TextEditor.displayText(TextBuffer(text), type: type, format: format)
    }

    func testPlainTextIsUnchanged() {
        XCTAssertEqual(display("Hello 世界"), "Hello 世界")
        XCTAssertEqual(display("x", .text, nil), "x")
    }

    func testPasswordIsMaskedPerCharacter() {
        XCTAssertEqual(display("pässwörd", .password), "••••••••")
        XCTAssertEqual(display("日本", .password), "••")
        XCTAssertEqual(display("", .password), "")
        XCTAssertEqual(display("abc", .password, .upper), "•••")
    }

    func testMaskFormat() {
        XCTAssertEqual(display("1234", .text, .mask), "••••")
    }

    func testUpperLower() {
        XCTAssertEqual(display("Straße", .text, .upper), "STRASSE")
        XCTAssertEqual(display("HeLLo", .name, .lower), "hello")
    }

    func testThousands() {
        XCTAssertEqual(display("1234567", .integer, .thousands), "1,234,567")
        XCTAssertEqual(display("-1234567.891", .decimal, .thousands), "-1,234,567.891")
        XCTAssertEqual(display("123", .integer, .thousands), "123")
        XCTAssertEqual(display("1000", .integer, .thousands), "1,000")
        XCTAssertEqual(display("abc1234", .text, .thousands), "abc1234")
        XCTAssertEqual(display("-", .integer, .thousands), "-")
        XCTAssertEqual(display("", .integer, .thousands), "")
    }

    func testPercent() {
        XCTAssertEqual(display("12.5", .decimal, .percent), "12.5%")
        XCTAssertEqual(display("", .decimal, .percent), "")
    }

    func testDisplayCursor() {
        var b = TextBuffer("1234567")
        b.cursor = 4 // 1234|567
        XCTAssertEqual(TextEditor.displayCursor(b, type: .integer, format: .thousands), 5) // 1,234|,567
        b.cursor = 7
        XCTAssertEqual(TextEditor.displayCursor(b, type: .integer, format: .thousands), 9)
        b.cursor = 0
        XCTAssertEqual(TextEditor.displayCursor(b, type: .integer, format: .thousands), 0)
        b.cursor = 3
        XCTAssertEqual(TextEditor.displayCursor(b, type: .integer, format: .percent), 3)
        XCTAssertEqual(TextEditor.displayCursor(b, type: .password, format: nil), 3)
        var s = TextBuffer("aßb")
        s.cursor = 2
        XCTAssertEqual(TextEditor.displayCursor(s, type: .text, format: .upper), 3)
    }
}
