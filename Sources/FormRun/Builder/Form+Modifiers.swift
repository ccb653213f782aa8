import FormCore

/// The modifiers of a form, named after the form object's keys. On a form read from a file they
/// change the model as the key would; a condition text there is not taken (it is checked only
/// when a form is read), so `disabled(_: String)` and `style` apply to forms built in code.
extension Form {
    private func with(_ key: String, _ value: JSON, else change: (inout FormCore.Form) -> Void = { _ in }) -> Form {
        var form = self
        switch source {
        case .code(var members, let sections):
            members.removeAll { $0.key == key }
            members.append((key, value))
            form.source = .code(members: members, sections: sections)
        case .read(var model):
            change(&model)
            form.source = .read(model)
        }
        return form
    }

    /// `requiredMark`: a `*` after the titles of required rows (on unless turned off).
    public func requiredMark(_ on: Bool = true) -> Form { with("requiredMark", .bool(on)) { $0.requiredMark = on } }
    /// `autoPlaceholder`: rows without a placeholder get one derived from their type and title.
    public func autoPlaceholder(_ on: Bool = true) -> Form { with("autoPlaceholder", .bool(on)) { $0.autoPlaceholder = on } }
    /// `sortByTag`: the answers are written in the order of their tags.
    public func sortByTag(_ on: Bool = true) -> Form { with("sortByTag", .bool(on)) { $0.sortByTag = on } }
    /// `disabled`: nothing can be changed (rows that say `disabled(false)` excepted).
    public func disabled(_ on: Bool = true) -> Form { with("disabled", .bool(on)) { $0.disabled = .constant(on) } }
    /// `disabled` while a condition holds (forms built in code).
    public func disabled(_ condition: String) -> Form { with("disabled", .string(condition)) }
    /// `disabledMessage`: said when the person tries to change a disabled row.
    public func disabledMessage(_ text: String) -> Form { with("disabledMessage", .string(text)) { $0.disabledMessage = text } }
    /// `style`: the style words of every row's title, value, focus and error (forms built in code).
    public func style(title: String? = nil, value: String? = nil, focus: String? = nil, error: String? = nil) -> Form {
        with("style", Style.json(title: title, value: value, focus: focus, error: error))
    }

    /// Says the built-in checks' messages in `messages`' words where it gives some (every row;
    /// a row's `required(message:)` comes first).
    public func messages(_ messages: Messages) -> Form {
        var form = self
        form.words = messages
        return form
    }

    /// Draws the form with `theme` (`.highContrast`, `.mono`, one of your own). Without it a
    /// person's run takes the theme `FORMRUN_THEME` names, as `formrun` does (`high-contrast`, a
    /// theme file), else formrun's look; the program's theme wins over the environment, and
    /// `NO_COLOR` over both. Scripted runs and screens do not read the environment.
    public func theme(_ theme: Theme) -> Form {
        var form = self
        form.look.theme = theme
        return form
    }

    /// Draws box lines and marks with ASCII characters only (`formrun --ascii`).
    public func ascii(_ on: Bool = true) -> Form {
        var form = self
        form.look.ascii = on
        return form
    }
}
