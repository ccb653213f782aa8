import FormJSON

/// Checks JSON instances against a JSON Schema document. FormSchema's `SchemaValidator` is the
/// one formrun uses; the model holds it behind this protocol so that it does not depend on
/// FormSchema (which reads schemas into forms, above the model).
package protocol InstanceValidator: Sendable {
    /// The schema document.
    var root: JSONNode { get }
    /// All failures of `instance` against `schema` (a sub-schema of `root`, or `root`); empty when valid.
    func failures(of instance: JSONNode, against schema: JSONNode) -> [SchemaFailure]
    /// `failures(of:against:)` not descending, from an object, into a member at a pointer of
    /// `checkedBelow` (an object or array) through a `properties` schema at the location given for
    /// it: the value of a sub-form row, checked against that schema by the row itself.
    func failures(of instance: JSONNode, against schema: JSONNode, checkedBelow: [String: SourceLocation]) -> [SchemaFailure]
    /// `failures(of:against:checkedBelow:)` for an instance whose members at the pointers
    /// `standIns` (among `checkedBelow`) are empty stand-ins for values already checked; nil when
    /// the answer needs one of them whole (the caller then gives the whole instance).
    func failures(of instance: JSONNode, against schema: JSONNode, checkedBelow: [String: SourceLocation],
                  standIns: Set<String>) -> [SchemaFailure]?
}

extension InstanceValidator {
    package func failures(of instance: JSONNode, against schema: JSONNode, checkedBelow: [String: SourceLocation]) -> [SchemaFailure] {
        failures(of: instance, against: schema)
    }

    package func failures(of instance: JSONNode, against schema: JSONNode, checkedBelow: [String: SourceLocation],
                          standIns: Set<String>) -> [SchemaFailure]? {
        standIns.isEmpty ? failures(of: instance, against: schema, checkedBelow: checkedBelow) : nil
    }
}

/// Makes the validator of a schema document: what the form reader is given for `schema` validators.
package typealias SchemaValidators = @Sendable (_ root: JSONNode) -> any InstanceValidator
