import FormUI

/// Keys a custom kind takes, with their words in the hint line (`label`) and on F1 (`help`).
public struct CustomKeys: Hashable, Sendable {
    /// The keys, in the order they are tried.
    public var keys: [KeyPattern]
    /// Its word in the hint line: `bump`.
    public var label: String
    /// Its words on the F1 screen (the label when not given).
    public var help: String
    /// Whether the hint line shows it (F1 always does).
    public var inHint: Bool

    /// Keys matched by `keys`, called `label` in the hint line and `help` (or `label`) on F1.
    public init(_ keys: [KeyPattern], _ label: String, help: String? = nil, inHint: Bool = true) {
        self.keys = keys
        self.label = label
        self.help = help ?? label
        self.inHint = inHint
    }

    /// Keys of plain `Key`s: `CustomKeys(keys: [.up, .down], "bump")`.
    public init(keys: [Key], _ label: String, help: String? = nil, inHint: Bool = true) {
        self.init(keys.map(KeyPattern.key), label, help: help, inHint: inHint)
    }
}

extension FormUI.CustomKeys {
    /// The engine's keys for the library's.
    init(_ keys: FormRun.CustomKeys) {
        self.init(keys.keys.map(FormUI.KeyPattern.init), keys.label, help: keys.help, inHint: keys.inHint)
    }
}
