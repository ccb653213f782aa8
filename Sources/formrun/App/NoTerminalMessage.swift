import FormTerminal

/// What the command says when it has no terminal to ask on: why (`TerminalError`), then what to
/// run instead, which depends on where answers could come from:
///
///     formrun: no terminal: cannot open /dev/tty (No such device or address)
///     formrun: stdin is not a terminal: formrun --plain FORM reads the answers from it, one a line;
///       or formrun --submit --values FILE FORM takes them from a JSON file
struct NoTerminalMessage: CustomStringConvertible {
    /// What stdin holds, which decides the advice.
    enum Input: Equatable {
        /// A pipe or a file: `--plain` would read the answers from it.
        case answers
        /// A terminal (that `/dev/tty` still cannot reach), or nothing.
        case nothing
        /// The form itself (`formrun -`): only a values file is left for the answers.
        case form
    }

    let error: TerminalError
    let input: Input
    /// Plain mode was asked for already (`--plain`, `TERM=dumb`): it is not offered again.
    let plain: Bool

    var description: String {
        let submit = "formrun --submit --values FILE FORM takes them from a JSON file"
        let advice: String
        switch (input, plain) {
        case (.answers, _):
            advice = "stdin is not a terminal: formrun --plain FORM reads the answers from it, one a line;\n  or " + submit
        case (.form, _), (.nothing, true):
            advice = "to answer without a terminal, " + submit
        case (.nothing, false):
            advice = "to answer without a terminal, formrun --plain FORM < ANSWERS reads them one a line;\n  or " + submit
        }
        return "formrun: \(error)\nformrun: \(advice)"
    }
}
