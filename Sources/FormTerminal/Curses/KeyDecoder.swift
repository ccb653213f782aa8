import CCurses
import FormScreen

/// Turns what curses' `wget_wch` returns into a `Key`: a pure function, so the table is testable
/// without a terminal.
package enum KeyDecoder {
    /// Decodes `code`: a curses key code (`KEY_UP`…) when `isKeyCode` (wget_wch returned
    /// `KEY_CODE_YES`), otherwise a character. Returns nil for codes formrun has no use for
    /// (mouse events, unbound control characters, C1 controls).
    package static func decode(code: Int32, isKeyCode: Bool) -> Key? {
        isKeyCode ? decodeKeyCode(code) : decodeCharacter(code)
    }

    /// A key curses decoded from a terminfo extension (`keyname` gives `kUP5` for Ctrl-Up,
    /// `kDC3` for Alt-Delete): Ctrl-Home/Ctrl-End (`kHOM5`, `kEND5`) and Shift-PgUp/PgDn (`kPRV2`,
    /// `kNXT2`) and Alt-Up/Down (`kUP3`, `kDN3`) as themselves, any other the key without its modifiers, or nil.
    package static func decodeExtended(name: String) -> Key? {
        let base = String(name.prefix { !$0.isNumber })
        let modifier = Int(name.dropFirst(base.count)) ?? 1
        switch (base, modifier) {
        case ("kHOM", 5): return .ctrlHome
        case ("kEND", 5): return .ctrlEnd
        case ("kPRV", 2): return .shiftPageUp
        case ("kNXT", 2): return .shiftPageDown
        case ("kUP", 3): return .altUp
        case ("kDN", 3): return .altDown
        default: break
        }
        switch base {
        case "kUP": return .up
        case "kDN": return .down
        case "kLFT": return .left
        case "kRIT": return .right
        case "kHOM": return .home
        case "kEND": return .end
        case "kPRV": return .pageUp
        case "kNXT": return .pageDown
        case "kDC": return .delete
        case "kIC": return .insert
        default: return nil
        }
    }

    private static func decodeKeyCode(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME, KEY_A1, KEY_FIND: return .home
        case KEY_END, KEY_C1, KEY_SELECT: return .end
        case KEY_SPREVIOUS: return .shiftPageUp
        case KEY_SNEXT: return .shiftPageDown
        case KEY_PPAGE, KEY_A3: return .pageUp
        case KEY_NPAGE, KEY_C3: return .pageDown
        case KEY_BTAB: return .backTab
        case KEY_DC: return .delete
        case KEY_IC: return .insert
        case KEY_BACKSPACE: return .backspace
        case KEY_ENTER: return .enter
        case fr_key_f(1)...fr_key_f(12): return .function(Int(code - fr_key_f(0)))
        case fr_key_f(13)...fr_key_f(24): return .shiftFunction(Int(code - fr_key_f(12)))
        default: return nil
        }
    }

    private static func decodeCharacter(_ code: Int32) -> Key? {
        switch code {
        case 0x08, 0x7F: return .backspace
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x1B: return .escape
        case 0x01...0x1A:
            return .ctrl(Character(Unicode.Scalar(UInt8(0x60 + code))))
        case 0x20..<0x7F, 0xA0...:
            guard let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            return .char(Character(scalar))
        default:
            return nil
        }
    }
}
