/// JSON spelling of strings and scalar values.
package enum JSONText {
    /// `s` as a JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t`, … or
    /// `\u001f`, and so are DEL, C1 (`\u009b`) and the bidi controls (`\u202e`), which a terminal
    /// showing the JSON would act on; everything else (CJK, emoji) kept as is, written as UTF-8.
    package static func quoted(_ s: String) -> String {
        // Printable ASCII without `"` or `\\` (a JSON Pointer, a tag) is copied whole.
        let plain = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C }
        if s.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(plain) }) ?? s.utf8.allSatisfy(plain) { return "\"" + s + "\"" }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if VisibleText.isControl(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A value as compact JSON text (for messages that quote it).
    static func scalarText(_ value: Value) -> String {
        switch value {
        case .string(let s): return quoted(s)
        case .number(let n): return number(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .list(let items): return "[" + items.map(scalarText).joined(separator: ", ") + "]"
        case .object, .unparsed: return value.compactJSON
        }
    }

    /// A number as JSON; JSON has no NaN or infinity, so those are `null`.
    static func number(_ n: Number) -> String {
        n.double.isFinite ? NumberText.format(n) : "null"
    }
}
