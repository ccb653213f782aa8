import FormCore

/// Code a form built in Swift attaches to its rows (the FormRun library's `.validate { }`,
/// `.onChange { }` and `.options { }`), by row tag. A form read from a file has none. The update,
/// the submit's checks and plain mode call them; they never touch the terminal.
package struct FormHooks: Sendable {
    /// A row's own checks after its built-in ones: a message, or nil when the value passes.
    package typealias Validator = @Sendable (_ value: Value, _ answers: AnswerReader) -> String?
    /// Called after the row's value changed; returns values to set on other rows (by tag).
    package typealias ChangeHandler = @Sendable (_ value: Value, _ answers: AnswerReader) -> [String: Value]
    /// The row's options, computed from the other answers whenever one of them changes.
    package typealias OptionsProvider = @Sendable (_ answers: AnswerReader) -> [Option]

    package var validators: [String: [Validator]] = [:]
    package var onChange: [String: [ChangeHandler]] = [:]
    package var options: [String: OptionsProvider] = [:]

    package init() {}

    package var isEmpty: Bool { validators.isEmpty && onChange.isEmpty && options.isEmpty }
}

/// What a hook reads of the form: the current value of any row, by tag (`.null` for a hidden or
/// unknown row).
package struct AnswerReader {
    private let read: (String) -> Value

    package init(_ read: @escaping (String) -> Value) {
        self.read = read
    }

    package subscript(tag: String) -> Value { read(tag) }
}
