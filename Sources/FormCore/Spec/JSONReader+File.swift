import FormJSON

/// The JSON reader for files of the model: a `JSONReadError` becomes a `FormFileError` naming
/// the file, which the model turns into words with every other error of a form or values file.
extension JSONReader {
    /// Reads `text` as one JSON value; `file` names it in errors.
    package static func parse(_ text: String, file: String) throws(FormFileError) -> JSONNode {
        do { return try parse(text) } catch { throw FormFileError(file: file, error) }
    }

    /// Reads raw bytes, which must be UTF-8 (a leading byte-order mark is skipped).
    package static func parse(bytes: [UInt8], file: String) throws(FormFileError) -> JSONNode {
        do { return try parse(bytes: bytes) } catch { throw FormFileError(file: file, error) }
    }

    /// Reads raw bytes, which must be UTF-8, into a compact document.
    package static func document(checking bytes: [UInt8], file: String, syntax: JSONSyntax = .strict) throws(FormFileError)
        -> JSONDocument {
        do { return try document(checking: bytes, syntax: syntax) } catch { throw FormFileError(file: file, error) }
    }

    /// Reads bytes known to be valid UTF-8 into a compact document.
    package static func document(bytes: [UInt8], file: String, syntax: JSONSyntax = .strict,
                                 maxDepth: Int = NestingLimit.depth) throws(FormFileError) -> JSONDocument {
        do { return try document(bytes: bytes, syntax: syntax, maxDepth: maxDepth) } catch { throw FormFileError(file: file, error) }
    }
}

extension FormFileError {
    /// The error of reading `file`'s JSON: a located syntax error, or "cannot read: File too large".
    init(file: String, _ error: JSONReadError) {
        switch error {
        case .syntax(let issue, let location):
            self.init(file: file, location: location, kind: .syntax(issue))
        case .tooLarge:
            self.init(file: file, location: .unknown, kind: .cannotRead(reason: "File too large"))
        }
    }
}
