/// Every row type of the form file, named as in the JForm/XLForm lineage.
public enum RowType: String, CaseIterable, Sendable {
    // text-like
    case text, name, email, decimal, integer, password, phone, url, textView, info, longInfo
    // choice
    case picker, segmentedControl, sheet, alert, pushSelect, multipleSelect, pushButton
    // date and time
    case date, time, dateTime, countDownTimer
    case dateInline, timeInline, dateTimeInline, countDownTimerInline
    // other
    case `switch`, check, stepCounter, slider

    /// Rows edited in place as a line (or lines) of text.
    public var isTextLike: Bool {
        switch self {
        case .text, .name, .email, .decimal, .integer, .password, .phone, .url, .textView, .info, .longInfo:
            return true
        default:
            return false
        }
    }

    /// Read-only rows: never focused, carry no value.
    public var isReadOnly: Bool { self == .info || self == .longInfo }

    /// Rows whose value goes into the output.
    public var carriesValue: Bool { !isReadOnly && self != .pushButton }
}
