import FormCore

/// What the full screen types for a case: the top-level text and number rows whose value can be
/// typed (`text:abc`), reached with Tab from the first row (hidden rows skipped), then Ctrl-S; every other value comes
/// from the values file. A typed value that breaks a rule is the last typed (leaving a refused
/// row could keep the focus, and the Tabs after it would miss), and a value longer than its
/// row's `maxLength` is never typed (the screen refuses the characters beyond it).
public struct CrossFaceKeyScript: Sendable {
    /// The `--keys` list.
    public var keys: String
    /// The tags of the rows typed (left out of the values file).
    public var typed: Set<String>

    static let typeable: Set<RowType> = [.text, .name, .email, .url, .phone, .password, .integer, .decimal]

    public static func plan(_ item: CrossFaceCase) -> CrossFaceKeyScript {
        var keys: [String] = []
        var typed: Set<String> = []
        var tabs = 0
        let given = Dictionary(item.values.members.map { ($0.tag, $0) }, uniquingKeysWith: { first, _ in first })
        for row in item.form.rows where !row.type.isReadOnly && !item.isHidden(row) {
            defer { tabs += 1 }
            guard typeable.contains(row.type), let member = given[row.tag], member.breaks != .maxLength,
                  let text = typedText(member.value) else { continue }
            keys += Array(repeating: "Tab", count: tabs)
            tabs = 0
            keys.append("text:" + text.replacing("\\", with: "\\\\").replacing(",", with: "\\,"))
            typed.insert(row.tag)
            if member.breaks != nil { break }
        }
        keys.append("C-s")
        return CrossFaceKeyScript(keys: keys.joined(separator: ","), typed: typed)
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
