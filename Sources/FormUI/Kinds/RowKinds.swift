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

    /// The keys the kinds of `types` take, each listed once, in the order of `RowType.allCases`.
    public static func keys(for types: some Sequence<RowType>) -> [KindKey] {
        let present = Set(types)
        var seen: Set<KindKey> = []
        var keys: [KindKey] = []
        for type in RowType.allCases where present.contains(type) {
            for key in kind(for: type).keys(for: Row(tag: "", type: type)) where seen.insert(key).inserted {
                keys.append(key)
            }
        }
        return keys
    }
}
