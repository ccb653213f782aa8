import FormJSON
import FormCore

/// One property of a JSON Schema as rows: the row that edits it, then an "Other…" free-text row
/// or a line with its `description` when it needs one.
extension SchemaFormReader {
    /// The `format`s JSON Schema defines; any other is warned about and ignored.
    static let knownFormats: Set<String> = [
        "email", "idn-email", "uri", "uri-reference", "iri", "iri-reference", "uri-template", "date", "time",
        "date-time", "duration", "hostname", "idn-hostname", "ipv4", "ipv6", "uuid", "regex", "json-pointer",
        "relative-json-pointer", "password",
    ]

    mutating func propertyRows(_ editor: SchemaEditor, _ property: SchemaResolver.Flat, path: [String],
                               at location: SourceLocation, required: Bool, hidden: Condition, tag wanted: String? = nil) throws -> [Row] {
        // An invalid default is neither a start nor shown; a valid one is an optional property's
        // placeholder, not its value (`SchemaDefault`).
        let shown = withoutInvalidDefault(property.node)
        let node = SchemaDefault.startsAtDefault(required: required) ? shown : SchemaDefault.withoutDefault(shown)
        let tag = claim(wanted ?? path.joined(separator: "."))
        var row = Row(tag: tag, type: .text, title: title(of: node, name: path.last ?? tag))
        row.keyPath = path
        row.location = location
        row.hidden = hidden
        if node["readOnly"]?.boolValue == true { row.disabled = .always }
        if required { row.required = .always }
        let check = ValidatorSpec(kind: .schema(SchemaRule(schema: node, validator: validator)), location: location)
        var extra: [Row] = []

        switch editor {
        case .object, .nothing, .subForm, .list:
            return []
        case .choice(var options, let other):
            if other { options.append(Option(title: "Other…", value: InstanceRules.otherOption)) }
            row.type = Self.choiceType(for: options)
            // A choice that also takes other text is filtered by typing (a pop-up list), not cycled.
            if other && row.type == .picker { row.type = .sheet }
            row.options = options
            var freeText = Row(tag: claim(tag + ".other"), type: .text, title: row.title + " (other)")
            if other {
                freeText.keyPath = path
                freeText.location = location
                freeText.required = row.required
                freeText.disabled = row.disabled
                let chosen = "$\(tag) == " + (Self.literal(JSONNode(.string(InstanceRules.otherOption.stringValue ?? ""), at: location)) ?? "''")
                freeText.hidden = Self.or(hidden, .expression("!(\(chosen))", location))
                freeText.validators = [check]
                extra.append(freeText)
            } else {
                row.validators = [check]
            }
            if let initial = node["default"].flatMap(SchemaEditor.scalar) {
                if options.contains(where: { $0.value == initial }) {
                    row.value = initial
                } else if other {
                    row.value = InstanceRules.otherOption
                    extra[0].value = initial
                }
            }
        case .multiple(let options):
            row.type = .multipleSelect
            row.options = options
            row.validators = [check]
            if let list = node["default"]?.elements {
                let values = list.compactMap(SchemaEditor.scalar).filter { value in options.contains { $0.value == value } }
                row.value = .list(values)
            }
        case .boolean where shown["default"]?.boolValue != nil && node["default"] == nil:
            row.type = .picker
            row.options = [Option(title: "true", value: .bool(true)), Option(title: "false", value: .bool(false))]
            row.validators = [check]
        case .boolean:
            row.type = .switch
            row.required = .never
            row.value = .bool(node["default"]?.boolValue ?? false)
            if !required && node["default"] == nil { row.encoding = .trueOnly }
        case .integer, .number:
            numberRow(&row, node: node, whole: editor == .integer, canBeEmpty: !required && node["default"] == nil)
            row.validators = [check]
        case .string(let format):
            try stringRow(&row, node: node, format: format, at: location)
            row.validators.append(check)
        case .tokens(let items):
            row.type = .tokens
            row.minItems = node["minItems"]?.intValue
            row.maxItems = node["maxItems"]?.intValue
            if let pattern = items["pattern"]?.stringValue {
                if let search = supportedSearch(pattern, at: items["pattern"]?.location, tag: tag) { row.pattern = search }
            }
            row.validators = [check]
            if let list = node["default"]?.elements {
                row.value = .list(list.compactMap(\.stringValue).map(Value.string))
            }
        case .typeSwitch(let alternatives):
            row.type = .typeSwitch
            row.options = alternatives.map(TypeSwitchRule.option(for:))
            row.validators = [check]
        case .json(let reason):
            if let reason { warn(.editedAsJSON(reason), at: location, tag: tag) }
            row.type = .textView
            row.encoding = .jsonText
            row.placeholder = SchemaDescription.line(of: node) ?? "JSON"
            // A part whose `$ref` was not followed: its text must still be JSON (`{}` takes any).
            row.validators = [property.externalRef == nil ? check
                : ValidatorSpec(kind: .schema(SchemaRule(schema: JSONNode(.object([]), at: location), validator: validator)), location: location)]
            if let initial = node["default"] {
                var text = ""
                OutputWriter.write(initial, indent: 0, compact: true, into: &text)
                row.value = .string(text)
            }
        }

        extra.insert(contentsOf: describe(&row, node: node), at: 0)
        if node["default"] == nil, let words = SchemaDefault.words(of: shown) {
            row.placeholder = SchemaDefault.placeholder(words, before: row.placeholder)
        }
        return [row] + extra
    }

