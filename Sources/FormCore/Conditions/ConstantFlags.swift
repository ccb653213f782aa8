/// The constant conditions of one row: for each kind, whether one was given and its value; and
/// whether the row said `"disabled": false` (it stays editable in a disabled form or section).
struct ConstantFlags {
    private var given: UInt8 = 0
    private var values: UInt8 = 0
    var keepsEnabled = false

    private static func bit(_ kind: ConditionKind) -> UInt8 {
        switch kind {
        case .hidden: return 1
        case .disabled: return 2
        case .required: return 4
        }
    }

    func value(_ kind: ConditionKind) -> Bool? {
        given & Self.bit(kind) == 0 ? nil : values & Self.bit(kind) != 0
    }

    mutating func set(_ value: Bool, _ kind: ConditionKind) {
        given |= Self.bit(kind)
        if value { values |= Self.bit(kind) } else { values &= ~Self.bit(kind) }
    }
}
