import Glibc

/// This very executable started again (`/proc/self/exe`) with other arguments, through
/// `posix_spawn`: its standard output is captured, its standard error shared with ours.
enum ChildProcess {
    /// How a child ended, and what it printed.
    struct Result {
        /// The exit status, or nil when a signal ended it.
        var status: Int32?
        /// The signal that ended it, if any.
        var signal: Int32?
        var output: String

        var succeeded: Bool { status == 0 }

        /// `exit 1` or `signal 9`.
        var ending: String {
            if let status { return "exit \(status)" }
            return "signal \(signal ?? 0)"
        }
    }

    /// Why the child could not be started.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs this executable with `arguments` (argv[1…]) and waits for it.
    static func runSelf(_ arguments: [String]) throws -> Result {
        let executable = "/proc/self/exe"
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe failed (errno \(errno))") }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, writeEnd, STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)

        let argv: [UnsafeMutablePointer<CChar>?] = ([CommandLine.arguments.first ?? "formrun-bench"] + arguments)
            .map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            throw Failure(description: "posix_spawn \(executable) failed (error \(spawned))")
        }
        let output = String(decoding: readToEnd(readEnd) ?? [], as: UTF8.self)
        close(readEnd)

        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw Failure(description: "waitpid failed (errno \(errno))") }
        }
        let signal = status & 0x7f
        return signal == 0 ? Result(status: (status >> 8) & 0xff, signal: nil, output: output)
                           : Result(status: nil, signal: signal, output: output)
    }
}
