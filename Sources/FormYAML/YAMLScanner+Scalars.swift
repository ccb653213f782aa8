/// Plain, quoted and block scalars: their text with folding, escapes and chomping undone.
extension YAMLScanner {
    // MARK: Plain

    mutating func fetchPlain() throws(YAMLError) {
        try savePossibleSimpleKey()
        allowSimpleKey = false
        let start = mark
        var end = start
        var chunks: [UInt8] = []
        var spaces: [UInt8] = []
        let minIndent = indent + 1
        while true {
            if peek() == UInt8(ascii: "#") { break }
            let from = index
            while true {
                let c = peek()
                if Self.isBlankOrEnd(c) { break }
                if c == UInt8(ascii: ":") {
                    let next = peek(1)
                    if Self.isBlankOrEnd(next) || (flowLevel > 0 && Self.isFlowIndicator(next)) { break }
                }
                if flowLevel > 0 && Self.isFlowIndicator(c) { break }
                if column == 0 && index > from && false { break }
                forward()
            }
            if index == from { break }
            allowSimpleKey = false
            chunks += spaces
            chunks += bytes[from..<index]
            end = mark
            guard let more = try scanPlainSpaces(start: start) else { break }
            spaces = more
            if peek() == UInt8(ascii: "#") || atEnd || (flowLevel == 0 && column < minIndent) { break }
        }
        queue.append(YAMLToken(kind: .scalar(String(decoding: chunks, as: UTF8.self), style: .plain), start: start, end: end))
    }

