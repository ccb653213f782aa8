/// What FormCore knows of `rating` rows beyond their unit: 0 to `max` stars (default 5), a whole
/// number; 0 is no rating (output `null`), and `required` asks for at least one star.
package enum RatingRule {
    /// The stars of a row without `max`.
    package static let defaultMaximum = 5

    /// A rating's answer in words: `Rating from 0 to 5`.
    static let words: RowTypeUnit.Words = { "Rating from 0 to \(maximum(of: $0))" }

    /// The row's number of stars: its `max`, or 5.
    package static func maximum(of row: Row) -> Int {
        row.max?.numberValue.map { Int($0) } ?? defaultMaximum
    }

    /// The number of stars of `value` (0 for `null`).
    package static func stars(_ value: Value) -> Int {
        value.numberValue.map { Int($0) } ?? 0
    }
}
