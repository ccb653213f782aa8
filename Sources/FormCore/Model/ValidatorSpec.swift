/// A validator as the form file declares it (`validators: [...]`).
public struct ValidatorSpec: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case regex(pattern: String)
        case length(min: Int?, max: Int?)
        case range(min: Double?, max: Double?)
        case equals(tag: String)
        case expression(String)
    }

    public var kind: Kind
    /// The message shown when the check fails; a default one is used when nil.
    public var message: String?
    public var location: SourceLocation

    public init(kind: Kind, message: String? = nil, location: SourceLocation = .unknown) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    /// The validator's `type` as the form file names it.
    public var type: ValidatorType {
        switch kind {
        case .regex: return .regex
        case .length: return .length
        case .range: return .range
        case .equals: return .equals
        case .expression: return .expression
        }
    }
}

/// The `type` of a validator object.
public enum ValidatorType: String, CaseIterable, Equatable, Sendable {
    case regex, length, range, equals, expression
}
