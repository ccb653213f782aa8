/// Rows compared for what they are, not for where their file says them.
extension Row {
    /// The row with every place in the form file forgotten (its own, its validators', its
    /// conditions'): a row that only moved down the file equals its old self.
    package var withoutLocations: Row {
        var row = self
        row.location = .unknown
        if !row.validators.isEmpty {
            row.validators = row.validators.map { validator in
                var copy = validator
                copy.location = .unknown
                return copy
            }
        }
        for kind in [ConditionKind.hidden, .disabled, .required] {
            if case .expression(let text, _) = row.condition(kind) {
                switch kind {
                case .hidden: row.hidden = .expression(text, .unknown)
                case .disabled: row.disabled = .expression(text, .unknown)
                case .required: row.required = .expression(text, .unknown)
                }
            }
        }
        return row
    }
}
