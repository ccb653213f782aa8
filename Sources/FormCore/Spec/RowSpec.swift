import FormJSON

extension SpecReader {
    /// Reads one row object of the section at 1-based `section`. Members are checked in file
    /// order; `tag` and `type` are looked up first since the others depend on them. A member in
    /// error is recorded and skipped; a row without `type`, or of an unknown one, stays as a
    /// `text` row holding its tag (so that conditions naming it do not fail too), its other
    /// members unread. Throws when the row is no object or has no tag (it is then left out).
    mutating func row(_ node: JSONValue, section: Int) throws -> Row {
        guard let members = node.members else {
            throw fail(.entryNotObject(list: "rows", found: node.jsonType), at: node.location, .row(nil))
        }
        // Each member's key, named once (nil for an unknown one).
        var keys = rowKeyScratch
        keys.removeAll(keepingCapacity: true)
        defer { rowKeyScratch = keys }
        var tagMember: JSONValue.Member?, typeMember: JSONValue.Member?, valueMember: JSONValue.Member?
        var hasOutputKey = false
        for m in members {
            let key = m.name(among: RowKey.names)
            keys.append(key)
            switch key {
            case .tag: tagMember = tagMember ?? m
            case .type: typeMember = typeMember ?? m
            case .key: hasOutputKey = true
            case .value: valueMember = m
            default: break
            }
        }
        guard let tagMember else { throw fail(.missingTag, at: node.location, .row(nil)) }
        let owner = Owner.row(tagMember.value.stringValue)
        let errorsBefore = log.count
        var typeResult: Result<RowType, any Error>?
        if let typeMember {
            typeResult = Result { try rowType(typeMember, owner) }
        } else {
            log.record(fail(.missingKey("type"), at: node.location, owner))
        }
        let type = try? typeResult?.get()
        let tag = owner.tag ?? ""
        var row = Row(tag: tag, type: type ?? .text, title: tag)
        row.location = node.location
        if row.type.isCustom { row.customKind = typeMember?.value.stringValue }

        let unit = type?.unit
        for (m, key) in zip(members, keys) {
            try log.recover {
                guard let key else {
                    throw unknownKey(m, among: RowKey.allCases.map(\.rawValue), synonyms: SpecSynonyms.rowKeys, owner)
                }
                if key == .type {
                    if case .failure(let error) = typeResult { throw error }
                    return
                }
                guard let type else {
                    if key == .tag { _ = try claimTag(m, text: owner.tag, section: section, owner) }
                    return
                }
                guard unit?.accepts(key) ?? key.applies(to: type) else {
                    throw fail(.keyNotApplicable(key: m.key, owner: .row(type)), at: m.keyLocation, owner)
                }
                if key == .sections {
                    row.subForm = SubForm(form: try subForm(in: node, m, owner))
                } else if key == .tag {
                    row.tag = try claimTag(m, text: owner.tag, section: section,
                                           asOutputKey: !hasOutputKey && type.carriesValue, owner)
                } else {
                    try read(m, key, into: &row, type: type, owner)
                }
            }
        }
        // The row as a whole, when its members read.
        guard log.count == errorsBefore else { return row }
        if row.type.isSubForm && (row.subForm?.resolved()?.sections.isEmpty ?? true) {
            log.record(fail(.missingKey(row.type.holdsItems ? "item" : "sections"), at: node.location, owner))
        } else if row.type.unit.accepts(.options) && row.options.isEmpty {
            log.record(fail(.missingKey("options"), at: node.location, owner))
        } else if let valueMember, let problem = TypedValue.problem(with: row.value, of: row, key: valueMember.key) {
            log.record(fail(problem, at: valueMember.value.location, owner))
        } else if let valueMember, let limit = row.maxLength, let text = row.value.stringValue, text.count > limit {
            // The form's own `value` breaking its own `maxLength` is a mistake in the form file.
            log.record(fail(.badValue(.longerThanMaxLength(key: valueMember.key, limit: limit)), at: valueMember.value.location, owner))
        } else if let valueMember, !row.value.isEmpty, let message = RuleChecker.boundsFailure(ofOwnValue: row) {
            // The form's own `value` is held to its type's rules (a stepper's 7 on a grid of 5).
            log.record(fail(.badValue(.breaksRule(key: valueMember.key, message: message)), at: valueMember.value.location, owner))
        }
        return row
    }

