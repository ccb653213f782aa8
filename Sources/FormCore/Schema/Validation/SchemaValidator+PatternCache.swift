extension SchemaValidator {
    /// The schema document's patterns, compiled once when the validator is made.
    ///
    /// `Regex<AnyRegexOutput>` is not `Sendable` only because its captures could hold anything;
    /// these are only ever matched, and `Regex` compiles its program lazily in a thread-safe way.
    struct PatternCache: @unchecked Sendable {
        /// By UTF-8 bytes, since `String` keys would merge canonically equivalent patterns; nil for a
        /// pattern that does not compile.
        private var table: [[UInt8]: Regex<AnyRegexOutput>?] = [:]

        /// Compiles every `pattern` string and `patternProperties` key found in `root`.
        init(collectingFrom root: JSONNode) {
            collect(root, depth: 0)
        }

        private mutating func collect(_ node: JSONNode, depth: Int) {
            guard depth < Run.maxDepth else { return }
            switch node.kind {
            case .object(let members):
                for member in members {
                    if member.key == "pattern", let pattern = member.value.stringValue {
                        add(pattern)
                    } else if member.key == "patternProperties", let properties = member.value.members {
                        for property in properties { add(property.key) }
                    }
                    collect(member.value, depth: depth + 1)
                }
            case .array(let items):
                for item in items { collect(item, depth: depth + 1) }
            default:
                break
            }
        }

        private mutating func add(_ pattern: String) {
            let key = Array(pattern.utf8)
            if table[key] == nil { table[key] = .some(SchemaPattern.compile(pattern)) }
        }

        /// The compiled `pattern` (compiled now if the document did not contain it); nil when it does not compile.
        func regex(for pattern: String) -> Regex<AnyRegexOutput>? {
            if let entry = table[Array(pattern.utf8)] { return entry }
            return SchemaPattern.compile(pattern)
        }
    }
}
