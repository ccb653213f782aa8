import FormCore

/// Answers whether a row or section is hidden, disabled or required, with form > section > row
/// priority. Constant conditions only; expressions arrive with the condition engine.
public struct RowFlagsProvider: Sendable {
    private var hidden: Set<String> = []
    private var disabled: Set<String> = []
    private var required: Set<String> = []

    public init(form: Form) {
        for section in form.sections {
            if section.hidden.constantValue == true { hidden.insert(section.tag) }
            let sectionDisabled = form.disabled.constantValue == true || section.disabled.constantValue == true
            for row in section.rows {
                if row.hidden.constantValue == true || section.hidden.constantValue == true { hidden.insert(row.tag) }
                if sectionDisabled || row.disabled.constantValue == true { disabled.insert(row.tag) }
                if row.required.constantValue == true { required.insert(row.tag) }
            }
        }
    }

    public mutating func refresh(values: (String) -> Value) {}
    public mutating func changed(_ tag: String, values: (String) -> Value) {}

    public func isHidden(_ tag: String) -> Bool { hidden.contains(tag) }
    public func isDisabled(_ tag: String) -> Bool { disabled.contains(tag) }
    public func isRequired(_ tag: String) -> Bool { required.contains(tag) }
}
