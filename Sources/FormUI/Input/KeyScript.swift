import FormCore
import FormScreen

/// The key list of `--keys`, read into the keys to feed the form.
///
/// The list is split at commas; `\,` stands for a comma and `\\` for a backslash (anywhere, in names
/// and text alike). Each item is
/// - a key name as the trace writes it (`Key.name`: `Down`, `Shift-Tab`, `PgDn`, `Ctrl-S`, `F10`,
///   `Space`…), found by that name, so the two cannot disagree; case does not matter, and `Ctrl-H`,
///   `Ctrl-I`, `Ctrl-J`, `Ctrl-M` are the keys a terminal sends for them (`Backspace`, `Tab`,
///   `Enter`, `Enter`); tmux's names work too (`C-s`, `Escape`, `BSpace`, `BTab`, `PageDown`);
/// - a single character, typed as is (`a`, `+`, `é`, `\,` for a comma);
/// - `text:` and the text to type, one key per character as a terminal sends them, up to the next
///   unescaped comma and kept exactly (spaces included).
///
/// Spaces around a name (and before `text:`) are ignored; `text:` may be written in any case. An empty list is no key at all; an empty item, an unknown name
/// or a control character is an error (exit 2).
package enum KeyScript {
    /// Why a key list cannot be read.
    package enum Problem: Error, Equatable, CustomStringConvertible {
        case unknownKey(String, suggestion: String?)
        /// Item number `position` (from 1) is empty.
        case emptyKey(position: Int)
        /// An item holds a control character: it is not a key a terminal types as text.
        case controlCharacter(item: String)

        package var description: String {
            switch self {
            case .unknownKey(let name, let suggestion):
                let hint = suggestion.map { " (did you mean \(VisibleText.quoted($0))?)" } ?? ""
                return "unknown key \(VisibleText.quoted(name)) in --keys\(hint)"
            case .emptyKey(let position):
                return "an empty key in --keys (item \(position)); a comma is written \\,"
            case .controlCharacter(let item):
                return "a control character in --keys: \(VisibleText.quoted(item)) (name the key instead: Enter, Tab, Esc…)"
            }
        }
    }

    /// The keys of `list`, in order.
    package static func keys(_ list: String) throws(Problem) -> [Key] {
        guard !list.isEmpty else { return [] }
        var keys: [Key] = []
        for (index, item) in items(list).enumerated() {
            let lead = item.drop(while: \.isWhitespace)
            // Compared by scalars: a combining mark, ZWJ or U+FE0F right after `text:` joins the
            // colon into one Character, and is still the text to type.
            let scalars = String(lead).unicodeScalars
            if String(String.UnicodeScalarView(scalars.prefix(textPrefix.unicodeScalars.count))).lowercased() == textPrefix {
                keys += try typed(String(String.UnicodeScalarView(scalars.dropFirst(textPrefix.unicodeScalars.count))), item: item)
                continue
            }
            let name = lead.trimmedOfWhitespace
            if name.isEmpty { throw .emptyKey(position: index + 1) }
            if name.count == 1 {
                keys += try typed(name, item: item)
            } else if let key = byName[name.lowercased()] {
                keys.append(key)
            } else {
                throw .unknownKey(name, suggestion: suggestion(for: name))
            }
        }
        return keys
    }

    /// What starts an item of literal text.
    package static let textPrefix = "text:"

    /// Every key with a name of its own (a single character is its own name): the keys a terminal
    /// can send, as `KeyDecoder` decodes them. Ctrl-H, -I, -J and -M are not here: a terminal sends
    /// them as Backspace, Tab and Enter.
    package static let namedKeys: [Key] =
        [.char(" "), .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
         .tab, .backTab, .enter, .escape, .backspace, .delete, .insert]
        + "abcdefgklnopqrstuvwxyz".map { Key.ctrl($0) }
        + (1...12).map { Key.function($0) }
        + [.ctrlHome, .ctrlEnd, .shiftPageUp, .shiftPageDown, .altUp, .altDown]
        + (1...12).map { Key.shiftFunction($0) }

    /// The Ctrl keys a terminal sends as other keys, and the names tmux and the project's
    /// pseudo-terminal tool give keys (`C-s`, `Escape`, `BSpace`, `BTab`, `PageDown`, `NPage`…), so
    /// a key list written for `tmux send-keys` or `ptyrun.py` works here as it is.
    private static let aliases: [String: Key] = {
        var names: [String: Key] = ["ctrl-h": .backspace, "ctrl-i": .tab, "ctrl-j": .enter, "ctrl-m": .enter,
                                    "c-h": .backspace, "c-i": .tab, "c-j": .enter, "c-m": .enter,
                                    "escape": .escape, "return": .enter, "bspace": .backspace, "btab": .backTab,
                                    "s-tab": .backTab, "pageup": .pageUp, "ppage": .pageUp, "pagedown": .pageDown,
                                    "npage": .pageDown, "dc": .delete, "del": .delete, "ic": .insert,
                                    "c-home": .ctrlHome, "c-end": .ctrlEnd, "s-pageup": .shiftPageUp, "s-ppage": .shiftPageUp,
                                    "s-pagedown": .shiftPageDown, "s-npage": .shiftPageDown,
                                    "m-up": .altUp, "m-down": .altDown, "a-up": .altUp, "a-down": .altDown]
        for n in 1...12 { names["s-f\(n)"] = .shiftFunction(n) }
        for letter in "abcdefgklnopqrstuvwxyz" { names["c-\(letter)"] = .ctrl(letter) }
        return names
    }()

    /// Lowercased trace name → key, from `Key.name` itself.
    private static let byName: [String: Key] =
        Dictionary(uniqueKeysWithValues: namedKeys.map { ($0.name.lowercased(), $0) }).merging(aliases) { own, _ in own }

    /// The closest name, or `text:NAME` when no name is close (a word meant to be typed).
    private static func suggestion(for name: String) -> String? {
        Suggestion.closest(to: name, in: namedKeys.map(\.name)) ?? (name.contains(",") ? nil : textPrefix + name)
    }

    /// The keys that type `text`: one per Unicode scalar, as a terminal sends a character (a
    /// combining accent arrives after its letter).
    private static func typed(_ text: String, item: String) throws(Problem) -> [Key] {
        var keys: [Key] = []
        for scalar in text.unicodeScalars {
            // What KeyDecoder never turns into a character: C0 controls, DEL and C1 controls.
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { throw .controlCharacter(item: item) }
            keys.append(.char(Character(scalar)))
        }
        return keys
    }

    /// `list` split at its unescaped commas, with `\,` and `\\` unescaped (another backslash stays).
    static func items(_ list: String) -> [String] {
        var items: [String] = []
        var current = ""
        var escaping = false
        for c in list {
            if escaping {
                if c != "," && c != "\\" { current.append("\\") }
                current.append(c)
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else if c == "," {
                items.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        if escaping { current.append("\\") }
        items.append(current)
        return items
    }
}
