/// The pieces the units' answer words are made of (`RowTypeUnit.words`): a row's bounds and its
/// options' titles, in words.
package enum AnswerWords {
    /// ` from 0 to 120`, `, at least 18`; for dates and times `, from … to …`, `, not before …`,
    /// `, not after …`. A bound is read by `shown` when given (`PT1H30M` → `1 h 30 min`).
    package static func bounds(of row: Row, dates: Bool = false, shown: RowTypeUnit.Shown? = nil) -> String {
        func word(_ value: Value) -> String? {
            if let shown, let words = shown(value) { return words }
            if let number = value.numberValue { return NumberText.format(Number(number)) }
            return value.stringValue
        }
        let low = row.min.flatMap(word), high = row.max.flatMap(word)
        switch (low, high) {
        case let (low?, high?): return (dates ? ", from " : " from ") + "\(low) to \(high)"
        case let (low?, nil): return dates ? ", not before \(low)" : ", at least \(low)"
        case let (nil, high?): return dates ? ", not after \(high)" : ", at most \(high)"
        case (nil, nil): return ""
        }
    }

    /// The titles of `row`'s options, separated by commas.
    package static func titles(of row: Row) -> String {
        row.options.map(\.title).joined(separator: ", ")
    }
}
