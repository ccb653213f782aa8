import XCTest
import FormCore
@testable import FormUI

/// Which characters integer, decimal and phone rows accept, and the reasons for refusals.
final class TextEditorNumberTests: XCTestCase {
    private func type(_ s: String, into text: String = "", cursor: Int? = nil, as type: RowType) -> (String, [TextEditOutcome]) {
        var buffer = TextBuffer(text)
        if let cursor { buffer.cursor = cursor }
        let outcomes = s.map { TextEditor.handle(.char($0), in: &buffer, type: type, maxLength: nil) }
        return (buffer.text, outcomes)
    }

    func testIntegerAcceptsDigitsAndLeadingMinus() {
        let (text, outcomes) = type("-120", as: .integer)
        XCTAssertEqual(text, "-120")
        XCTAssertEqual(outcomes, Array(repeating: .edited, count: 4))
    }

    func testIntegerRefusesLettersPointsAndSpaces() {
        for c in ["a", ".", " ", ",", "+", "١", "５"] {
            XCTAssertEqual(type(c, into: "12", as: .integer).1, [.refused("Only digits here")], c)
        }
    }

    func testMinusOnlyAtTheStartAndOnce() {
        XCTAssertEqual(type("-", into: "12", as: .integer).1, [.refused("A minus sign only at the start")])
        XCTAssertEqual(type("-", into: "12", cursor: 0, as: .integer).0, "-12")
        XCTAssertEqual(type("-", into: "-12", cursor: 0, as: .integer).1, [.refused("Only one minus sign")])
        XCTAssertEqual(type("5", into: "-12", cursor: 0, as: .integer).1, [.refused("A minus sign only at the start")])
        XCTAssertEqual(type("5", into: "-12", cursor: 1, as: .integer).0, "-512")
    }

    func testDecimalAcceptsOnePoint() {
        XCTAssertEqual(type("-3.14", as: .decimal).0, "-3.14")
        XCTAssertEqual(type(".", into: "3.1", as: .decimal).1, [.refused("Only one decimal point")])
        XCTAssertEqual(type(".", into: "-3", cursor: 0, as: .decimal).1, [.refused("A minus sign only at the start")])
        XCTAssertEqual(type(".5", as: .decimal).0, ".5")
    }

    func testDecimalRefusesCommaWithHint() {
        XCTAssertEqual(type(",", into: "3", as: .decimal).1, [.refused("Use . as the decimal point")])
    }

    func testDecimalRefusesLetters() {
        XCTAssertEqual(type("e", into: "3", as: .decimal).1, [.refused("Only digits and one . here")])
    }

    func testPhoneAcceptsItsCharacters() {
        let (text, outcomes) = type("+1 (555) 010-9999", as: .phone)
        XCTAssertEqual(text, "+1 (555) 010-9999")
        XCTAssertFalse(outcomes.contains { $0 != .edited })
    }

    func testPhoneRefusesOthers() {
        for c in ["a", ".", "#", "*"] {
            XCTAssertEqual(type(c, as: .phone).1, [.refused("Only digits, spaces and + - ( ) here")], c)
        }
    }

    func testRefusalLeavesBufferUnchanged() {
        var buffer = TextBuffer("42")
        buffer.cursor = 1
        _ = TextEditor.handle(.char("x"), in: &buffer, type: .integer, maxLength: nil)
        XCTAssertEqual(buffer.text, "42")
        XCTAssertEqual(buffer.cursor, 1)
    }

    func testTypeRefusalComesBeforeLengthRefusal() {
        var buffer = TextBuffer("12")
        XCTAssertEqual(TextEditor.handle(.char("x"), in: &buffer, type: .integer, maxLength: 2), .refused("Only digits here"))
        XCTAssertEqual(TextEditor.handle(.char("3"), in: &buffer, type: .integer, maxLength: 2), .refused("At most 2 characters"))
    }

    func testEditingKeysWorkOnNumberRows() {
        var buffer = TextBuffer("-123")
        XCTAssertEqual(TextEditor.handle(.ctrl("w"), in: &buffer, type: .integer, maxLength: nil), .edited)
        XCTAssertEqual(buffer.text, "")
        XCTAssertEqual(TextEditor.handle(.ctrl("u"), in: &buffer, type: .decimal, maxLength: nil), .moved)
    }
}
