import FormCore

/// The row kind of each row type.
public enum RowKinds {
    public static func kind(for type: RowType) -> RowKind {
        switch type {
        case .text, .name, .email, .decimal, .integer, .password, .phone, .url, .info:
            return TextKind()
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
}
