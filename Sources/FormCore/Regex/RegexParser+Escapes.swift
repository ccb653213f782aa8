/// Escapes: `\d \D \w \W \s \S \p{…} \P{…}`, `\b \B`, `\t \n \r \f \v \0 \cX`, `\xHH`, `\uHHHH`
/// (a surrogate pair of them is one scalar), `\u{…}`, escaped punctuation; `\1` and `\k<name>`
/// are refused as backreferences.
extension RegexParser {
    /// What one escape stands for.
    enum Escape {
        case scalar(Unicode.Scalar)
        case classEscape(RegexClassEscape)
        case assertion(RegexAssertion)
    }

    /// An escape outside a class, as a node.
    mutating func escape() throws(RegexError) -> RegexNode {
        switch try escapeValue(inClass: false) {
        case .scalar(let s): return .scalar(s)
        case .classEscape(let e): return .set(RegexCharSet(escapes: [e]))
        case .assertion(let a): return .assertion(a)
        }
    }

    /// The escape at the position (its `\` included). In a class `\b` is U+0008 and `\B` unknown.
    mutating func escapeValue(inClass: Bool) throws(RegexError) -> Escape {
        let start = position
        position += 1
        guard let c = peek() else { throw fail(.trailingBackslash, at: start) }
        position += 1
        func control(_ value: UInt32) -> Escape { .scalar(Unicode.Scalar(UInt8(value))) }
        switch c {
        case "d", "D": return .classEscape(RegexClassEscape(kind: .digit, negated: c == "D"))
        case "w", "W": return .classEscape(RegexClassEscape(kind: .word, negated: c == "W"))
        case "s", "S": return .classEscape(RegexClassEscape(kind: .space, negated: c == "S"))
        case "p", "P": return .classEscape(RegexClassEscape(kind: .property(try property(start)), negated: c == "P"))
        case "b": return inClass ? control(0x08) : .assertion(.wordBoundary)
        case "B":
            if inClass { throw fail(.unknownEscape("\\B"), at: start) }
            return .assertion(.notWordBoundary)
        case "t": return control(0x09)
        case "n": return control(0x0A)
        case "v": return control(0x0B)
        case "f": return control(0x0C)
        case "r": return control(0x0D)
        case "0":
            if let next = peek(), next.asciiDigit != nil { throw fail(.unknownEscape("\\0\(next)"), at: start) }
            return control(0)
        case "c":
            guard let letter = peek(), letter.isASCIILetter else {
                throw fail(.unknownEscape("\\c"), at: start)
            }
            position += 1
            return control(letter.value % 32)
        case "x": return .scalar(try hex(start, count: 2))
        case "u": return .scalar(try unicodeEscape(start))
        case "k":
            if !inClass, peek() == "<" {
                position += 1
                let name = (try? groupName()) ?? ""
                throw fail(.needsBacktracking(.backreference("\\k<\(name)>")), at: start)
            }
            throw fail(.unknownEscape("\\k"), at: start)
        default:
            if let digit = c.asciiDigit, digit > 0 {
                var text = "\\" + String(c)
                while let more = peek(), more.asciiDigit != nil { text.unicodeScalars.append(more); position += 1 }
                if inClass { throw fail(.unknownEscape(text), at: start) }
                throw fail(.needsBacktracking(.backreference(text)), at: start)
            }
            if c.properties.isAlphabetic || c.properties.numericType != nil || c == "_" {
                throw fail(.unknownEscape("\\" + String(c)), at: start)
            }
            return .scalar(c)
        }
    }

    /// `count` hexadecimal digits as a scalar.
    private mutating func hex(_ start: Int, count: Int) throws(RegexError) -> Unicode.Scalar {
        let value = try hexValue(start, count: count)
        guard let scalar = Unicode.Scalar(value) else { throw fail(.notAScalar(escapeText(start)), at: start) }
        return scalar
    }

    private mutating func hexValue(_ start: Int, count: Int) throws(RegexError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let d = peek()?.hexDigit else { throw fail(.badHexEscape(escapeText(start)), at: start) }
            value = value * 16 + UInt32(d)
            position += 1
        }
        return value
    }

    /// `\uHHHH` (a high surrogate followed by `\uHHHH` of a low one makes one scalar) or `\u{H…}`.
    private mutating func unicodeEscape(_ start: Int) throws(RegexError) -> Unicode.Scalar {
        if peek() == "{" {
            position += 1
            var value: UInt32 = 0, digits = 0
            while let d = peek()?.hexDigit {
                value = min(value * 16 + UInt32(d), 0x110000)
                digits += 1
                position += 1
            }
            guard digits > 0, peek() == "}" else { throw fail(.badHexEscape(escapeText(start)), at: start) }
            position += 1
            guard let scalar = Unicode.Scalar(value) else { throw fail(.notAScalar(escapeText(start)), at: start) }
            return scalar
        }
        let high = try hexValue(start, count: 4)
        if (0xD800...0xDBFF).contains(high), peek() == "\\", peek(1) == "u" {
            let low = position
            position += 2
            if let second = try? hexValue(low, count: 4), (0xDC00...0xDFFF).contains(second),
               let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (second - 0xDC00)) {
                return scalar
            }
            position = low
        }
        guard let scalar = Unicode.Scalar(high) else { throw fail(.notAScalar(escapeText(start)), at: start) }
        return scalar
    }

    /// `{Name}` or `{gc=Name}` after `\p`.
    private mutating func property(_ start: Int) throws(RegexError) -> RegexProperty {
        guard peek() == "{" else { throw fail(.unknownEscape(escapeText(start)), at: start) }
        position += 1
        var name = ""
        while let c = peek(), c != "}" {
            name.unicodeScalars.append(c)
            position += 1
        }
        guard peek() == "}" else { throw fail(.unknownProperty(name), at: start) }
        position += 1
        guard let property = RegexProperty.named(name) else { throw fail(.unknownProperty(name), at: start) }
        return property
    }

    /// The pattern's text from `start` to the position (at most a dozen scalars), for messages.
    private func escapeText(_ start: Int) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<min(position, start + 12, scalars.count)])
        return text
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
}
