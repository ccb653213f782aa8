import FormCore

/// A number typed on a `stepCounter` or `slider` row: which characters it takes, and the value it
/// gives when it is taken (Enter, Tab, Up/Down, leaving the row), refused off `min`/`max` or off
/// the grid of `step`.
package enum NumberTyping {
    /// Whether `c` may extend `typed`: digits, and one `.` when the row's step is fractional.
    package static func accepts(_ c: Character, after typed: String, row: Row) -> Bool {
        if c.isASCII && c.isWholeNumber { return typed.count < 18 }
        return c == "." && isFractional(row) && !typed.contains(".")
    }

    /// Whether the row's step has a fractional part (`0.5`), so that a `.` can be typed.
    package static func isFractional(_ row: Row) -> Bool {
        let step = row.step ?? 1
        return step.rounded() != step
    }

    /// The typed number when the row can hold it, else why not: the row's own rules
    /// (`RuleChecker.typeFailure`: its bounds and the grid of its step).
    package static func value(of typed: String, row: Row) -> Result<Double, Refusal> {
        guard let number = Double(typed), number.isFinite else { return .failure(Refusal(CheckMessage.notNumber.text)) }
        if let message = RuleChecker.typeFailure(of: row, value: .number(number)) { return .failure(Refusal(message)) }
        return .success(number)
    }

    /// Why a typed number cannot be taken.
    package struct Refusal: Error, Equatable, Sendable {
        package var message: String
        init(_ message: String) { self.message = message }
    }
}
