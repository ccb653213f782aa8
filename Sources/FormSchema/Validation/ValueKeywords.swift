import FormJSON

/// `type`, `enum` and `const`: what a value may be.
enum ValueKeywords {
    /// `type`: a name or a list of names; unknown names are ignored.
    static func checkType(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        let names = value.stringValue.map { [$0] } ?? value.elements?.compactMap(\.stringValue) ?? []
        let known = names.filter { SchemaTypeNames.phrase(for: $0) != nil }
        guard !known.isEmpty, !known.contains(where: { SchemaTypeNames.matches(instance, $0) }) else { return }
        run.fail(path, .type(known))
    }

    static func checkEnum(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        guard let allowed = value.elements, !allowed.contains(where: { SchemaEquality.equal(instance, $0) }) else { return }
        run.fail(path, .notOneOf(allowed))
    }

    static func checkConst(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout SchemaEvaluation) {
        if !SchemaEquality.equal(instance, value) { run.fail(path, .notExactly(value)) }
    }
}
