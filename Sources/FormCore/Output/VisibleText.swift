import FormJSON

/// Input quoted in a message, made safe for a terminal: control characters (C0, DEL, C1) and the
/// bidi controls (U+202A–U+202E, U+2066–U+2069) are spelled out as visible text (`\u{1B}`, `\n`),
/// so nothing from a form or values file reaches stderr raw; a long value is cut with `…`.
package enum VisibleText {
    /// How many characters of a quoted value a message shows.
    package static let quoteLimit = 60
    /// How many characters of a quoted file path a message shows (paths are not cut in practice).
    package static let pathLimit = 4096

    /// Whether a terminal could act on `scalar` instead of drawing it.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `text` with every control character spelled out: `\n`, `\r`, `\t`, else `\u{1B}`; a
    /// backslash stays as it is. With `keepingNewlines`, `\n` stays a line break.
    package static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else { out.unicodeScalars.append(scalar); continue }
            switch scalar {
            case "\n": out += keepingNewlines ? "\n" : "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{" + hexCode(scalar.value) + "}"
            }
        }
        return out
    }

    /// `text` cut to `limit` characters, the last one `…`, when it is longer.
    package static func cut(_ text: String, limit: Int = quoteLimit) -> String {
        guard limit > 1, text.utf8.count > limit, text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    /// `'text'`, cut and escaped: how a message quotes a value read from input.
    package static func quoted(_ text: String, limit: Int = quoteLimit) -> String {
        "'" + escaped(cut(text, limit: limit)) + "'"
    }
}
