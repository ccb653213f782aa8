import Foundation
import XCTest

/// `formrun -` (issue #10): the form comes from stdin, the form is drawn on /dev/tty, the values
/// go to stdout — `generate-form | formrun - > out.json`.
final class StdinFormEndToEndTests: FormrunTestCase {
    static let form = #"{"title": "Piped", "sections": [{"rows": [{"tag": "name", "type": "text", "title": "Name", "required": true}]}]}"#

    func testAPipedFormIsFilledInOnTheTerminal() throws {
        let form = try makeFile("form.json", Self.form)
        let binary = try XCTUnwrap(BinaryLocator.formrun())
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", "cat '\(form)' | '\(binary)' --compact -"],
                                     environment: ["HOME": scratchPath("home"), "TERM": "xterm-256color", "PATH": "/usr/bin:/bin"],
                                     rows: 24, cols: 80)
        XCTAssertTrue(session.waitForScreen(containing: "Piped"))
        session.send("Ada")
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(session.stdout, #"{"name":"Ada"}"# + "\n")
        XCTAssertEqual(session.restorationProblems, [])
    }

    func testErrorsNameStdin() throws {
        let broken = try DetachedRun(["--check", "-"], input: #"{"sections": [{"rows": [{"tag": "a", "type": "txt"}]}]}"#, environment: [:])
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.stderr, "<stdin>:1:46: row 'a': unknown type 'txt' (did you mean 'text'?)\n")
        let fine = try DetachedRun(["--submit", "--compact", "-"], input: #"{"sections": [{"rows": [{"tag": "a", "type": "text", "value": "x"}, {"tag": "b", "type": "email", "value": "nope"}]}]}"#,
                                   environment: [:])
        XCTAssertEqual(fine.status, 3)
        XCTAssertEqual(fine.stderr, "formrun: /b: not a valid email address\n")
    }
}
