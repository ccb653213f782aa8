import FormCore
import FormScreen
import FormUI

/// A row kind of your own: a semantic version, a colour, a duration… Register it by name
/// (`CustomKinds.register(SemverKind(), as: "semver")`), then use it in code
/// (`Row.custom("version", "Version", kind: "semver")`) or in a form file
/// (`{"tag": "version", "type": "semver"}`).
///
/// The engine draws the title, the focus, the message under the row; the kind draws its value
/// cell, turns the keys it declares into a new value (or a refusal), and may check a value.
/// Each row of the kind has a cursor (an `Int`, 0 at first) that its keys may move: which part
/// of the value they act on.
public protocol CustomRowKind: Sendable {
    /// What a row of this kind is called in messages and help: `a version row`.
    var noun: String { get }
    /// Its keys, in the order they are tried; the hint line and F1 show them, and only keys they
    /// match reach `handle`.
    var keys: [CustomKeys] { get }
    /// The value a row starts with when it is given none (default `null`).
    var initialValue: JSON { get }
    /// The value cell for `value`, at most `width` characters; `cursor` is the row's cursor
    /// while it has the focus, nil otherwise.
    func cell(for value: JSON, cursor: Int?, width: Int) -> CustomCell
    /// What `key` does to `value` with the cursor at `cursor`.
    func handle(_ key: Key, value: JSON, cursor: Int) -> CustomKeyResult
    /// Why a non-empty `value` is not one the kind accepts (shown under the row, and refusing a
    /// submit), or nil (default: every value passes).
    func check(_ value: JSON) -> String?
}

extension CustomRowKind {
    public var initialValue: JSON { .null }
    public func check(_ value: JSON) -> String? { nil }
}

/// What a custom kind did with a key.
public enum CustomKeyResult: Equatable, Sendable {
    /// Not for it after all: the form's own keys have it.
    case ignored
    /// The row's value and cursor from now on (the same value when only the cursor moved).
    case set(JSON, cursor: Int)
    /// Refused: the message goes to the status line, with the bell.
    case refused(String)
}

/// The registry of custom row kinds, shared by the whole process and safe from any thread.
public enum CustomKinds {
    /// Registers `kind` under `name` (replacing one registered before under it): rows built with
    /// `Row.custom(…, kind: name)` and form files whose `type` is `name` use it. False, and
    /// nothing registered, when `name` is empty or a built-in type's (`text`, `date`…).
    @discardableResult
    public static func register(_ kind: some CustomRowKind, as name: String) -> Bool {
        RowKinds.register(EngineKind(kind: kind), as: name)
    }

    /// Takes the kind registered under `name` away; a form file naming it is refused again.
    public static func unregister(_ name: String) {
        CustomRowTypes.unregister(name)
    }

    /// Whether a kind is registered under `name`.
    public static func isRegistered(_ name: String) -> Bool {
        RowKinds.custom(named: name) != nil
    }
}

/// A `CustomRowKind` as the engine takes it (`CustomKind`, in terms of `Value`).
struct EngineKind<Kind: CustomRowKind>: CustomKind {
    let kind: Kind

    var noun: String { kind.noun }
    var keys: [FormUI.CustomKeys] { kind.keys.map(FormUI.CustomKeys.init) }
    var initialValue: Value { kind.initialValue.engineValue }

    func check(_ value: Value) -> String? { kind.check(JSON(engineValue: value)) }

    func cell(for value: Value, cursor: Int?, width: Int) -> FormUI.CustomCell {
        FormUI.CustomCell(kind.cell(for: JSON(engineValue: value), cursor: cursor, width: width))
    }

    func handle(_ key: FormScreen.Key, value: Value, cursor: Int) -> CustomKeyOutcome {
        switch kind.handle(Key(key), value: JSON(engineValue: value), cursor: cursor) {
        case .ignored: return .ignored
        case .set(let next, let cursor): return .set(next.engineValue, cursor: cursor)
        case .refused(let message): return .refused(message)
        }
    }
}
