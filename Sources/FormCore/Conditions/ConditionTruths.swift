/// The current truth of every condition of a form — each row's, each section's and the form's
/// hidden, disabled and required — in arrays indexed by row and section number, so that asking
/// about a row costs one lookup of its tag and a few array reads.
struct ConditionTruths: Sendable {
    private var rows: [UInt8]
    private var sections: [UInt8]
    private var form: UInt8 = 0
    private let program: ConditionProgram

    private static func bit(_ kind: ConditionKind) -> UInt8 {
        switch kind {
        case .hidden: return 1
        case .disabled: return 2
        case .required: return 4
        }
    }

    /// A row's bit for `"disabled": false` (GSForm's white list), set once from the constants.
    private static let keepsEnabledBit: UInt8 = 8

    /// Every condition at its constant value (false for an expression until it is evaluated).
    init(program: ConditionProgram) {
        self.program = program
        rows = program.rowConstants.map { flags in
            let bits = ConditionKind.allCases.reduce(UInt8(0)) { bits, kind in
                flags.value(kind) == true ? bits | Self.bit(kind) : bits
            }
            return flags.keepsEnabled ? bits | Self.keepsEnabledBit : bits
        }
        sections = Array(repeating: 0, count: program.sectionTags.count)
        for (tag, s) in program.sectionIndex {
            for kind in ConditionKind.allCases where program.constant(ConditionKey(.section(tag), kind)) == true {
                sections[s] |= Self.bit(kind)
            }
        }
        if program.constant(ConditionKey(.form, .disabled)) == true { form = Self.bit(.disabled) }
    }

    subscript(key: ConditionKey) -> Bool {
        get {
            let bit = Self.bit(key.kind)
            switch key.owner {
            case .form: return form & bit != 0
            case .section(let tag): return program.sectionIndex[tag].map { sections[$0] & bit != 0 } ?? false
            case .row(let tag): return program.rowIndex[tag].map { rows[$0] & bit != 0 } ?? false
            }
        }
        set {
            let bit = Self.bit(key.kind)
            func apply(_ bits: inout UInt8) { if newValue { bits |= bit } else { bits &= ~bit } }
            switch key.owner {
            case .form: apply(&form)
            case .section(let tag): if let s = program.sectionIndex[tag] { apply(&sections[s]) }
            case .row(let tag): if let r = program.rowIndex[tag] { apply(&rows[r]) }
            }
        }
    }

    /// The truth of condition `kind` of an owner given by number (`ConditionTable`).
    subscript(owner: ConditionTable.Owner, kind: ConditionKind) -> Bool {
        get {
            let bit = Self.bit(kind)
            switch owner {
            case .form: return form & bit != 0
            case .section(let s): return sections[s] & bit != 0
            case .row(let r): return rows[r] & bit != 0
            }
        }
        set {
            let bit = Self.bit(kind)
            func apply(_ bits: inout UInt8) { if newValue { bits |= bit } else { bits &= ~bit } }
            switch owner {
            case .form: apply(&form)
            case .section(let s): apply(&sections[s])
            case .row(let r): apply(&rows[r])
            }
        }
    }

    /// Whether row number `r` is hidden, by its section or by itself.
    func isRowHidden(_ r: Int) -> Bool {
        (rows[r] | sections[program.rowSection[r]]) & Self.bit(.hidden) != 0
    }

    /// Whether row number `r` would be hidden if section number `s` were shown.
    func isRowHidden(_ r: Int, showing s: Int) -> Bool {
        program.rowSection[r] == s ? rows[r] & Self.bit(.hidden) != 0 : isRowHidden(r)
    }

    /// The row's own bits and its section's, found with one lookup of the tag.
    func row(_ tag: String) -> (own: UInt8, section: UInt8)? {
        guard let r = program.rowIndex[tag] else { return nil }
        return (rows[r], sections[program.rowSection[r]])
    }

    /// The bits of row number `r` (its position in `rowTags`) and of its section.
    func row(number r: Int) -> (own: UInt8, section: UInt8) {
        (rows[r], sections[program.rowSection[r]])
    }

    /// Whether section number `s` (its position in `sectionTags`) is hidden by its own condition.
    func isSectionHidden(_ s: Int) -> Bool { sections[s] & Self.bit(.hidden) != 0 }

    var formDisabled: Bool { form & Self.bit(.disabled) != 0 }

    static func has(_ bits: UInt8, _ kind: ConditionKind) -> Bool { bits & bit(kind) != 0 }

    /// Whether a row's own bits say `"disabled": false`.
    static func keepsEnabled(_ bits: UInt8) -> Bool { bits & keepsEnabledBit != 0 }
}
