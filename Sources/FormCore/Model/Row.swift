/// One row of a section: the model of a cell, as the form file declares it.
public struct Row: Equatable, Sendable {
    public enum Action: String, Equatable, Sendable { case submit, cancel, reset }

    public var tag: String
    public var type: RowType
    public var title: String
    /// The initial value, typed as the row's output type (`.null` when none).
    public var value: Value = .null
    public var placeholder: String?
    public var required: Condition = .never
    public var hidden: Condition = .never
    public var disabled: Condition = .never
    public var disabledMessage: String?
    public var validators: [ValidatorSpec] = []
    public var maxLength: Int?
    public var unit: String?
    /// Display-only transformer: `thousands`, `percent`, `upper`, `lower`, `mask`.
    public var format: String?
    public var height: Int?
    /// Output key path (dots nest); the tag when nil.
    public var key: String?
    public var options: [Option] = []
    public var min: Value?
    public var max: Value?
    public var step: Double?
    public var action: Action?
    public var style: Style?
    /// Where the row's object starts in the form file.
    public var location: SourceLocation = .unknown

    public init(tag: String, type: RowType, title: String = "") {
        self.tag = tag
        self.type = type
        self.title = title
    }

    /// The output key path.
    public var outputKey: String { key ?? tag }
}
