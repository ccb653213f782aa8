import FormCore
import FormScreen

/// `picker` and `segmentedControl`: Right/Left select the next/previous option. A picker cycles
/// in place (past the last option comes the first); a segmented control stops at its ends.
package enum ChoiceEditor {
    /// The option `key` moves to from `value`, or nil when it moves nowhere; with `cycles` (a
    /// picker) past the last option comes the first.
    package static func handle(_ key: Key, value: Value, row: Row, cycles: Bool) -> Value? {
        let count = row.options.count
        guard count > 0 else { return nil }
        let current = index(of: value, in: row)
        let next: Int
        switch key {
        case .right, .char(" "):
            guard let current else { return row.options[0].value }
            next = cycles ? (current + 1) % count : Swift.min(count - 1, current + 1)
        case .left:
            guard let current else { return row.options[count - 1].value }
            next = cycles ? (current + count - 1) % count : Swift.max(0, current - 1)
        default:
            return nil
        }
        return next == current ? nil : row.options[next].value
    }

    /// The next option after `value` (from the first when none is chosen), cycling, whose title
    /// starts with `letter`, ignoring case and accents; nil when no option does.
    package static func jump(to letter: Character, from value: Value, in row: Row) -> Value? {
        let count = row.options.count
        guard count > 0 else { return nil }
        let wanted = SearchFolding.fold(String(letter))
        let from = index(of: value, in: row) ?? -1
        for step in 1...count {
            let candidate = (from + step) % count
            if SearchFolding.fold(row.options[candidate].title).starts(with: wanted) { return row.options[candidate].value }
        }
        return nil
    }

    /// The position of `value` among the row's options.
    package static func index(of value: Value, in row: Row) -> Int? {
        row.options.firstIndex { $0.value == value }
    }

    /// The title of the option holding `value` (the value itself when no option holds it).
    package static func title(of value: Value, in row: Row) -> String? {
        if value.isNull { return nil }
        if let i = index(of: value, in: row) { return row.options[i].title }
        return TextValue.text(from: value, type: .text).isEmpty ? nil : TextValue.text(from: value, type: .decimal)
    }
}
