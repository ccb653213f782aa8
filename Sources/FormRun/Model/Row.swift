import FormCore
import FormUI

/// One row of a form built in code: the model row the form file would make, and the code attached
/// to it (`.validate { }`, `.onChange { }`, `.options { }`). Made by the factories named after the
/// form file's row types (`Row.text("name", "Full name")`), changed by modifiers named after its
/// keys (`.required()`, `.placeholder("Ada")`).
public struct Row: Sendable {
    /// The row as the model holds it.
    var core: FormCore.Row
    /// The closures attached to this row, handed to the engine as `FormHooks` by tag.
    var validators: [FormHooks.Validator] = []
    var onChange: [FormHooks.ChangeHandler] = []
    var options: FormHooks.OptionsProvider?

    init(_ core: FormCore.Row) {
        self.core = core
    }
}
