/// Every row type of the form file, named as in the JForm/XLForm lineage.
///
/// What FormCore knows of each type (keys, value, checks, default, output) is its `unit`, in
/// `RowTypeTable.swift`: adding a case here makes the compiler point at that table and at the
/// few other exhaustive switches (FormUI's `RowKinds`).
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
    case rating, tokens, file

    /// Rows edited in place as a line (or lines) of text.
    public var isTextLike: Bool { unit.family == .text }

    /// Read-only rows: never focused, carry no value.
    public var isReadOnly: Bool { unit.value == .readOnlyText }

    /// Rows whose value goes into the output.
    public var carriesValue: Bool { unit.carriesValue }

    /// Rows whose value is a number edited with steps (`stepCounter`, `slider`).
    public var isStepper: Bool { unit.family == .stepper }

    /// Rows whose value is a number (`integer`, `decimal`, `stepCounter`, `slider`).
    public var isNumeric: Bool { unit.value == .wholeNumber || unit.value == .number }

    /// Choice rows, `pushButton` included.
    public var isChoice: Bool { unit.family == .choice }

    /// Date, time, date-and-time and count-down rows, inline or not.
    public var isDateOrTime: Bool { unit.family == .dateTime }
}
