/// What a condition belongs to: the form, a section or a row.
public enum ConditionOwner: Hashable, Sendable, CustomStringConvertible {
    case form
    case section(String)
    case row(String)

    /// The owner's tag; the form's is the empty string.
    public var tag: String {
        switch self {
        case .form: return ""
        case .section(let tag), .row(let tag): return tag
        }
    }

    public var isSection: Bool {
        if case .section = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .form: return "form"
        case .section(let tag): return "section '\(tag)'"
        case .row(let tag): return "row '\(tag)'"
        }
    }
}

/// Which state a condition decides.
public enum ConditionKind: String, Hashable, Sendable, CaseIterable {
    case hidden, disabled, required
}

/// One condition of a form: its owner and what it decides.
public struct ConditionKey: Hashable, Sendable, CustomStringConvertible {
    public var owner: ConditionOwner
    public var kind: ConditionKind

    public init(_ owner: ConditionOwner, _ kind: ConditionKind) {
        self.owner = owner
        self.kind = kind
    }

    public var description: String { "\(owner).\(kind.rawValue)" }
}
