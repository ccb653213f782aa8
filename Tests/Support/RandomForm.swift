import FormCore
import FormDiff
import FormUI
import FormScreen

/// Random form files for property tests: a few sections of mixed rows, whose sections and rows are
/// hidden, disabled or required by conditions on the switches, checks and text rows before them;
/// sometimes sorted by tag, sometimes with deletable sections, footers and wrapped text.
package enum RandomForm {
    /// The JSON text of a random form (it always loads: every condition reads a row that exists).
    package static func text(_ random: inout SplitMix64) -> String {
        var sections: [String] = []
        var toggles: [String] = []
        var texts: [String] = []
        var rowNumber = 0
        let sectionCount = 1 + random.below(6)
        func condition(_ random: inout SplitMix64) -> String? {
            if !toggles.isEmpty && random.chance(70) {
                let tag = toggles[random.below(toggles.count)]
                return random.chance(50) ? "$\(tag)" : "!$\(tag)"
            }
            if !texts.isEmpty && random.chance(50) { return "$\(texts[random.below(texts.count)]) == 'x'" }
            return nil
        }
        for s in 0..<sectionCount {
            var fields = "\"tag\": \"s\(s)\", \"title\": \"Section \(s)\""
            if random.chance(30), let c = condition(&random) { fields += ", \"hidden\": \"\(c)\"" }
            if random.chance(10), let c = condition(&random) { fields += ", \"disabled\": \"\(c)\"" }
            if random.chance(10), let c = condition(&random) { fields += ", \"required\": \"\(c)\"" }
            if random.chance(20) { fields += ", \"footer\": \"A footer long enough to wrap on a narrow screen, section \(s)\"" }
            if random.chance(20) { fields += ", \"deletable\": true" }
            var rows: [String] = []
            for _ in 0..<(1 + random.below(8)) {
                rowNumber += 1
                let tag = "r\(String(rowNumber, radix: 36))\(random.below(10))"
                // Half the rows from the mix the conditions read (toggles and text), half from every type.
                let mix: [RowType] = [.text, .switch, .check, .integer, .picker, .info, .longInfo, .textView, .stepCounter]
                let type = random.chance(50) ? mix[random.below(mix.count)] : RowType.allCases[random.below(RowType.allCases.count)]
                var row = "\"tag\": \"\(tag)\", \"type\": \"\(type.rawValue)\", \"title\": \"Row \(rowNumber)\""
                row += members(of: type, &random)
                if random.chance(25), let c = condition(&random) { row += ", \"hidden\": \"\(c)\"" }
                let readOnly = type.isReadOnly || !type.carriesValue
                if random.chance(15), let c = condition(&random) { row += ", \"disabled\": \"\(c)\"" }
                if !readOnly, random.chance(15), let c = condition(&random) { row += ", \"required\": \"\(c)\"" }
                if type == .switch || type == .check { toggles.append(tag) }
                if type == .text { texts.append(tag) }
                rows.append("{\(row)}")
            }
            sections.append("{\(fields), \"rows\": [\(rows.joined(separator: ", "))]}")
        }
        let sorted = random.chance(20) ? ", \"sortByTag\": true" : ""
        return "{\"title\": \"Random\"\(sorted), \"sections\": [\(sections.joined(separator: ",\n"))]}"
    }

    /// The keys a row of `type` needs and a sensible value, as JSON members after the title: the
    /// switch has no `default:`, so a new row type must say here what its random rows hold.
    static func members(of type: RowType, _ random: inout SplitMix64) -> String {
        let options = ", \"options\": [{\"title\": \"One\", \"value\": 1}, {\"title\": \"Two\", \"value\": 2}]"
        let given = random.chance(50)
        func value(_ json: String) -> String { given ? ", \"value\": \(json)" : "" }
        switch type {
        case .text, .name: return value("\"x\"")
        case .email: return value("\"a@example.com\"")
        case .url: return value("\"https://example.com\"")
        case .phone: return value("\"+1 555 0100\"")
        case .password: return value("\"secret\"")
        case .integer: return value("42")
        case .decimal: return value("3.5")
        case .textView: return value("\"two\\nlines\"")
        case .info, .longInfo: return ", \"value\": \"Some read-only text that is long enough to wrap onto more than one line\""
        case .picker, .segmentedControl, .sheet, .alert, .pushSelect: return options + value("1")
        case .multipleSelect: return options + value("[2]")
        case .pushButton: return ", \"action\": \"reset\""
        case .form:
            return ", \"sections\": [{\"rows\": [{\"tag\": \"city\", \"type\": \"text\"}]}]" + value("{\"city\": \"Paris\"}")
        case .list:
            return ", \"item\": {\"sections\": [{\"rows\": [{\"tag\": \"name\", \"type\": \"text\"}]}]}"
                + value("[{\"name\": \"Ada\"}]")
        case .date, .dateInline: return value("\"2024-05-17\"")
        case .time, .timeInline: return value("\"14:30\"")
        case .dateTime, .dateTimeInline: return value("\"2024-05-17T14:30\"")
        case .countDownTimer, .countDownTimerInline: return value("90")
        case .switch, .check: return ", \"value\": \(given)"
        case .stepCounter, .slider: return ", \"min\": 0, \"max\": 10" + value("3")
        case .rating: return value("3")
        case .tokens: return value("[\"swift\", \"go\"]")
        case .file: return ""
        case .color: return value("\"#3366CC\"")
        case .duration: return ", \"min\": \"5m\", \"max\": \"2h\"" + value("\"1h30m\"")
        case .custom: return ""  // not among `allCases`: a form file names a registered kind instead
        case .typeSwitch: return ""  // not among `allCases`: read from a JSON Schema only
        }
    }

    /// Keys that reach every part of the form: moves, edits, toggles, deletion, submit, help, each
    /// with its name as `ptyrun.py` spells it.
    package static let keys: [(name: String, key: Key)] = [
        ("Down", .down), ("Down", .down), ("Up", .up), ("Tab", .tab), ("Space", .char(" ")), ("Space", .char(" ")),
        ("x", .char("x")), ("a", .char("a")), ("Backspace", .backspace), ("Enter", .enter), ("C-d", .ctrl("d")),
        ("y", .char("y")), ("n", .char("n")), ("PgDn", .pageDown), ("PgUp", .pageUp), ("Esc", .escape),
        ("F1", .function(1)), ("C-s", .ctrl("s")), ("Right", .right), ("Left", .left), ("+", .char("+")),
        ("-", .char("-")),
    ]
}
