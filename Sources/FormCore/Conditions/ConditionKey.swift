/// What a condition belongs to: the form, a section or a row.
package enum ConditionOwner: Hashable, Sendable, CustomStringConvertible {
    case form
    case section(String)
    case row(String)

    /// The owner's tag; the form's is the empty string.
    package var tag: String {
        switch self {
        case .form: return ""
        case .section(let tag), .row(let tag): return tag
        }
    }

    package var isSection: Bool {
        if case .section = self { return true }
        return false
    }

    package var description: String {
        switch self {
        case .form: return "form"
        case .section(let tag): return "section '\(tag)'"
        case .row(let tag): return "row '\(tag)'"
        }
    }
}

/// Which state a condition decides.
package enum ConditionKind: String, Hashable, Sendable, CaseIterable {
    case hidden, disabled, required
}

/// One condition of a form: its owner and what it decides.
package struct ConditionKey: Hashable, Sendable, CustomStringConvertible {
    package var owner: ConditionOwner
    package var kind: ConditionKind

    package init(_ owner: ConditionOwner, _ kind: ConditionKind) {
        self.owner = owner
        self.kind = kind
    }

    package var description: String { "\(owner).\(kind.rawValue)" }
}
