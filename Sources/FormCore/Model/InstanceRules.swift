/// How the output of a form read from a JSON Schema is shaped into an instance of the schema.
package struct InstanceRules: Equatable, Sendable {
    /// The objects the schema requires (key paths, parents before children): written as `{}`
    /// when all their properties are left out, as long as their parent is written.
    package var requiredObjects: [[String]] = []
    /// The whole schema, which the instance is checked against at submit (what no single row can
    /// check: a root `allOf`'s conditions, `dependencies`, `oneOf` between objects).
    package var schema: SchemaRule?
    /// Members of the `--values` instance that no row holds (`$schema`, keys of an open object):
    /// written back as they were, after the rows' values (a row's value wins a clash).
    package var kept: [OutputEntry] = []
    /// The properties their object's schema requires (key paths): an untouched row's starting
    /// value (its schema `default`) is written for them when their object is new (not in `given`).
    package var requiredProperties: Set<[String]> = []
    /// The `--values` instance as it was read, and its values by row tag: rows whose value is
    /// still the one given write the member back as it was written (`GivenInstance`).
    package var given: GivenInstance?
    /// The objects (key paths) whose schema takes members it does not name (`additionalProperties`
    /// absent, `true` or a schema): `--edit` offers to add a member to them by key (`UndeclaredMembers`).
    package var openObjects: Set<[String]> = []

    package init(requiredObjects: [[String]] = [], schema: SchemaRule? = nil, requiredProperties: Set<[String]> = []) {
        self.requiredObjects = requiredObjects
        self.schema = schema
        self.requiredProperties = requiredProperties
    }

    /// Whether `row`, holding `value`, is left out of the instance as a property that is absent:
    /// the values file did not give it, it still holds its start (its schema `default`, which only
    /// says what a reader assumes) and its object's schema does not require it. Such a row is not
    /// checked either: an absent property satisfies its schema, whatever its default would.
    package func isAbsent(_ row: Row, holding value: Value) -> Bool {
        guard given?.values[row.tag] == nil, !requiredProperties.contains(row.outputPath) else { return false }
        let start = row.type.unit.initialValue(for: row, given: row.value)
        return value == start || (value.isEmpty && start.isEmpty)
    }

    /// The value of the "Other…" option of a choice whose schema also takes free text: never
    /// written (the free-text row beside it is).
    package static let otherOption = Value.string("\u{F8FF}other")
}

extension Form {
    /// A values file that gives `false` for a switch whose `false` is otherwise left out
    /// (`ValueEncoding.trueOnly`) said so on purpose: that switch writes its `false` back.
    package mutating func keepFalse(given values: [String: Value]) {
        for s in sections.indices {
            for r in sections[s].rows.indices where sections[s].rows[r].encoding == .trueOnly {
                if values[sections[s].rows[r].tag] == .bool(false) { sections[s].rows[r].encoding = .asIs }
            }
        }
    }

    /// A values file that gives `""` for a required text row gave a value (JSON Schema's
    /// `required` asks for the member, not for text): unless the row's length check wants some
    /// text (`minLength`), that row is no longer required. So with `null` for a row whose schema
    /// takes `null` (`"type": ["string", "null"]`), and with `[]` or `{}` for a row whose checks
    /// take it: the member is there, and written back.
    package mutating func keepEmptyText(given values: [String: Value]) {
        for s in sections.indices {
            for r in sections[s].rows.indices {
                let row = sections[s].rows[r]
                switch values[row.tag] {
                case .string("")?:
                    let wantsText = row.validators.contains { validator in
                        if case .length(let min, _) = validator.kind { return (min ?? 0) > 0 }
                        return false
                    }
                    if !wantsText { sections[s].rows[r].required = .never }
                case .null?:
                    if row.required != .never, Self.takesNull(row) { sections[s].rows[r].required = .never }
                case .list([])?, .object([])?:
                    if row.required != .never, Self.takesEmpty(row, values[row.tag] ?? .null) {
                        sections[s].rows[r].required = .never
                    }
                default:
                    continue
                }
            }
        }
    }

    /// Whether `row`'s checks take `empty`, an empty list or object: a required member given empty
    /// is there (JSON Schema's `required` asks for the member), unless a count check wants more.
    private static func takesEmpty(_ row: Row, _ empty: Value) -> Bool {
        for validator in row.validators {
            switch validator.kind {
            case .length(let min, _) where (min ?? 0) > 0: return false
            case .schema(let rule):
                if SchemaCheck.first(of: empty, encoding: row.encoding, against: rule) != nil { return false }
            default: continue
            }
        }
        return true
    }

    /// Whether `row`'s schema checks take a JSON `null` (and it has one).
    private static func takesNull(_ row: Row) -> Bool {
        var schemas = 0
        for validator in row.validators {
            guard case .schema(let rule) = validator.kind else { continue }
            schemas += 1
            if SchemaCheck.first(of: .null, encoding: .asIs, against: rule) != nil { return false }
        }
        return schemas > 0
    }
}
