/// The text formats `--edit` reads, told by the file's name: the one place a new format's
/// `SourceDocument` is hooked in.
package enum SourceFormat: Equatable, Sendable {
    case json
    case yaml

    /// `.yaml` and `.yml` files are YAML; every other file is read as JSON (JSONC allowed).
    package init(path: String) {
        let lower = path.lowercased()
        self = lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") ? .yaml : .json
    }

    /// The file's document, read with its layout: for YAML, document `index` of its stream
    /// (`--document N`; a JSON file has one).
    package func document(bytes: [UInt8], file: String, index: Int = 0) throws -> any SourceDocument {
        switch self {
        case .json: return try JSONSourceDocument(bytes: bytes, file: file)
        case .yaml: return try YAMLSourceDocument(bytes: bytes, file: file, index: index)
        }
    }
}
