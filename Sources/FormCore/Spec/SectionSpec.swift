import FormJSON

/// The keys of a section object.
enum SectionKey: String, CaseIterable {
    case tag, title, footer, hidden, disabled, required, deletable, style, rows

    /// The keys' names, to match a member's key without decoding it.
    static let names = KeyNames(allCases)
}

extension SpecReader {
    /// Reads the section at 1-based `position`; a section without a tag gets `section<position>`.
    /// A member or row in error is recorded and skipped; throws when the section is no object.
    mutating func section(_ node: JSONValue, position: Int) throws -> Section {
        guard let members = node.members else {
            throw fail(.entryNotObject(list: "sections", found: node.jsonType), at: node.location, .form)
        }
        let tagMember = members.first(named: SectionKey.tag.rawValue)
        var owner = Owner.section(tagMember?.value.stringValue)
        var section = Section(tag: owner.tag ?? "")
        section.location = node.location
        if tagMember == nil {
            section.tag = derivedSectionTag(position: position, at: node.offset)
            owner.tag = section.tag
        }
        if !members.contains(named: SectionKey.rows.rawValue) {
            log.record(fail(.emptySection, at: node.location, owner))
        }
        for m in members {
            try log.recover {
                guard let key = m.name(among: SectionKey.names) else {
                    throw unknownKey(m, among: SectionKey.allCases.map(\.rawValue), synonyms: SpecSynonyms.sectionKeys, owner)
                }
                switch key {
                case .tag: section.tag = try claimTag(m, text: owner.tag, owner)
                case .title: section.title = try string(m, owner)
                case .footer: section.footer = try string(m, owner)
                case .hidden: section.hidden = try condition(m, owner)
                case .disabled: section.disabled = try condition(m, owner)
                case .required: section.required = try condition(m, owner)
                case .deletable: section.deletable = try bool(m, owner)
                case .style: section.style = try style(m, owner)
                case .rows:
                    let elements = try elements(m, owner)
                    if elements.isEmpty { throw fail(.emptySection, at: m.value.location, owner) }
                    section.rows.reserveCapacity(elements.count)
                    for element in elements {
                        if let row = try log.recover({ try row(element, section: position) }) {
                            section.rows.append(row)
                        }
                    }
                }
            }
        }
        return section
    }
}
