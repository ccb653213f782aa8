import XCTest
import FormUI
@testable import FormTerminal
@testable import FormScreen

/// The codes are written out (ncurses' values) rather than taken from the curses headers, so the
/// table is checked against the real numbering.
final class KeyDecoderTests: XCTestCase {
    private func key(_ code: Int32) -> Key? { KeyDecoder.decode(code: code, isKeyCode: true) }
    private func char(_ code: Int32) -> Key? { KeyDecoder.decode(code: code, isKeyCode: false) }

    func testCursorAndEditingKeys() {
        XCTAssertEqual(key(0o402), .down)
        XCTAssertEqual(key(0o403), .up)
        XCTAssertEqual(key(0o404), .left)
        XCTAssertEqual(key(0o405), .right)
        XCTAssertEqual(key(0o406), .home)
        XCTAssertEqual(key(0o550), .end)
        XCTAssertEqual(key(0o523), .pageUp)
        XCTAssertEqual(key(0o522), .pageDown)
        XCTAssertEqual(key(0o541), .backTab)
        XCTAssertEqual(key(0o512), .delete)
        XCTAssertEqual(key(0o513), .insert)
        XCTAssertEqual(key(0o407), .backspace)
        XCTAssertEqual(key(0o527), .enter)
        XCTAssertNil(key(0o632), "KEY_RESIZE is a message of its own (CursesTerminal.readMessage), not a key")
    }

    func testFunctionKeys() {
        XCTAssertEqual(key(0o410 + 1), .function(1))
        XCTAssertEqual(key(0o410 + 10), .function(10))
        XCTAssertEqual(key(0o410 + 12), .function(12))
        XCTAssertEqual(key(0o410 + 13), .shiftFunction(1), "curses' F13 is Shift-F1")
        XCTAssertEqual(key(0o410 + 20), .shiftFunction(8), "curses' F20 is Shift-F8")
        XCTAssertEqual(key(0o410 + 24), .shiftFunction(12))
        XCTAssertNil(key(0o410 + 25), "F25 (Ctrl-F1) is not bound")
        XCTAssertNil(key(0o410), "F0 is not a key")
    }

    func testShiftedPageKeysAreKeysOfTheirOwn() {
        XCTAssertEqual(key(0o614), .shiftPageDown, "KEY_SNEXT")
        XCTAssertEqual(key(0o616), .shiftPageUp, "KEY_SPREVIOUS")
    }

    func testExtendedNamesWithAMeaningOfTheirOwn() {
        XCTAssertEqual(KeyDecoder.decodeExtended(name: "kHOM5"), .ctrlHome)
        XCTAssertEqual(KeyDecoder.decodeExtended(name: "kEND5"), .ctrlEnd)
        XCTAssertEqual(KeyDecoder.decodeExtended(name: "kPRV2"), .shiftPageUp)
        XCTAssertEqual(KeyDecoder.decodeExtended(name: "kNXT2"), .shiftPageDown)
        XCTAssertEqual(KeyDecoder.decodeExtended(name: "kHOM2"), .home, "Shift-Home is Home")
        XCTAssertEqual(KeyDecoder.decodeExtended(name: "kPRV5"), .pageUp, "Ctrl-PgUp is PgUp")
    }

    func testUnknownKeyCodeIsIgnored() {
        XCTAssertNil(key(0o631), "KEY_MOUSE")
    }

    func testControlCharacters() {
        XCTAssertEqual(char(0x7F), .backspace)
        XCTAssertEqual(char(0x08), .backspace)
        XCTAssertEqual(char(0x09), .tab)
        XCTAssertEqual(char(0x0D), .enter)
        XCTAssertEqual(char(0x0A), .enter)
        XCTAssertEqual(char(0x1B), .escape)
        XCTAssertEqual(char(0x01), .ctrl("a"))
        XCTAssertEqual(char(0x03), .ctrl("c"))
        XCTAssertEqual(char(0x0C), .ctrl("l"))
        XCTAssertEqual(char(0x13), .ctrl("s"))
        XCTAssertEqual(char(0x1A), .ctrl("z"))
        XCTAssertNil(char(0x00))
        XCTAssertNil(char(0x1C))
        XCTAssertNil(char(0x85), "C1 control")
    }

    func testPrintableCharacters() {
        XCTAssertEqual(char(0x20), .char(" "))
        XCTAssertEqual(char(0x61), .char("a"))
        XCTAssertEqual(char(0x7E), .char("~"))
        XCTAssertEqual(char(0xE9), .char("é"))
        XCTAssertEqual(char(0x540D), .char("名"))
        XCTAssertEqual(char(0x1F389), .char("🎉"))
        XCTAssertNil(char(0xD800), "a lone surrogate is not a character")
    }

    func testCharacterCodesAreNotKeyCodes() {
        XCTAssertEqual(char(0o403), .char(Character(Unicode.Scalar(0o403)!)))
    }

    func testAsciiBoxReplacement() {
        XCTAssertEqual(CellText.codes("┌─┐│└┘├┤", ascii: true).map { Character(Unicode.Scalar(UInt32($0))!) },
                       Array("+-+|++++"))
        XCTAssertEqual(CellText.codes("a─名", ascii: false), [0x61, 0x2500, 0x540D])
    }
}
