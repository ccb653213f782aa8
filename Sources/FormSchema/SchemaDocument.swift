import FormJSON
import FormCore

/// What the reader of a whole schema form and the readers of its sub-forms share: the bundled
/// document with its validator, why each `$ref` not followed could not be, and how often each
/// schema is named by `$ref`s from outside itself. A sub-form built on demand (`DeferredForm`)
/// holds one, so that opening it reads no file and indexes nothing again.
struct SchemaDocument: Sendable {
    let file: String
    /// The document's validator, shared by the schema check of every row.
    let validator: SchemaValidator
    /// Why each `$ref` that is not followed could not be (`SchemaBundle`).
    let unfollowedRefs: [String: String]
    /// By the pointer of the schema they lead to (`SchemaRefIndex.Target.key`): how many `$ref`s
    /// outside that schema name it. A schema named twice is "repeated elsewhere".
    let refUses: [String: Int]
    /// `--edit`: a map of scalars is a keyed list of value rows (`SchemaEditor.scalarMapItems`),
    /// not JSON text.
    var scalarMapsAsLists = false

    /// `root` is read from `file`; the files its `$ref`s name are read beside it.
    init(file: String, root: JSONNode, schemaDirectory: SchemaDirectory? = nil) {
        self.file = file
        let bundle = SchemaBundle.bundle(root, file: file, schemaDirectory: schemaDirectory)
        unfollowedRefs = bundle.unfollowed
        validator = SchemaValidator(root: bundle.root)
        refUses = Self.uses(in: validator.index)
    }

    /// A resolver of its own (each reading counts its visits afresh).
    var resolver: SchemaResolver { SchemaResolver(index: validator.index, file: file) }

    /// Whether one of `refs` (a flattened schema's) leads to a schema named more than once.
    func isRepeated(_ refs: [String]) -> Bool {
        refs.contains { (refUses[$0] ?? 0) > 1 }
    }

    /// The `$ref`s of the document counted by their target, each `$ref` inside its own target
    /// (a recursive schema naming itself) left out.
    private static func uses(in index: SchemaRefIndex) -> [String: Int] {
        let resolver = SchemaResolver(index: index, file: "")
        var targets: [String: String?] = [:]
        var counts: [String: Int] = [:]
        func visit(_ node: JSONNode, at pointer: String) {
            switch node.kind {
            case .object(let members):
                for member in members {
                    if member.key == "$ref", let ref = member.value.stringValue {
                        if targets[ref] == nil {
                            targets[ref] = resolver.localPointer(ref).flatMap { index.resolve($0, base: "")?.key }
                        }
                        if let key = targets[ref] ?? nil, !(pointer + "/").hasPrefix(key + "/") { counts[key, default: 0] += 1 }
                    } else if !["enum", "const", "default", "examples"].contains(member.key) {
                        visit(member.value, at: JSONPointer.appending(member.key, to: pointer))
                    }
                }
            case .array(let elements):
                for (i, element) in elements.enumerated() { visit(element, at: JSONPointer.appending(i, to: pointer)) }
            default:
                break
            }
        }
        visit(index.root, at: "")
        return counts
    }
}
