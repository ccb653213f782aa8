import Foundation
import XCTest

/// A run of a program other than formrun (a toolchain tool, a shell, `swift build` of an outside
/// package), stdout and stderr captured, bounded by a `ProcessDeadline`.
struct ToolRun {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `arguments[0]` found on the PATH (through `/usr/bin/env`) in `directory`.
    init(_ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
         seconds: Double = 120) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = ProcessDeadline(pid: process.processIdentifier, seconds: seconds)
        let errors = ToolErrors()
        let reader = Thread { errors.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = errors.wait()
        process.waitUntilExit()
        deadline.finish(arguments.joined(separator: " "))
        status = process.terminationStatus
        self.stdout = String(decoding: out, as: UTF8.self)
        self.stderr = String(decoding: err, as: UTF8.self)
    }
}

/// stderr read on a thread of its own, handed over once it ended.
private final class ToolErrors: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    func set(_ data: Data) {
        self.data = data
        done.signal()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
