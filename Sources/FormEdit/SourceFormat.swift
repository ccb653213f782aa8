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

    /// Why a file cannot be edited in place.
    package enum Unsupported: Error, CustomStringConvertible {
        case yaml
        package var description: String { "YAML files cannot be edited in place yet (JSON and JSONC can)" }
    }

    /// The file's document, read with its layout.
    package func document(bytes: [UInt8], file: String) throws -> any SourceDocument {
        switch self {
        case .json: return try JSONSourceDocument(bytes: bytes, file: file)
        case .yaml: throw Unsupported.yaml
        }
    }
}
