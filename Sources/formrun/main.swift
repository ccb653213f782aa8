#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The environment variables formrun reads, from `getenv`: a dictionary of these few rather than
/// of the whole environment (building that was a tenth of the start-up of a small form). A
/// variable read anywhere must be named here.
let environmentNames = ["ACCESSIBLE", "FORMRUN_PLAIN", "FORMRUN_SCHEMA_DIR", "FORMRUN_TEST_CRASH", "FORMRUN_TEST_STALL", "FORMRUN_THEME", "FORMRUN_TRACE", "HOME", "NO_COLOR", "TERM", "TMPDIR", "XDG_STATE_HOME"]

func processEnvironment() -> [String: String] {
    var environment: [String: String] = [:]
    for name in environmentNames {
        if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return environment
}

exit(Formrun.main(arguments: Array(CommandLine.arguments.dropFirst()), environment: processEnvironment))
