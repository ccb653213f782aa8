import FormJSON
import FormCore

/// Brings the files a schema's `$ref`s name (`"./common.json#/definitions/x"`, `"other.json"`,
/// relative to the file holding the `$ref`) into the schema document, under `$formrun-files`,
/// and rewrites those `$ref`s to point there: the reader, the resolver's cycle and size limits and
/// the validator then follow them as they follow the document's own.
///
/// With `--schema-dir` (`SchemaDirectory`), a `$ref` by URL, and one to a file that cannot be read
/// beside the schema, are looked up in that folder by file name or `$id`.
///
/// A `$ref` that cannot be followed (a URL not found in the schema folder, a file that cannot be
/// read or is not JSON, a pointer that leads nowhere in it) is left as written, with the reason
/// kept for `--check`'s warning.
struct SchemaBundle {
    /// The root member that holds the files, each at its number (`#/$formrun-files/0/…`).
    static let key = "$formrun-files"
    /// The most files followed.
    static let fileLimit = 64

    /// Why each `$ref` left as written could not be followed, by its text.
    private(set) var unfollowed: [String: String] = [:]
    private var files: [JSONNode] = []
    private var numbers: [String: Int] = [:]
    private let mainPath: String
    /// The main document's own `$id` (without fragment): references to it are the resolver's.
    private let mainID: String?
    private var schemaDirectory: SchemaDirectory.Lookup?

    private init(mainPath: String, mainID: String?, schemaDirectory: SchemaDirectory?) {
        self.mainPath = Self.normalized(mainPath)
        self.mainID = mainID
        self.schemaDirectory = schemaDirectory.map(SchemaDirectory.Lookup.init)
    }

    /// `root` (read from `file`) with the files its `$ref`s name inside it; `schemaDirectory` is
    /// where references by URL, and to files not found beside the schema, are looked up.
    static func bundle(_ root: JSONNode, file: String, schemaDirectory: SchemaDirectory? = nil) -> (root: JSONNode, unfollowed: [String: String]) {
        let id = (root["$id"]?.stringValue ?? root["id"]?.stringValue).map(SchemaDirectory.Lookup.withoutFragment)
        var bundle = SchemaBundle(mainPath: file, mainID: id?.isEmpty == false ? id : nil, schemaDirectory: schemaDirectory)
        let rewritten = bundle.rewrite(root, directory: directory(of: file), own: nil, prefix: "")
        guard !bundle.files.isEmpty, var members = rewritten.members else { return (rewritten, bundle.unfollowed) }
        let holder = JSONNode(.object(bundle.files.enumerated().map { JSONNode.Member(key: String($0.offset), keyLocation: $0.element.location, value: $0.element) }),
                              at: root.location)
        members.append(JSONNode.Member(key: key, keyLocation: root.location, value: holder))
        return (JSONNode(.object(members), at: root.location), bundle.unfollowed)
    }

    /// `node` with its `$ref`s rewritten; `own` indexes the file it is in (nil for the main one,
    /// whose own references stay as written), `prefix` is where that file sits in the bundle.
    private mutating func rewrite(_ node: JSONNode, directory: String, own: SchemaRefIndex?, prefix: String) -> JSONNode {
        switch node.kind {
        case .object(let members):
            let rewritten = members.map { member -> JSONNode.Member in
                var member = member
                if member.key == "$ref", let ref = member.value.stringValue {
                    member.value = JSONNode(.string(reference(ref, directory: directory, own: own, prefix: prefix)), at: member.value.location)
                } else if !["enum", "const", "default", "examples"].contains(member.key) {
                    member.value = rewrite(member.value, directory: directory, own: own, prefix: prefix)
                }
                return member
            }
            return JSONNode(.object(rewritten), at: node.location)
        case .array(let elements):
            return JSONNode(.array(elements.map { rewrite($0, directory: directory, own: own, prefix: prefix) }), at: node.location)
        default:
            return node
        }
    }

