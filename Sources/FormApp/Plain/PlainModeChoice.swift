#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain mode asked for by the environment, without `--plain`: `FORMRUN_PLAIN` or the common
/// `ACCESSIBLE` set to anything but empty or `0` (a screen reader's user sets it once). Both
/// `formrun` and the FormRun library's `run()` follow it.
package enum PlainModeChoice {
    /// The variables read.
    package static let environmentNames = ["FORMRUN_PLAIN", "ACCESSIBLE"]

    /// Whether `environment` (holding at least `environmentNames`) asks for plain mode.
    package static func isAskedFor(by environment: [String: String]) -> Bool {
        environmentNames.contains { environment[$0].map { !$0.isEmpty && $0 != "0" } ?? false }
    }

    /// The same, read from the process's environment.
    package static func isAskedForByProcess() -> Bool {
        var environment: [String: String] = [:]
        for name in environmentNames {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return isAskedFor(by: environment)
    }
}