    /// The row type named by `type`; an unknown one is an error, with the closest known name.
    /// A name registered in code (`CustomRowTypes`) gives a `custom` row; `custom` itself names none.
    func rowType(_ m: JSONValue.Member, _ owner: Owner) throws -> RowType {
        if let type = m.value.name(among: RowType.names) { return type }
        let name = try string(m, owner)
        if let type = RowType(rawValue: name), RowType.allCases.contains(type) { return type }
        if CustomRowTypes.rules(named: name) != nil { return .custom }
        let suggestions = SpecSynonyms.suggestions(for: name, in: SpecSynonyms.types,
                                                   among: RowType.allCases.map(\.rawValue) + CustomRowTypes.names)
        throw fail(.unknownType(name, suggestions: suggestions), at: m.value.location, owner)
    }

    /// Reads member `m`, named `key` (neither `tag` nor `type`), into `row`.
    private mutating func read(_ m: JSONValue.Member, _ key: RowKey, into row: inout Row, type: RowType,
                               _ owner: Owner) throws {
        switch key {
        case .type, .tag:
            break
        case .key:
            let path = try string(m, owner)
            // Counted before anything splits the path, so that a path of 100,000 names costs one pass.
            let depth = path.utf8.count(where: { $0 == UInt8(ascii: ".") }) + 1
            guard depth <= SizeLimits.keyDepth else {
                throw fail(.badValue(.keyTooDeep(path, depth: depth, limit: SizeLimits.keyDepth)), at: m.value.location, owner)
            }
            let parts = path.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.allSatisfy({ !$0.isEmpty && !$0.contains(where: \.isWhitespace) }) else {
                throw fail(.badValue(.badKeyPath(path)), at: m.value.location, owner)
            }
            row.key = path
            try claimOutputKey(path, tag: owner.tag ?? "", at: m.value.offset, owner)
        case .title: row.title = try string(m, owner)
        case .placeholder: row.placeholder = try string(m, owner)
        case .unit: row.unit = try string(m, owner)
        case .disabledMessage: row.disabledMessage = try string(m, owner)
        case .hint: row.hint = try string(m, owner)
        case .required: row.required = try condition(m, owner)
        case .hidden: row.hidden = try condition(m, owner)
        case .disabled:
            row.disabled = try condition(m, owner)
            row.keepsEnabled = row.disabled == .never
        case .style: row.style = try style(m, owner)
        case .value:
            row.value = try typed(m, for: type, owner)
            try measured(row.value, m, for: type, owner)
        case .maxLength:
            row.maxLength = try size(m, owner, least: 0, most: SizeLimits.length)
        case .height:
            row.height = try size(m, owner, least: 1, most: SizeLimits.height)
        case .format:
            row.format = try name(m, owner, unknown: FormFileError.BadValue.unknownFormat)
        case .min, .max:
            let bound = try self.bound(m, for: type, owner)
            if key == .min { row.min = bound } else { row.max = bound }
            try checkBounds(row.min, row.max, of: type, at: m.value.location, owner)
        case .step:
            // A type with a measure reads its step in its own spellings (`15m`), in its measure's unit.
            let step = try type.unit.measure == nil ? number(m, owner)
                : measured(m.value.stringValue.map(Value.string) ?? m.value.exactNumber.map(Value.number) ?? .null, m,
                           for: type, owner) ?? number(m, owner)
            if step <= 0 { throw fail(.badValue(.notPositive(key: m.key)), at: m.value.location, owner) }
            row.step = step
        case .action:
            row.action = try name(m, owner, unknown: FormFileError.BadValue.unknownAction)
        case .minItems, .maxItems:
            let n = try size(m, owner, least: 0, most: SizeLimits.items)
            if key == .minItems { row.minItems = n } else { row.maxItems = n }
            if let min = row.minItems, let max = row.maxItems, min > max {
                throw fail(.badValue(.minItemsAboveMaxItems(min: min, max: max)), at: m.value.location, owner)
            }
        case .pattern:
            let pattern = try string(m, owner)
            if let problem = Validation.regexError(pattern) {
                throw badRegex(pattern, problem, m, owner)
            }
            row.pattern = pattern
        case .mustExist:
            row.mustExist = try bool(m, owner)
        case .extensions:
            var names: [String] = []
            for element in try elements(m, owner) {
                guard let name = element.stringValue else {
                    throw fail(.wrongType(key: m.key, expected: .strings, found: element.jsonType), at: element.location, owner)
                }
                names.append(name)
            }
            row.extensions = FileRule.normalized(names)
        case .options:
            row.options = try options(m, owner)
        case .sections:
            // Read with the row's object at hand (`row(_:section:)`).
            break
        case .item:
            row.subForm = try listItem(m, keyed: row.subForm?.keyed ?? false, owner)
        case .keyed:
            var subForm = row.subForm ?? SubForm(form: Form())
            subForm.keyed = try bool(m, owner)
            row.subForm = subForm
        case .validators:
            let elements = try elements(m, owner)
            var validators: [ValidatorSpec] = []
            validators.reserveCapacity(elements.count)
            for element in elements {
                if let validator = try log.recover({ try validator(element, owner) }), let validator {
                    validators.append(validator)
                }
            }
            row.validators = validators
        }
    }

