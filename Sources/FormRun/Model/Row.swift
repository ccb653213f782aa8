import FormCore
import FormUI

/// One row of a form built in code: the model row the form file would make, and the code attached
/// to it (`.validate { }`, `.onChange { }`, `.options { }`). Made by the factories named after the
/// form file's row types (`Row.text("name", "Full name")`), changed by modifiers named after its
/// keys (`.required()`, `.placeholder("Ada")`).
public struct Row: Sendable {
    /// The row as the model holds it: its tag, type and title. The other keys are in `members`
    /// until the form is read (`Form` writes the rows as a form file and reads that, so that a form
    /// in code has the checks of a file).
    var core: FormCore.Row
    /// The closures attached to this row, handed to the engine as `FormHooks` by its place.
    var validators: [FormHooks.Validator] = []
    var onChange: [FormHooks.ChangeHandler] = []
    var options: FormHooks.OptionsProvider?
    /// The row's own words for its built-in checks' messages (`required(message:)`).
    var reword: FormHooks.Reword?
    /// The row's keys as the form file writes them, in the order first set (`tag`, `type` and
    /// `title` come from `core`).
    var members: [(key: String, value: JSON)] = []
    /// The rows of a `form` row's sections or a `list` row's item (each with its own `subRows`),
    /// whose closures go to the engine too, placed under this row.
    var subRows: [Row] = []

    init(_ core: FormCore.Row) {
        self.core = core
    }

    /// Sets a key of the form file (replacing its earlier value): how every modifier is written.
    func with(_ key: String, _ value: JSON) -> Row {
        var row = self
        if let i = row.members.firstIndex(where: { $0.key == key }) {
            row.members[i].value = value
        } else {
            row.members.append((key, value))
        }
        return row
    }

    /// The row as an object of the form file.
    var json: JSON {
        let type = core.type.isCustom ? core.customKind ?? core.type.rawValue : core.type.rawValue
        var object: [(key: String, value: JSON)] = [("tag", .string(core.tag)), ("type", .string(type))]
        if !core.title.isEmpty { object.append(("title", .string(core.title))) }
        return .object(object + members)
    }
}
