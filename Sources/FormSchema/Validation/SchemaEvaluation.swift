import FormCore

extension SchemaValidator {
    /// The mutable state of one validation: the failures found so far and where evaluation stands.
    struct Run {
        /// The deepest nesting of schema evaluations; deeper ones are skipped (treated as valid) so that
        /// hand-built, absurdly deep documents cannot exhaust the stack.
        static let maxDepth = 1000
        /// The most `$ref`s followed one inside another without moving on to a child value.
        static let maxRefChain = 64

        var failures: [SchemaFailure] = []
        /// The base URI that relative `$ref`s resolve against (the nearest enclosing `$id`).
        var base = ""
        var depth = 0
        /// The `$ref` targets entered since evaluation last moved on to a child value. Entering one of
        /// them again would evaluate the same schema against the same value forever, so it is skipped.
        var refChain: [String] = []

        mutating func fail(_ path: String, _ message: String) {
            failures.append(SchemaFailure(path: path, message: message))
        }
    }
}
