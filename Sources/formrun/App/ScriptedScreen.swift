import FormCore
import FormUI
import FormApp
import FormTerminal
import FormScreen

/// `formrun --keys KEYS --screen[=json] [--size COLSxROWS] FORM`: the form run on the in-memory
/// terminal, with no terminal at all, fed the keys; then the screen after the last key on stdout
/// (as text, or JSON with `--screen=json`: see `ScreenDump`) instead of the values.
///
/// The keys go through the same `FormSession` as on a real terminal — update, changeset, layout,
/// renderer — so the screen printed is the one a person would see. Keys that end the form (a
/// submit, a cancel, Ctrl-C) leave the screen as it was when the form ended, and the keys after
/// them are not read; the values are never printed. Exit 0; 2 for a key list that cannot be read
/// (nothing on stdout); 74 when stdout cannot be written. No draft, no trace, no `/dev/tty`.
enum ScriptedScreen {
    /// The screen size without `--size`.
    static let defaultSize = (cols: 80, rows: 24)

    static func run(form: Form, prefill: [String: Value], options: Options, layout: LayoutOptions) -> Int32 {
        let keys: [Key]
        do throws(KeyScript.Problem) {
            keys = try KeyScript.keys(options.keys ?? "")
        } catch {
            Formrun.printError("formrun: \(error)")
            return ExitCode.invalid
        }
        let terminal = MemoryTerminal(rows: options.size?.rows ?? defaultSize.rows,
                                      cols: options.size?.cols ?? defaultSize.cols, keys: keys)
        let session = FormSession(state: FormState(form: form, prefill: prefill), terminal: terminal, options: layout)
        session.endsWhenIdle = true
        _ = session.run()
        let screen = options.screen == .json ? ScreenDump.json(terminal) : ScreenDump.text(terminal)
        if let failure = DescriptorWriter.writeAll(Array(screen.utf8), to: 1) {
            Formrun.printError("formrun: cannot write the screen to stdout: \(errnoText(failure))")
            return ExitCode.outputFailed
        }
        return ExitCode.submitted
    }
}
