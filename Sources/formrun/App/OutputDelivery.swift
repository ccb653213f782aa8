import FormCore
import FormUI
import FormApp
import FormTerminal
#if canImport(Glibc)
import Glibc
#endif

/// Hands the submitted values (JSON, or the `--format` asked) to stdout or `--output`; when that fails, keeps the values in a
/// recovery file (`RecoveryFile`, 0600 in `$TMPDIR` or `/tmp`) — or, when even that fails, prints
/// them on stderr — says so, names the form's draft when one holds the answers, and returns 74
/// (EX_IOERR). The terminal is already restored.
enum OutputDelivery {
    /// Delivers the values of a submitted form as `options` ask (`--output`, `--format`, `--get`,
    /// `--compact`); a form with a `password` row is a secret (a new output file is created 0600).
    /// A value the format cannot write (`OutputRefusal`) writes nothing anywhere and returns 3;
    /// the draft, if any, keeps the answers.
    static func deliver(_ state: FormState, options: Options, draft: String? = nil,
                        environment: [String: String]) -> Int32 {
        if let target = options.edit { return EditDelivery.deliver(state, target: target, options: options) }
        let text: String
        do throws(OutputRefusal) {
            text = try options.request.render(state.outputEntries)
        } catch {
            Formrun.printError("formrun: \(error)")
            if let draft {
                Formrun.printError("formrun: the answers are in the draft \(VisibleText.quoted(draft, limit: VisibleText.pathLimit)); 'formrun --resume' brings them back")
            }
            return ExitCode.answersInvalid
        }
        // Asked section by section: `allRows` would copy every row first.
        let secret = state.form.sections.contains { $0.rows.contains { $0.type.isSecret } }
        return deliver(text, to: options.outputPath, secret: secret, draft: draft, environment: environment)
    }

    /// Waits for a reader of the FIFO `path`, saying so once; false (stop) once a signal came.
    private static func waiting(for path: String) -> () -> Bool {
        var said = false
        return {
            if SignalWatcher.pending != nil { return false }
            if !said {
                Formrun.printError("formrun: waiting for a reader of \(VisibleText.quoted(path, limit: VisibleText.pathLimit)) (Ctrl-C stops; the values are then kept)")
                said = true
            }
            return true
        }
    }

    static func deliver(_ text: String, to path: String?, secret: Bool, draft: String? = nil,
                        environment: [String: String]) -> Int32 {
        let bytes = Array(text.utf8)
        do throws(OutputFailure) {
            if let path {
                try OutputFile.write(bytes, to: path, secret: secret, waitForReader: waiting(for: path))
            } else if let code = DescriptorWriter.writeAll(bytes, to: 1) {
                throw OutputFailure(target: "stdout", step: .write, code: code)
            }
            return ExitCode.submitted
        } catch {
            if let kept = RecoveryFile.save(bytes, environment: environment) {
                Formrun.printError("formrun: \(error); the values are kept in \(kept)")
            } else {
                Formrun.printError("formrun: \(error); the values follow:")
                DescriptorWriter.printError(text)
            }
            if let draft {
                Formrun.printError("formrun: the answers are in the draft \(VisibleText.quoted(draft, limit: VisibleText.pathLimit)); 'formrun --resume' brings them back")
            }
            if let signal = SignalWatcher.pending {
                SignalWatchdog.standDown()
                return signal == SIGINT ? ExitCode.interrupted : ExitCode.signal(signal)
            }
            return ExitCode.outputFailed
        }
    }
}
