/// The YAML 1.2 core schema (YAML 1.2.2 §10.3): what an untagged plain scalar means.
///
/// `on`, `off`, `yes`, `no`, `y`, `n` are strings (YAML 1.1 read them as booleans); `1:30` is a
/// string (1.1's base 60). `0777` matches the core schema's decimal integers (`[-+]?[0-9]+`) and
/// is the number 777, as a JSON-compatible reading has it; the spelling stays in `YAMLNode.text`
/// for a writer that must not change it.
package enum YAMLCoreSchema {
    package static func resolve(_ text: String) -> YAMLScalarValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
        case ".nan", ".NaN", ".NAN": return .float(.nan)
        default: break
        }
        let bytes = Array(text.utf8)
        guard let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return .string(text) }
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            if bytes[1] == UInt8(ascii: "o"), let v = UInt64(String(text.dropFirst(2)), radix: 8) { return .int(Double(v)) }
            if bytes[1] == UInt8(ascii: "x"), let v = UInt64(String(text.dropFirst(2)), radix: 16) { return .int(Double(v)) }
        }
        var i = 0
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") { i = 1 }
        let digitsStart = i
        while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        let integerDigits = i - digitsStart
        if i == bytes.count {
            guard integerDigits > 0 else { return .string(text) }
            return .int(Double(text.hasPrefix("+") ? String(text.dropFirst()) : text) ?? 0)
        }
        var fractionDigits = 0
        if bytes[i] == UInt8(ascii: ".") {
            i += 1
            let f = i
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
            fractionDigits = i - f
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return .string(text) }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            let e = i
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
            guard i > e else { return .string(text) }
        }
        guard i == bytes.count, let v = Double(text.hasPrefix("+") ? String(text.dropFirst()) : text) else { return .string(text) }
        return .float(v)
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}
