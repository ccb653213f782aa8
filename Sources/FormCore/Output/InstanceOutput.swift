import FormJSON

/// The output of a form read from a JSON Schema: an instance of the schema that changes nothing
/// that was not edited (DECISIONS.md, "Schema round trip").
///
/// A row is untouched while its value is the one it started with. An untouched row given by
/// `--values` writes the member back as it was written (number text, time offset, `null`, `""`);
/// an untouched row the values file did not have writes nothing — its schema `default` is only
/// the value shown — unless its object's schema requires the property and the object is new
/// (not in the values file). The values file's members keep their order; members the rows add
/// come after them, in form order.
enum InstanceOutput {
    private enum Decision {
        case write(OutputEntry.Content)
        case leaveOut
    }

    /// The instance's entries, in the order `OutputWriter` should place them.
    static func entries(form: Form, rows: [(row: Row, value: Value)], rules: InstanceRules) -> [OutputEntry] {
        let given = rules.given
        var decided: [[String]: Decision] = [:]
        var order: [[String]] = []
        var pending: [(path: [String], content: OutputEntry.Content)] = []
        for (row, value) in rows where value != InstanceRules.otherOption {
            // The members added to an open object (`UndeclaredMembers`) are members of the object.
            if let members = UndeclaredMembers.spread(value, of: row) {
                for (path, member) in members where decided[path] == nil {
                    order.append(path)
                    decided[path] = .write(.value(member))
                }
                continue
            }
            let path = row.outputPath
            if case .write? = decided[path] { continue }
            if decided[path] == nil { order.append(path) }
            let node = given?.node(at: path)
            if let node, let was = given?.values[row.tag], !JSONTextRow.isUnparsed(value, of: row) {
                let untouched: Decision = given?.trees[path].map { .write(.value($0)) } ?? .write(.json(node))
                // Untouched: still the value given, or what the row made of it (a switch given `null`
                // holds `false`, github-workflow's `wait-all:`).
                let kept = same(value, row.type.unit.output(was))
                    || same(value, row.type.unit.output(row.type.unit.initialValue(for: row, given: was)))
                decided[path] = kept ? untouched : edited(value, row, replacing: node)
                continue
            }
            let start = row.type.unit.output(row.type.unit.initialValue(for: row, given: row.value))
            // A sub-form opened and closed with nothing in it gives `{}`: its object stays absent.
            if same(value, start) || (row.type.isSubForm && !row.type.holdsItems && start.isNull && value == .object([])) {
                decided[path] = .leaveOut
                if rules.requiredProperties.contains(path), !blank(start), node == nil,
                   case .write(let content) = edited(start, row, replacing: nil) {
                    pending.append((path, content))
                }
            } else {
                decided[path] = edited(value, row, replacing: node)
            }
        }

        var owned = Set<[String]>(), objects = Set<[String]>()
        for row in form.allRows where row.type.carriesValue {
            let path = row.outputPath
            owned.insert(path)
            for count in 1..<max(path.count, 1) { objects.insert(Array(path.prefix(count))) }
        }
        var entries: [OutputEntry] = []
        var done = Set<[String]>()
        func walk(_ members: [JSONNode.Member], prefix: [String]) {
            for member in members {
                let path = prefix + [member.key]
                if let decision = decided[path] {
                    done.insert(path)
                    if case .write(let content) = decision { entries.append(OutputEntry(path: path, content: content)) }
                } else if owned.contains(path) {
                    continue  // a member whose rows are all hidden
                } else if let inner = member.value.members, objects.contains(path) {
                    let before = entries.count
                    walk(inner, prefix: path)
                    if entries.count == before { entries.append(OutputEntry(path: path, content: .emptyObject)) }
                } else {
                    entries.append(OutputEntry(path: path, content: .json(member.value)))
                }
            }
        }
        if let members = given?.root.members { walk(members, prefix: []) }
        for path in order where !done.contains(path) {
            if case .write(let content)? = decided[path] { entries.append(OutputEntry(path: path, content: content)) }
        }
        if given == nil { entries += rules.kept }

        // Required properties of new objects that are written: their starting value goes in.
        var written = Set(entries.flatMap { entry in (1..<max(entry.path.count, 1)).map { Array(entry.path.prefix($0)) } })
        let requiredObjects = Set(rules.requiredObjects)
        func present(_ object: [String]) -> Bool {
            if object.isEmpty { return true }
            if written.contains(object) || given?.node(at: object) != nil { return true }
            return requiredObjects.contains(object) && present(Array(object.dropLast()))
        }
        for (path, content) in pending {
            let parent = Array(path.dropLast())
            let isNew = given.map { parent.isEmpty ? false : $0.node(at: parent) == nil } ?? true
            guard isNew, present(parent) else { continue }
            entries.append(OutputEntry(path: path, content: content))
            for count in 1..<max(path.count, 1) { written.insert(Array(path.prefix(count))) }
        }
        for object in rules.requiredObjects where object.count == 1 || written.contains(Array(object.dropLast())) {
            entries.append(OutputEntry(path: object, content: .emptyObject))
            for count in 1...object.count { written.insert(Array(object.prefix(count))) }
        }
        return entries
    }

    /// Two row values that count as the same: equal, or both empty.
    private static func same(_ a: Value, _ b: Value) -> Bool {
        a == b || (blank(a) && blank(b))
    }

    /// A value that holds nothing: empty, but a sub-form's object or array is there even empty.
    private static func blank(_ value: Value) -> Bool {
        value.elements != nil || value.members != nil ? false : value.isEmpty
    }

    /// What an edited row writes: nothing when it is empty, else its value encoded as its row
    /// says; a time takes the offset of the value it replaces (`replacing`), else `Z`.
    private static func edited(_ value: Value, _ row: Row, replacing node: JSONNode?) -> Decision {
        guard !blank(value) else { return .leaveOut }
        switch row.encoding {
        case .asIs:
            return .write(.value(value))
        case .jsonText, .jsonOrString:
            return .write(JSONTextRow.content(value, encoding: row.encoding))
        case .tree:
            return .write(.value(value))
        case .rfc3339:
            guard let text = value.stringValue else { return .write(.value(value)) }
            let offset = node?.stringValue.flatMap(RFC3339Text.offset(of:)) ?? "Z"
            return .write(.value(.string(RFC3339Text.encode(text, offset: offset))))
        case .trueOnly:
            return value == .bool(false) ? .leaveOut : .write(.value(value))
        }
    }
}
