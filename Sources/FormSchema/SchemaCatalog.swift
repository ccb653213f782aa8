import FormCore
import FormJSON

/// A SchemaStore-style `catalog.json` (`{"schemas": [{"name", "url", "fileMatch": [globs]}]}`)
/// in a schema folder: which schema a file takes by its path, and which entry a schema URL is.
package struct SchemaCatalog: Sendable {
    package struct Entry: Sendable {
        package var name: String
        package var url: String
        package var fileMatch: [String]
    }

    package let file: String
    package let entries: [Entry]

    /// The catalog of `directory`, nil when it has no readable `catalog.json`.
    package init?(in directory: SchemaDirectory) {
        let file = directory.join("catalog.json")
        guard directory.isRegularFile("catalog.json"), let bytes = try? FileBytes.regularContents(of: file),
              let root = try? JSONReader.document(bytes: bytes, file: file, syntax: .jsonc).root,
              let schemas = root["schemas"]?.elements else { return nil }
        self.file = file
        entries = schemas.compactMap { item in
            guard let url = item["url"]?.stringValue else { return nil }
            let globs = item["fileMatch"]?.elements?.compactMap(\.stringValue) ?? []
            return Entry(name: item["name"]?.stringValue ?? url, url: url, fileMatch: globs)
        }
    }

    /// The first entry one of whose `fileMatch` globs matches `path` (none of its `!` globs
    /// matching), with the glob.
    package func entry(matching path: String) -> (entry: Entry, glob: String)? {
        for entry in entries {
            let excluded = entry.fileMatch.contains { $0.hasPrefix("!") && FileMatchGlob(String($0.dropFirst())).matches(path) }
            if excluded { continue }
            if let glob = entry.fileMatch.first(where: { !$0.hasPrefix("!") && FileMatchGlob($0).matches(path) }) {
                return (entry, glob)
            }
        }
        return nil
    }
}
