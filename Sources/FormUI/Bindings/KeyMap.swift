import FormCore
import FormScreen

/// What a key does at the level of the form (a row's own keys are its kind's `RowBinding`s).
package enum Action: String, Sendable, CaseIterable {
    case next, previous, pageUp, pageDown, first, last, nextError, previousError
    /// Enter on a row with no editor: the next row; on the last row, submit.
    case enter
    case submit, cancel, interrupt, repaint, help, deleteRow, suspend
    /// Find a setting anywhere below this screen (`SettingSearch`); the next and previous match.
    case find, findNext, findPrevious

    /// Keys of these actions reach the form even when the focused row has a binding for them (a
    /// row never takes them). The others go to the row first: a stepper's PgUp, a text view's
    /// Up/Down, a typed number's Esc.
    var isGlobal: Bool {
        switch self {
        case .submit, .interrupt, .repaint, .help, .deleteRow, .suspend: return true
        case .next, .previous, .pageUp, .pageDown, .first, .last, .nextError, .previousError, .enter, .cancel,
             .find, .findNext, .findPrevious:
            return false
        }
    }
}

/// One key binding of the form: the keys, the action, and the words the help gives it.
package struct KeyBinding: Sendable {
    /// Where the F1 screen lists it.
    package enum Group: String, Sendable, CaseIterable {
        case moving = "Moving"
        case form = "The form"
    }

    package var keys: [Key]
    package var action: Action
    /// Its words on the F1 screen and in the docs.
    package var help: String
    /// Its words in the hint line (nil: not in the hint line).
    package var label: String?
    /// Its words in a narrow hint line (`next` for `next row`); nil: the label.
    package var shortLabel: String?
    package var group: Group

    package init(keys: [Key], action: Action, help: String, label: String? = nil, shortLabel: String? = nil, group: Group) {
        self.keys = keys
        self.action = action
        self.help = help
        self.label = label
        self.shortLabel = shortLabel
        self.group = group
    }

    package var inHelpLine: Bool { label != nil }
}

/// The keys of the form as plain data: the update dispatches with it, and the hint line, the F1
/// screen, `formrun --help` and the key tables of the README and the man page are derived from it
/// (with the row kinds' own bindings), so they cannot disagree with what the keys do.
package struct KeyMap: Sendable {
    package var bindings: [KeyBinding]

    package static let standard = KeyMap(bindings: [
        KeyBinding(keys: [.down, .tab], action: .next, help: "next row", label: "next row", shortLabel: "next",
                   group: .moving),
        KeyBinding(keys: [.up, .backTab], action: .previous, help: "previous row", group: .moving),
        KeyBinding(keys: [.enter], action: .enter,
                   help: "next row, on rows with no editor to open (on the last row: submit)", group: .moving),
        KeyBinding(keys: [.pageDown], action: .pageDown, help: "a page down", group: .moving),
        KeyBinding(keys: [.pageUp], action: .pageUp, help: "a page up", group: .moving),
        KeyBinding(keys: [.ctrlHome], action: .first, help: "first row", group: .moving),
        KeyBinding(keys: [.ctrlEnd], action: .last, help: "last row", group: .moving),
        KeyBinding(keys: [.function(8)], action: .nextError, help: "next row with an error, in sub-forms and items too", group: .moving),
        KeyBinding(keys: [.shiftFunction(8)], action: .previousError, help: "previous row with an error, in sub-forms and items too", group: .moving),
        KeyBinding(keys: [.ctrl("f"), .char("/")], action: .find,
                   help: "find a setting: its key, title or description, in sub-forms and items too (/ where typing does not take it)",
                   group: .moving),
        KeyBinding(keys: [.function(3)], action: .findNext, help: "next match of the last search", group: .moving),
        KeyBinding(keys: [.shiftFunction(3)], action: .findPrevious, help: "previous match of the last search", group: .moving),
        KeyBinding(keys: [.ctrl("s"), .function(10)], action: .submit, help: "submit", label: "submit", group: .form),
        KeyBinding(keys: [.escape], action: .cancel, help: "cancel (asks first when something changed)", label: "cancel",
                   group: .form),
        KeyBinding(keys: [.function(1)], action: .help, help: "this help", label: "help", group: .form),
        KeyBinding(keys: [.ctrl("d")], action: .deleteRow, help: "delete the row, in a deletable section (asks first)",
                   group: .form),
        KeyBinding(keys: [.ctrl("l")], action: .repaint, help: "repaint the screen", group: .form),
        KeyBinding(keys: [.ctrl("z")], action: .suspend, help: "suspend (fg comes back)", group: .form),
        KeyBinding(keys: [.ctrl("c")], action: .interrupt, help: "interrupt (exit 130)", group: .form),
    ])

    /// The action bound to `key`, if any.
    package func action(for key: Key) -> Action? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// The keys bound to `action`.
    package func keys(for action: Action) -> [Key] {
        bindings.first { $0.action == action }?.keys ?? []
    }

    /// The form's part of the hint line: `↓/Tab next  Ctrl-S/F10 submit  Esc cancel  F1 help`.
    package var helpLine: String { hintItems(ascii: false).joined(separator: "  ") }

    /// The items of the form's part of the hint line; with `ascii` the arrows are spelled out.
    package func hintItems(ascii: Bool) -> [String] {
        bindings.compactMap { binding in
            binding.label.map { binding.keys.map(KeyPattern.key).shortNames(ascii: ascii) + " " + $0 }
        }
    }

    /// The bindings the F1 screen lists in `group`, for a form that has (or lacks) deletable sections.
    package func entries(in group: KeyBinding.Group, deletable: Bool) -> [KindKey] {
        bindings.filter { $0.group == group && ($0.action != .deleteRow || deletable) }
            .map { KindKey($0.keys.map(\.name).joined(separator: ", "), $0.help) }
    }
}
