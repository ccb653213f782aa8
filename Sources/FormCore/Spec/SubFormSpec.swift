import FormJSON

/// The keys of a `list` row's `item` object.
enum ItemKey: String, CaseIterable {
    case title, sections

    /// The keys' names, to match a member's key without decoding it.
    static let names = KeyNames(allCases)
}

extension SpecReader {
    /// The form whose `sections` are member `m` of `container` (a `form` row, a list's `item`),
    /// read as a form of its own (tags, output keys and conditions of its own), its conditions
    /// checked as the whole form's are.
    func subForm(in container: JSONValue, _ m: JSONValue.Member, _ owner: Owner) throws -> Form {
        var reader = SpecReader(file: file, root: container, log: log, schemaValidators: schemaValidators)
        var form = Form()
        let errorsBefore = log.count
        form.sections = try reader.sections(m, owner)
        form.conditionParses = FormLoader.checkConditions(of: form, claims: reader.claims, file: file, log: log,
                                                          readCleanly: log.count == errorsBefore)
        return form
    }

    /// A `list` row's `item` object `m`: `sections` (required) and `title` (what an item is called).
    func listItem(_ m: JSONValue.Member, keyed: Bool, _ owner: Owner) throws -> SubForm {
        let members = try self.members(m, owner)
        var title: String?
        var form: Form?
        let errorsBefore = log.count
        for member in members {
            try log.recover {
                guard let key = member.name(among: ItemKey.names) else {
                    throw unknownKey(member, among: ItemKey.allCases.map(\.rawValue), owner)
                }
                switch key {
                case .title: title = try nonEmptyString(member, owner)
                case .sections: form = try subForm(in: m.value, member, owner)
                }
            }
        }
        guard let form else {
            if log.count == errorsBefore { throw fail(.missingKey("sections"), at: m.value.location, owner) }
            return SubForm(form: Form(), keyed: keyed, itemTitle: title)
        }
        return SubForm(form: form, keyed: keyed, itemTitle: title)
    }
}
