/// A row's `format`: how its value is shown (display only; the value is unchanged).
package enum RowFormat: String, CaseIterable, Equatable, Sendable {
    /// Digits of the integer part grouped by commas (`1,234,567.5`).
    case thousands
    /// `%` after a non-empty value.
    case percent
    /// Upper case.
    case upper
    /// Lower case.
    case lower
    /// One `•` per character, as passwords are always shown.
    case mask
}
