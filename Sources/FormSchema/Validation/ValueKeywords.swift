import FormJSON
import FormCore

extension SchemaValidator {
    /// `type`: a name or a list of names; unknown names are ignored.
    func checkType(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout Run) {
        let names = value.stringValue.map { [$0] } ?? value.elements?.compactMap(\.stringValue) ?? []
        let known = names.filter { TypeNames.phrase(for: $0) != nil }
        guard !known.isEmpty, !known.contains(where: { TypeNames.matches(instance, $0) }) else { return }
        run.fail(path, TypeNames.message(for: known))
    }

    func checkEnum(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout Run) {
        guard let allowed = value.elements, !allowed.contains(where: { Equality.equal(instance, $0) }) else { return }
        run.fail(path, "Must be one of: " + allowed.map(Text.display).joined(separator: ", "))
    }

    func checkConst(_ value: JSONNode, _ instance: JSONNode, at path: String, _ run: inout Run) {
        if !Equality.equal(instance, value) { run.fail(path, "Must be exactly " + Text.display(value)) }
    }
}
