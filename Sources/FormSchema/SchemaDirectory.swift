#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore
import FormJSON

/// The folder `--schema-dir` names: where a `$ref` to another schema is looked up when it is a
/// URL, or a file name that is not beside the schema holding it.
///
/// A reference (its fragment left out) names the regular file of the folder called by its last
/// path segment (`https://json.schemastore.org/base.json` → `base.json`; with `.json` added when
/// the segment has no file of that name: `…/tsconfig` → `tsconfig.json`); failing that, the
/// schema of the folder whose `$id` is the reference (of the folder's `*.json` files, those whose
/// text holds the reference as an `$id` are parsed, once per reference). Only the folder itself is searched,
/// not the folders in it.
package struct SchemaDirectory: Equatable, Sendable {
    package let path: String

    package init(path: String) {
        self.path = path
    }

    /// Whether `path` names a folder (links followed).
    package var exists: Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The folder's schemas by `$id`, read when a reference is not found by name (only the
    /// files that hold the reference's text, once per reference).
    struct Lookup {
        let directory: SchemaDirectory
        private var ids: [String: String] = [:]
        private var searched: Set<String> = []

        init(_ directory: SchemaDirectory) {
            self.directory = directory
        }

        /// The file of the folder `reference` names, or nil.
        mutating func file(for reference: String) -> String? {
            let resource = Self.withoutFragment(reference)
            let segment = resource.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            if !segment.isEmpty, segment != "." && segment != ".." {
                for name in [segment, segment + ".json"] where directory.isRegularFile(name) {
                    return directory.join(name)
                }
            }
            if let found = ids[resource] { return found }
            guard !resource.isEmpty, searched.insert(resource).inserted else { return nil }
            ids.merge(directory.schemaIDs(mentioning: resource)) { first, _ in first }
            return ids[resource]
        }

        /// `a.json#/x` → `a.json`; an `$id` written with an empty fragment (`…/schema#`) too.
        static func withoutFragment(_ reference: String) -> String {
            guard let hash = reference.firstIndex(of: "#") else { return reference }
            return String(reference[..<hash])
        }
    }

    /// The most files of the folder read when looking for an `$id`.
    static let scanLimit = 10_000

    /// The `$id`s (without fragment) of the folder's `*.json` schemas whose text holds `text` as
    /// an `$id`, to their paths; the first file wins an `$id` given twice.
    func schemaIDs(mentioning text: String) -> [String: String] {
        let needle = Array(text.utf8)
        guard !needle.isEmpty else { return [:] }
        var ids: [String: String] = [:]
        let names = FolderListing.read(path).entries.filter { !$0.isFolder && $0.name.hasSuffix(".json") }.map(\.name).sorted()
        for name in names.prefix(Self.scanLimit) where isRegularFile(name) {
            let file = join(name)
            guard let bytes = try? FileBytes.regularContents(of: file), Self.holdsID(bytes, needle),
                  let root = try? JSONReader.document(bytes: bytes, file: file, syntax: .jsonc).root,
                  let id = root["$id"]?.stringValue ?? root["id"]?.stringValue else { continue }
            let resource = Lookup.withoutFragment(id)
            if ids[resource] == nil { ids[resource] = file }
        }
        return ids
    }

    func join(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// Whether `name` in the folder is a regular file (links followed): a FIFO is never opened.
    func isRegularFile(_ name: String) -> Bool {
        var status = stat()
        return stat(join(name), &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether `bytes` hold `needle` (not empty) as the start of an `"$id"` or `"id"` member's
    /// string (`"$id": "https://…`): a schema that only names the URL elsewhere (every schema names
    /// its draft's in `$schema`) is not parsed. `memchr` to each place the first byte is, then `memcmp`.
    static func holdsID(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { wanted in
                guard let start = haystack.baseAddress, let pattern = wanted.baseAddress else { return false }
                var offset = 0
                let last = haystack.count - wanted.count
                while offset <= last {
                    guard let found = memchr(start + offset, Int32(first), last - offset + 1) else { return false }
                    offset = start.distance(to: UnsafeRawPointer(found))
                    if memcmp(start + offset, pattern, wanted.count) == 0, isIDValue(bytes, at: offset) { return true }
                    offset += 1
                }
                return false
            }
        }
    }

    /// Whether the string starting at `offset` is the value of an `"$id"` or `"id"` member.
    private static func isIDValue(_ bytes: [UInt8], at offset: Int) -> Bool {
        var i = offset - 1
        func skipSpace() { while i >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i -= 1 } }
        guard i >= 0, bytes[i] == UInt8(ascii: "\"") else { return false }
        i -= 1
        skipSpace()
        guard i >= 0, bytes[i] == UInt8(ascii: ":") else { return false }
        i -= 1
        skipSpace()
        for key in [Array("\"$id\"".utf8), Array("\"id\"".utf8)] where i + 1 >= key.count {
            if Array(bytes[(i + 1 - key.count)...i]) == key { return true }
        }
        return false
    }
}