    /// `node` without its `default` when the default breaks `node` itself (bxci's `"default": false`
    /// for a number-or-duration): a row never starts from a value its own check refuses, so a
    /// config that does not set the member is not refused for it.
    func withoutInvalidDefault(_ node: JSONNode) -> JSONNode {
        guard let initial = node["default"], !validator.failures(of: initial, against: node).isEmpty,
              let members = node.members else { return node }
        return JSONNode(.object(members.filter { $0.key != "default" }), at: node.location)
    }

    /// The `description` of the property `row` edits: its placeholder when it is typed into,
    /// else a line (or lines) of its own under it, returned.
    mutating func describe(_ row: inout Row, node: JSONNode) -> [Row] {
        guard let description = SchemaDescription.of(node) else { return [] }
        if row.type.takesPlaceholder {
            if row.placeholder == nil { row.placeholder = SchemaDescription.oneLine(description) }
            return []
        }
        // A description of several lines is drawn on as many (an `info` row has one).
        var line = Row(tag: claim(row.tag + ".description"), type: description.contains(where: \.isNewline) ? .longInfo : .info)
        line.value = .string(description)
        line.hidden = row.hidden
        return [line]
    }

    /// The description of a form's object, the first row of the form's screen.
    mutating func intro(of node: JSONNode) -> [Row] {
        guard let description = SchemaDescription.of(node) else { return [] }
        var intro = Row(tag: claim("_about"), type: .longInfo)
        intro.value = .string(description)
        return [intro]
    }

    /// A segmented control for up to 4 short options, a list screen for more than 12, else a picker.
    static func choiceType(for options: [Option]) -> RowType {
        if options.count <= 4 && options.allSatisfy({ $0.title.count <= 12 }) { return .segmentedControl }
        if options.count > 12 { return .pushSelect }
        return .picker
    }

    /// The most steps a stepper may span; a wider range (a port, 1…65535) is typed instead.
    static let stepperSteps = 100.0

    /// `integer`/`number`: a stepper when both bounds are known (exclusive ones moved in by a
    /// step), the range is at most `stepperSteps` steps, and a value is always wanted; else an
    /// integer or decimal row with the bounds it can check (a stepper always holds a number, so
    /// an optional property without a default, which may be left empty, gets a row that can be).
    /// The least whole multiple of `step` (`0.5` → 1, `1.5` → 3), nil when none is small enough.
    static func leastWholeMultiple(of step: Double) -> Double? {
        for n in 1...1000 {
            let multiple = step * Double(n)
            if abs(multiple - multiple.rounded()) < 1e-9 { return multiple.rounded() }
        }
        return nil
    }

