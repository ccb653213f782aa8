import Foundation
import XCTest

/// What the `--edit` tests share: a config and its schema written to the scratch folder and opened
/// in a pty, the edit saved and the file's text read back, and the fixture with one edit made.
extension FormrunTestCase {
    /// The text of the file at `path`.
    func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// `text` written as `name` and `schema` beside it, opened with `formrun --edit` (no draft of
    /// another run in the way).
    func openForEdit(_ name: String, _ text: String, schema: String) throws -> (session: PtySession, file: String) {
        let schemaFile = try makeFile(name + ".schema.json", schema)
        let file = try makeFile(name, text)
        let session = try PtySession.formrun(["--edit", file, "--schema", schemaFile],
                                             environment: ["HOME": scratchPath("home"), "XDG_STATE_HOME": scratchPath("state")])
        return (session, file)
    }

    /// Ctrl-S in `session`, which must then exit 0, and the text of the file at `path`, which must
    /// be `expected`.
    func saveAndExpect(_ session: PtySession, _ path: String, _ expected: String,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.ttyOutput, file: file, line: line)
        XCTAssertEqual(try contents(path), expected, file: file, line: line)
    }

    /// `text` with `old` replaced by `new`; `old` must be there exactly once.
    func changing(_ text: String, _ old: String, _ new: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        XCTAssertEqual(text.components(separatedBy: old).count, 2, "not once in the fixture: \(old.debugDescription)", file: file, line: line)
        return text.replacingOccurrences(of: old, with: new)
    }
}
