/// What FormCore knows of `tokens` rows beyond their unit: a list of free-text items, each of
/// which must match `pattern` in full, between `minItems` and `maxItems` of them.
package enum TokensRule {
    /// Why `item` may not be added to `items` of `row` (the message to show, the typed text
    /// staying), or nil when it may: it does not match `pattern`, or the list is full.
    package static func refusal(adding item: String, to items: [String], row: Row) -> String? {
        if let pattern = row.pattern, Validation.fullMatch(pattern, item) == false {
            return CheckMessage.withHint(CheckMessage.itemMismatch(item).text, of: row)
        }
        if let max = row.maxItems, items.count >= max { return CheckMessage.tooManyItems(max: max).text }
        return nil
    }

    /// The items of a `tokens` value (empty for `null`).
    package static func items(_ value: Value) -> [String] {
        guard case .list(let list) = value else { return [] }
        return list.compactMap(\.stringValue)
    }

    /// A count outside `minItems`…`maxItems`, or an item that does not match `pattern`.
    static func failure(_ row: Row, _ value: Value, _ context: CheckContext) -> String? {
        let items = items(value)
        if let min = row.minItems, items.count < min { return CheckMessage.tooFewItems(min: min).text }
        if let max = row.maxItems, items.count > max { return CheckMessage.tooManyItems(max: max).text }
        if let pattern = row.pattern, let bad = items.first(where: { Validation.fullMatch(pattern, $0) == false }) {
            return CheckMessage.withHint(CheckMessage.itemMismatch(bad).text, of: row)
        }
        return nil
    }
}
