import FormCore

/// The row kind of each row type: FormUI's one table of row types. The switch has no `default:`,
/// so a new `RowType` case is refused by the compiler here (and only here) until it has its
/// kind; what tells types of one kind apart (a noun, a placeholder, a typing rule, a list
/// style, a date editor) is given as data on this line, not asked by switches elsewhere.
package enum RowKinds {
    /// The kind of `type`, made once: a kind carrying data (a noun, a typing rule) is held boxed,
    /// so handing out the one made costs a retain, not an allocation, however often it is asked.
    package static func kind(for type: RowType) -> RowKind { kinds[type] ?? make(type) }

    private static let kinds = Dictionary(uniqueKeysWithValues: (RowType.allCases + [.custom, .typeSwitch]).map { ($0, make($0)) })

    private static func make(_ type: RowType) -> RowKind {
        switch type {
        case .text, .name, .info: return TextKind()
        case .email: return TextKind(noun: "an email row", example: "name@example.com")
        case .url: return TextKind(noun: "a URL row", example: "https://example.com")
        case .phone: return TextKind(noun: "a phone row", example: "+1 555 0100", typing: .phone)
        case .integer: return TextKind(noun: "a number row", example: "e.g. 42", typing: .integer)
        case .decimal: return TextKind(noun: "a number row", example: "e.g. 3.14", typing: .decimal)
        case .password: return TextKind(noun: "a password row", example: "password")
        case .file: return FileKind()
        case .color: return ColorKind()
        case .rating: return RatingKind()
        case .tokens: return TokensKind()
        case .textView: return TextViewKind()
        case .longInfo: return LongInfoKind()
        case .switch: return ToggleKind(drawnAsSwitch: true)
        case .check: return ToggleKind(drawnAsSwitch: false)
        case .stepCounter: return StepperKind(drawnAsSlider: false)
        case .slider: return StepperKind(drawnAsSlider: true)
        case .picker: return InPlaceChoiceKind(segmented: false)
        case .segmentedControl: return InPlaceChoiceKind(segmented: true)
        case .sheet, .alert: return ListKind(style: .popup)
        case .multipleSelect: return ListKind(style: .multiple)
        case .pushSelect: return ListKind(style: .screen)
        case .date, .dateInline: return DateKind(kind: .date)
        case .time, .timeInline: return DateKind(kind: .time)
        case .dateTime, .dateTimeInline: return DateKind(kind: .dateTime)
        case .countDownTimer, .countDownTimerInline: return DateKind(kind: .countDown)
        case .pushButton: return ButtonKind()
        case .duration: return DurationKind()
        case .form: return SubFormKind(isList: false)
        case .list: return SubFormKind(isList: true)
        case .custom: return CustomKindRow()
        case .typeSwitch: return TypeSwitchKind()
        }
    }

    /// Registers a custom row kind under `name`: rows built with it and form files naming it as
    /// their `type` use it from now on (a kind registered before under that name is replaced).
    /// False, and nothing registered, when `name` is empty or a built-in type's (`text`, `date`…).
    /// Safe from any thread; the executable registers none, so it costs nothing at start-up.
    @discardableResult
    package static func register(_ kind: any CustomKind, as name: String) -> Bool {
        CustomRowTypes.register(kind, as: name)
    }

    /// The custom kind registered under `name`, or nil.
    package static func custom(named name: String) -> (any CustomKind)? {
        CustomRowTypes.rules(named: name) as? any CustomKind
    }

    /// The keys of `rows` by kind, for the F1 screen and the docs: kinds whose keys are the same
    /// share one group (`On a text, email or number row`), in the order of their first row.
    static func groups(of rows: [Row], in state: FormState) -> [(String, [KindKey])] {
        var nouns: [[String]] = []
        var entries: [[KindKey]] = []
        for row in rows {
            let noun = kind(for: row.type).noun(for: row)
            let keys = self.entries(for: row, in: state)
            guard !keys.isEmpty, !nouns.contains(where: { $0.contains(noun) }) else { continue }
            if let i = entries.firstIndex(of: keys) {
                nouns[i].append(noun)
            } else {
                nouns.append([noun])
                entries.append(keys)
            }
        }
        return zip(nouns, entries).map { ("On " + spoken($0), $1) }
    }

    /// `a text row`, `a text or an email row` → `a text or email row`: nouns sharing their last
    /// word say it once (`a text, email or URL row`).
    static func spoken(_ nouns: [String]) -> String {
        guard nouns.count > 1 else { return nouns.first ?? "" }
        let words = nouns.map { $0.split(separator: " ").map(String.init) }
        let last = words[0].last ?? ""
        guard words.allSatisfy({ $0.count >= 3 && $0.last == last }) else {
            return nouns.dropLast().joined(separator: ", ") + " or " + (nouns.last ?? "")
        }
        let middles = words.map { $0.dropFirst().dropLast().joined(separator: " ") }
        return (words[0].first ?? "a") + " " + middles.dropLast().joined(separator: ", ") + " or " + (middles.last ?? "") + " " + last
    }

    /// The F1 entries of `row`'s bindings: the keys by their long names, the help words.
    package static func entries(for row: Row, in state: FormState) -> [KindKey] {
        kind(for: row.type).bindings(for: row, in: state).map { KindKey($0.keys.longNames, $0.help) }
    }
}
