import FormJSON
import FormCore

/// Checks JSON instances against a JSON Schema document.
///
/// Supports the keywords real-world schemas use, from draft-07 to 2020-12: boolean schemas,
/// `type`, `enum`, `const`, the numeric, string, object and array constraints, a few common
/// `format`s, the `allOf`/`anyOf`/`oneOf`/`not`/`if` applicators and `$ref` (JSON pointers,
/// `$id`s and `$anchor`s inside the document). Unknown keywords and formats, unresolvable
/// references and patterns formrun's engine refuses (invalid, or with backreferences) are
/// ignored. Failures come in the order of the schema's keywords, each told once.
/// The keywords are checked by one checker a family (`ValueKeywords`, `NumberKeywords`,
/// `StringKeywords`, `ObjectKeywords`, `ArrayKeywords`, `ApplicatorKeywords`,
/// `ReferenceKeywords`), each on a `SchemaEvaluation`.
package struct SchemaValidator: InstanceValidator {
    let index: SchemaRefIndex

    /// `root` is the whole schema document (used to resolve "$ref"). Making a validator indexes
    /// the document: make one per document and keep it (patterns are compiled once per process).
    package init(root: JSONNode) {
        index = SchemaRefIndex(root: root)
    }

    /// The schema document.
    package var root: JSONNode { index.root }

    /// All failures of `instance` against `schema` (a sub-schema of root, or root itself); empty when valid.
    package func failures(of instance: JSONNode, against schema: JSONNode) -> [SchemaFailure] {
        failures(of: instance, against: schema, checkedBelow: [:])
    }

    /// `failures(of:against:)`, leaving out the members `checkedBelow` names
    /// (`SchemaEvaluation.checkedBelow`).
    package func failures(of instance: JSONNode, against schema: JSONNode,
                          checkedBelow: [String: SourceLocation]) -> [SchemaFailure] {
        var run = SchemaEvaluation(index: index)
        run.checkedBelow = checkedBelow
        run.evaluate(instance, schema, at: "")
        var seen = Set<String>()
        return run.failures.map { SchemaFailure(path: $0.path, message: $0.message) }
            .filter { seen.insert($0.path + "\u{0}" + $0.message).inserted }
    }

    /// `failures(of:against:checkedBelow:)` for an instance whose members at `standIns` (among
    /// `checkedBelow`) stand for values already checked (`SchemaEvaluation.standIns`); nil when
    /// the evaluation needed one of them whole.
    package func failures(of instance: JSONNode, against schema: JSONNode, checkedBelow: [String: SourceLocation],
                          standIns: Set<String>) -> [SchemaFailure]? {
        var run = SchemaEvaluation(index: index)
        run.checkedBelow = checkedBelow
        run.standIns = standIns
        run.evaluate(instance, schema, at: "")
        if run.readStandIn { return nil }
        var seen = Set<String>()
        return run.failures.map { SchemaFailure(path: $0.path, message: $0.message) }
            .filter { seen.insert($0.path + "\u{0}" + $0.message).inserted }
    }

    /// Convenience: against the root.
    package func failures(of instance: JSONNode) -> [SchemaFailure] {
        failures(of: instance, against: index.root)
    }
}
