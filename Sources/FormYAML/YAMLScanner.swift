/// Splits YAML text into tokens: the indentation stack that turns block structure into
/// start/end tokens, and the possible simple keys (`key:`) whose KEY token is inserted once the
/// `:` is seen. The shape is libyaml's; the rules are YAML 1.2's (plain scalars and `:` in flow
/// collections, comments after a space only, tabs never indenting).
struct YAMLScanner {
    struct SimpleKey {
        var tokenNumber: Int
        var required: Bool
        var mark: YAMLMark
    }

    let bytes: [UInt8]
    var index = 0
    var line = 0
    var column = 0

    var queue: [YAMLToken] = []
    var head = 0
    var tokensTaken = 0
    var done = false
    var flowLevel = 0
    var indent = -1
    var indents: [Int] = []
    var allowSimpleKey = true
    var possibleSimpleKeys: [Int: SimpleKey] = [:]
    /// Whether the current line's indentation held a tab, and the column of the first one.
    var tabInIndentation = false
    var tabColumn = 0
    /// Whether the next token is the first of its line.
    var firstOnLine = true
    /// True when the last token was a quoted scalar or the end of a flow collection: a `:` after it
    /// in a flow collection is a value indicator even without a space (`{"a":1}`).
    var afterJSONNode = false
    /// Where the text after a block indicator (`-`, `?`, `:`) separated from it by a tab starts: a
    /// block collection cannot start there (`-\t- a`).
    var tabSeparatedStart = -1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        queue.append(YAMLToken(kind: .streamStart, start: mark, end: mark))
    }

    var mark: YAMLMark { YAMLMark(offset: index, line: line, column: column) }

    // MARK: Characters

    @inline(__always) func peek(_ k: Int = 0) -> UInt8 {
        index + k < bytes.count ? bytes[index + k] : 0
    }

    var atEnd: Bool { index >= bytes.count }

    @inline(__always) static func isBreak(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D }
    @inline(__always) static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
    /// Space, tab, line break or the end (peek's 0).
    @inline(__always) static func isBlankOrEnd(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0 }
    @inline(__always) static func isFlowIndicator(_ b: UInt8) -> Bool {
        b == UInt8(ascii: ",") || b == UInt8(ascii: "[") || b == UInt8(ascii: "]") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}")
    }

    mutating func forward(_ n: Int = 1) {
        for _ in 0..<n {
            guard index < bytes.count else { return }
            let b = bytes[index]
            if b == 0x0A || (b == 0x0D && peek(1) != 0x0A) {
                line += 1
                column = 0
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
    }

    /// Consumes a line break (`\n`, `\r\n` or `\r`) and returns "\n"'s byte; nil when none is here.
    mutating func scanLineBreak() -> Bool {
        let b = peek()
        if b == 0x0D && peek(1) == 0x0A {
            forward(2)
            return true
        }
        if Self.isBreak(b) {
            forward()
            return true
        }
        return false
    }

    func error(_ issue: YAMLIssue, _ at: YAMLMark? = nil) -> YAMLError {
        YAMLError(issue, at: (at ?? mark).location)
    }

    // MARK: The token queue

    /// The next token, scanning more when a possible simple key may still turn it into a key.
    mutating func peekToken() throws(YAMLError) -> YAMLToken {
        while needMoreTokens() { try fetchMoreTokens() }
        return head < queue.count ? queue[head] : YAMLToken(kind: .streamEnd, start: mark, end: mark)
    }

    mutating func nextToken() throws(YAMLError) -> YAMLToken {
        let token = try peekToken()
        head += 1
        tokensTaken += 1
        if head > 64 && head * 2 > queue.count {
            queue.removeFirst(head)
            head = 0
        }
        return token
    }

    mutating func needMoreTokens() -> Bool {
        if done { return false }
        if head >= queue.count { return true }
        staleSimpleKeysQuietly()
        return possibleSimpleKeys.values.contains { $0.tokenNumber == tokensTaken }
    }

    mutating func append(_ kind: YAMLToken.Kind, from start: YAMLMark) {
        queue.append(YAMLToken(kind: kind, start: start, end: mark))
    }

    // MARK: Simple keys and indentation

    /// Drops the possible simple keys that can no longer be keys (a line later, or 1024 characters
    /// on); a required one is an error when fetching.
    mutating func staleSimpleKeys() throws(YAMLError) {
        for (level, key) in possibleSimpleKeys where key.mark.line != line || index - key.mark.offset > 1024 {
            if key.required { throw error(.missingColon, key.mark) }
            possibleSimpleKeys[level] = nil
        }
    }

    private mutating func staleSimpleKeysQuietly() {
        for (level, key) in possibleSimpleKeys where !key.required && (key.mark.line != line || index - key.mark.offset > 1024) {
            possibleSimpleKeys[level] = nil
        }
    }

    mutating func savePossibleSimpleKey() throws(YAMLError) {
        let required = flowLevel == 0 && indent == column
        guard allowSimpleKey else { return }
        try removePossibleSimpleKey()
        possibleSimpleKeys[flowLevel] = SimpleKey(tokenNumber: tokensTaken + queue.count - head, required: required, mark: mark)
    }

    mutating func removePossibleSimpleKey() throws(YAMLError) {
        if let key = possibleSimpleKeys[flowLevel], key.required { throw error(.missingColon, key.mark) }
        possibleSimpleKeys[flowLevel] = nil
    }

    mutating func unwindIndent(_ column: Int) {
        guard flowLevel == 0 else { return }
        while indent > column {
            queue.append(YAMLToken(kind: .blockEnd, start: mark, end: mark))
            indent = indents.popLast() ?? -1
        }
    }

    mutating func addIndent(_ column: Int) -> Bool {
        guard indent < column else { return false }
        indents.append(indent)
        indent = column
        return true
    }

    // MARK: Fetching

    mutating func fetchMoreTokens() throws(YAMLError) {
        try scanToNextToken()
        try staleSimpleKeys()
        unwindIndent(column)
        let c = peek()
        let wasAfterJSONNode = afterJSONNode
        afterJSONNode = false
        defer { firstOnLine = false }
        if atEnd { return try fetchStreamEnd() }
        if flowLevel > 0, firstOnLine, indent >= 0 {
            if column <= indent { throw error(.badIndentation) }
            if tabInIndentation && tabColumn <= indent { throw error(.tabIndentation) }
        }
        if flowLevel == 0, index == tabSeparatedStart, c == UInt8(ascii: "-") || c == UInt8(ascii: "?") || c == UInt8(ascii: ":"),
           Self.isBlankOrEnd(peek(1)) {
            throw error(.tabIndentation)
        }
        if flowLevel == 0, tabInIndentation, column > 0, indent >= 0 || c == UInt8(ascii: "-") || c == UInt8(ascii: "?") || c == UInt8(ascii: ":") {
            if column <= indent + 1 || c == UInt8(ascii: "-") || c == UInt8(ascii: "?") || (c == UInt8(ascii: ":") && Self.isBlankOrEnd(peek(1))) {
                throw error(.tabIndentation)
            }
        }
        if column == 0 {
            if c == UInt8(ascii: "%") { return try fetchDirective() }
            if isDocumentMarker(UInt8(ascii: "-")) { return try fetchDocumentIndicator(.documentStart) }
            if isDocumentMarker(UInt8(ascii: ".")) { return try fetchDocumentIndicator(.documentEnd) }
        }
        switch c {
        case UInt8(ascii: "["): return try fetchFlowCollectionStart(.flowSequenceStart)
        case UInt8(ascii: "{"): return try fetchFlowCollectionStart(.flowMappingStart)
        case UInt8(ascii: "]"): return try fetchFlowCollectionEnd(.flowSequenceEnd)
        case UInt8(ascii: "}"): return try fetchFlowCollectionEnd(.flowMappingEnd)
        case UInt8(ascii: ","): return try fetchFlowEntry()
        case UInt8(ascii: "-") where Self.isBlankOrEnd(peek(1)): return try fetchBlockEntry()
        case UInt8(ascii: "?") where Self.isBlankOrEnd(peek(1)) || (flowLevel > 0 && Self.isFlowIndicator(peek(1))):
            return try fetchKey()
        case UInt8(ascii: ":") where isValueIndicator || (flowLevel > 0 && wasAfterJSONNode): return try fetchValue()
        case UInt8(ascii: "*"): return try fetchAlias()
        case UInt8(ascii: "&"): return try fetchAnchor()
        case UInt8(ascii: "!"): return try fetchTag()
        case UInt8(ascii: "|") where flowLevel == 0: return try fetchBlockScalar(folded: false)
        case UInt8(ascii: ">") where flowLevel == 0: return try fetchBlockScalar(folded: true)
        case UInt8(ascii: "'"): return try fetchFlowScalar(double: false)
        case UInt8(ascii: "\""): return try fetchFlowScalar(double: true)
        default:
            if canStartPlain { return try fetchPlain() }
            throw error(.unexpectedCharacter(String(decoding: bytes[index..<min(index + utf8Width(c), bytes.count)], as: UTF8.self)))
        }
    }

    func utf8Width(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    func isDocumentMarker(_ c: UInt8) -> Bool {
        column == 0 && peek() == c && peek(1) == c && peek(2) == c && Self.isBlankOrEnd(peek(3))
    }

    var isValueIndicator: Bool {
        let next = peek(1)
        if Self.isBlankOrEnd(next) { return true }
        guard flowLevel > 0 else { return false }
        return Self.isFlowIndicator(next) || afterJSONNode
    }

    var canStartPlain: Bool {
        let c = peek()
        switch c {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            let next = peek(1)
            return !Self.isBlankOrEnd(next) && !(flowLevel > 0 && Self.isFlowIndicator(next))
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
             UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            return false
        default:
            return !Self.isBlankOrEnd(c) && (c >= 0x20 || c == 0x09) && c != 0x7F
        }
    }

    /// Skips spaces, comments and line breaks up to the next token; a line break in block context
    /// allows a simple key again.
    mutating func scanToNextToken() throws(YAMLError) {
        var lineStart = index == 0 || (index == 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])) || column == 0
        if lineStart { tabInIndentation = false }
        while true {
            while Self.isBlank(peek()) {
                if peek() == 0x09, lineStart, !tabInIndentation {
                    tabInIndentation = true
                    tabColumn = column
                }
                forward()
            }
            if peek() == UInt8(ascii: "#") {
                if index > 0, !Self.isBlankOrEnd(bytes[index - 1]) { throw error(.commentWithoutSpace) }
                while !Self.isBreak(peek()) && !atEnd { forward() }
            }
            if scanLineBreak() {
                lineStart = true
                firstOnLine = true
                tabInIndentation = false
                if flowLevel == 0 { allowSimpleKey = true }
            } else {
                return
            }
        }
    }

    mutating func fetchStreamEnd() throws(YAMLError) {
        if flowLevel > 0 { throw error(.unexpectedEnd(inside: "a flow collection")) }
        unwindIndent(-1)
        try removePossibleSimpleKey()
        allowSimpleKey = false
        possibleSimpleKeys = [:]
        append(.streamEnd, from: mark)
        done = true
    }

    mutating func fetchDocumentIndicator(_ kind: YAMLToken.Kind) throws(YAMLError) {
        if flowLevel > 0 { throw error(.unexpected(found: kind == .documentStart ? "'---'" : "'...'", expected: "the end of the flow collection")) }
        unwindIndent(-1)
        try removePossibleSimpleKey()
        allowSimpleKey = false
        let start = mark
        forward(3)
        append(kind, from: start)
        if kind == .documentEnd { try scanIgnoredLine(afterToken: true) }
    }

    mutating func fetchFlowCollectionStart(_ kind: YAMLToken.Kind) throws(YAMLError) {
        try savePossibleSimpleKey()
        flowLevel += 1
        allowSimpleKey = true
        let start = mark
        forward()
        append(kind, from: start)
    }

    mutating func fetchFlowCollectionEnd(_ kind: YAMLToken.Kind) throws(YAMLError) {
        try removePossibleSimpleKey()
        guard flowLevel > 0 else { throw error(.unexpectedCharacter(kind == .flowSequenceEnd ? "]" : "}")) }
        possibleSimpleKeys[flowLevel] = nil
        flowLevel -= 1
        allowSimpleKey = false
        let start = mark
        forward()
        append(kind, from: start)
        afterJSONNode = true
    }

    mutating func fetchFlowEntry() throws(YAMLError) {
        guard flowLevel > 0 else { throw error(.unexpectedCharacter(",")) }
        allowSimpleKey = true
        try removePossibleSimpleKey()
        let start = mark
        forward()
        append(.flowEntry, from: start)
    }

    mutating func fetchBlockEntry() throws(YAMLError) {
        if flowLevel == 0 {
            guard allowSimpleKey else { throw error(.sequenceEntryNotAllowed) }
            if addIndent(column) { append(.blockSequenceStart, from: mark) }
        } else {
            throw error(.sequenceEntryNotAllowed)
        }
        allowSimpleKey = true
        try removePossibleSimpleKey()
        let start = mark
        forward()
        append(.blockEntry, from: start)
        noteTabSeparation()
    }

    mutating func fetchKey() throws(YAMLError) {
        if flowLevel == 0 {
            guard allowSimpleKey else { throw error(.unexpected(found: "'?'", expected: "a value")) }
            if addIndent(column) { append(.blockMappingStart, from: mark) }
        }
        allowSimpleKey = flowLevel == 0
        try removePossibleSimpleKey()
        let start = mark
        forward()
        append(.key, from: start)
        if flowLevel == 0 { noteTabSeparation() }
    }

    mutating func fetchValue() throws(YAMLError) {
        if let key = possibleSimpleKeys[flowLevel] {
            possibleSimpleKeys[flowLevel] = nil
            let position = head + key.tokenNumber - tokensTaken
            queue.insert(YAMLToken(kind: .key, start: key.mark, end: key.mark), at: position)
            if flowLevel == 0 && addIndent(key.mark.column) {
                if key.mark.offset == tabSeparatedStart { throw error(.tabIndentation, key.mark) }
                queue.insert(YAMLToken(kind: .blockMappingStart, start: key.mark, end: key.mark), at: position)
            }
            allowSimpleKey = false
        } else {
            if flowLevel == 0 {
                guard allowSimpleKey else { throw error(.mappingValueNotAllowed) }
                if addIndent(column) { append(.blockMappingStart, from: mark) }
            }
            allowSimpleKey = flowLevel == 0
            try removePossibleSimpleKey()
        }
        let start = mark
        forward()
        append(.value, from: start)
        if flowLevel == 0 { noteTabSeparation() }
    }

    /// Records where the text after a block indicator starts when a tab separates them.
    mutating func noteTabSeparation() {
        var i = index
        var sawTab = false
        while i < bytes.count, Self.isBlank(bytes[i]) {
            if bytes[i] == 0x09 { sawTab = true }
            i += 1
        }
        if sawTab { tabSeparatedStart = i }
    }
}
