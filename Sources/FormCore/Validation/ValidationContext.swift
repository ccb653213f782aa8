/// What a validator may read besides the row's own value.
package struct ValidationContext {
    /// The current value of the row with this tag (`.null` for hidden or unknown rows).
    package var value: (String) -> Value
    /// Evaluates an `expression` validator's source text: true passes, false fails, nil means it
    /// could not be evaluated and the validator is skipped. When the whole closure is nil (no
    /// condition engine), expression validators are skipped.
    package var evaluate: ((String) -> Bool?)?
    /// The title of the row with this tag, for default messages such as `Must match Password`;
    /// nil or an empty title falls back to the tag.
    package var title: (String) -> String?
    /// Today as `YYYY-MM-DD`, for date bounds written `today`; those bounds are skipped when nil.
    package var today: String?
    /// The folder relative paths of `file` rows start from; the working folder when nil.
    package var directory: String?
    /// What the app found on disk for `file` rows' `mustExist` (`FileFacts`, gathered before the
    /// check: validation never asks the disk).
    package var files = FileFacts()
    /// The form is a JSON Schema's: an optional `list` with no items is an absent property, left
    /// out of the output and not checked (a schema's `minItems` holds only when the array is
    /// there). A form file's list writes `[]`, so its `minItems` holds.
    package var emptyListsAreAbsent = false
    /// Checks attached in code (a form built in Swift: `FormHooks.validators`), run on a
    /// non-empty value after the built-in checks and the declared validators; nil when the row
    /// has none. The first message wins.
    package var extraCheck: ((Value) -> String?)?
    /// What of a sub-form row's value already passed the checks of the rows below it: its JSON
    /// Schema check leaves those parts out, and so does its nesting check (`PassedBelow`).
    package var passedBelow = PassedBelow()

    package init(value: @escaping (String) -> Value,
                evaluate: ((String) -> Bool?)? = nil,
                title: @escaping (String) -> String? = { _ in nil },
                today: String? = nil) {
        self.value = value
        self.evaluate = evaluate
        self.title = title
        self.today = today
    }

    /// A context built on a form: titles from its rows, values from `value`.
    package init(form: Form, value: @escaping (String) -> Value, evaluate: ((String) -> Bool?)? = nil,
                today: String? = nil) {
        self.init(value: value, evaluate: evaluate, title: { form.row($0)?.title }, today: today)
        emptyListsAreAbsent = form.instance != nil
    }
}
