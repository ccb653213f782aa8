/// What FormCore knows of `tokens` rows beyond their unit: a list of free-text items, each of
/// which must match `pattern` in full, between `minItems` and `maxItems` of them.
package enum TokensRule {
    /// Why `item` may not be added to `items` of `row` (the message to show, the typed text
    /// staying), or nil when it may: by the row's rules, it does not match `pattern`, or the
    /// list is full.
    package static func refusal(adding item: String, to items: [String], row: Row) -> String? {
        let context = ValidationContext(value: { _ in .null })
        for rule in row.type.unit.rules(of: row) {
            switch rule {
            case .itemPattern:
                if let message = rule.failure(of: .list([.string(item)]), row: row, context: context) { return message }
            case .itemCount(_, let max?) where items.count >= max:
                return CheckMessage.tooManyItems(max: max).text
            default:
                continue
            }
        }
        return nil
    }

    /// The items of a `tokens` value (empty for `null`).
    package static func items(_ value: Value) -> [String] {
        guard case .list(let list) = value else { return [] }
        return list.compactMap(\.stringValue)
    }

    /// A `tokens` row's rules: its item counts, then the pattern every item matches.
    static let rules: RowTypeUnit.TypeRules = { row in
        Rule.itemCount(of: row) + (row.pattern.map { [Rule.itemPattern($0)] } ?? [])
    }
}
