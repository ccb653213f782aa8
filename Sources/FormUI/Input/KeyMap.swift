/// What a key does at the top level of the form (editing keys belong to the row editors).
public enum Action: String, Sendable, CaseIterable {
    case next, previous, pageUp, pageDown, submit, cancel, interrupt, repaint, help, deleteRow, suspend
}

/// One line of the key map: the keys, the action, and the words the help shows for it.
public struct KeyBinding: Sendable {
    public var keys: [Key]
    public var action: Action
    public var help: String
    /// Shown in the one-line help at the bottom of the screen (the rest only on F1).
    public var inHelpLine: Bool
}

/// The keys of the form as plain data: the run loop dispatches with it, and both the help line
/// and the F1 screen are derived from it, so they cannot disagree with what the keys do.
public struct KeyMap: Sendable {
    public var bindings: [KeyBinding]
    /// Keys handled by the row editors, listed on the help screen only: (keys, what they do).
    public var editing: [(keys: String, help: String)]

    public static let standard = KeyMap(
        bindings: [
            KeyBinding(keys: [.down, .tab], action: .next, help: "next row", inHelpLine: true),
            KeyBinding(keys: [.up, .backTab], action: .previous, help: "previous row", inHelpLine: false),
            KeyBinding(keys: [.pageDown], action: .pageDown, help: "page down", inHelpLine: false),
            KeyBinding(keys: [.pageUp], action: .pageUp, help: "page up", inHelpLine: false),
            KeyBinding(keys: [.ctrl("s"), .function(10)], action: .submit, help: "submit", inHelpLine: true),
            KeyBinding(keys: [.escape], action: .cancel, help: "cancel", inHelpLine: true),
            KeyBinding(keys: [.function(1)], action: .help, help: "help", inHelpLine: true),
            KeyBinding(keys: [.ctrl("l")], action: .repaint, help: "repaint the screen", inHelpLine: false),
            KeyBinding(keys: [.ctrl("d")], action: .deleteRow, help: "delete row (deletable sections)", inHelpLine: false),
            KeyBinding(keys: [.ctrl("z")], action: .suspend, help: "suspend (fg resumes)", inHelpLine: false),
            KeyBinding(keys: [.ctrl("c")], action: .interrupt, help: "interrupt (exit 130)", inHelpLine: false),
        ],
        editing: [
            ("Left/Right", "move the cursor"),
            ("Home/End, Ctrl-A/Ctrl-E", "start / end of the line"),
            ("Backspace/Delete", "erase a character"),
            ("Ctrl-U / Ctrl-K", "erase to the start / end"),
            ("Ctrl-W", "erase the word before the cursor"),
            ("Enter", "next row (a new line in a text view)"),
            ("Space/Enter", "toggle a switch or check; press a button"),
            ("Enter", "open a list, date or time editor; there Enter picks, Esc closes"),
            ("Left/Right, -/+", "change a stepper or slider; choose in a picker or segmented control"),
        ])

    /// The action bound to `key`, if any.
    public func action(for key: Key) -> Action? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// The keys bound to `action`.
    public func keys(for action: Action) -> [Key] {
        bindings.first { $0.action == action }?.keys ?? []
    }

    /// `↓/Tab next  Ctrl-S submit  Esc cancel  F1 help`.
    public var helpLine: String {
        bindings.filter(\.inHelpLine).map { binding in
            binding.keys.map(Self.shortName).joined(separator: "/") + " " + binding.help
        }.joined(separator: "  ")
    }

    /// The lines of the F1 screen: every binding, then the editing keys.
    public var helpScreen: [(keys: String, help: String)] {
        bindings.map { ($0.keys.map(\.name).joined(separator: ", "), $0.help) } + editing
    }

    static func shortName(_ key: Key) -> String {
        switch key {
        case .up: return "↑"
        case .down: return "↓"
        default: return key.name
        }
    }
}
