import Foundation
import XCTest

/// Output that cannot be delivered keeps the values (issue #8): a closed pipe, a full device, a
/// failing `--output` end with status 74, the terminal restored, and the values in a 0600
/// recovery file named on stderr.
final class OutputFailureEndToEndTests: FormrunTestCase {
    static let form = """
    { "sections": [ { "tag": "main", "rows": [
        { "tag": "name", "type": "text", "title": "Name" },
        { "tag": "pin", "type": "password", "title": "Secret" } ] } ] }
    """

    /// Starts `shell` (`sh -c`) with `$0` = formrun and `$@` = the form, with TMPDIR in the scratch
    /// folder, types a name and a secret, submits, and returns the session after it ended.
    private func submitThrough(_ shell: String, program: String = "/bin/sh", arguments: [String] = [],
                               file: StaticString = #filePath, line: UInt = #line) throws -> (PtySession, Int32) {
        guard let binary = BinaryLocator.formrun() else { throw PtySession.StartError.binaryNotFound }
        let form = try makeFile("form.json", Self.form)
        let session = try PtySession(binary: program, arguments: ["-c", shell, binary] + arguments + [form],
                                     environment: ["TMPDIR": scratch.path, "XDG_STATE_HOME": scratchPath("state")])
        session.waitForScreen(containing: "Secret", file: file, line: line)
        session.send(keys: ["Ada"])
        session.waitForScreen(containing: "Ada", file: file, line: line)
        session.send(keys: ["Down", "s3cret", "C-s"])
        let status = session.waitForExit(file: file, line: line)
        return (session, status)
    }

    /// The recovery file named on stderr: it holds the values and is readable by its owner only.
    private func assertRecovered(_ session: PtySession, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(session.restorationProblems, [], "terminal not restored", file: file, line: line)
        XCTAssertFalse(session.screen.onAlternateScreen, file: file, line: line)
        let stderr = session.stderr
        guard let range = stderr.range(of: "the values are kept in ") else {
            XCTFail("no recovery file named: \(stderr.debugDescription)", file: file, line: line)
            return
        }
        let path = String(stderr[range.upperBound...].prefix { $0 != "\n" })
        XCTAssertTrue(path.hasPrefix(scratch.path + "/formrun-recovered-"), path, file: file, line: line)
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0, file: file, line: line)
        XCTAssertEqual(info.st_mode & 0o777, 0o600, file: file, line: line)
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        XCTAssertEqual(jsonObject(text, file: file, line: line), ["name": "Ada", "pin": "s3cret"] as NSDictionary,
                       file: file, line: line)
    }

    /// The message names the form's draft, and `--resume` brings the answers (passwords aside) back.
    private func assertTheDraftResumes(_ session: PtySession, file: StaticString = #filePath, line: UInt = #line) throws {
        assertMatches(session.stderr, "the answers are in the draft '.*/formrun/drafts/[0-9a-f]{16}\\.json'; "
                      + "'formrun --resume' brings them back", file: file, line: line)
        let resumed = try PtySession.formrun(["--resume", "--compact", scratch.path + "/form.json"],
                                             environment: ["XDG_STATE_HOME": scratchPath("state")])
        resumed.waitForScreen(containing: "Ada", file: file, line: line)
        resumed.send(keys: ["C-s"])
        XCTAssertEqual(resumed.waitForExit(file: file, line: line), 0, resumed.stderr, file: file, line: line)
        XCTAssertEqual(resumed.stdout, #"{"name":"Ada","pin":null}"# + "\n", file: file, line: line)
    }

    func testAClosedPipeEndsWith74AndKeepsTheValues() throws {
        let (session, status) = try submitThrough(#""$0" "$@" | true; exit ${PIPESTATUS[0]}"#, program: "/bin/bash")
        XCTAssertEqual(status, 74, session.stderr)
        assertMatches(session.stderr, "cannot write the values to stdout: Broken pipe")
        assertRecovered(session)
        try assertTheDraftResumes(session)
    }

    func testAFullDeviceOnStdoutEndsWith74AndKeepsTheValues() throws {
        let (session, status) = try submitThrough(#"exec "$0" "$@" > /dev/full"#)
        XCTAssertEqual(status, 74, session.stderr)
        assertMatches(session.stderr, "cannot write the values to stdout: No space left on device")
        assertRecovered(session)
        try assertTheDraftResumes(session)
    }

    func testAFailingOutputFileEndsWith74AndKeepsTheValues() throws {
        let (session, status) = try submitThrough(#"exec "$0" "$@""#, arguments: ["--output", "/dev/full"])
        XCTAssertEqual(status, 74, session.stderr)
        assertMatches(session.stderr, "cannot write the values to '/dev/full': No space left on device")
        assertRecovered(session)
        try assertTheDraftResumes(session)
    }

    func testAnOutputFolderRemovedDuringTheFormEndsWith74() throws {
        let folder = scratchPath("out")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let form = try makeFile("form.json", Self.form)
        let session = try PtySession.formrun(["--output", folder + "/values.json", form], environment: ["TMPDIR": scratch.path])
        session.waitForScreen(containing: "Secret")
        try FileManager.default.removeItem(atPath: folder)
        session.send(keys: ["Ada"])
        session.waitForScreen(containing: "Ada")
        session.send(keys: ["Down", "s3cret", "C-s"])
        XCTAssertEqual(session.waitForExit(), 74, session.stderr)
        assertMatches(session.stderr, "cannot write the values to '.*/out/values.json': no folder '.*/out'")
        assertRecovered(session)
    }

    func testWithNoRecoveryFolderTheValuesGoToStderr() throws {
        guard let binary = BinaryLocator.formrun() else { throw PtySession.StartError.binaryNotFound }
        let form = try makeFile("form.json", Self.form)
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", #"exec "$0" "$@" > /dev/full"#, binary, form],
                                     environment: ["TMPDIR": scratchPath("no-such-folder")])
        session.waitForScreen(containing: "Secret")
        session.send(keys: ["Ada", "C-s"])
        XCTAssertEqual(session.waitForExit(), 74, session.stderr)
        assertMatches(session.stderr, #"the values follow:\n\{\n  "name": "Ada""#)
        XCTAssertEqual(session.restorationProblems, [])
    }
}

/// `--output /dev/stdout` delivers to whatever stdout is, a file or a pipe (issue #8, finding 2).
final class OutputToStandardOutputEndToEndTests: FormrunTestCase {
    private func submit(_ shell: String, program: String = "/bin/sh") throws -> PtySession {
        guard let binary = BinaryLocator.formrun() else { throw PtySession.StartError.binaryNotFound }
        let form = try makeFile("form.json", OutputFailureEndToEndTests.form)
        let session = try PtySession(binary: program, arguments: ["-c", shell, binary, "--compact", "--output", "/dev/stdout", form])
        session.waitForScreen(containing: "Secret")
        session.send(keys: ["Ada", "C-s"])
        return session
    }

    func testIntoAFile() throws {
        let session = try submit(#"exec "$0" "$@""#)
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(session.stdout, #"{"name":"Ada","pin":null}"# + "\n")
    }

    func testIntoAPipe() throws {
        let session = try submit(#""$0" "$@" | cat; exit ${PIPESTATUS[0]}"#, program: "/bin/bash")
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(session.stdout, #"{"name":"Ada","pin":null}"# + "\n")
    }
}
