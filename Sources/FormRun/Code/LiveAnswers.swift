import FormUI

/// What the code attached to a row reads of the form while it runs: the current value of any
/// row of the same screen (the same item, for a row of a list's item) by tag, as JSON (`null`
/// for a row that is hidden, empty or unknown).
///
/// ```swift
/// Row.password("repeat", "Repeat password").validate { value, answers in
///     value == answers["password"] ? nil : "Does not match"
/// }
/// ```
public struct LiveAnswers {
    private let reader: AnswerReader

    init(_ reader: AnswerReader) {
        self.reader = reader
    }

    /// The value of the row tagged `tag` as it stands now: an object for a `form` row, an array
    /// for a `list` row (an object for a keyed one).
    public subscript(tag: String) -> JSON { JSON(engineValue: reader[tag]) }
}
