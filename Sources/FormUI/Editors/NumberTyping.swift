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

    /// The typed number when the row can hold it, else why not (naming the bound or the step).
    package static func value(of typed: String, row: Row) -> Result<Double, Refusal> {
        guard let number = Double(typed), number.isFinite else { return .failure(Refusal(CheckMessage.notNumber.text)) }
        if let low = row.min?.numberValue, number < low { return .failure(Refusal(CheckMessage.atLeast(low).text)) }
        if let high = row.max?.numberValue, number > high { return .failure(Refusal(CheckMessage.atMost(high).text)) }
        let step = row.step ?? 1
        if step > 0 {
            let base = row.min?.numberValue ?? 0
            let steps = (number - base) / step
            if abs(steps - steps.rounded()) > 1e-9 {
                return .failure(Refusal(CheckMessage.offStep(step: step, from: base).text))
            }
        }
        return .success(number)
    }

    /// Why a typed number cannot be taken.
    package struct Refusal: Error, Equatable, Sendable {
        package var message: String
        init(_ message: String) { self.message = message }
    }
}
