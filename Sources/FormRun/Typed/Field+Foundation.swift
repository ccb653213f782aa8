import FoundationEssentials

/// How a `Date` property is asked; the value is in UTC, written as the form writes dates.
public enum DateKind: String, Sendable {
    /// A day (`YYYY-MM-DD`), the date at midnight UTC.
    case date
    /// A day and a time of day (`YYYY-MM-DDTHH:MM`), UTC.
    case dateTime
    /// A time of day (`HH:MM`), the date that time on 1 January 1970 UTC.
    case time
    /// A day, its month grid opened under the row.
    case dateInline
    /// A day and a time of day, edited under the row.
    case dateTimeInline
    /// A time of day, edited under the row.
    case timeInline

    /// The form's text of a date written `YYYY-MM-DDTHH:MM:SS`: the part this kind shows.
    func text(_ full: String) -> String {
        switch self {
        case .date, .dateInline: return String(full.prefix(10))
        case .dateTime, .dateTimeInline: return String(full.prefix(16))
        case .time, .timeInline: return String(full.dropFirst(11).prefix(5))
        }
    }
}

extension Field {
    /// A `Date` property: a date row (`.dateTime`, `.time`, inline ones), required (a `Date`
    /// cannot be empty). Dates are read and written in UTC.
    public init(_ keyPath: KeyPath<Root, Date>, _ title: String, _ kind: DateKind = .date) {
        self.init(keyPath, title) { Row.typed(kind.rawValue, $0, title).required() }
        dateKind = kind
    }

    /// An optional `Date`: the same row, not required, nil when left empty or cleared.
    public init(_ keyPath: KeyPath<Root, Date?>, _ title: String, _ kind: DateKind = .date) {
        self.init(keyPath, title) { Row.typed(kind.rawValue, $0, title) }
        dateKind = kind
        isOptional = true
    }

    /// A `Decimal` property: a decimal row, required (a `Decimal` cannot be empty).
    public init(_ keyPath: KeyPath<Root, Decimal>, _ title: String) {
        self.init(keyPath, title) { Row.decimal($0, title).required() }
    }

    /// An optional `Decimal`: the same row, not required, nil when left empty.
    public init(_ keyPath: KeyPath<Root, Decimal?>, _ title: String) {
        self.init(keyPath, title) { Row.decimal($0, title) }
        isOptional = true
    }
}
