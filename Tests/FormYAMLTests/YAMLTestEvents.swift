import FormYAML

/// A stream written as the yaml-test-suite's `test.event` lines (`+MAP {} &a <tag>`, `=VAL 'text`,
/// `=ALI *a`): comparing them checks structure, styles, anchors and tags, not only values.
enum YAMLTestEvents {
    static func events(of stream: YAMLStream) -> [String] {
        var lines = ["+STR"]
        for document in stream.documents {
            lines.append(document.hasStartMarker ? "+DOC ---" : "+DOC")
            write(document.root, into: &lines)
            lines.append(document.hasEndMarker ? "-DOC ..." : "-DOC")
        }
        lines.append("-STR")
        return lines
    }

    static func write(_ node: YAMLNode, into lines: inout [String]) {
        if let alias = node.alias {
            lines.append("=ALI *\(alias)")
            return
        }
        var properties = ""
        if let anchor = node.anchor { properties += " &\(anchor)" }
        if let tag = node.tag { properties += " <\(tag)>" }
        switch node.kind {
        case .mapping(let entries):
            lines.append("+MAP" + (node.style == .flow ? " {}" : "") + properties)
            for entry in entries {
                write(entry.key, into: &lines)
                write(entry.value, into: &lines)
            }
            lines.append("-MAP")
        case .sequence(let items):
            lines.append("+SEQ" + (node.style == .flow ? " []" : "") + properties)
            for item in items { write(item, into: &lines) }
            lines.append("-SEQ")
        case .scalar:
            let indicator: String
            switch node.style {
            case .singleQuoted: indicator = "'"
            case .doubleQuoted: indicator = "\""
            case .literal: indicator = "|"
            case .folded: indicator = ">"
            default: indicator = ":"
            }
            lines.append("=VAL" + properties + " " + indicator + escape(node.text ?? ""))
        }
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{8}": out += "\\b"
            case "\u{0}": out += "\\0"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
