/// How a row's value is typed in the form file (`value`) and in the values file.
enum TypedValue {
    enum Outcome {
        case value(Value)
        case wrong(FormFileError.Kind)
    }

    /// The `Value` that `node` gives a row of `type`, or what is wrong with it;
    /// `key` names the value in messages (`value`, or the values file's key), made only for one.
    static func read(_ node: JSONValue, for type: RowType, key: @autoclosure () -> String) -> Outcome {
        if node.isNull { return .value(.null) }
        func wrongType(_ expected: FormFileError.ExpectedType) -> Outcome {
            .wrong(.wrongType(key: key(), expected: expected, found: node.jsonType))
        }
        switch type {
        case .integer:
            guard let n = node.numberValue else { return wrongType(.wholeNumber) }
            return n.rounded() == n ? .value(.number(n)) : wrongType(.wholeNumber)
        case .decimal, .stepCounter, .slider:
            return node.numberValue.map { .value(.number($0)) } ?? wrongType(.number)
        case .countDownTimer, .countDownTimerInline:
            guard let n = node.numberValue, n.rounded() == n else { return wrongType(.wholeNumber) }
            return n < 0 ? .wrong(.badValue(.negative(key: key()))) : .value(.number(n))
        case .switch, .check:
            return node.boolValue.map { .value(.bool($0)) } ?? wrongType(.bool)
        case .date, .dateInline:
            guard let s = node.stringValue else { return wrongType(.date) }
            return s == "today" || DateText.isDate(s) ? .value(.string(s)) : .wrong(.badValue(.badDate(key: key(), text: s)))
        case .time, .timeInline:
            guard let s = node.stringValue else { return wrongType(.time) }
            return DateText.isTime(s) ? .value(.string(s)) : .wrong(.badValue(.badTime(key: key(), text: s)))
        case .dateTime, .dateTimeInline:
            guard let s = node.stringValue else { return wrongType(.dateTime) }
            return s == "today" || DateText.isDateTime(s) ? .value(.string(s)) : .wrong(.badValue(.badDateTime(key: key(), text: s)))
        case .multipleSelect:
            guard let elements = node.elements else { return wrongType(.array) }
            var list: [Value] = []
            for element in elements {
                guard let v = scalar(element) else {
                    return .wrong(.wrongType(key: key(), expected: .scalar, found: element.jsonType))
                }
                list.append(v)
            }
            return .value(.list(list))
        case .picker, .segmentedControl, .sheet, .alert, .pushSelect, .pushButton:
            return scalar(node).map { .value($0) } ?? wrongType(.scalar)
        case .text, .name, .email, .password, .phone, .url, .textView, .info, .longInfo:
            return node.stringValue.map { .value(.string($0)) } ?? wrongType(.string)
        }
    }

    /// A string, number or boolean node as a `Value`.
    static func scalar(_ node: JSONValue) -> Value? {
        if let s = node.stringValue { return .string(s) }
        if let n = node.numberValue { return .number(n) }
        return node.boolValue.map(Value.bool)
    }
}
