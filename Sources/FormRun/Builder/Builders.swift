/// Gathers a section's rows: one `Row` a line, with `if`, `if let`, `switch` and `for`.
@resultBuilder
public enum RowBuilder {
    /// Rows in order.
    public static func buildBlock(_ parts: [Row]...) -> [Row] { parts.flatMap { $0 } }
    /// One row.
    public static func buildExpression(_ row: Row) -> [Row] { [row] }
    /// Rows made elsewhere.
    public static func buildExpression(_ rows: [Row]) -> [Row] { rows }
    /// The rows of an `if` without `else`.
    public static func buildOptional(_ rows: [Row]?) -> [Row] { rows ?? [] }
    /// The rows of an `if`'s branch.
    public static func buildEither(first rows: [Row]) -> [Row] { rows }
    /// The rows of an `else` branch.
    public static func buildEither(second rows: [Row]) -> [Row] { rows }
    /// The rows of a `for` loop.
    public static func buildArray(_ parts: [[Row]]) -> [Row] { parts.flatMap { $0 } }
}

/// Gathers a form's sections: one `Section` a line, with `if`, `switch` and `for`.
@resultBuilder
public enum SectionBuilder {
    /// Sections in order.
    public static func buildBlock(_ parts: [Section<Untyped>]...) -> [Section<Untyped>] { parts.flatMap { $0 } }
    /// One section.
    public static func buildExpression(_ section: Section<Untyped>) -> [Section<Untyped>] { [section] }
    /// Sections made elsewhere.
    public static func buildExpression(_ sections: [Section<Untyped>]) -> [Section<Untyped>] { sections }
    /// The sections of an `if` without `else`.
    public static func buildOptional(_ sections: [Section<Untyped>]?) -> [Section<Untyped>] { sections ?? [] }
    /// The sections of an `if`'s branch.
    public static func buildEither(first sections: [Section<Untyped>]) -> [Section<Untyped>] { sections }
    /// The sections of an `else` branch.
    public static func buildEither(second sections: [Section<Untyped>]) -> [Section<Untyped>] { sections }
    /// The sections of a `for` loop.
    public static func buildArray(_ parts: [[Section<Untyped>]]) -> [Section<Untyped>] { parts.flatMap { $0 } }
}
