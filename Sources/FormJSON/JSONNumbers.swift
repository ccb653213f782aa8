/// The value of a JSON number's text (already checked to be a valid number).
enum JSONNumbers {
    /// Whole numbers of up to 15 digits are exact as a `Double`; they are computed directly.
    /// Nil for other numbers, which `Double(String)` reads.
    static func value(of digits: ArraySlice<UInt8>) -> Double? {
        var i = digits.startIndex
        let negative = i < digits.endIndex && digits[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard digits.endIndex - i <= 15, i < digits.endIndex else { return nil }
        var magnitude: Int64 = 0
        while i < digits.endIndex {
            let d = digits[i] &- UInt8(ascii: "0")
            guard d < 10 else { return nil }
            magnitude = magnitude * 10 + Int64(d)
            i += 1
        }
        return negative ? -Double(magnitude) : Double(magnitude)
    }

    /// The value of a valid number's text; nil when it does not fit a `Double`, or when it is not
    /// zero but has an exponent below -1000 (`1e-5000`): too far to write out in plain digits.
    static func finiteValue(of digits: ArraySlice<UInt8>) -> Double? {
        if let exact = value(of: digits) { return exact }
        guard let v = Double(String(decoding: digits, as: UTF8.self)), v.isFinite else { return nil }
        if v == 0, let e = digits.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
           digits[..<e].contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }),
           let exponent = Int(String(decoding: digits[(e + 1)...], as: UTF8.self)), exponent < -maximumExponent {
            return nil
        }
        return v
    }

    /// The most negative exponent a non-zero number that underflows a `Double` may have.
    static let maximumExponent = 1000
}
