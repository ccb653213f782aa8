import FormJSON

/// What a JSON text row (a schema part formrun cannot turn into rows) puts into the tree of
/// answers: the JSON its text holds, written as spelled; `null` for no text; and text that is
/// not JSON kept as `.unparsed`, so that a check finds it at its path (never written out) — or,
/// encoded `jsonOrString`, taken as the string it spells (`TypedJSON`).
enum JSONTextRow {
    /// The output content of the row's value (its text).
    static func content(_ value: Value, encoding: ValueEncoding = .jsonText) -> OutputEntry.Content {
        guard let text = value.stringValue, !text.allSatisfy(\.isWhitespace) else { return .value(.null) }
        if encoding == .jsonOrString { return .json(TypedJSON.value(text)) }
        if let node = try? JSONReader.parse(text) { return .json(node) }
        return .value(.unparsed(text))
    }

    /// Whether `value` of `row` is text that is not JSON.
    static func isUnparsed(_ value: Value, of row: Row) -> Bool {
        guard row.encoding == .jsonText, case .value(.unparsed) = content(value) else { return false }
        return true
    }
}
