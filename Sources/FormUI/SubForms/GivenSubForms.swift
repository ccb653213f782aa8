import FormCore

/// The value a `form` or `list` row starts with, written as its sub-form writes its answers: the
/// one place where a sub-form's value given from outside (a values file, `submit(values:)`, a
/// row's `value`) becomes what the sub-form's own output would be. So every face outputs the same
/// tree whether or not the full screen opened the sub-form: every visible row of the sub-form,
/// `null` when empty, `""` as `null`, defaults filled in, as at the top level — to any depth, and
/// for each item of a list.
///
/// A form read from a JSON Schema (its own or the sub-form's) keeps what it was given: there,
/// absence is not emptiness, and an untouched instance is written back as it was.
enum GivenSubForms {
    /// `prefill` with the start value of each sub-form row of `form` that holds an object (given,
    /// else the row's `value`) replaced by its sub-form's output.
    static func normalised(_ prefill: [String: Value], of form: Form, today: String) -> [String: Value] {
        guard form.instance == nil else { return prefill }
        var result = prefill
        for section in form.sections {
            for row in section.rows where row.type.isSubForm {
                let given = prefill[row.tag] ?? row.value
                if SubFormCheck.holdsNothing(given) { continue }
                let written = value(given, of: row, today: today)
                if written != given { result[row.tag] = written }
            }
        }
        return result
    }

    /// `given` as `row`'s sub-form writes it: the object, or each item's; as given when the
    /// sub-form cannot be built or the value does not fit it (its checks say why).
    static func value(_ given: Value, of row: Row, today: String) -> Value {
        guard let subForm = row.subForm?.resolved(), subForm.instance == nil else { return given }
        guard row.type.holdsItems else { return object(given, of: subForm, today: today) }
        switch given {
        case .list(let items):
            return .list(items.map { object($0, of: subForm, today: today) })
        case .object(let members):
            return .object(members.map { Value.Member(key: $0.key, value: object($0.value, of: subForm, today: today)) })
        case .null, .bool, .number, .string, .unparsed:
            return given
        }
    }

    /// The output of `form` filled with the object `given` (which fills the sub-form rows inside
    /// it in turn, through `FormState`'s start).
    private static func object(_ given: Value, of form: Form, today: String) -> Value {
        guard case .object = given else { return given }
        var filled = form
        guard let prefill = try? GivenValues.apply(tree: given, file: "", to: &filled) else { return given }
        return SubForms.objectValue(of: FormState(form: filled, prefill: prefill, today: today))
    }
}
