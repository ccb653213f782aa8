import FormCore

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
    /// Keys the form handles beyond its actions, listed on the help screen (Enter).
    public var notes: [KindKey]

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
        notes: [KindKey("Enter", "next row; on the last row, submit")])

    /// The action bound to `key`, if any.
    public func action(for key: Key) -> Action? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// The keys bound to `action`.
    public func keys(for action: Action) -> [Key] {
        bindings.first { $0.action == action }?.keys ?? []
    }

    /// `↓/Tab next  Ctrl-S submit  Esc cancel  F1 help`.
    public var helpLine: String { helpLine(ascii: false) }

    /// The help line; with `ascii` the arrows are spelled out (`--ascii` draws no arrow).
    public func helpLine(ascii: Bool) -> String {
        bindings.filter(\.inHelpLine).map { binding in
            binding.keys.map { ascii ? $0.name : Self.shortName($0) }.joined(separator: "/") + " " + binding.help
        }.joined(separator: "  ")
    }

    /// The lines of the F1 screen: every binding, then the keys the row kinds of `types` take
    /// (each kind's own key list).
    public func helpScreen(for types: some Sequence<RowType>) -> [KindKey] {
        bindings.map { KindKey($0.keys.map(\.name).joined(separator: ", "), $0.help) } + notes + RowKinds.keys(for: types)
    }

    static func shortName(_ key: Key) -> String {
        switch key {
        case .up: return "↑"
        case .down: return "↓"
        default: return key.name
        }
    }
}
