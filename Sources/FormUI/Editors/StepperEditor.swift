import FormCore
import FormScreen

/// `stepCounter` and `slider`: Right or `+` adds `step`, Left or `-` subtracts it, PgUp/PgDn ten
/// steps up / down, clamped to `min`/`max`; Home/End jump to the bounds.
package enum StepperEditor {
    package enum Outcome: Equatable {
        case changed(Double)
        /// At a bound already: the reason for the status line.
        case refused(String)
        case ignored
    }

    package static func handle(_ key: Key, value: Double, row: Row) -> Outcome {
        let step = row.step ?? 1
        let low = row.min?.numberValue, high = row.max?.numberValue
        let target: Double
        switch key {
        case .right, .char("+"): target = value + step
        case .left, .char("-"): target = value - step
        case .pageUp: target = value + 10 * step
        case .pageDown: target = value - 10 * step
        case .home: guard let low else { return .ignored }; target = low
        case .end: guard let high else { return .ignored }; target = high
        default: return .ignored
        }
        var clamped = target
        if let low { clamped = Swift.max(low, clamped) }
        if let high { clamped = Swift.min(high, clamped) }
        // Steps such as 0.1 accumulate binary noise: keep twelve decimals (where that is finite).
        let rounded = (clamped * 1e12).rounded() / 1e12
        if rounded.isFinite { clamped = rounded }
        if clamped == value || !clamped.isFinite {
            let bound = target > value ? high : low
            return .refused(bound.map { "Already at \(TextValue.text(from: .number($0), type: .decimal))" } ?? "No change")
        }
        return .changed(clamped)
    }

    /// The value a stepper starts with when the form gives none: its `min`, else 0 (clamped to `max`).
    package static func start(for row: Row) -> Double {
        let low = row.min?.numberValue ?? 0
        return Swift.min(low, row.max?.numberValue ?? low)
    }
}