    /// Where `ref` leads in the bundle, or `ref` itself when it stays as written.
    private mutating func reference(_ ref: String, directory: String, own: SchemaRefIndex?, prefix: String) -> String {
        let hash = ref.firstIndex(of: "#")
        let path = String(ref[..<(hash ?? ref.endIndex)])
        let fragment = hash.map { String(ref[$0...]) } ?? "#"
        if let own, let target = own.resolve(ref, base: "") { return "#" + prefix + target.key }
        if path.isEmpty { return ref }
        // The main schema by its `$id`, or by a name that its `$id` resolves it to: the document itself.
        if let mainID, own == nil || Self.hasScheme(path),
           URIReference.withoutFragment(URIReference.resolve(path, against: mainID)) == mainID { return fragment }
        let number: Int
        switch place(of: path, directory: directory) {
        case .main: return fragment
        case .embedded(let n): number = n
        case .unfollowed(let reason):
            unfollowed[ref] = reason
            return ref
        }
        guard let target = SchemaRefIndex(root: files[number]).resolve(fragment, base: "") else {
            unfollowed[ref] = "\(path) has no \(VisibleText.quoted(fragment, limit: 60))"
            return ref
        }
        return "#/" + Self.key + "/" + String(number) + target.key
    }

    /// Where a referenced file is in the bundle.
    private enum Place {
        case main
        case embedded(Int)
        case unfollowed(String)
    }

    /// The file `path` names (a `$ref` without its fragment): beside the file holding the `$ref`
    /// unless it is a URL, else the schema folder's file it names.
    private mutating func place(of path: String, directory: String) -> Place {
        var failure = "a URL, which formrun does not fetch"
        if !Self.hasScheme(path) {
            switch place(ofFile: Self.normalized(path.hasPrefix("/") ? path : directory + "/" + path)) {
            case .unfollowed(let reason): failure = reason
            case let found: return found
            }
        }
        guard schemaDirectory != nil else { return .unfollowed(failure) }
        guard let file = schemaDirectory?.file(for: path) else {
            return .unfollowed(Self.hasScheme(path) ? failure + ", and the schema folder has no such schema" : failure)
        }
        return place(ofFile: Self.normalized(file))
    }

    private mutating func place(ofFile file: String) -> Place {
        if file == mainPath { return .main }
        switch embed(file) {
        case .success(let number): return .embedded(number)
        case .failure(let reason): return .unfollowed(reason.text)
        }
    }

    private struct Reason: Error {
        var text: String
    }

    /// The number of `file` in the bundle, read and rewritten the first time it is named.
    private mutating func embed(_ file: String) -> Result<Int, Reason> {
        if let number = numbers[file] { return .success(number) }
        guard files.count < Self.fileLimit else { return .failure(Reason(text: "more than \(Self.fileLimit) files")) }
        let root: JSONNode
        switch Self.schema(in: file) {
        case .success(let node): root = node
        case .failure(let reason): return .failure(reason)
        }
        // Its own `$id` would move the base of its references; they are rewritten to the bundle.
        let stripped = JSONNode(.object((root.members ?? []).filter { $0.key != "$id" && $0.key != "id" }), at: root.location)
        let document = root.members == nil ? root : stripped
        let number = files.count
        numbers[file] = number
        files.append(document)
        let index = SchemaRefIndex(root: document)
        files[number] = rewrite(document, directory: Self.directory(of: file), own: index, prefix: "/" + Self.key + "/" + String(number))
        return .success(number)
    }

    /// The schema in `file`: only a regular file is opened (never blocking), and a text that is not
    /// JSON, or is a lone string, number or null, is refused by where it goes wrong, without quoting it: a `$ref` to
    /// `/etc/passwd` must not show its first word.
    private static func schema(in file: String) -> Result<JSONNode, Reason> {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.regularContents(of: file)
        } catch {
            return .failure(Reason(text: "\(error)"))
        }
        let notSchema = "is not a JSON schema"
        let document: JSONDocument
        do {
            document = try JSONReader.document(checking: bytes, syntax: .jsonc)
        } catch .syntax(_, let location) {
            return .failure(Reason(text: "\(file):\(location.line):\(location.column): \(notSchema)"))
        } catch {
            return .failure(Reason(text: "\(file): \(notSchema)"))
        }
        let root = JSONNode(document.root)
        guard root.members != nil || root.elements != nil || root.boolValue != nil else {
            return .failure(Reason(text: "\(file):\(root.location.line):\(root.location.column): \(notSchema) (a lone string, number or null)"))
        }
        return .success(root)
    }

    /// Whether a reference starts with a URI scheme (`https:`, `urn:`).
    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }

    static func directory(of file: String) -> String {
        guard file != FileBytes.standardInputName, let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// A path without `.` and `x/..` steps, so that one file has one name.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
