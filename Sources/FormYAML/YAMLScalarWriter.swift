import FormJSON

/// Writes a JSON scalar as YAML text that reads back as the same value, in the style the text it
/// replaces was written in when that style can hold it: what a writer patching a file in place
/// puts in a scalar's `range`. Every text is checked by reading it back (in a mapping, or in a flow
/// sequence when `inFlow`); a style that cannot hold the value falls back to double quotes, which
/// hold anything.
package enum YAMLScalarWriter {
    /// The text of `value` (a string, number, bool or null) in `style` when it can be written so,
    /// else the nearest that can; nil for an object or an array. `indent` is the column a block
    /// scalar's lines start at (its parent's indentation plus at least one).
    package static func text(for value: JSONNode, style: YAMLStyle, inFlow: Bool = false, indent: Int = 2) -> String? {
        switch value.kind {
        case .object, .array: return nil
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let raw, _):
            // JSON's numbers are the core schema's; a quoted original becomes a plain number.
            return raw
        case .string(let s):
            return text(forString: s, style: style, inFlow: inFlow, indent: indent)
        }
    }

    package static func text(forString s: String, style: YAMLStyle, inFlow: Bool = false, indent: Int = 2) -> String {
        var candidates: [String] = []
        switch style {
        case .singleQuoted: candidates = [singleQuoted(s)]
        case .literal, .folded where !inFlow && s.contains("\n"):
            candidates = literal(s, indent: max(indent, 1)).map { [$0] } ?? []
        case .doubleQuoted: break
        default: candidates = [s, singleQuoted(s)]
        }
        for candidate in candidates where readsBack(candidate, as: s, inFlow: inFlow, indent: indent) {
            return candidate
        }
        return doubleQuoted(s)
    }

    static func singleQuoted(_ s: String) -> String {
        "'" + String(s.flatMap { $0 == "'" ? ["'", "'"] : [$0] }) + "'"
    }

    static func doubleQuoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF {
                    out += scalar.value <= 0xFF ? "\\x" + hex(scalar.value, 2) : "\\u" + hex(scalar.value, 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `|`, `|-` or `|+` and the lines indented by `indent`; nil when the first line starts with a
    /// space (its indentation indicator would count from the parent's indentation, not known here).
    static func literal(_ s: String, indent: Int) -> String? {
        var body = s
        var chomp = "-"
        if body.hasSuffix("\n") {
            body.removeLast()
            chomp = body.hasSuffix("\n") ? "+" : ""
        }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.first.map({ $0.hasPrefix(" ") || $0.isEmpty }) ?? true { return nil }
        let pad = String(repeating: " ", count: indent)
        var out = "|" + chomp
        for line in lines {
            out += "\n" + (line.isEmpty ? "" : pad + line)
        }
        return out
    }

    private static func hex(_ value: UInt32, _ width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Whether `candidate` reads back as the string `s` where it will stand.
    static func readsBack(_ candidate: String, as s: String, inFlow: Bool, indent: Int) -> Bool {
        guard !candidate.isEmpty else { return false }
        let document = inFlow ? "[" + candidate + "]" : "k: " + candidate + "\n"
        guard let stream = try? YAMLReader.stream(document), stream.documents.count == 1,
              let root = stream.documents.first?.root else { return false }
        let node = inFlow ? root.items?.first : root["k"]
        if inFlow, root.items?.count != 1 { return false }
        if !inFlow, root.entries?.count != 1 { return false }
        return node?.scalar == .string(s) && node?.alias == nil && node?.anchor == nil
    }
}
