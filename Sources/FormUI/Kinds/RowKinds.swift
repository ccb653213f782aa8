import FormCore

/// The row kind of each row type.
public enum RowKinds {
    public static func kind(for type: RowType) -> RowKind {
        switch type {
        case .text, .name, .email, .decimal, .integer, .password, .phone, .url, .info:
            return TextKind()
        case .file:
            return FileKind()
        case .rating:
            return RatingKind()
        case .tokens:
            return TokensKind()
        case .textView:
            return TextViewKind()
        case .longInfo:
            return LongInfoKind()
        case .switch, .check:
            return ToggleKind()
        case .stepCounter, .slider:
            return StepperKind()
        case .picker, .segmentedControl:
            return InPlaceChoiceKind()
        case .sheet, .alert, .pushSelect, .multipleSelect:
            return ListKind()
        case .date, .time, .dateTime, .countDownTimer, .dateInline, .timeInline, .dateTimeInline, .countDownTimerInline:
            return DateKind()
        case .pushButton:
            return ButtonKind()
        }
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
    public static func entries(for row: Row, in state: FormState) -> [KindKey] {
        kind(for: row.type).bindings(for: row, in: state).map { KindKey($0.keys.longNames, $0.help) }
    }
}
