/// Picks what goes into the output: the visible rows that carry a value, in the order the
/// screen shows them (sections in form order; rows sorted by tag within each with `sortByTag`).
public enum OutputCollector {
    /// One entry per visible, value-bearing row (not `info`, `longInfo` or `pushButton`), keyed by
    /// `row.outputKey`, its value as its type outputs it (`RowTypeUnit.output`: an empty list or
    /// a rating of 0 is `null`). `isVisible` must account for hidden sections as well as rows.
    public static func entries(form: Form, values: (Row) -> Value, isVisible: (Row) -> Bool) -> [(key: String, value: Value)] {
        var entries: [(key: String, value: Value)] = []
        for section in form.sections {
            for row in form.displayRows(of: section) where row.type.carriesValue && isVisible(row) {
                entries.append((key: row.outputKey, value: row.type.unit.output(values(row))))
            }
        }
        return entries
    }

    /// The output as `OutputWriter` takes it. A form read from a JSON Schema (`form.instance`)
    /// gives an instance of the schema: empty values and the "Other…" choice are left out (so an
    /// object whose properties all are is too), values are encoded as their rows say
    /// (`ValueEncoding`), and the objects the schema requires are there, `{}` if need be.
    public static func output(form: Form, values: (Row) -> Value, isVisible: (Row) -> Bool) -> [OutputEntry] {
        guard let rules = form.instance else {
            var entries: [OutputEntry] = []
            for section in form.sections {
                for row in form.displayRows(of: section) where row.type.carriesValue && isVisible(row) {
                    entries.append(OutputEntry(path: row.outputPath, content: .value(row.type.unit.output(values(row)))))
                }
            }
            return entries
        }
        var entries: [OutputEntry] = []
        var written = Set<[String]>()
        for section in form.sections {
            for row in form.displayRows(of: section) where row.type.carriesValue && isVisible(row) {
                let value = row.type.unit.output(values(row))
                guard !value.isEmpty, value != InstanceRules.otherOption,
                      let content = encoded(value, as: row.encoding) else { continue }
                let path = row.outputPath
                entries.append(OutputEntry(path: path, content: content))
                for count in 1..<max(path.count, 1) { written.insert(Array(path.prefix(count))) }
            }
        }
        for entry in rules.kept {
            entries.append(entry)
            for count in 1..<max(entry.path.count, 1) { written.insert(Array(entry.path.prefix(count))) }
        }
        for object in rules.requiredObjects where object.count == 1 || written.contains(Array(object.dropLast())) {
            entries.append(OutputEntry(path: object, content: .emptyObject))
            for count in 1...object.count { written.insert(Array(object.prefix(count))) }
        }
        return entries
    }

    private static func encoded(_ value: Value, as encoding: ValueEncoding) -> OutputEntry.Content? {
        switch encoding {
        case .asIs:
            return .value(value)
        case .jsonText:
            guard let text = value.stringValue, let node = try? JSONReader.parse(text, file: "") else { return nil }
            return .json(node)
        case .rfc3339:
            guard let text = value.stringValue else { return .value(value) }
            return .value(.string(RFC3339Text.encode(text)))
        case .trueOnly:
            return value == .bool(false) ? nil : .value(value)
        }
    }
}
