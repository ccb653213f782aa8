import FormCore
import FormUI

/// The code a form file cannot hold, attached to a row built in Swift.
extension Row {
    /// Adds a check run after the row's built-in ones and its declared validators, wherever the
    /// row is checked (leaving it, submitting, plain mode, `submit(values:)`): the message to show
    /// under the row, or nil when `value` passes. Not run on an empty value of an optional row.
    /// Several `validate`s run in order; the first message wins.
    public func validate(_ check: @escaping @Sendable (_ value: JSON, _ answers: LiveAnswers) -> String?) -> Row {
        var row = self
        row.validators.append { value, reader in check(JSON(engineValue: value), LiveAnswers(reader)) }
        return row
    }

    /// Adds code run each time this row's value changes (a key, a paste, a plain-mode answer):
    /// it returns values to set on other rows, by tag, set as a values file would set them
    /// (conditions follow, the screen redraws them). Rows a handler sets run their own handlers
    /// in turn, up to `FormState.maxHookRounds` rounds; setting a row to the value it holds is
    /// no change, so handlers that answer each other settle.
    public func onChange(_ handler: @escaping @Sendable (_ value: JSON, _ answers: LiveAnswers) -> [String: JSON]) -> Row {
        var row = self
        row.onChange.append { value, reader in
            handler(JSON(engineValue: value), LiveAnswers(reader)).mapValues(\.engineValue)
        }
        return row
    }

    /// Computes the row's options from the other answers (a city list from a country): when the
    /// form starts and after every change. A value no longer among them is cleared (several
    /// choices lose the ones that went). Each option's title is its value.
    public func options(_ provider: @escaping @Sendable (_ answers: LiveAnswers) -> [String]) -> Row {
        options { answers in provider(answers).map { (title: $0, value: JSON.string($0)) } }
    }

    /// `options` with a title and a value for each option.
    public func options(_ provider: @escaping @Sendable (_ answers: LiveAnswers) -> [(title: String, value: JSON)]) -> Row {
        var row = self
        row.options = { reader in
            provider(LiveAnswers(reader)).map { Option(title: $0.title, value: $0.value.engineValue) }
        }
        return row
    }

    /// A row of the custom kind registered as `kind` (`CustomKinds.register(_:as:)`); a form
    /// file writes it `{"type": "<kind>", …}`.
    public static func custom(_ tag: String, _ title: String, kind: String, value: JSON = .null) -> Row {
        var core = FormCore.Row(tag: tag, type: .custom, title: title)
        core.customKind = kind
        core.value = value.engineValue
        let row = Row(core)
        return value == .null ? row : row.with("value", value)
    }
}

extension FormHooks {
    /// The code attached to `rows` and the rows of their sub-forms and items, by place (what a
    /// form built in code hands the engine): a row inside a `form` or `list` row is placed under
    /// that row's tag, so its code runs there and nowhere else.
    init(collecting rows: [Row]) {
        self.init()
        collect(rows, scope: [])
    }

    private mutating func collect(_ rows: [Row], scope: [String]) {
        for row in rows {
            let place = HookPlace(scope: scope, tag: row.core.tag)
            if !row.validators.isEmpty { validators[place, default: []] += row.validators }
            if !row.onChange.isEmpty { onChange[place, default: []] += row.onChange }
            if let options = row.options { self.options[place] = options }
            if let reword = row.reword { rewords[place] = reword }
            collect(row.subRows, scope: place.tags)
        }
    }
}
