#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One run of the `formrun` executable: arguments, stdin from a file, stdout and stderr to files
/// (no pipes to fill), the exit status. Started with `posix_spawn`: Foundation's `Process`, run
/// from several threads, crashed inside `Process.run` in about one test run in two.
package struct BinaryRun: Sendable {
    package var status: Int32
    package var stdout: String
    package var stderr: String

    /// Runs `binary` with `arguments`, stdin read from `stdin` (a path) or empty, stdout and
    /// stderr into `folder` (`NAME.out`, `NAME.err`); killed (SIGKILL, status 137) after
    /// `timeout` seconds.
    package static func run(_ binary: String, _ arguments: [String], stdin: String? = nil, folder: String, name: String,
                           environment: [String: String] = [:], timeout: Double = 60) -> BinaryRun {
        let out = folder + "/" + name + ".out", err = folder + "/" + name + ".err"
        var env = ProcessInfo.processInfo.environment
        env["XDG_STATE_HOME"] = folder + "/state"
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let started = posix_spawn(&pid, binary, &actions, nil, argv, envp)
        guard started == 0 else {
            return BinaryRun(status: -1, stdout: "", stderr: "could not start \(binary): \(String(cString: strerror(started)))")
        }
        // A run that hangs is killed, and its case fails with what it printed.
        let child = pid
        let deadline = DispatchWorkItem { kill(child, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        var wait: Int32 = 0
        while waitpid(pid, &wait, 0) == -1 && errno == EINTR {}
        deadline.cancel()
        let status = wait & 0x7f == 0 ? (wait >> 8) & 0xff : 128 + (wait & 0x7f)
        return BinaryRun(status: status, stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
                         stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }

    /// The result of a face that prints the tree on stdout and its refusals on stderr, the lines
    /// of refusal starting `formrun: ` or with the form's path.
    func result(face: String, command: String, form: String) -> CrossFaceResult {
        let detail = "$ \(command)\nexit \(status)\nstdout: \(stdout)\nstderr: \(stderr)"
        switch status {
        case 0: return CrossFaceResult(face: face, verdict: .accepted, output: LibraryFace.trimmed(stdout), detail: detail)
        case 3:
            // Only the refusals: plain mode's prompts are on stderr too.
            let refusals = stderr.split(separator: "\n").filter { $0.hasPrefix("formrun: ") || $0.hasPrefix(form + ": ") }
            return CrossFaceResult(face: face, verdict: .refused, paths: CrossFaceResult.paths(inMessages: refusals.joined(separator: "\n")), detail: detail)
        case 2: return CrossFaceResult(face: face, verdict: .unreadable, detail: detail)
        default: return CrossFaceResult(face: face, verdict: .other, detail: detail)
        }
    }
}