    /// The blanks and line breaks after a plain scalar's line, folded; nil when there are none or a
    /// document marker follows.
    mutating func scanPlainSpaces(start: YAMLMark) throws(YAMLError) -> [UInt8]? {
        let from = index
        while Self.isBlank(peek()) { forward() }
        let whitespace = bytes[from..<index]
        guard Self.isBreak(peek()) else { return whitespace.isEmpty ? nil : Array(whitespace) }
        _ = scanLineBreak()
        allowSimpleKey = true
        if isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: ".")) { return nil }
        var breaks = 0
        while true {
            while Self.isBlank(peek()) { forward() }
            if Self.isBreak(peek()) {
                _ = scanLineBreak()
                breaks += 1
                if isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: ".")) { return nil }
            } else {
                break
            }
        }
        return breaks == 0 ? [0x20] : Array(repeating: 0x0A, count: breaks)
    }

    // MARK: Quoted

    mutating func fetchFlowScalar(double: Bool) throws(YAMLError) {
        try savePossibleSimpleKey()
        allowSimpleKey = false
        let start = mark
        let quote = double ? UInt8(ascii: "\"") : UInt8(ascii: "'")
        forward()
        var chunks: [UInt8] = []
        while true {
            // Non-blank characters.
            while true {
                let c = peek()
                if atEnd { throw error(.unterminatedQuoted(double: double), start) }
                if !double && c == quote && peek(1) == quote {
                    chunks.append(quote)
                    forward(2)
                } else if c == quote {
                    break
                } else if double && c == UInt8(ascii: "\\") {
                    let e = peek(1)
                    if Self.isBreak(e) {
                        forward()
                        _ = scanLineBreak()
                        try skipQuotedBreaks(into: &chunks, start: start, double: double, escapedBreak: true)
                        continue
                    }
                    try scanEscape(into: &chunks)
                } else if Self.isBlankOrEnd(c) {
                    break
                } else {
                    chunks.append(c)
                    forward()
                }
            }
            if peek() == quote { break }
            // Blanks and breaks.
            let from = index
            while Self.isBlank(peek()) { forward() }
            if atEnd { throw error(.unterminatedQuoted(double: double), start) }
            if Self.isBreak(peek()) {
                _ = scanLineBreak()
                try skipQuotedBreaks(into: &chunks, start: start, double: double, escapedBreak: false)
            } else {
                chunks += bytes[from..<index]
            }
        }
        forward()
        let end = mark
        queue.append(YAMLToken(kind: .scalar(String(decoding: chunks, as: UTF8.self), style: double ? .doubleQuoted : .singleQuoted),
                               start: start, end: end))
        afterJSONNode = true
    }

    /// After a line break inside a quoted scalar: the empty lines (each a "\n") and the next line's
    /// indentation; one break alone folds to a space (none after an escaped break).
    private mutating func skipQuotedBreaks(into chunks: inout [UInt8], start: YAMLMark, double: Bool, escapedBreak: Bool) throws(YAMLError) {
        var breaks = 0
        while true {
            if isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: ".")) { throw error(.documentMarkerInScalar) }
            while Self.isBlank(peek()) {
                if peek() == 0x09 && flowLevel == 0 && column <= indent { throw error(.tabIndentation) }
                forward()
            }
            if Self.isBreak(peek()) {
                _ = scanLineBreak()
                breaks += 1
            } else {
                break
            }
        }
        if atEnd { throw error(.unterminatedQuoted(double: double), start) }
        if flowLevel == 0 && column <= indent { throw error(.badIndentation) }
        if breaks > 0 {
            chunks += Array(repeating: 0x0A, count: breaks)
        } else if !escapedBreak {
            chunks.append(0x20)
        }
    }

    private mutating func scanEscape(into chunks: inout [UInt8]) throws(YAMLError) {
        let escapeStart = mark
        forward()
        let e = peek()
        let simple: [UInt8: UInt32] = [
            UInt8(ascii: "0"): 0, UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "t"): 9, 0x09: 9,
            UInt8(ascii: "n"): 10, UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12, UInt8(ascii: "r"): 13,
            UInt8(ascii: "e"): 0x1B, 0x20: 0x20, UInt8(ascii: "\""): 0x22, UInt8(ascii: "/"): 0x2F,
            UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "N"): 0x85, UInt8(ascii: "_"): 0xA0,
            UInt8(ascii: "L"): 0x2028, UInt8(ascii: "P"): 0x2029,
        ]
        var code: UInt32
        if let value = simple[e] {
            code = value
            forward()
        } else {
            let length = e == UInt8(ascii: "x") ? 2 : e == UInt8(ascii: "u") ? 4 : e == UInt8(ascii: "U") ? 8 : 0
            guard length > 0 else { throw error(.badEscape("\\" + String(UnicodeScalar(e))), escapeStart) }
            forward()
            code = 0
            for _ in 0..<length {
                guard let digit = hexValue(peek()) else {
                    throw error(.badEscape(String(decoding: bytes[escapeStart.offset..<min(index + 1, bytes.count)], as: UTF8.self)), escapeStart)
                }
                code = code &* 16 &+ UInt32(digit)
                forward()
            }
        }
        guard let scalar = UnicodeScalar(code) else {
            throw error(.badEscape(String(decoding: bytes[escapeStart.offset..<index], as: UTF8.self)), escapeStart)
        }
        chunks += Array(String(Character(scalar)).utf8)
    }

    private func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    // MARK: Block

    mutating func fetchBlockScalar(folded: Bool) throws(YAMLError) {
        allowSimpleKey = true
        try removePossibleSimpleKey()
        let start = mark
        forward()
        // Header: chomping and indentation indicators in either order.
        var chomping = 0 // -1 strip, 0 clip, 1 keep
        var increment = 0
        for _ in 0..<2 {
            let c = peek()
            if chomping == 0 && (c == UInt8(ascii: "+") || c == UInt8(ascii: "-")) {
                chomping = c == UInt8(ascii: "+") ? 1 : -1
                forward()
            } else if increment == 0 && c >= UInt8(ascii: "1") && c <= UInt8(ascii: "9") {
                increment = Int(c - UInt8(ascii: "0"))
                forward()
            }
        }
        if !Self.isBlankOrEnd(peek()) {
            throw error(.badBlockScalarHeader(String(decoding: bytes[start.offset..<min(index + 1, bytes.count)], as: UTF8.self)), start)
        }
        try scanIgnoredLine(afterToken: true)
        var end = mark
        _ = scanLineBreak()

        let minIndent = max(indent + 1, 0)
        var chunks: [UInt8] = []
        var breaks: [UInt8]
        let blockIndent: Int
        if increment == 0 {
            // Leading empty lines, then the first content line's indentation is the block's.
            var maxIndent = 0
            breaks = []
            var leadingIndents: [Int] = []
            while true {
                while peek() == 0x20 { forward() }
                if peek() == 0x09, column < minIndent {
                    var i = index
                    while i < bytes.count, Self.isBlank(bytes[i]) { i += 1 }
                    if i >= bytes.count || Self.isBreak(bytes[i]) { throw error(.tabIndentation) }
                }
                if Self.isBreak(peek()) || (atEnd && column > 0) {
                    leadingIndents.append(column)
                    maxIndent = max(maxIndent, column)
                    breaks.append(0x0A)
                    if !scanLineBreak() { break }
                } else {
                    break
                }
            }
            let atMarker = column == 0 && (isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: ".")))
            if atEnd || atMarker || peek() == UInt8(ascii: "#") && column < minIndent {
                blockIndent = max(minIndent, maxIndent, 1)
            } else {
                blockIndent = max(minIndent, column)
                if column >= minIndent, leadingIndents.contains(where: { $0 > blockIndent }) {
                    throw error(.badBlockScalarIndentation)
                }
            }
        } else {
            blockIndent = indent >= 0 ? indent + increment : increment
            breaks = scanBlockBreaks(blockIndent)
        }
        var lineBreak: [UInt8] = []
        while column == blockIndent && !atEnd {
            if blockIndent == 0 && (isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: "."))) { break }
            chunks += breaks
            let leadingNonSpace = !Self.isBlank(peek())
            let from = index
            while !Self.isBreak(peek()) && !atEnd { forward() }
            chunks += bytes[from..<index]
            end = mark
            let onlySpaces = index > from && bytes[from..<index].allSatisfy { $0 == 0x20 }
            lineBreak = scanLineBreak() || (atEnd && onlySpaces) ? [0x0A] : []
            breaks = scanBlockBreaks(blockIndent)
            if column == blockIndent && !atEnd && !(blockIndent == 0 && (isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: ".")))) {
                if folded && !lineBreak.isEmpty && leadingNonSpace && !Self.isBlank(peek()) {
                    if breaks.isEmpty { chunks.append(0x20) }
                } else {
                    chunks += lineBreak
                }
            } else {
                break
            }
        }
        if chomping != -1 { chunks += lineBreak }
        if chomping == 1 { chunks += breaks }
        // A less indented non-empty line that is not a comment ends the scalar; text that is not
        // indented enough for its block is an error found by the next token.
        queue.append(YAMLToken(kind: .scalar(String(decoding: chunks, as: UTF8.self), style: folded ? .folded : .literal),
                               start: start, end: end))
    }

    /// Empty lines (and indentation up to `indent`) inside or after a block scalar, each a "\n".
    private mutating func scanBlockBreaks(_ indent: Int) -> [UInt8] {
        var breaks: [UInt8] = []
        while true {
            var consumedSpaces = false
            while column < indent && peek() == 0x20 {
                forward()
                consumedSpaces = true
            }
            if Self.isBreak(peek()) {
                _ = scanLineBreak()
                breaks.append(0x0A)
            } else {
                // A last line of spaces with no line break is an empty line all the same.
                if atEnd && consumedSpaces { breaks.append(0x0A) }
                return breaks
            }
        }
    }
}