    /// `value` (or a bound) typed as the row's output type.
    func typed(_ m: JSONValue.Member, for type: RowType, _ owner: Owner) throws -> Value {
        switch TypedValue.read(m.value, for: type, key: m.key) {
        case .value(let v): return v
        case .wrong(let kind): throw fail(kind, at: m.value.location, owner)
        }
    }

    /// `min` or `max`: a number for numeric rows (whole for `integer`, and at least 1 for a
    /// rating's `max`), a date/time text otherwise.
    private func bound(_ m: JSONValue.Member, for type: RowType, _ owner: Owner) throws -> Value? {
        if type.unit.value == .wholeNumber {
            guard let n = m.value.exactNumber, n.isWhole else { throw wrongType(m, .wholeNumber, owner) }
            return .number(n)
        }
        if type.unit.value == .stars {
            return .number(Double(try size(m, owner, least: 1, most: SizeLimits.stars)))
        }
        if m.value.isNull { throw wrongType(m, type.isNumeric ? .number : .date, owner) }
        // A type with a measure reads a number bound its own way (`duration`: minutes).
        if type.unit.measure != nil, let n = m.value.exactNumber {
            try measured(.number(n), m, for: type, owner)
            return .number(n)
        }
        let value = try typed(m, for: type, owner)
        try measured(value, m, for: type, owner)
        return value
    }

    /// The measure of `value` given by `m`, for a type whose values are text of a shape
    /// (`RowTypeUnit.measure`): throws in the unit's words when it cannot be read, nil for a type
    /// with no measure or a null value.
    @discardableResult
    private func measured(_ value: Value, _ m: JSONValue.Member, for type: RowType, _ owner: Owner) throws -> Double? {
        guard let measure = type.unit.measure, !value.isNull else { return nil }
        if let amount = measure(value) { return amount }
        let text = value.stringValue ?? JSONText.scalarText(value)
        throw fail(.badValue(.badSpelling(key: m.key, text: text, accepted: type.unit.spelling ?? "readable")),
                   at: m.value.location, owner)
    }

    /// Throws when both bounds are known and `min` is greater than `max` (compared by the type's
    /// measure when it has one).
    func checkBounds(_ min: Value?, _ max: Value?, of type: RowType? = nil, at location: SourceLocation, _ owner: Owner) throws {
        let greater: Bool
        if let measure = type?.unit.measure, let low = min.flatMap(measure), let high = max.flatMap(measure) {
            greater = low > high
        } else {
            greater = Self.ordered(min, max)
        }
        if greater {
            throw fail(.badValue(.minGreaterThanMax(min: Self.text(min!), max: Self.text(max!))), at: location, owner)
        }
    }

    private static func ordered(_ min: Value?, _ max: Value?) -> Bool {
        let greater: Bool
        switch (min, max) {
        case (.number(let a)?, .number(let b)?):
            greater = a > b
        case (.string(let a)?, .string(let b)?):
            greater = a != "today" && b != "today" && a > b
        default:
            greater = false
        }
        return greater
    }

    private static func text(_ value: Value) -> String {
        switch value {
        case .number(let n): return NumberText.format(n)
        case .string(let s): return s
        default: return "\(value)"
        }
    }
}
