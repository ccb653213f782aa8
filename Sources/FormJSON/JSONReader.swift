/// A JSON (RFC 8259) reader that records where every value starts; given `.jsonc` it also takes
/// comments and trailing commas (`JSONSyntax`).
///
/// It works on the UTF-8 bytes and builds a compact `JSONDocument`; columns count characters
/// (grapheme clusters) and are computed only for the locations asked for. Errors are
/// `JSONReadError`s; FormCore names the file and turns them into words (`FormFileError`).
package enum JSONReader {
    /// Reads `text` as one JSON value.
    package static func parse(_ text: String) throws(JSONReadError) -> JSONNode {
        JSONNode(try document(bytes: Array(text.utf8)).root)
    }

    /// Reads raw bytes, which must be UTF-8 (a leading byte-order mark is skipped), nested at most
    /// `maxDepth` containers deep.
    package static func parse(bytes: [UInt8], maxDepth: Int = NestingLimit.depth) throws(JSONReadError) -> JSONNode {
        JSONNode(try document(checking: bytes, maxDepth: maxDepth).root)
    }

    /// Reads raw bytes, which must be UTF-8, into a compact document.
    package static func document(checking bytes: [UInt8], syntax: JSONSyntax = .strict,
                                 maxDepth: Int = NestingLimit.depth) throws(JSONReadError) -> JSONDocument {
        if let bad = firstInvalidUTF8(in: bytes) {
            let lineStart = bytes[..<bad].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let line = bytes[..<bad].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let column = String(decoding: bytes[lineStart..<bad], as: UTF8.self).count + 1
            throw .syntax(.invalidUTF8, at: SourceLocation(line: line, column: column))
        }
        return try document(bytes: bytes, syntax: syntax, maxDepth: maxDepth)
    }

    /// Reads bytes known to be valid UTF-8 into a compact document, nested at most `maxDepth`
    /// containers deep (more for an envelope around a tree of values, as a draft's).
    package static func document(bytes: [UInt8], syntax: JSONSyntax = .strict,
                                 maxDepth: Int = NestingLimit.depth) throws(JSONReadError) -> JSONDocument {
        guard bytes.count < Int(UInt32.max) else { throw .tooLarge }
        var parser = JSONParser(bytes: bytes, syntax: syntax, maxDepth: maxDepth)
        try parser.parseDocument()
        return JSONDocument(bytes: bytes, nodes: parser.nodes, escaped: parser.escaped, lines: parser.lines)
    }

    /// The byte offset of the first byte that is not valid UTF-8, if any.
    package static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var offset = 0
        while offset < bytes.count {
            if bytes[offset] < 0x80 {
                offset += 1
                continue
            }
            var decoder = Unicode.UTF8()
            var iterator = bytes[offset...].makeIterator()
            guard case .scalarValue(let s) = decoder.decode(&iterator) else { return offset }
            offset += UTF8.width(s)
        }
        return nil
    }
}
