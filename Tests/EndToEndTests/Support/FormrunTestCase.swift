import Foundation
import XCTest

/// What a formrun run left behind.
struct RunResult {
    let status: Int32
    let stdout: String
    let stderr: String
    /// Everything written to the terminal.
    let tty: String
    let restorationProblems: [String]
}

/// A test case that runs the real `formrun` binary on a pseudo-terminal, with a scratch folder
/// for the form files it writes.
class FormrunTestCase: XCTestCase {
    private(set) var scratch: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard BinaryLocator.formrun() != nil else {
            XCTFail(PtySession.StartError.binaryNotFound.description)
            throw PtySession.StartError.binaryNotFound
        }
        scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("formrun-e2e-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
        try super.tearDownWithError()
    }

    /// Writes `contents` to `name` in the scratch folder and returns its absolute path.
    func makeFile(_ name: String, _ contents: String) throws -> String {
        let url = scratch.appendingPathComponent(name)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// A path in the scratch folder that does not exist yet.
    func scratchPath(_ name: String) -> String { scratch.appendingPathComponent(name).path }

    /// Runs formrun with `arguments` and no keys, and waits for it to exit.
    func run(_ arguments: [String], environment: [String: String] = [:],
             file: StaticString = #filePath, line: UInt = #line) throws -> RunResult {
        let session = try PtySession.formrun(arguments, environment: environment)
        let status = session.waitForExit(file: file, line: line)
        return RunResult(status: status, stdout: session.stdout, stderr: session.stderr,
                         tty: session.ttyOutput, restorationProblems: session.restorationProblems)
    }

    /// Asserts that `text` matches the regular expression `pattern` somewhere.
    func assertMatches(_ text: String, _ pattern: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let regex = try Regex(pattern)
            XCTAssertTrue(text.contains(regex), "\(text.debugDescription) does not match /\(pattern)/", file: file, line: line)
        } catch {
            XCTFail("bad pattern \(pattern): \(error)", file: file, line: line)
        }
    }

    /// The JSON object printed on stdout, or nil (with a failure) when it is not one.
    /// Submits the form of `session` with Ctrl-S and returns the JSON object it printed, after
    /// checking that it exited 0 with the terminal restored.
    func submit(_ session: PtySession, file: StaticString = #filePath, line: UInt = #line) throws -> NSDictionary {
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(file: file, line: line), 0, session.stderr, file: file, line: line)
        XCTAssertEqual(session.restorationProblems, [], file: file, line: line)
        return try XCTUnwrap(jsonObject(session.stdout, file: file, line: line), file: file, line: line)
    }

    func jsonObject(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> NSDictionary? {
        guard let data = text.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? NSDictionary else {
            XCTFail("stdout is not one JSON object: \(text.debugDescription)", file: file, line: line)
            return nil
        }
        return object
    }
}
