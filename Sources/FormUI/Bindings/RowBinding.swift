import FormCore
import FormScreen

/// One key binding of a row kind, as data: the keys, the words the hint line and the F1 screen
/// give them, and what they do. A kind's list of bindings both handles its keys (`RowEditing`
/// runs the first binding that matches a key and takes it) and writes its help, so the two
/// cannot disagree.
package struct RowBinding: Sendable {
    /// What a binding does with a key it matches; `.ignored` lets a later binding, then the form's
    /// keys, have it.
    package typealias Run = @Sendable (_ key: Key, _ row: Row, _ state: inout FormState, _ context: UpdateContext) -> KeyHandling

    package var keys: [KeyPattern]
    /// Its words in the hint line (`change`); F1 uses `help`.
    package var label: String
    /// Its words on the F1 screen and in the docs (`add or take away one step`).
    package var help: String
    /// Shown in the hint line at the bottom while the row has the focus.
    package var inHint: Bool
    package var run: Run

    package init(_ keys: [KeyPattern], _ label: String, help: String? = nil, inHint: Bool = true, run: @escaping Run) {
        self.keys = keys
        self.label = label
        self.help = help ?? label
        self.inHint = inHint
        self.run = run
    }

    /// A binding of plain keys.
    package init(keys: [Key], _ label: String, help: String? = nil, inHint: Bool = true, run: @escaping Run) {
        self.init(keys.map(KeyPattern.key), label, help: help, inHint: inHint, run: run)
    }

    package func matches(_ key: Key) -> Bool { keys.contains { $0.matches(key) } }

    /// `←/→ change`: the first two keys (the F1 screen names them all).
    package func hint(ascii: Bool) -> String { Array(keys.prefix(2)).shortNames(ascii: ascii) + " " + label }
}

extension Array where Element == RowBinding {
    /// Runs the first binding that takes `key`.
    func handle(_ key: Key, row: Row, in state: inout FormState, context: UpdateContext) -> KeyHandling {
        for binding in self where binding.matches(key) {
            if case .taken(let effects) = binding.run(key, row, &state, context) { return .taken(effects) }
        }
        return .ignored
    }
}
