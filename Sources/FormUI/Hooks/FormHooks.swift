import FormCore

/// Code a form built in Swift attaches to its rows (the FormRun library's `.validate { }`,
/// `.onChange { }` and `.options { }`), by the place of the row it is declared on (`HookPlace`).
/// A form read from a file has none. The update, the submit's checks and plain mode call them;
/// they never touch the terminal.
package struct FormHooks: Sendable {
    /// A row's own checks after its built-in ones: a message, or nil when the value passes.
    package typealias Validator = @Sendable (_ value: Value, _ answers: AnswerReader) -> String?
    /// Called after the row's value changed; returns values to set on rows of the same screen (by tag).
    package typealias ChangeHandler = @Sendable (_ value: Value, _ answers: AnswerReader) -> [String: Value]
    /// The row's options, computed from the other answers whenever one of them changes.
    package typealias OptionsProvider = @Sendable (_ answers: AnswerReader) -> [Option]

    /// Other words for a built-in check's message (`CheckMessage`), or nil to keep formrun's.
    package typealias Reword = @Sendable (_ message: CheckMessage) -> String?

    package var validators: [HookPlace: [Validator]] = [:]
    package var onChange: [HookPlace: [ChangeHandler]] = [:]
    package var options: [HookPlace: OptionsProvider] = [:]
    /// A row's own words (`required(message:)`), asked before the form's.
    package var rewords: [HookPlace: Reword] = [:]
    /// The form's words for the built-in checks of every row (`messages(_:)`).
    package var formWords: Reword?

    package init() {}

    package var isEmpty: Bool { validators.isEmpty && onChange.isEmpty && options.isEmpty && rewords.isEmpty && formWords == nil }

    /// The words a row at `place` says its built-in checks' messages in, nil for formrun's own.
    package func reword(at place: HookPlace) -> ((CheckMessage) -> String?)? {
        let own = rewords[place], form = formWords
        if own == nil && form == nil { return nil }
        return { message in own?(message) ?? form?(message) }
    }
}

/// Where a row sits in a form, for the code attached to it: the tags of the `form` and `list`
/// rows from the top form down to it, then its own tag (`["members", "name"]` for the `name` row
/// of a `members` list's item form). A list's items are not told apart: code declared on an
/// item's row runs for that row of every item, and nowhere else; a top-level `name` row is
/// `["name"]`, another place.
package struct HookPlace: Hashable, Sendable, CustomStringConvertible {
    /// The tags of the sub-form and list rows on the way, then the row's own.
    package var tags: [String]

    package init(_ tags: [String]) {
        self.tags = tags
    }

    /// The row tagged `tag` of the screen whose sub-form and list rows on the way are `scope`.
    package init(scope: [String], tag: String) {
        tags = scope + [tag]
    }

    /// The tags joined with `/` (`members/name`).
    package var description: String { tags.joined(separator: "/") }
}

/// What a hook reads of the form: the current value of any row of the screen it runs on, by tag
/// (`.null` for a hidden or unknown row).
package struct AnswerReader {
    private let read: (String) -> Value

    package init(_ read: @escaping (String) -> Value) {
        self.read = read
    }

    package subscript(tag: String) -> Value { read(tag) }
}
