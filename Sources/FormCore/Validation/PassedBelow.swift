import FormJSON

/// The members of a sub-form row's value that passed every check of their own rows on the
/// screen below (their own schema, their nesting, what they hold): the row's checks of its whole
/// value leave them out, so that a level of a deep tree costs its own members, not the tree
/// below it once more for every level above (issue 27). Given only for values that are still
/// the ones those rows checked; a failure is told as before, the parts left out having none.
package struct PassedBelow: Equatable, Sendable {
    /// By JSON Pointer below the value: the location of the `properties` schema each member was
    /// checked against by its row (`InstanceValidator.failures(checkedBelow:)`).
    package var schemas: [String: SourceLocation] = [:]
    /// JSON Pointers below the value of members known to be within the nesting limit at their
    /// level (`Value.pastNestingLimit(at:skipping:)`).
    package var nesting: Set<String> = []
    /// The whole value passed its row's schema and nesting checks and has not changed since
    /// (plain mode's walked levels): neither is made again.
    package var whole = false
    /// The values the members passed with, by pointer: a member that is no longer the same is
    /// checked again (`matching`).
    var values: [String: Value] = [:]

    package init(schemas: [String: SourceLocation] = [:], nesting: Set<String> = []) {
        self.schemas = schemas
        self.nesting = nesting
    }

    package var isEmpty: Bool { schemas.isEmpty && nesting.isEmpty && !whole }

    /// All of a value that passed its schema and nesting checks, unchanged since.
    package static let whole = { var passed = PassedBelow(); passed.whole = true; return passed }()

    /// What of `value` this still vouches for: the members that are the values that passed.
    package func matching(_ value: Value) -> PassedBelow {
        guard !values.isEmpty, case .object(let members) = value else { return whole ? self : PassedBelow() }
        var same = PassedBelow()
        same.whole = whole
        for member in members {
            let pointer = JSONPointer.appending(member.key, to: "")
            guard let passed = values[pointer], passed == member.value else { continue }
            if nesting.contains(pointer) { same.nesting.insert(pointer) }
            if let location = schemas[pointer] { same.schemas[pointer] = location }
        }
        return same
    }

    /// What the sub-form row `row` adds, having passed its checks at `path` (its key path below
    /// the value): its member's nesting, and the location of its `schema` validator's schema
    /// when it has one of its own words.
    package mutating func add(_ row: Row, at path: [String], value: Value) {
        // A member one level down only: the one place a value's members are matched.
        guard path.count == 1, SchemaCheck.standIn(for: value) != nil else { return }
        let pointer = JSONPointer.pointer(path)
        values[pointer] = value
        nesting.insert(pointer)
        for validator in row.validators where validator.message == nil {
            if case .schema(let rule) = validator.kind, rule.schema.location != .unknown {
                schemas[pointer] = rule.schema.location
            }
        }
    }
}
