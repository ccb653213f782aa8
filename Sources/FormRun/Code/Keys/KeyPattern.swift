import FormScreen
import FormUI

/// Which keys a binding answers: one key (`.key(.left)`), `.digits`, `.letters` or `.printable`.
public enum KeyPattern: Hashable, Sendable {
    /// This key only.
    case key(Key)
    /// `0` … `9`.
    case digits
    /// A letter.
    case letters
    /// Any printable character (typing text).
    case printable
}

extension FormUI.KeyPattern {
    /// The engine's pattern for the library's.
    init(_ pattern: FormRun.KeyPattern) {
        switch pattern {
        case .key(let key): self = .key(FormScreen.Key(key))
        case .digits: self = .digits
        case .letters: self = .letters
        case .printable: self = .printable
        }
    }
}
