/// The members of a config that its schema does not name (a custom package.json field, renovate's
/// `automerge` where a rule does not declare it): in `--edit` they are rows of their JSON type,
/// labelled by their key, instead of being kept out of sight (`Form.showsUndeclaredMembers`).
/// A string is a text row, a number an integer or decimal row, a boolean a switch, anything else
/// (an object, an array, null) JSON text. Each goes at the end of the section that holds its
/// object's other members; an object with no such section keeps its members unseen.
///
/// An object of the file whose schema takes such members (`InstanceRules.openObjects`) ends with a keyed list
/// of the members added to it (`more keys`): each a key typed, then its value, read as `--set` reads
/// one (`TypedJSON`: `3` a number, `MIT` a string). The
/// list's members are written into the object itself (`spread`), after the members it has.
package enum UndeclaredMembers {
    /// The tag the rows added here start with: no form file's tag does (`#` is not a tag character).
    package static let tagPrefix = "#member:"

    /// Adds to `form` a row for each member of `tree` (the form's value) that no row holds.
    package static func show(in form: inout Form, tree: Value) {
        guard form.documentRow == nil, case .object = tree else { return }
        var held = Set<[String]>()
        var objects = Set<[String]>()
        var sectionOf: [[String]: Int] = [:]
        var tags = Set<String>()
        for (s, section) in form.sections.enumerated() {
            for row in section.rows {
                tags.insert(row.tag)
                guard row.type.carriesValue else { continue }
                let path = row.outputPath
                held.insert(path)
                for n in 0..<path.count { objects.insert(Array(path.prefix(n))) }
                if !path.isEmpty, sectionOf[Array(path.dropLast())] == nil { sectionOf[Array(path.dropLast())] = s }
            }
        }
        var added: [Int: [Row]] = [:]
        func walk(_ value: Value, at path: [String]) {
            guard let members = value.members else { return }
            var seen = Set<String>()
            for member in members where seen.insert(member.key).inserted {
                let memberPath = path + [member.key]
                if held.contains(memberPath) { continue }
                if objects.contains(memberPath) {
                    walk(member.value, at: memberPath)
                    continue
                }
                guard let section = sectionOf[path] else { continue }
                var tag = tagPrefix + memberPath.joined(separator: "/")
                var n = 2
                while tags.contains(tag) {
                    tag = tagPrefix + memberPath.joined(separator: "/") + "-" + String(n)
                    n += 1
                }
                tags.insert(tag)
                added[section, default: []].append(row(for: member.value, tag: tag, path: memberPath))
            }
        }
        walk(tree, at: [])
        for path in (form.instance?.openObjects ?? []).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            // Only objects the file has: a section of every optional object would be noise.
            guard let section = sectionOf[path], tree.at(path)?.members != nil else { continue }
            added[section, default: []].append(moreKeysRow(at: path))
        }
        for (section, rows) in added {
            form.sections[section].rows.append(contentsOf: rows)
        }
    }

    /// The last key of the path of a `more keys` row: no member of a JSON document is named so,
    /// and the row's members are written one level up, into its object (`spread(_:)`).
    package static let moreKeysMarker = "\u{0}more keys"

    /// The members a `more keys` row at `path` adds to its object, at their paths; nil for any other row.
    package static func spread(_ value: Value, of row: Row) -> [(path: [String], value: Value)]? {
        guard let path = row.keyPath, path.last == moreKeysMarker else { return nil }
        return (value.members ?? []).map { (Array(path.dropLast()) + [$0.key], $0.value) }
    }

    /// The keyed list of the members added to the object at `path`.
    static func moreKeysRow(at path: [String]) -> Row {
        var row = Row(tag: tagPrefix + path.joined(separator: "/") + "/+", type: .list, title: "more keys")
        row.keyPath = path + [moreKeysMarker]
        row.hint = "Keys the schema does not name: Enter, then a to add one"
        var value = Row(tag: "value", type: .textView, title: "Value")
        value.encoding = .jsonOrString
        value.keyPath = []
        value.placeholder = "text, or JSON: 3, true, \"3\", [1, 2], {\"a\": 1}"
        var item = Form(sections: [Section(tag: "form", rows: [value])])
        item.documentRow = value.tag
        row.subForm = SubForm(form: item, keyed: true, itemTitle: "Member")
        return row
    }

    /// The row of a member: of its value's JSON type, titled by its key.
    package static func row(for value: Value, tag: String, path: [String]) -> Row {
        var row = Row(tag: tag, type: .text, title: path.last ?? "")
        row.keyPath = path
        row.hint = "Not named by the schema"
        switch value {
        case .string:
            row.type = .text
        case .number(let number):
            // `5` is whole; `5.0` and `5e0` are spelled as decimals and keep being so.
            let spelledWhole = number.written.map { !$0.contains(where: { ".eE".contains($0) }) } ?? true
            row.type = number.exact != nil && spelledWhole ? .integer : .decimal
        case .bool:
            row.type = .switch
        case .null, .list, .object, .unparsed:
            row.type = .textView
            row.encoding = .jsonText
            row.placeholder = "JSON"
        }
        return row
    }
}
