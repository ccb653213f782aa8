/// The whole form: form → sections → rows. Tags are unique across rows and sections.
package struct Form: Equatable, Sendable {
    package var title: String?
    package var requiredMark: Bool = true
    package var autoPlaceholder: Bool = false
    package var sortByTag: Bool = false
    package var disabled: Condition = .never
    package var disabledMessage: String?
    package var style: Style = Style()
    package var sections: [Section]
    /// Set for a form read from a JSON Schema: the output is an instance of the schema (empty
    /// optional properties and empty objects left out).
    package var instance: InstanceRules?
    /// The tag of the row whose value is the whole output (a JSON Schema whose root is an array
    /// or a map): the output is that value, not an object holding it, and a values file is that
    /// value. The row's key path is empty.
    package var documentRow: String?
    /// `--edit`: the members of the values that no row holds (keys an open object takes) are
    /// shown as rows of their JSON type (`UndeclaredMembers`), here and in every sub-form.
    package var showsUndeclaredMembers = false
    /// The condition texts as parsed when the form was read, for `ConditionProgram` to reuse.
    package var conditionParses = ConditionParses()

    package init(title: String? = nil, sections: [Section] = []) {
        self.title = title
        self.sections = sections
    }

    /// Every row, in form order.
    package var allRows: [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(rowCount)
        for section in sections { rows.append(contentsOf: section.rows) }
        return rows
    }

    /// How many rows the form has, without copying them.
    package var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// The rows of `section` in the order they are shown and output: sorted by tag when
    /// `sortByTag`, else as written.
    package func displayRows(of section: Section) -> [Row] {
        sortByTag ? section.rows.sorted { $0.tag < $1.tag } : section.rows
    }

    /// The row with this tag, if any.
    package func row(_ tag: String) -> Row? {
        for section in sections {
            if let row = section.rows.first(where: { $0.tag == tag }) { return row }
        }
        return nil
    }
}
