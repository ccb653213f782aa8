import FormCore
import FormDiff

/// One row of a generated form: its form-file JSON, and the values it can be given, both ones
/// it takes and ones that break one of its rules (readable by every face, refused as an answer).
package struct CrossFaceRow: Sendable {
    package var tag: String
    package var type: RowType
    /// The row's JSON object in the form file.
    package var json: String
    /// Sub-form rows (`form`), or an item's rows (`list`).
    package var children: [CrossFaceRow] = []
    /// A `list` written as an object keyed by item name.
    package var keyed = false
    /// `list` item counts, when the row states them.
    package var minItems: Int?
    package var maxItems: Int?
    /// Values (JSON text) the row takes.
    package var valid: [String] = []
    /// Values (JSON text) that break one of the row's rules, and the rule.
    package var invalid: [(value: String, rule: CrossFaceRule)] = []
    /// A top-level row hidden by a condition on a switch or check before it: the toggle's tag, and
    /// whether the row shows when the toggle is on (`"hidden": "!$tag"`) rather than off (`"$tag"`).
    package var hiddenBy: (tag: String, showsWhenOn: Bool)?
    /// Rows with no answer of their own (`info`, `pushButton`, `file`): never given a value.
    package var carriesNoValue: Bool { valid.isEmpty && children.isEmpty && !type.isSubForm }
}

/// The rules a generated value breaks on purpose.
package enum CrossFaceRule: String, Sendable, CaseIterable {
    case required, maxLength, length, format, range, bounds, step, maxItems, minItems, options, stars
}

/// A generated form: its rows (the top level) and the form file's text.
package struct CrossFaceForm: Sendable {
    package var rows: [CrossFaceRow]
    package var text: String
}

