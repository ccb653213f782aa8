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

    /// True for the value of a sub-form row that holds nothing: `null`, an empty text, or the
    /// JSON `null` a values file gave it.
    static func holdsNothing(_ value: Value) -> Bool {
        value == .null || value == .string("") || value == .string("null")
    }
}
