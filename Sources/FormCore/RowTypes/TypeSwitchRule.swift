/// What FormCore knows of `typeSwitch` rows: a value that may be of one of several JSON types
/// (a string or a list of strings, a string or a number), edited as the type chosen with the
/// row's switch. Read from a JSON Schema only (a `type` list, an `anyOf`/`oneOf` of scalars and
/// arrays); a form file cannot name the type. The row's `options` are its alternatives, in the
/// order the switch goes through them (`TypeSwitchRule.option(for:)`).
///
/// The value is held as what it is: `.string`, `.number`, or `.list` of items (strings, or
/// numbers given by a values file), or `null` when not set.
package enum TypeSwitchRule {
    /// One type a `typeSwitch` row can hold.
    package enum Alternative: String, CaseIterable, Sendable {
        case text, number, list

        /// The word in the row's switch and in help.
        package var title: String { rawValue }
    }

    /// The option of a row's `options` standing for `alternative`.
    package static func option(for alternative: Alternative) -> Option {
        Option(title: alternative.title, value: .string(alternative.rawValue))
    }

    /// A row's alternatives, in switch order.
    package static func alternatives(of row: Row) -> [Alternative] {
        let listed = row.options.compactMap { $0.value.stringValue.flatMap(Alternative.init(rawValue:)) }
        return listed.isEmpty ? [.text, .list] : listed
    }

    /// The alternative `value` is of; nil for `null` (and for anything no alternative holds).
    package static func alternative(of value: Value) -> Alternative? {
        switch value {
        case .string: return .text
        case .number: return .number
        case .list: return .list
        case .null, .bool, .object, .unparsed: return nil
        }
    }

    /// The value as its text shows it: a list's items joined by `, `; a value no alternative
    /// holds (an object a values file gave) as compact JSON.
    package static func text(of value: Value) -> String {
        switch value {
        case .string(let s): return s
        case .number(let n): return n.description
        case .list(let items) where !isHeldAsJSON(value): return items.map(text(of:)).joined(separator: ", ")
        case .list, .bool, .object: return value.compactJSON
        case .null, .unparsed: return ""
        }
    }

    /// Whether `value` is none of the alternatives' (an object, a list holding one): given by a
    /// values file to a property whose schema also has an object form, kept as it is and drawn
    /// as JSON; the row takes no typing until it is cleared.
    package static func isHeldAsJSON(_ value: Value) -> Bool {
        switch value {
        case .object, .bool: return true
        case .list(let items): return items.contains { $0.stringValue == nil && $0.exactNumber == nil }
        case .null, .string, .number, .unparsed: return false
        }
    }

    /// `text` read as `alternative`: a list's items split at commas (spaces around them
    /// dropped); a number nil when the text is none (or empty).
    package static func value(fromText text: String, as alternative: Alternative) -> Value? {
        switch alternative {
        case .text: return .string(text)
        case .number: return Number(text: text.trimmedOfWhitespace).map(Value.number)
        case .list:
            if text.trimmedOfWhitespace.isEmpty { return .list([]) }
            return .list(text.split(separator: ",", omittingEmptySubsequences: false).map { .string(String($0).trimmedOfWhitespace) })
        }
    }

    /// A typed answer (plain mode): read as JSON when it is a string, a number or a list of
    /// scalars (`"42"`, `42`, `["a", "b"]`), a YAML-style `[a, b]` as a list, else the text as it
    /// is — the rule `--set` reads a value by. The row's schema check judges the type.
    static let typed: RowTypeUnit.Typed = { text in
        let trimmed = text.trimmedOfWhitespace
        if let parsed = Value.parsing(trimmed) {
            switch parsed {
            case .string, .number: return parsed
            case .list(let items) where items.allSatisfy({ $0.stringValue != nil || $0.exactNumber != nil }): return parsed
            case .object: return parsed
            default: break
            }
        }
        if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
            let inner = String(trimmed.dropFirst().dropLast())
            return value(fromText: inner, as: .list) ?? .string(text)
        }
        return .string(trimmed)
    }

    /// What is written: a list without its empty items (a comma typed last), `null` when none is left.
    static let written: RowTypeUnit.Written = { value in
        guard case .list(let items) = value else { return value }
        let kept = items.filter { $0 != .string("") }
        return kept.isEmpty ? .null : .list(kept)
    }

    /// `Text or list, a list as [a, b]`; with a number, a string that looks like one is quoted.
    static let words: RowTypeUnit.Words = { row in
        let alternatives = alternatives(of: row)
        let names = alternatives.map(\.title)
        var words = (names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")).capitalizedFirst
        if alternatives.contains(.list) { words += ", a list as [a, b]" }
        if alternatives.contains(.number) && alternatives.contains(.text) { words += ", text that looks like a number in quotes" }
        return words
    }

    static let unit = RowTypeUnit(.typeSwitch, value: .alternatives,
                                  words: words,
                                  keys: RowKeySet.valued.union(.placeholder), written: written, typed: typed)
}

private extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
