/// The whole form: form → sections → rows. Tags are unique across rows and sections.
public struct Form: Equatable, Sendable {
    public var title: String?
    public var requiredMark: Bool = true
    public var autoPlaceholder: Bool = false
    public var sortByTag: Bool = false
    public var disabled: Condition = .never
    public var disabledMessage: String?
    public var style: Style = Style()
    public var sections: [Section]
    /// Set for a form read from a JSON Schema: the output is an instance of the schema (empty
    /// optional properties and empty objects left out).
    public var instance: InstanceRules?
    /// The tag of the row whose value is the whole output (a JSON Schema whose root is an array
    /// or a map): the output is that value, not an object holding it, and a values file is that
    /// value. The row's key path is empty.
    public var documentRow: String?
    /// The condition texts as parsed when the form was read, for `ConditionProgram` to reuse.
    public var conditionParses = ConditionParses()

    public init(title: String? = nil, sections: [Section] = []) {
        self.title = title
        self.sections = sections
    }

    /// Every row, in form order.
    public var allRows: [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(rowCount)
        for section in sections { rows.append(contentsOf: section.rows) }
        return rows
    }

    /// How many rows the form has, without copying them.
    public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// The rows of `section` in the order they are shown and output: sorted by tag when
    /// `sortByTag`, else as written.
    public func displayRows(of section: Section) -> [Row] {
        sortByTag ? section.rows.sorted { $0.tag < $1.tag } : section.rows
    }

    /// The row with this tag, if any.
    public func row(_ tag: String) -> Row? {
        for section in sections {
            if let row = section.rows.first(where: { $0.tag == tag }) { return row }
        }
        return nil
    }
}