/// Random nested forms for the cross-face test and its fuzz target: sub-forms, lists and keyed
/// lists up to three levels deep, and every row type with the rules it can carry (required,
/// min/max/step, lengths, item counts, bounds). Tags are unique across the whole form.
package enum CrossFaceFormGenerator {
    package static func form(_ random: inout SplitMix64) -> CrossFaceForm {
        var counter = 0
        var rows = self.rows(&random, depth: 0, count: 1 + random.below(6), counter: &counter)
        // Top-level rows hidden by the switches and checks before them (never by a hidden one).
        var toggles: [String] = []
        for i in rows.indices {
            if !toggles.isEmpty, random.chance(20) {
                let toggle = toggles[random.below(toggles.count)], showsWhenOn = random.chance(50)
                rows[i].hiddenBy = (toggle, showsWhenOn)
                rows[i].json.removeLast()
                rows[i].json += ", \"hidden\": \"\(showsWhenOn ? "!" : "")$\(toggle)\"}"
            } else if rows[i].type == .switch || rows[i].type == .check {
                toggles.append(rows[i].tag)
            }
        }
        let text = "{\"title\": \"Cross\", \"sections\": [{\"tag\": \"s0\", \"rows\": [\n "
            + rows.map(\.json).joined(separator: ",\n ") + "]}]}"
        return CrossFaceForm(rows: rows, text: text)
    }

    static func rows(_ random: inout SplitMix64, depth: Int, count: Int, counter: inout Int) -> [CrossFaceRow] {
        (0..<count).map { _ in row(&random, depth: depth, counter: &counter) }
    }

    static func row(_ random: inout SplitMix64, depth: Int, counter: inout Int) -> CrossFaceRow {
        counter += 1
        let tag = "r\(counter)"
        var types = RowType.allCases
        if depth >= 2 { types.removeAll { $0.isSubForm } }
        // Sub-forms and lists a third of the time near the top, so that most forms nest.
        let type: RowType = depth < 2 && random.chance(30)
            ? (random.chance(50) ? .form : .list) : types[random.below(types.count)]
        var row = CrossFaceRow(tag: tag, type: type, json: "")
        var members = "\"tag\": \"\(tag)\", \"type\": \"\(type.rawValue)\""
        let required = random.chance(20)
        scalar(type, &row, &members, &random)
        if type == .form || type == .list {
            row.children = rows(&random, depth: depth + 1, count: 1 + random.below(3), counter: &counter)
            let sections = "[{\"rows\": [" + row.children.map(\.json).joined(separator: ", ") + "]}]"
            if type == .form {
                members += ", \"sections\": \(sections)"
            } else {
                members += ", \"item\": {\"sections\": \(sections)}"
                if random.chance(30) { row.keyed = true; members += ", \"keyed\": true" }
                if random.chance(25) { row.minItems = 1; members += ", \"minItems\": 1" }
                if random.chance(25) { row.maxItems = 2; members += ", \"maxItems\": 2" }
            }
        }
        if required && !row.carriesNoValue && !type.isSubForm {
            members += ", \"required\": true"
            // A stepper, a switch and a check always hold a value (`null` starts them at theirs).
            if ![.stepCounter, .slider, .switch, .check].contains(type) { row.invalid.append(("null", .required)) }
        }
        row.json = "{\(members)}"
        return row
    }

    /// The keys and values of a row of `type`. The switch has no `default:`: a new row type must
    /// say here what it takes and what breaks its rules.
    static func scalar(_ type: RowType, _ row: inout CrossFaceRow, _ members: inout String, _ random: inout SplitMix64) {
        let options = ", \"options\": [{\"title\": \"One\", \"value\": 1}, {\"title\": \"Two\", \"value\": 2}]"
        switch type {
        case .text, .name, .password, .textView:
            row.valid = ["\"abc\"", "\"\""]
            if type == .textView { row.valid.append("\"two\\nlines\"") }
            if random.chance(40) {
                members += ", \"maxLength\": 5"
                row.valid = ["\"abc\"", "\"\""]
                row.invalid.append(("\"abcdefgh\"", .maxLength))
            }
            if random.chance(20) {
                members += ", \"validators\": [{\"type\": \"length\", \"min\": 2}]"
                row.valid = ["\"abc\""]
                row.invalid.append(("\"a\"", .length))
            }
        case .email:
            row.valid = ["\"a@example.com\""]
            row.invalid = [("\"not an email\"", .format)]
        case .url:
            row.valid = ["\"https://example.com\""]
            row.invalid = [("\"not a url\"", .format)]
        case .phone:
            row.valid = ["\"+1 555 0100\""]
        case .integer:
            members += ", \"min\": 0, \"max\": 10"
            row.valid = ["3", "0", "10"]
            row.invalid = [("30", .range), ("-1", .range)]
        case .decimal:
            members += ", \"min\": 0, \"max\": 10"
            row.valid = ["3.5", "10"]
            row.invalid = [("10.5", .range)]
        case .info, .longInfo:
            members += ", \"value\": \"Read-only text\""
        case .picker, .segmentedControl, .sheet, .alert, .pushSelect:
            members += options
            row.valid = ["1", "2"]
            row.invalid = [("3", .options), ("\"1\"", .options)]
        case .multipleSelect:
            members += options
            row.valid = ["[2]", "[1, 2]", "[]"]
            row.invalid = [("[1, 3]", .options), ("[2, 2]", .options)]
        case .pushButton:
            members += ", \"action\": \"reset\""
        case .date, .dateInline:
            members += ", \"min\": \"2000-01-01\", \"max\": \"2030-12-31\""
            row.valid = ["\"2024-05-17\""]
            row.invalid = [("\"1990-01-01\"", .bounds)]
        case .time, .timeInline:
            row.valid = ["\"14:30\""]
        case .dateTime, .dateTimeInline:
            row.valid = ["\"2024-05-17T14:30\""]
        case .countDownTimer, .countDownTimerInline:
            row.valid = ["90", "0"]
        case .switch, .check:
            row.valid = ["true", "false"]
        case .stepCounter, .slider:
            members += ", \"min\": 0, \"max\": 100, \"step\": 5"
            row.valid = ["15", "0", "100"]
            row.invalid = [("17", .step), ("150", .range)]
        case .rating:
            members += ", \"max\": 5"
            row.valid = ["3"]
            row.invalid = [("7", .stars)]
        case .tokens:
            members += ", \"maxItems\": 2"
            row.valid = ["[\"swift\", \"go\"]", "[]"]
            row.invalid = [("[\"a\", \"b\", \"c\"]", .maxItems)]
        case .file:
            break  // what a path names is the file system's: no value given
        case .color:
            row.valid = ["\"#3366CC\""]
        case .duration:
            members += ", \"min\": \"10m\", \"max\": \"2h\", \"step\": \"5m\""
            row.valid = ["\"PT45M\"", "\"PT1H30M\"", "\"90m\"", "\"1:30:00\""]
            row.invalid = [("\"PT3H\"", .range), ("\"PT12M\"", .step), ("\"soon\"", .format)]
        case .form, .list:
            break
        case .custom, .typeSwitch:
            break  // not among `allCases`
        }
    }
}