    private func numberRow(_ row: inout Row, node: JSONNode, whole: Bool, canBeEmpty: Bool) {
        var multipleOf: Double?
        if let given = node["multipleOf"], let value = given.numberValue, value > 0 { multipleOf = value }
        // A whole number that is a multiple of 0.5 is a multiple of 1: a whole row's step is the
        // least whole multiple of `multipleOf`, so the stepper never offers a value the schema refuses.
        let step = whole ? multipleOf.flatMap(Self.leastWholeMultiple) ?? 1 : multipleOf ?? 1
        let exact = whole || multipleOf != nil
        var low = Self.bound(of: node, "minimum", "exclusiveMinimum", by: step, exactSteps: exact)
        var high = Self.bound(of: node, "maximum", "exclusiveMaximum", by: -step, exactSteps: exact)
        if whole {
            low = low.map { $0.rounded(.up) }
            high = high.map { $0.rounded(.down) }
        }
        if let low, let high, low <= high, whole || multipleOf != nil, !canBeEmpty, (high - low) / step <= Self.stepperSteps {
            row.type = .stepCounter
            row.min = .number(low)
            row.max = .number(high)
            row.step = step
        } else {
            row.type = whole ? .integer : .decimal
            row.min = low.map(Value.number)
            row.max = high.map(Value.number)
        }
        if let initial = node["default"].flatMap(SchemaEditor.scalar), initial.exactNumber != nil {
            row.value = initial
        }
    }

    /// An inclusive bound from `inclusive` or `exclusive` (a number, or draft-04's `true` beside
    /// `inclusive`): an exclusive one moved in by `step` when values come in exact steps, else nil
    /// (left to the schema check).
    private static func bound(of node: JSONNode, _ inclusive: String, _ exclusive: String, by step: Double,
                              exactSteps: Bool) -> Double? {
        let exclusiveValue = node[exclusive]
        if let value = node[inclusive]?.numberValue {
            if exclusiveValue?.boolValue == true { return exactSteps ? value + step : nil }
            return value
        }
        if let value = exclusiveValue?.numberValue { return exactSteps ? value + step : nil }
        return nil
    }

    /// `string`: the row type of its `format`, its length bounds and pattern as validators.
    private mutating func stringRow(_ row: inout Row, node: JSONNode, format: String?, at location: SourceLocation) throws {
        switch format {
        case let format? where RowType.ofSchemaFormat(format) != nil:
            // The row type whose unit names this format (`RowTypeUnit.schemaFormats`).
            let type = RowType.ofSchemaFormat(format) ?? .text
            row.type = type
            // A schema's times carry seconds and an offset (RFC 3339), not the form file's `HH:MM`.
            if type.unit.value == .time || type.unit.value == .dateTime { row.encoding = .rfc3339 }
        case "uri", "iri":
            // Any RFC 3986 URI (`urn:…`, a host without a dot): the schema's own `format` check,
            // not the `url` row's web-address one.
            row.type = .text
        case let format?:
            if !Self.knownFormats.contains(format) {
                warn(.unknownFormat(format), at: node["format"]?.location, tag: row.tag)
            }
        case nil: break
        }
        let minLength = node["minLength"]?.intValue
        let maxLength = node["maxLength"]?.intValue
        if row.type.isTextLike {
            if minLength != nil || maxLength != nil {
                row.validators.append(ValidatorSpec(kind: .length(min: minLength, max: maxLength), location: location))
            }
            if let maxLength, maxLength > 0 { row.maxLength = maxLength }
            if let pattern = node["pattern"]?.stringValue,
               let search = supportedSearch(pattern, at: node["pattern"]?.location, tag: row.tag) {
                row.validators.append(ValidatorSpec(kind: .regex(pattern: search), location: location, writtenPattern: pattern))
            }
        }
        if let initial = node["default"]?.stringValue {
            row.value = .string(row.encoding == .rfc3339 ? RFC3339Text.decode(initial) ?? initial : initial)
        }
    }

    /// `pattern` (a search anywhere in the text, as JSON Schema means it) as a whole-text regular
    /// expression, or nil with a warning when it is refused (one needing backtracking made the
    /// property JSON text before: `SchemaEditor`).
    private mutating func supportedSearch(_ pattern: String, at location: SourceLocation?, tag: String) -> String? {
        let search = "[\\s\\S]*?(?:" + pattern + ")[\\s\\S]*"
        if let problem = SchemaPattern.error(pattern) ?? Validation.regexError(search) {
            warn(.patternNotSupported(pattern, problem), at: location, tag: tag)
            return nil
        }
        return search
    }
}
