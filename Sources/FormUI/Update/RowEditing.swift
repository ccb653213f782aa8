import FormCore

/// Sends a key to the focused row's editor: text editing in place, toggles.
enum RowEditing {
    /// True when the row took the key (edited, moved its cursor, or refused it with a message).
    static func handle(_ key: Key, row: Row, in state: inout FormState, context: UpdateContext = UpdateContext()) -> Bool {
        if row.type.isTextLike {
            return text(key, row: row, in: &state)
        }
        switch row.type {
        case .switch, .check:
            guard key == .char(" ") || key == .enter else { return false }
            if refuseIfDisabled(row, in: &state) { return true }
            let current = state.values[row.tag]?.boolValue ?? false
            set(.bool(!current), of: row, in: &state)
        case .stepCounter, .slider:
            let current = state.values[row.tag]?.numberValue ?? StepperEditor.start(for: row)
            switch StepperEditor.handle(key, value: current, row: row) {
            case .ignored:
                return false
            case .refused(let reason):
                if refuseIfDisabled(row, in: &state) { return true }
                state.refused = true
                state.status = reason
            case .changed(let value):
                if refuseIfDisabled(row, in: &state) { return true }
                set(.number(value), of: row, in: &state)
            }
        case .picker, .segmentedControl:
            guard [Key.left, .right, .char(" ")].contains(key) else { return false }
            if refuseIfDisabled(row, in: &state) { return true }
            guard let value = ChoiceEditor.handle(key, value: state.value(of: row.tag), row: row) else {
                state.refused = true
                state.status = key == .left ? "This is the first option" : "This is the last option"
                return true
            }
            set(value, of: row, in: &state)
        case .sheet, .alert, .pushSelect, .multipleSelect, .date, .time, .dateTime, .countDownTimer,
             .dateInline, .timeInline, .dateTimeInline, .countDownTimerInline:
            guard key == .enter || key == .char(" ") else { return false }
            if refuseIfDisabled(row, in: &state) { return true }
            PopupKeys.open(row, in: &state, context: context)
        case .pushButton:
            guard key == .enter || key == .char(" ") else { return false }
            if refuseIfDisabled(row, in: &state) { return true }
            switch row.action ?? .submit {
            case .submit: Submission.submit(&state)
            case .cancel: Update.perform(.cancel, in: &state, context: UpdateContext())
            case .reset: state.reset()
            }
        default:
            return false
        }
        return true
    }

    static func set(_ value: Value, of row: Row, in state: inout FormState) {
        state.values[row.tag] = value
        edited(row.tag, in: &state)
    }

    private static func text(_ key: Key, row: Row, in state: inout FormState) -> Bool {
        guard var buffer = state.buffers[row.tag] else { return false }
        let before = buffer
        let outcome = TextEditor.handle(key, in: &buffer, type: row.type, maxLength: row.maxLength)
        switch outcome {
        case .ignored:
            return false
        case .moved:
            state.buffers[row.tag] = buffer
        case .refused(let reason):
            state.refused = true
            state.status = reason
        case .edited:
            if refuseIfDisabled(row, in: &state) {
                state.buffers[row.tag] = before
                return true
            }
            state.buffers[row.tag] = buffer
            edited(row.tag, in: &state)
        }
        return true
    }

    /// Refuses an edit of a disabled row, showing its `disabledMessage`.
    static func refuseIfDisabled(_ row: Row, in state: inout FormState) -> Bool {
        guard state.isDisabled(row) else { return false }
        state.refused = true
        state.status = row.disabledMessage ?? state.form.disabledMessage ?? "\(row.title) cannot be changed"
        return true
    }

    /// After a value changed: its error goes, and what depends on it is re-evaluated.
    static func edited(_ tag: String, in state: inout FormState) {
        state.errors[tag] = nil
        state.valueChanged(tag)
        Navigation.repair(&state)
    }
}
