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

    /// The F1 entries of `row`'s bindings: the keys by their long names, the help words.
    public static func entries(for row: Row, in state: FormState) -> [KindKey] {
        kind(for: row.type).bindings(for: row, in: state).map { KindKey($0.keys.longNames, $0.help) }
    }
}
