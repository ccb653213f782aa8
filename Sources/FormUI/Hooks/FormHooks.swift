import FormCore

/// Code a form built in Swift attaches to its rows (the FormRun library's `.validate { }`,
/// `.onChange { }` and `.options { }`), by row tag. A form read from a file has none. The update,
/// the submit's checks and plain mode call them; they never touch the terminal.
public struct FormHooks: Sendable {
    /// A row's own checks after its built-in ones: a message, or nil when the value passes.
    public typealias Validator = @Sendable (_ value: Value, _ answers: AnswerReader) -> String?
    /// Called after the row's value changed; returns values to set on other rows (by tag).
    public typealias ChangeHandler = @Sendable (_ value: Value, _ answers: AnswerReader) -> [String: Value]
    /// The row's options, computed from the other answers whenever one of them changes.
    public typealias OptionsProvider = @Sendable (_ answers: AnswerReader) -> [Option]

    public var validators: [String: [Validator]] = [:]
    public var onChange: [String: [ChangeHandler]] = [:]
    public var options: [String: OptionsProvider] = [:]

    public init() {}

    public var isEmpty: Bool { validators.isEmpty && onChange.isEmpty && options.isEmpty }
}

/// What a hook reads of the form: the current value of any row, by tag (`.null` for a hidden or
/// unknown row).
public struct AnswerReader {
    private let read: (String) -> Value

    public init(_ read: @escaping (String) -> Value) {
        self.read = read
    }

    public subscript(tag: String) -> Value { read(tag) }
}
