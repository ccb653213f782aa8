import FormJSON

/// The YAML 1.2 reader: text in, every document's node tree out, each node with its byte range,
/// style, anchor or alias (`YAMLNode`), for a writer that patches the text in place; `json` gives a
/// document's value as the JSON reader's tree, so that a YAML config reads like a JSON one.
package enum YAMLReader {
    /// Reads every document of `text`.
    package static func stream(_ text: String, maxDepth: Int = NestingLimit.depth) throws(YAMLError) -> YAMLStream {
        try stream(bytes: Array(text.utf8), maxDepth: maxDepth)
    }

    /// Reads every document of UTF-8 `bytes` (a leading byte-order mark is skipped).
    package static func stream(bytes: [UInt8], maxDepth: Int = NestingLimit.depth) throws(YAMLError) -> YAMLStream {
        if let bad = JSONReader.firstInvalidUTF8(in: bytes) {
            let line = bytes[..<bad].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
            let lineStart = bytes[..<bad].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            throw YAMLError(.invalidUTF8, at: YAMLMark(offset: bad, line: line, column: bad - lineStart).location)
        }
        if let bad = firstNonPrintable(in: bytes) {
            let line = bytes[..<bad].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
            let lineStart = bytes[..<bad].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let column = bytes[lineStart..<bad].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
            let code = bytes[bad] == 0xC2 ? UInt32(bytes[bad + 1]) : UInt32(bytes[bad])
            throw YAMLError(.nonPrintable(code), at: YAMLMark(offset: bad, line: line, column: column).location)
        }
        var parser = YAMLParser(bytes: bytes, maxDepth: maxDepth)
        return try parser.parseStream()
    }

    /// Document `index` (0-based) of `text` as JSON; an empty text is one null document.
    package static func json(_ text: String, document index: Int = 0) throws(YAMLError) -> JSONNode? {
        let stream = try stream(text)
        if stream.documents.isEmpty && index == 0 { return JSONNode(.null, at: SourceLocation(line: 1, column: 1)) }
        return try stream.document(index)?.root.json()
    }

    /// The offset of the first character YAML does not allow in a text (C0 and C1 controls but tab,
    /// line feed, carriage return and NEL; DEL), if any. `bytes` is valid UTF-8.
    static func firstNonPrintable(in bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if (b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D) || b == 0x7F { return i }
            if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] >= 0x80, bytes[i + 1] <= 0x9F, bytes[i + 1] != 0x85 { return i }
            if b == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBF, bytes[i + 2] >= 0xBE { return i }
            i += 1
        }
        return nil
    }
}
