/// A number of a value: whole numbers that fit 64 bits are exact (`9007199254740993` stays
/// itself, which a `Double` cannot hold), others are a finite `Double` — and a number read from
/// text keeps the digits the `Double` would lose (`written`): it is passed through exactly, and
/// compared (min, max, conditions) by its nearest `Double`.
///
/// Written as text without an exponent and never as `inf` (`NumberText`). Equal numbers are
/// equal whichever way they were made (`Number(3)` and `Number(3.0)`).
package struct Number: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The nearest `Double` (the exact value when it has one).
    package let double: Double
    /// The exact whole number, when the number is whole and fits `Int64`.
    package private(set) var exact: Int64?
    /// The digits as they were written, when they were written in plain JSON decimal notation
    /// (`1.10`, `12345678901234567890.5`): the output keeps them. Not part of equality.
    package private(set) var written: String?

    package init(_ value: Double) {
        double = value
        // Every whole double in [-2^63, 2^63) converts exactly.
        exact = value.rounded() == value && value >= -0x1p63 && value < 0x1p63 ? Int64(value) : nil
    }

    package init(_ value: Int64) {
        double = Double(value)
        exact = value
    }

    package init(_ value: Int) { self.init(Int64(value)) }

    /// The number a text reads: optional `-`, digits, an optional fraction and (for JSON) an
    /// optional exponent. Whole digits that fit 64 bits are read exactly. Nil when it is not a
    /// number or not finite.
    package init?(text: String) {
        if let whole = Int64(text) {
            self.init(whole)
            return
        }
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")),
              let value = Double(text), value.isFinite else { return nil }
        self.init(value)
        if Number.isPlainDecimal(text) {
            written = text
        } else if let digits = ExactDecimalText.plain(text) {
            // Digits the double lost (`123456789012345678901234567890`, `1e-400`) are kept as
            // written, in plain notation; a non-zero value that underflows is not zero.
            guard digits.count <= ExactDecimalText.maximumLength else { return nil }
            if digits != NumberText.format(value) {
                written = digits
                if value == 0 && digits.contains(where: { $0 >= "1" && $0 <= "9" }) { exact = nil }
            }
        }
    }

    /// The number a JSON document spells `raw`, keeping the spelling whatever it is (`1e1`,
    /// `2.50`): a node of the tree of answers is written back as it was read.
    package init(json raw: String, value: Double) {
        self = Number(text: raw) ?? Number(value)
        written = raw
    }

    /// `-?(0|[1-9][0-9]*)\.[0-9]+`: a decimal as JSON writes it, without an exponent.
    static func isPlainDecimal(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let whole = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard !whole.isEmpty, whole.count == 1 || whole.first != UInt8(ascii: "0") else { return false }
        let rest = bytes.dropFirst(whole.count)
        guard rest.first == UInt8(ascii: "."), rest.count > 1 else { return false }
        return rest.dropFirst().allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Whether the number is not a number (only a `Double` made so can be).
    package var isNaN: Bool { double.isNaN }

    /// Whether the number has no fraction.
    package var isWhole: Bool { exact != nil || double.rounded() == double }

    package static func == (a: Number, b: Number) -> Bool {
        if let x = a.exact, let y = b.exact { return x == y }
        return a.double == b.double && (a.exact == nil) == (b.exact == nil)
    }

    package func hash(into hasher: inout Hasher) {
        if let exact { hasher.combine(exact) } else { hasher.combine(double) }
    }

    package static func < (a: Number, b: Number) -> Bool {
        if let x = a.exact, let y = b.exact { return x < y }
        return a.double < b.double
    }

    /// The number as `NumberText` writes it.
    package var description: String { NumberText.format(self) }
}
