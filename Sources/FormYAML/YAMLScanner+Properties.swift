/// Directives, anchors, aliases and tags.
extension YAMLScanner {
    /// The rest of a line after a token: blanks, then a comment or the line break.
    mutating func scanIgnoredLine(afterToken: Bool) throws(YAMLError) {
        var sawBlank = index > 0 && Self.isBlank(bytes[index - 1])
        while Self.isBlank(peek()) {
            sawBlank = true
            forward()
        }
        if peek() == UInt8(ascii: "#") {
            guard sawBlank else { throw error(.commentWithoutSpace) }
            while !Self.isBreak(peek()) && !atEnd { forward() }
        }
        guard Self.isBreak(peek()) || atEnd else {
            throw error(.unexpected(found: "text", expected: "the end of the line"))
        }
    }

    mutating func fetchDirective() throws(YAMLError) {
        unwindIndent(-1)
        try removePossibleSimpleKey()
        allowSimpleKey = false
        let start = mark
        forward()
        let name = scanWord()
        var values: [String] = []
        while true {
            while Self.isBlank(peek()) { forward() }
            if peek() == UInt8(ascii: "#") || Self.isBreak(peek()) || atEnd { break }
            values.append(scanWord())
        }
        if name.isEmpty { throw error(.badDirective("%"), start) }
        if name == "YAML" {
            guard values.count == 1, values[0].split(separator: ".").count == 2,
                  values[0].split(separator: ".").allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
                throw error(.badDirective("%YAML " + values.joined(separator: " ")), start)
            }
        } else if name == "TAG" {
            guard values.count == 2, values[0].hasPrefix("!"), values[0].hasSuffix("!") || values[0] == "!" else {
                throw error(.badDirective("%TAG " + values.joined(separator: " ")), start)
            }
        }
        queue.append(YAMLToken(kind: .directive(name: name, value: values), start: start, end: mark))
        try scanIgnoredLine(afterToken: true)
    }

    /// Characters up to a blank or the end.
    mutating func scanWord() -> String {
        let from = index
        while !Self.isBlankOrEnd(peek()) { forward() }
        return String(decoding: bytes[from..<index], as: UTF8.self)
    }

    mutating func fetchAlias() throws(YAMLError) {
        try savePossibleSimpleKey()
        allowSimpleKey = false
        let start = mark
        let name = try scanAnchorName()
        append(.alias(name), from: start)
    }

    mutating func fetchAnchor() throws(YAMLError) {
        try savePossibleSimpleKey()
        allowSimpleKey = false
        let start = mark
        let name = try scanAnchorName()
        append(.anchor(name), from: start)
    }

    /// `&name` or `*name`: any characters but blanks and flow indicators.
    mutating func scanAnchorName() throws(YAMLError) -> String {
        forward()
        let from = index
        while !Self.isBlankOrEnd(peek()) && !Self.isFlowIndicator(peek()) { forward() }
        guard index > from else { throw error(.emptyAnchorName) }
        return String(decoding: bytes[from..<index], as: UTF8.self)
    }

    mutating func fetchTag() throws(YAMLError) {
        try savePossibleSimpleKey()
        allowSimpleKey = false
        let start = mark
        let handle: String
        let suffix: String
        if peek(1) == UInt8(ascii: "<") {
            forward(2)
            let from = index
            while peek() != UInt8(ascii: ">") {
                if Self.isBlankOrEnd(peek()) { throw error(.unexpected(found: "the end of the tag", expected: "'>'")) }
                forward()
            }
            suffix = String(decoding: bytes[from..<index], as: UTF8.self)
            forward()
            handle = ""
        } else {
            forward()
            let from = index
            while !Self.isBlankOrEnd(peek()) && !Self.isFlowIndicator(peek()) && peek() != UInt8(ascii: "!") { forward() }
            if peek() == UInt8(ascii: "!") {
                forward()
                handle = "!" + String(decoding: bytes[from..<index], as: UTF8.self)
                let rest = index
                while !Self.isBlankOrEnd(peek()) && !Self.isFlowIndicator(peek()) { forward() }
                suffix = String(decoding: bytes[rest..<index], as: UTF8.self)
            } else {
                handle = "!"
                suffix = String(decoding: bytes[from..<index], as: UTF8.self)
            }
        }
        guard Self.isBlankOrEnd(peek()) || (flowLevel > 0 && Self.isFlowIndicator(peek())) else {
            throw error(.unexpectedCharacter(String(UnicodeScalar(peek()))))
        }
        append(.tag(handle: handle, suffix: suffix), from: start)
    }
}
