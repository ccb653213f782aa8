import FormScreen

/// Which keys a binding answers: one key, or a class of typed characters.
package enum KeyPattern: Hashable, Sendable {
    case key(Key)
    /// `0` … `9`.
    case digits
    /// A letter (jumps to an option).
    case letters
    /// Any printable character (typing text).
    case printable

    package func matches(_ key: Key) -> Bool {
        switch self {
        case .key(let own): return own == key
        case .digits:
            guard case .char(let c) = key else { return false }
            return c.isASCII && c.isWholeNumber
        case .letters:
            guard case .char(let c) = key else { return false }
            return c.isLetter
        case .printable:
            guard case .char = key else { return false }
            return true
        }
    }

    /// The name in the hint line: `←`, `Space`, `0-9`, `a-z`; with `ascii`, no arrows.
    package func shortName(ascii: Bool) -> String {
        switch self {
        case .key(let key): return ascii ? key.name : KeyPattern.symbol(key)
        case .digits: return "0-9"
        case .letters: return "a-z"
        case .printable: return "text"
        }
    }

    /// The name in the F1 screen and the docs: `Left`, `Space`, `0-9`, `a letter`, `typing`.
    package var longName: String {
        switch self {
        case .key(let key): return key.name
        case .digits: return "0-9"
        case .letters: return "a letter"
        case .printable: return "typing"
        }
    }

    /// The name in a refusal (`a stepper takes ←/→ or digits`).
    package var spokenName: String {
        switch self {
        case .key(let key): return KeyPattern.symbol(key)
        case .digits: return "digits"
        case .letters: return "letters"
        case .printable: return "typing"
        }
    }

    static func symbol(_ key: Key) -> String {
        switch key {
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .backspace: return "⌫"
        default: return key.name
        }
    }
}

extension Array where Element == KeyPattern {
    /// `←/→`, `Ctrl-S/F10`: the patterns' short names joined.
    package func shortNames(ascii: Bool) -> String { map { $0.shortName(ascii: ascii) }.joined(separator: "/") }
    /// `Left, Right`: the patterns' long names joined.
    package var longNames: String { map(\.longName).joined(separator: ", ") }
}
