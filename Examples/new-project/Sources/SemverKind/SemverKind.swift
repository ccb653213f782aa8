import FormRun

/// A semantic version row, `MAJOR.MINOR.PATCH`: ←/→ choose the part, ↑/↓ raise or lower it (a
/// raise sets the parts after it to 0, as a release does), digits type it, Backspace takes its
/// last digit away. Its value is the version as a string (`"1.4.0"`).
///
/// FormRun's own tests drive this very file through the scripted run (Tests/FormRunTests links
/// it). Registered once, before a form uses it: `CustomKinds.register(SemverKind(), as: "semver")`.
public struct SemverKind: CustomRowKind {
    public init() {}
    private static let parts = ["major", "minor", "patch"]

    public var noun: String { "a version row" }

    public var initialValue: JSON { .string("0.1.0") }

    public var keys: [CustomKeys] {
        [CustomKeys(keys: [.left, .right], "part", help: "move between major, minor and patch"),
         CustomKeys(keys: [.up, .down], "bump", help: "raise / lower the part under the cursor"),
         CustomKeys([.digits], "type", help: "type the part's number"),
         CustomKeys(keys: [.backspace], "erase", help: "take the part's last digit away", inHint: false)]
    }

    public func cell(for value: JSON, cursor: Int?, width: Int) -> CustomCell {
        let numbers = Self.numbers(in: value) ?? [0, 0, 0]
        let texts = numbers.map(String.init)
        let text = texts.joined(separator: ".")
        guard let cursor = cursor.map({ min(max($0, 0), 2) }) else { return CustomCell(text) }
        let start = texts.prefix(cursor).reduce(0) { $0 + $1.count + 1 }
        let end = start + texts[cursor].count
        return CustomCell(text, highlight: start..<end, cursorColumn: end)
    }

    public func handle(_ key: Key, value: JSON, cursor: Int) -> CustomKeyResult {
        let cursor = min(max(cursor, 0), 2)
        var numbers = Self.numbers(in: value) ?? [0, 0, 0]
        let part = Self.parts[cursor]
        switch key {
        case .left:
            guard cursor > 0 else { return .refused("Already on the major part") }
            return .set(value, cursor: cursor - 1)
        case .right:
            guard cursor < 2 else { return .refused("Already on the patch part") }
            return .set(value, cursor: cursor + 1)
        case .up:
            numbers[cursor] += 1
            for later in (cursor + 1)..<3 { numbers[later] = 0 }
        case .down:
            guard numbers[cursor] > 0 else { return .refused("The \(part) version is 0 already") }
            numbers[cursor] -= 1
        case .backspace:
            numbers[cursor] /= 10
        case .char(let c):
            guard let digit = c.wholeNumberValue, c.isASCII else { return .ignored }
            guard numbers[cursor] <= 99_999 else { return .refused("The \(part) version has enough digits") }
            numbers[cursor] = numbers[cursor] * 10 + digit
        default:
            return .ignored
        }
        return .set(.string(numbers.map(String.init).joined(separator: ".")), cursor: cursor)
    }

    public func check(_ value: JSON) -> String? {
        Self.numbers(in: value) == nil ? "Not a version: MAJOR.MINOR.PATCH, such as 1.4.0" : nil
    }

    /// The three numbers of a version, or nil when `value` is not one.
    public static func numbers(in value: JSON) -> [Int]? {
        guard case .string(let text) = value else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        let numbers = parts.compactMap { $0.allSatisfy(\.isASCII) ? Int($0) : nil }
        return numbers.count == 3 && numbers.allSatisfy { $0 >= 0 } ? numbers : nil
    }
}
