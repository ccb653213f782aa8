import FormScreen

/// The escape sequences formrun knows, as data: what a CSI or SS3 sequence means. Modifiers
/// (`ESC [1;5A`, Ctrl-Up) are ignored (the key is the key), except where a modified key has a
/// meaning of its own: Ctrl-Home/End, Shift-PgUp/PgDn, Shift-F1…F12, Alt-Up/Down (`ESC [1;3A`). Everything not listed is dropped.
enum EscapeSequenceKeys {
    /// What a complete CSI sequence means.
    enum CSIMeaning: Equatable {
        case key(Key)
        /// `ESC [200~`: a bracketed paste begins.
        case pasteStart
    }

    /// `parameters` are the bytes between `ESC [` and the final byte.
    static func csi(parameters: [UInt32], final: UInt32) -> CSIMeaning? {
        // Private parameters (`<` mouse, `?` replies, `>` `=`) and intermediates: nothing for formrun.
        if let first = parameters.first, (0x3C...0x3F).contains(first) { return nil }
        if parameters.contains(where: { (0x20...0x2F).contains($0) }) { return nil }
        let numbers = numbers(in: parameters)
        let modifier = numbers.count >= 2 ? numbers[1] : 1
        if let special = modified(final: final, key: numbers.first ?? 1, modifier: modifier) { return .key(special) }
        switch final {
        case 0x41: return .key(.up)          // A
        case 0x42: return .key(.down)        // B
        case 0x43: return .key(.right)       // C
        case 0x44: return .key(.left)        // D
        case 0x48: return .key(.home)        // H
        case 0x46: return .key(.end)         // F
        case 0x5A: return .key(.backTab)     // Z
        case 0x50...0x53:                    // 1;mP … 1;mS: F1–F4 with modifiers (not a `12;40R` report)
            return numbers.count == 2 && numbers[0] == 1 ? .key(.function(Int(final - 0x50) + 1)) : nil
        case 0x7E:                           // ~
            guard let first = numbers.first else { return nil }
            if first == 200 { return .pasteStart }
            return tilde[first].map(CSIMeaning.key)
        default:
            return nil                       // I/O focus, c replies, M/m mouse, u …
        }
    }

    /// The modified keys with a meaning of their own (`ESC [1;5H` Ctrl-Home, `ESC [5;2~` Shift-PgUp,
    /// `ESC [19;2~` Shift-F8, `ESC [1;2R` Shift-F3, `ESC [1;3A` Alt-Up), xterm's modifier 5 being
    /// Ctrl, 3 Alt and 2 Shift.
    private static func modified(final: UInt32, key: Int, modifier: Int) -> Key? {
        switch (final, modifier) {
        case (0x48, 5): return .ctrlHome
        case (0x46, 5): return .ctrlEnd
        case (0x41, 3): return .altUp
        case (0x42, 3): return .altDown
        case (0x50...0x53, 2) where key == 1: return .shiftFunction(Int(final - 0x50) + 1)
        case (0x7E, 5) where key == 1 || key == 7: return .ctrlHome
        case (0x7E, 5) where key == 4 || key == 8: return .ctrlEnd
        case (0x7E, 2) where key == 5: return .shiftPageUp
        case (0x7E, 2) where key == 6: return .shiftPageDown
        case (0x7E, 2):
            if case .function(let n)? = tilde[key] { return .shiftFunction(n) }
            return nil
        default: return nil
        }
    }

    /// `ESC O` and `final`.
    static func ss3(final: UInt32) -> Key? {
        switch final {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        case 0x4D: return .enter                                   // keypad Enter
        case 0x50...0x53: return .function(Int(final - 0x50) + 1)  // P Q R S
        case 0x70...0x79:                                          // keypad digits p…y
            return Unicode.Scalar(final - 0x70 + 0x30).map { .char(Character($0)) }
        default: return nil
        }
    }

    /// `ESC [ n ~`.
    private static let tilde: [Int: Key] = [
        1: .home, 7: .home, 4: .end, 8: .end, 2: .insert, 3: .delete, 5: .pageUp, 6: .pageDown,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    /// The numbers of `1;5` (`;`-separated, empty ones 0); nil-safe for absurd lengths (capped).
    private static func numbers(in parameters: [UInt32]) -> [Int] {
        var result: [Int] = []
        var current = 0
        for p in parameters {
            if p == 0x3B {
                result.append(current)
                current = 0
            } else if (0x30...0x39).contains(p) {
                current = Swift.min(current * 10 + Int(p - 0x30), 1_000_000)
            }
        }
        result.append(current)
        return result
    }
}
