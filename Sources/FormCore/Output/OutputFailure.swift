#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The submitted values could not be delivered: where they were going, what was being done, and
/// the `errno` that stopped it. `description` is the one place that words it.
package struct OutputFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong with the destination.
    package enum Step: Equatable, Sendable {
        case open, write, sync, rename
        /// A FIFO nobody read from, and the wait for a reader was stopped (a signal).
        case reader
    }

    /// `stdout`, or the `--output` path as given.
    package var target: String
    package var step: Step
    package var code: Int32

    package init(target: String, step: Step, code: Int32) {
        self.target = target
        self.step = step
        self.code = code
    }

    /// `cannot write the values to stdout: Broken pipe`.
    package var description: String {
        let verb: String
        switch step {
        case .reader: return "nobody read \(VisibleText.quoted(target, limit: VisibleText.pathLimit)) (stopped waiting)"
        case .open where code == ENOENT && target != "stdout":
            // The folder went away while the form ran: named, as before the run.
            let folder = FileSystem.folder(of: target)
            return "cannot write the values to \(VisibleText.quoted(target, limit: VisibleText.pathLimit)): no folder \(VisibleText.quoted(folder, limit: VisibleText.pathLimit))"
        case .open: verb = "open"
        case .write: verb = "write the values to"
        case .sync: verb = "flush the values to"
        case .rename: verb = "replace"
        }
        return "cannot \(verb) \(target == "stdout" ? "stdout" : VisibleText.quoted(target, limit: VisibleText.pathLimit)): \(errnoText(code))"
    }
}
