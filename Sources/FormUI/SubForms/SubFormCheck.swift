import FormCore

/// The checks of what a `form` or `list` row holds, run as part of the row's own check (on
/// submit, when the row is left, when its screen closes, for each plain-mode answer): the
/// sub-form its value fills — each item's, for a list — is built with no screen
/// (`SubForms.open`) and checked as a submit checks a form, to any depth (`FailingPlaces`). The
/// first failure is named by where it is: `City: Required`, `Member 2 › City: Required` (a keyed
/// item by its key: `web › URL: Not a valid URL`), `Member 1 › Address › City: Required`; after
/// how many there are when more than one (`2 problems: Member 1 › Name: Required`).
///
/// A `form` row that holds nothing (never opened, `null`) is not checked: whether it must hold
/// something is its `required`. A `file` row's `mustExist` inside a sub-form is judged only for
/// paths `files` knows (the ones gathered when that row was answered); others are not judged.
enum SubFormCheck {
    /// Why the value of sub-form row `row` of `state` fails its sub-form's checks, or nil: the
    /// failing place inside it, or how many there are and the first (`FailingPlaces.summary`).
    static func failure(of row: Row, in state: FormState, files: FileFacts) -> String? {
        switch FailingPlaces.inside(row, in: state, files: files) {
        case .failure(let refusal): return refusal.description
        case .success(let places): return FailingPlaces.summary(of: places)
        }
    }

    /// The first failure inside `row`'s value, with where it is (`SubFormFailure`) for the faces
    /// that name it by path. (Its walk repeats `FailingPlaces.all`'s, the first place only.)
    static func located(of row: Row, in state: FormState, files: FileFacts) -> SubFormFailure? {
        if holdsNothing(state.value(of: row.tag)) { return nil }
        switch SubForms.open(row.tag, in: state) {
        case .failure(let refusal): return SubFormFailure(words: refusal.description, message: refusal.description, pointer: [])
        case .success(let child): return firstFailure(in: child, files: files)
        }
    }

    /// The first failing row of `child` in form order, worded with its title (and, for a failure
    /// inside a sub-form row of its own, the place inside it).
    static func firstFailure(in child: FormState, files: FileFacts) -> SubFormFailure? {
        let outline = child.outline
        var checked: [Row] = []
        for s in outline.sections.indices where !child.isSectionHidden(outline.sections[s]) {
            for row in outline.rows[s] where row.type.carriesValue {
                let flags = child.hiddenAndRequired(row)
                if flags.hidden { continue }
                checked.append(row)
                let title = FailingPlaces.title(of: row)
                let pointer = tokens(of: row, in: child)
                if flags.required && row.type.unit.isMissing(child.value(of: row)) {
                    return SubFormFailure(words: "\(title): Required", message: "Required", pointer: pointer)
                }
                if let message = Submission.ownCheck(visible: row, required: false, in: child, files: files) {
                    return SubFormFailure(words: "\(title): \(message)", message: message, pointer: pointer)
                }
                if row.type.isSubForm, let inner = located(of: row, in: child, files: files) {
                    return SubFormFailure(words: "\(title) › \(inner.words)", message: inner.message, pointer: pointer + inner.pointer)
                }
            }
        }
        // A sub-form made from a JSON Schema part keeps the part's rules across properties.
        if child.form.instance?.schema != nil,
           let failure = InstanceCheck.failures(form: child.form, entries: child.outputEntries, rows: checked).first {
            let row = child.row(failure.tag)
            return SubFormFailure(words: "\(row.map(FailingPlaces.title(of:)) ?? failure.tag): \(failure.message)", message: failure.message,
                                  pointer: row.map { tokens(of: $0, in: child) } ?? [failure.tag])
        }
        return nil
    }

    /// Where the value of `row` of `child` sits in the value `child` gives: an item's index (its
    /// key in a keyed list) on a list screen, else the row's output key path.
    private static func tokens(of row: Row, in child: FormState) -> [String] {
        guard let list = child.place?.list else { return row.outputPath }
        guard let index = list.entries.firstIndex(where: { $0.tag == row.tag }) else { return [row.tag] }
        return [list.entries[index].key ?? String(index)]
    }

    /// True for the value of a sub-form row that holds nothing: `null`, an empty text, or the
    /// JSON `null` a values file gave it.
    static func holdsNothing(_ value: Value) -> Bool {
        value == .null || value == .string("") || value == .string("null")
    }
}

/// A failure inside the value of a `form` or `list` row: how the row under it words it
/// (`Member 2 › City: Required`), the message alone, and where it is inside the value (the
/// reference tokens of a JSON Pointer from the row: `["1", "city"]`).
struct SubFormFailure: Equatable, Sendable {
    var words: String
    var message: String
    var pointer: [String]
}
