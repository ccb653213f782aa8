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
        var parser = YAMLParser(bytes: bytes, maxDepth: maxDepth)
        return try parser.parseStream()
    }

    /// Document `index` (0-based) of `text` as JSON; an empty text is one null document.
    package static func json(_ text: String, document index: Int = 0) throws(YAMLError) -> JSONNode? {
        let stream = try stream(text)
        if stream.documents.isEmpty && index == 0 { return JSONNode(.null, at: SourceLocation(line: 1, column: 1)) }
        return try stream.document(index)?.root.json()
    }
}
