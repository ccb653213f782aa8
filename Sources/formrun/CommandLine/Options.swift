/// What the user asked for on the command line, for a run of a form.
struct Options: Equatable, Sendable {
    /// The form file (FORM.json).
    var formPath: String
    /// `--values FILE`: initial values, an object keyed by tag or key path.
    var valuesPath: String? = nil
    /// `--output FILE`: where the JSON goes instead of stdout.
    var outputPath: String? = nil
    /// `--compact`: the JSON on one line.
    var compact = false
    /// `--check`: validate the form (and values) file, draw nothing.
    var check = false
    /// `--submit`: no terminal; the values (the form's own and `--values`) are checked as a submit
    /// checks them and printed.
    var submit = false
    /// `--plain`, or `TERM` dumb or unset: one prompt per row, no full screen.
    var plain = false
    /// False with `--no-color`, or when the environment has a non-empty `NO_COLOR`.
    var color = true
    /// `--ascii`: box lines drawn with `+ - |`.
    var ascii = false
    /// `--resume` or `--fresh` (the last one given): the answer to the draft question, in advance.
    var draftAnswer: DraftAnswer? = nil
    /// False with `--no-draft`: the answers are not journaled.
    var keepsDraft = true
}

/// What to do with a form's draft found at start.
enum DraftAnswer: Equatable, Sendable {
    /// Restore its values.
    case resume
    /// Start from the form's own values and remove the draft.
    case fresh
}

/// What one command line asks formrun to do.
enum Invocation: Equatable, Sendable {
    case run(Options)
    case help
    case version
}
