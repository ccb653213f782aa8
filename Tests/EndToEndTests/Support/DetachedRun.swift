import Foundation
import XCTest

/// A run of the formrun binary with no controlling terminal (a new session), stdin a pipe holding
/// `input`, stdout and stderr captured: scripts, CI, headless modes.
struct DetachedRun {
    var status: Int32
    var stdout: String
    var stderr: String

    init(_ arguments: [String], input: String = "", environment: [String: String]) throws {
        let binary = try XCTUnwrap(BinaryLocator.formrun(), "formrun binary not found")
        let process = Process()
        // setsid starts formrun in a new session, so it has no controlling terminal.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--wait", binary] + arguments
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let deadline = ProcessDeadline(pid: process.processIdentifier)
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // stderr is read meanwhile: a program that fills its pipe (thousands of warnings) would
        // otherwise wait for a reader that waits for its stdout to end.
        let errors = ErrorOutput()
        let reader = Thread { errors.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = errors.wait()
        process.waitUntilExit()
        deadline.finish("formrun \(arguments.joined(separator: " "))")
        status = process.terminationStatus
        self.stdout = String(decoding: out, as: UTF8.self)
        self.stderr = String(decoding: err, as: UTF8.self)
    }
}

/// What the thread reading a run's stderr read, once it has read it all.
private final class ErrorOutput: @unchecked Sendable {
    private let done = NSCondition()
    private var data: Data?

    func set(_ read: Data) {
        done.lock()
        data = read
        done.signal()
        done.unlock()
    }

    func wait() -> Data {
        done.lock()
        defer { done.unlock() }
        while data == nil { done.wait() }
        return data ?? Data()
    }
}
