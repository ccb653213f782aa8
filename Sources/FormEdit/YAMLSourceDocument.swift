import FormJSON
import FormYAML

/// A YAML file read with its layout (YAML 1.2, `FormYAML`): one document of its stream (`--document
/// N`, 0 by default), its value and each node's place. Changes are patched into the original text
/// (`YAMLSourcePatcher`), and the result is read back and compared with the value asked for before
/// it is handed out; an edit inside or through an anchor or alias is refused, naming it.
package struct YAMLSourceDocument: SourceDocument {
    package let bytes: [UInt8]
    package let root: JSONNode
    /// Which document of the stream is edited (0-based).
    package let index: Int
    /// The document's node tree; nil for an empty file.
    private let document: YAMLDocument?

    /// Why a YAML file cannot be read as a config.
    package enum Failure: Error, CustomStringConvertible {
        case syntax(file: String, error: YAMLError)
        case noDocument(file: String, index: Int, count: Int)

        package var description: String {
            switch self {
            case .syntax(let file, let error): return "\(file):\(error)"
            case .noDocument(let file, let index, let count):
                return "\(file): has no document \(index) (it holds \(count); --document counts from 0)"
            }
        }
    }

    /// Reads document `index` of `bytes`; `file` names it in errors.
    package init(bytes: [UInt8], file: String, index: Int = 0) throws {
        self.bytes = bytes
        self.index = index
        let stream: YAMLStream
        do { stream = try YAMLReader.stream(bytes: bytes) } catch { throw Failure.syntax(file: file, error: error) }
        if stream.documents.isEmpty && index == 0 {
            document = nil
            root = JSONNode(.null, at: SourceLocation(line: 1, column: 1))
            return
        }
        guard let document = stream.document(index) else {
            throw Failure.noDocument(file: file, index: index, count: stream.documents.count)
        }
        self.document = document
        do { root = try document.root.json() } catch { throw Failure.syntax(file: file, error: error) }
    }

    package func applying(_ changes: [SourceChange]) throws(SourcePatchError) -> [UInt8] {
        if changes.isEmpty { return bytes }
        let expected = try ValueTreeEdit.apply(changes, to: root)
        guard let document else { throw .noValue(pointer: changes[0].pointer) }
        let patcher = YAMLSourcePatcher(bytes: bytes, root: document.root)
        let out = TextEdit.apply(try patcher.edits(for: changes), to: bytes)
        guard let stream = try? YAMLReader.stream(bytes: out), let read = stream.document(index),
              let value = try? read.root.json(), ValueTreeDiff.same(value, expected) else { throw .mismatch }
        return out
    }

    /// The schema a `# yaml-language-server: $schema=…` line among the file's first comment lines
    /// names (before any content), as editors with the YAML language server read it.
    package var modelineSchema: String? { Self.modelineSchema(in: bytes) }

    static func modelineSchema(in bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes.prefix(16_384), as: UTF8.self)
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingSpaces
            if line.isEmpty || line == "---" { continue }
            guard line.hasPrefix("#") else { break }
            let comment = line.dropFirst().trimmingSpaces
            guard comment.hasPrefix("yaml-language-server:") else { continue }
            let rest = comment.dropFirst("yaml-language-server:".count).trimmingSpaces
            guard rest.hasPrefix("$schema=") else { continue }
            let value = rest.dropFirst("$schema=".count).trimmingSpaces
            if !value.isEmpty { return String(value) }
        }
        return nil
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" || c == "\r" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\r" { s.removeLast() }
        return s
    }
}
