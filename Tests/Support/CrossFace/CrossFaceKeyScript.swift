import FormCore

/// What the full screen types for a case: the top-level text and number rows whose value can be
/// typed (`text:abc`), reached with Tab from the first row (hidden rows skipped), then Ctrl-S; every other value comes
/// from the values file. A typed value that breaks a rule is the last typed (leaving a refused
/// row could keep the focus, and the Tabs after it would miss), and a value longer than its
/// row's `maxLength` is never typed (the screen refuses the characters beyond it). In a top-level
/// sub-form (`form` row), opened with Enter and left with Esc, the valid ones are typed too.
package struct CrossFaceKeyScript: Sendable {
    /// The `--keys` list.
    package var keys: String
    /// The tags of the rows typed (left out of the values file).
    package var typed: Set<String>

    static let typeable: Set<RowType> = [.text, .name, .email, .url, .phone, .password, .integer, .decimal]

    package static func plan(_ item: CrossFaceCase) -> CrossFaceKeyScript {
        var keys: [String] = []
        var typed: Set<String> = []
        var tabs = 0
        let given = Dictionary(item.values.members.map { ($0.tag, $0) }, uniquingKeysWith: { first, _ in first })
        for row in item.form.rows where !row.type.isReadOnly && !item.isHidden(row) {
            defer { tabs += 1 }
            guard let member = given[row.tag] else { continue }
            if row.type == .form, let inner = member.inner {
                // A sub-form: Enter opens it on its first row; its valid text and number rows are
                // typed; Esc brings the focus back to the row.
                let opened = typing(row.children, inner, validOnly: true)
                guard !opened.keys.isEmpty else { continue }
                keys += Array(repeating: "Tab", count: tabs) + ["Enter"] + opened.keys + ["Esc"]
                tabs = 0
                typed.formUnion(opened.tags.map { row.tag + "/" + $0 })
                continue
            }
            guard typeable.contains(row.type), member.breaks != .maxLength, let text = typedText(member.value) else { continue }
            keys += Array(repeating: "Tab", count: tabs) + ["text:" + escaped(text)]
            tabs = 0
            typed.insert(row.tag)
            if member.breaks != nil { break }
        }
        keys.append("C-s")
        return CrossFaceKeyScript(keys: keys.joined(separator: ","), typed: typed)
    }

    /// The keys that type the valid text and number values of `rows` on a screen whose focus is
    /// on its first row, and the tags typed.
    static func typing(_ rows: [CrossFaceRow], _ members: [CrossFaceValues.Member], validOnly: Bool) -> (keys: [String], tags: [String]) {
        var keys: [String] = []
        var tags: [String] = []
        var tabs = 0
        for row in rows where !row.type.isReadOnly {
            defer { tabs += 1 }
            guard typeable.contains(row.type), let member = members.first(where: { $0.tag == row.tag }),
                  member.breaks == nil, let text = typedText(member.value) else { continue }
            keys += Array(repeating: "Tab", count: tabs) + ["text:" + escaped(text)]
            tabs = 0
            tags.append(row.tag)
        }
        return (keys, tags)
    }

    static func escaped(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing(",", with: "\\,")
    }

    /// The characters that type `json` (a string without escapes, or a number); nil when it is
    /// not one, or empty.
    static func typedText(_ json: String) -> String? {
        if json.hasPrefix("\"") {
            let inner = json.dropFirst().dropLast()
            return inner.isEmpty || inner.contains("\\") ? nil : String(inner)
        }
        return json.first.map { $0.isNumber || $0 == "-" } == true ? json : nil
    }
}
