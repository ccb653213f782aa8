/// Numbers as text, the same in the JSON output and in the form: integral values without a
/// fraction (`18`, `-3`), others in the shortest form that reads back as the same double
/// (`0.1`, `3.14`). Integral values of 1e16 and beyond print as the double's shortest form
/// (`1e+16`); an exponent is written without zero padding (`1e-7`, not `1e-07`).
public enum NumberText {
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf") }
        if number.rounded() == number && abs(number) < 1e16 {
            return String(Int64(number))
        }
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        if let e = text.firstIndex(of: "e") {
            let mantissa = text[..<e]
            var exponent = text[text.index(after: e)...]
            var sign = ""
            if let first = exponent.first, first == "-" || first == "+" {
                sign = String(first)
                exponent = exponent.dropFirst()
            }
            let digits = exponent.drop { $0 == "0" }
            text = mantissa + "e" + sign + (digits.isEmpty ? "0" : digits)
        }
        return text
    }
}
