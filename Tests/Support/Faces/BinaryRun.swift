import Foundation

/// One run of the `formrun` executable: arguments, stdin from a file, stdout and stderr to files
/// beside it (no pipes to fill), the exit status.
public struct BinaryRun: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    /// Runs `binary` with `arguments` in `folder`, stdin read from `stdin` (a path) or empty;
    /// killed (SIGTERM, status 143) after `timeout` seconds.
    public static func run(_ binary: String, _ arguments: [String], stdin: String? = nil, folder: String, name: String,
                           environment: [String: String] = [:], timeout: Double = 60) -> BinaryRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var env = ProcessInfo.processInfo.environment
        env["XDG_STATE_HOME"] = folder + "/state"
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = folder + "/" + name + ".out", err = folder + "/" + name + ".err"
        FileManager.default.createFile(atPath: out, contents: nil)
        FileManager.default.createFile(atPath: err, contents: nil)
        do {
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
            process.standardInput = try stdin.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) } ?? FileHandle.nullDevice
            try process.run()
        } catch {
            return BinaryRun(status: -1, stdout: "", stderr: "could not start \(binary): \(error)")
        }
        // A run that hangs is killed, and its case fails with what it printed.
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        process.waitUntilExit()
        deadline.cancel()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return BinaryRun(status: status, stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
                         stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }

    /// The result of a face that prints the tree on stdout and its refusals on stderr.
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
