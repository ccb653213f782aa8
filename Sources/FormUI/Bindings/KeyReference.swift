import FormCore

/// Every key formrun takes, in groups, from the bindings themselves: the form's (`KeyMap`), each
/// kind of row's (`RowBinding`s), the keys shared while a number or date is typed, and the open
/// editors'. `formrun --help` prints it, and the key tables of the README and the man page are
/// written from it (a test holds them to it), so docs and keys cannot disagree.
package enum KeyReference {
    package static func groups(keyMap: KeyMap = .standard) -> [(String, [KindKey])] {
        var groups = KeyBinding.Group.allCases.map { group in
            (group.rawValue, keyMap.entries(in: group, deletable: true))
        }
        let rows = (RowType.allCases + [.typeSwitch]).filter { !$0.isReadOnly }.map { type in
            var row = Row(tag: "t-\(type.rawValue)", type: type, title: type.rawValue)
            row.options = [Option(title: "a", value: .string("a"))]
            return row
        }
        let state = FormState(form: Form(sections: [Section(tag: "s", rows: rows)]), today: "2026-01-01")
        groups += RowKinds.groups(of: rows, in: state)
        groups.append(("On a list screen", ListScreenBindings.keyHelp))
        groups.append(("While typing a number or a date", Typing.bindings.map { KindKey($0.keys.longNames, $0.help) }))
        groups.append(("In a list", ListPopup.keyHelp))
        for (title, kind) in [("In a month grid", DateEditor.Kind.date), ("In a date and time editor", .dateTime),
                              ("In a time or timer editor", .countDown)] {
            groups.append((title, DateEditor.keyHelp(kind: kind).map { KindKey($0.keys, $0.help) }))
        }
        return groups.filter { !$0.1.isEmpty }
    }

    /// The README's key table (Markdown).
    package static var markdown: String {
        var lines = ["| key | does |", "|---|---|"]
        for (heading, entries) in groups() {
            lines.append("| **\(heading)** | |")
            for entry in entries {
                lines.append("| \(escaped(entry.keys)) | \(escaped(entry.help)) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The man page's key list (roff).
    package static var roff: String {
        var lines: [String] = []
        for (heading, entries) in groups() {
            lines.append(".SS " + roffText(heading))
            for entry in entries {
                lines += [".TP", ".B " + roffText(entry.keys), roffText(entry.help)]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escaped(_ text: String) -> String {
        text.map { $0 == "|" ? "\\|" : String($0) }.joined()
    }

    /// ASCII roff: dashes escaped, arrows spelled out, a leading dot or quote kept from being a request.
    private static func roffText(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "-": out += "\\-"
            case "\\": out += "\\e"
            case "↑": out += "Up"
            case "↓": out += "Down"
            case "←": out += "Left"
            case "→": out += "Right"
            case "…": out += "..."
            case "—": out += "\\-\\-"
            default: out.append(c)
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }
}
