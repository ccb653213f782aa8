import FormJSON

/// How a row's value is typed in the form file (`value`) and in the values file: by the shape
/// its type's unit gives (`RowTypeUnit.ValueShape`).
package enum TypedValue {
    package enum Outcome {
        case value(Value)
        case wrong(FormFileError.Kind)
    }

    /// The `Value` that `node` gives a row of `type`, or what is wrong with it;
    /// `key` names the value in messages (`value`, or the values file's key), made only for one.
    package static func read(_ node: JSONValue, for type: RowType, key: @autoclosure () -> String) -> Outcome {
        if node.isNull { return .value(.null) }
        func wrongType(_ expected: FormFileError.ExpectedType) -> Outcome {
            .wrong(.wrongType(key: key(), expected: expected, node: node))
        }
        switch type.unit.value {
        case .wholeNumber:
            guard let n = node.exactNumber else { return wrongType(.wholeNumber) }
            guard n.isWhole else { return wrongType(.wholeNumber) }
            // Held exactly (`1.0` is 1) or refused: a whole number beyond 64 bits would be rounded.
            guard let exact = n.exact else { return .wrong(.badValue(.outOfRange(key: key(), text: n.description))) }
            return .value(.number(Number(exact)))
        case .number:
            return node.exactNumber.map { .value(.number($0)) } ?? wrongType(.number)
        case .seconds, .stars:
            guard let n = node.exactNumber, n.isWhole else { return wrongType(.wholeNumber) }
            return n.double < 0 ? .wrong(.badValue(.negative(key: key()))) : .value(.number(n))
        case .bool:
            return node.boolValue.map { .value(.bool($0)) } ?? wrongType(.bool)
        case .date:
            guard let s = node.stringValue else { return wrongType(.date) }
            return s == "today" || DateText.isDate(s) ? .value(.string(s)) : .wrong(.badValue(.badDate(key: key(), text: s)))
        case .time:
            guard let s = node.stringValue else { return wrongType(.time) }
            return DateText.isTime(s) ? .value(.string(s)) : .wrong(.badValue(.badTime(key: key(), text: s)))
        case .dateTime:
            guard let s = node.stringValue else { return wrongType(.dateTime) }
            return s == "today" || DateText.isDateTime(s) ? .value(.string(s)) : .wrong(.badValue(.badDateTime(key: key(), text: s)))
        case .options, .strings:
            let strings = type.unit.value == .strings
            guard let elements = node.elements else { return wrongType(strings ? .strings : .array) }
            var list: [Value] = []
            for element in elements {
                guard let v = strings ? element.stringValue.map(Value.string) : scalar(element) else {
                    return .wrong(.wrongType(key: key(), expected: strings ? .strings : .scalar, found: element.jsonType))
                }
                list.append(v)
            }
            return .value(.list(list))
        case .option, .none, .custom:
            return scalar(node).map { .value($0) } ?? wrongType(.scalar)
        case .alternatives:
            // A string, a number, or a list of them (`TypeSwitchRule`); the row's schema check
            // judges which of them its property takes; a value of none of them (an object form
            // beside them) is kept as it is (`TypeSwitchRule.isHeldAsJSON`).
            return .value(Value(json: JSONNode(node)))
        case .text, .readOnlyText:
            return node.stringValue.map { .value(.string($0)) } ?? wrongType(.string)
        case .document:
            guard node.members != nil || (type.holdsItems && node.elements != nil) else {
                return wrongType(type.holdsItems ? .array : .object)
            }
            return .value(Value(json: node))
        }
    }

    /// What makes `value` no value of `row` at all, once the whole row is known: a list of the
    /// wrong shape (an array for a keyed list, items that are not objects), or nil. What a values
    /// file gives (or the library's `submit(values:)`) is held to this only; a value of the row's
    /// shape that breaks one of its rules (a choice that is none of the options, a rating above
    /// `max`, a `maxLength`, a `step`…) is read, and refused by the checker (`RuleChecker`) with
    /// the answers' status, by path.
    package static func shapeProblem(with value: Value, of row: Row, key: String) -> FormFileError.Kind? {
        row.type.unit.value == .document ? documentProblem(value, of: row, key: key) : nil
    }

    /// Whether `value` is a choice none of `row`'s options is (null is no choice).
    package static func isNotAnOption(_ value: Value, of row: Row) -> Bool {
        notAnOption(value, of: row, key: "") != nil
    }

    /// `shapeProblem`, and what a form file's own `value` (or a draft's) may not hold either: a
    /// rating above `max`, a choice that is none of the options or made twice. A form whose
    /// value breaks its own options contradicts itself (`--check` refuses it); a draft's such
    /// value is dropped.
    package static func problem(with value: Value, of row: Row, key: String) -> FormFileError.Kind? {
        switch row.type.unit.value {
        case .stars:
            let stars = RatingRule.stars(value), max = RatingRule.maximum(of: row)
            return stars > max ? .badValue(.ratingAboveMax(key: key, value: stars, max: max)) : nil
        case .option:
            return notAnOption(value, of: row, key: key)
        case .options:
            guard case .list(let values) = value else { return nil }
            var seen: Set<Value> = []
            for item in values where !seen.insert(item).inserted {
                return .badValue(.chosenTwice(key: key, value: JSONText.scalarText(item)))
            }
            return values.lazy.compactMap { notAnOption($0, of: row, key: key) }.first
        case .document:
            return documentProblem(value, of: row, key: key)
        case .none, .readOnlyText, .text, .wholeNumber, .number, .seconds, .bool, .date, .time, .dateTime, .strings, .custom, .alternatives:
            return nil
        }
    }

    /// A list value of the wrong shape: an array for a keyed list, an object for another, or an
    /// item that is not an object.
    private static func documentProblem(_ value: Value, of row: Row, key: String) -> FormFileError.Kind? {
        guard row.type.holdsItems, value.elements != nil || value.members != nil else { return nil }
        let keyed = row.subForm?.keyed == true
        if keyed ? value.members == nil : value.elements == nil {
            return .wrongType(key: key, expected: keyed ? .object : .array, found: value.jsonNode().jsonType)
        }
        let items = value.elements ?? value.members?.map(\.value) ?? []
        if let bad = items.first(where: { $0.members == nil }) {
            return .wrongType(key: key, expected: .objects, found: bad.jsonNode().jsonType)
        }
        return nil
    }

    /// A choice that is none of the row's options (null is no choice).
    private static func notAnOption(_ value: Value, of row: Row, key: String) -> FormFileError.Kind? {
        guard !value.isNull, !row.options.isEmpty, !row.options.contains(where: { $0.value == value }) else { return nil }
        return .badValue(.notAnOption(key: key, value: JSONText.scalarText(value), options: row.options.map { JSONText.scalarText($0.value) }))
    }

    /// A string, number or boolean node as a `Value`.
    static func scalar(_ node: JSONValue) -> Value? {
        if let s = node.stringValue { return .string(s) }
        if let n = node.exactNumber { return .number(n) }
        return node.boolValue.map(Value.bool)
    }
}
