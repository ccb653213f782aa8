import FormJSON

extension SpecReader {
    /// `options`: strings (title and value alike) or `{title, value}` objects.
    func options(_ m: JSONValue.Member, _ owner: Owner) throws -> [Option] {
        let elements = try elements(m, owner)
        if elements.isEmpty { throw fail(.badValue(.empty(key: m.key)), at: m.value.location, owner) }
        return try elements.compactMap { element in try log.recover { try option(element, m, owner) } }
    }

    /// One entry of `options` (member `m`).
    private func option(_ element: JSONValue, _ m: JSONValue.Member, _ owner: Owner) throws -> Option {
        if let s = element.stringValue { return Option(title: s, value: .string(s)) }
        guard let members = element.members else {
            throw fail(.wrongType(key: m.key, expected: .option, found: element.jsonType), at: element.location, owner)
        }
        var title: String?
        var value: Value?
        for member in members {
            switch member.name(among: OptionKey.names) {
            case .title: title = try string(member, owner)
            case .value:
                guard let v = TypedValue.scalar(member.value) else { throw wrongType(member, .scalar, owner) }
                value = v
            case nil: throw unknownKey(member, among: OptionKey.allCases.map(\.rawValue), owner)
            }
        }
        guard let title else { throw fail(.missingKey("title"), at: element.location, owner) }
        return Option(title: title, value: value ?? .string(title))
    }
}
