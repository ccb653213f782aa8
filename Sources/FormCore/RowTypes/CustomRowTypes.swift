import Synchronization

/// What FormCore needs of a row kind registered in code: its start value and its check. The
/// screen's side of a kind (drawing, keys) extends this protocol in FormUI (`CustomKind`).
package protocol CustomRowRules: Sendable {
    /// The value a row of this kind starts with when it is given none.
    var initialValue: Value { get }
    /// Why a non-empty `value` is not one this kind accepts (the message under the row), or nil.
    func check(_ value: Value) -> String?
}

extension CustomRowRules {
    package var initialValue: Value { .null }
    package func check(_ value: Value) -> String? { nil }
}

/// The row kinds registered in code, by name: what makes `{"type": "semver"}` a `custom` row.
///
/// A process-wide table behind a lock (`Mutex`), empty until something registers: the
/// executable registers nothing, so it costs nothing at start-up (the table is made on first use).
package enum CustomRowTypes {
    private static let table = Mutex<[String: any CustomRowRules]>([:])

    /// Registers `rules` under `name`, replacing a kind registered under it before. A name that a
    /// built-in row type has is refused (false): `text` stays the text row.
    @discardableResult
    package static func register(_ rules: any CustomRowRules, as name: String) -> Bool {
        guard !name.isEmpty, RowType(rawValue: name) == nil else { return false }
        table.withLock { $0[name] = rules }
        return true
    }

    /// Takes the kind registered under `name` away (tests; a tool that no longer offers it).
    package static func unregister(_ name: String) {
        _ = table.withLock { $0.removeValue(forKey: name) }
    }

    /// The kind registered under `name`, or nil.
    package static func rules(named name: String) -> (any CustomRowRules)? {
        table.withLock { $0[name] }
    }

    /// The kind of a `custom` row, or nil (another row type, or a name no longer registered).
    package static func rules(for row: Row) -> (any CustomRowRules)? {
        guard row.type == .custom, let name = row.customKind else { return nil }
        return rules(named: name)
    }

    /// The registered names, sorted (for the unknown-type message's suggestion).
    package static var names: [String] {
        table.withLock { $0.keys.sorted() }
    }

    /// The check of a `custom` row: its kind's.
    static func failure(_ row: Row, _ value: Value) -> String? {
        rules(for: row)?.check(value)
    }
}
