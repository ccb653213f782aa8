import FormCore
import FormEdit
import FormJSON
import FormUI

/// The end of an `--edit` run that was submitted: the changes from the values the form started
/// from to the submitted ones are patched into the file's text, and the text is written back in
/// place (atomically, its mode kept; not at all when no byte changed), or to `--output`, or
/// printed as a unified diff with `--diff`.
enum EditDelivery {
    static func deliver(_ state: FormState, target: EditTarget, options: Options) -> Int32 {
        let result: [UInt8]
        do {
            let document = try SourceFormat(path: target.path).document(bytes: target.edited, file: target.path, index: options.documentIndex ?? 0)
            let submitted = OutputWriter.tree(state.outputEntries).jsonNode()
            let changes = ValueTreeDiff.changes(from: target.start, to: submitted)
            result = try document.applying(ChangeRebase.onto(document.root, changes, submitted: submitted))
        } catch {
            Formrun.printError("formrun: \(VisibleText.escaped(target.path)): \(error); the file is left as it was")
            return ExitCode.invalid
        }
        if options.diff {
            let name = target.path.hasPrefix("/") ? String(target.path.dropFirst()) : target.path
            Formrun.printOut(UnifiedDiff.text(old: target.original, new: result, name: name))
            return ExitCode.submitted
        }
        let destination = options.outputPath ?? target.path
        if destination == target.path && result == target.original { return ExitCode.submitted }
        do throws(AtomicFile.Failure) {
            try AtomicFile.save(result, to: destination, modeOf: target.path)
        } catch {
            Formrun.printError("formrun: \(error)")
            return ExitCode.outputFailed
        }
        return ExitCode.submitted
    }
}
