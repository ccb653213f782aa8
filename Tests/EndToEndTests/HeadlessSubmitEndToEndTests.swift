import Foundation
import XCTest

/// `formrun --submit --values FILE FORM` (issue #9): no terminal at all; the values are checked as
/// a submit checks them; valid → the JSON and 0, invalid → one line per failing row and 3.
final class HeadlessSubmitEndToEndTests: FormrunTestCase {
    static let form = """
    { "sections": [ { "tag": "main", "rows": [
      { "tag": "name", "type": "text", "title": "Name", "required": true },
      { "tag": "email", "type": "email", "title": "E-mail" },
      { "tag": "age", "type": "integer", "title": "Age", "min": 18 },
      { "tag": "news", "type": "switch", "title": "News" },
      { "tag": "topic", "type": "text", "title": "Topic", "required": true, "hidden": "!$news" } ] } ] }
    """

    /// Runs `formrun --submit --values` with no terminal and stdin empty.
    private func submit(_ values: String, _ extra: [String] = []) throws -> DetachedRun {
        let form = try makeFile("form.json", Self.form)
        let valuesFile = try makeFile("values.json", values)
        return try DetachedRun(["--submit", "--values", valuesFile] + extra + [form],
                               environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"])
    }

    func testValidValuesArePrintedWithoutATerminal() throws {
        let ended = try submit(#"{"name": "Ada", "email": "ada@x.org", "age": 36}"#, ["--compact"])
        XCTAssertEqual(ended.status, 0, ended.stderr)
        // A switch with no value starts off and is written false, as it is drawn (issue #15).
        XCTAssertEqual(ended.stdout, #"{"name":"Ada","email":"ada@x.org","age":36,"news":false}"# + "\n")
        XCTAssertEqual(ended.stderr, "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratchPath("state") + "/formrun"), "no draft")
    }

    func testEveryFailingRowIsALineAndNothingGoesOut() throws {
        let ended = try submit(#"{"email": "nope", "age": 12}"#)
        XCTAssertEqual(ended.status, 3)
        XCTAssertEqual(ended.stdout, "")
        XCTAssertEqual(ended.stderr, """
        formrun: /name: name is required
        formrun: /email: not a valid email address
        formrun: /age: must be at least 18

        """)
    }

    func testConditionsDecideWhatIsCheckedAndOutput() throws {
        let shown = try submit(#"{"name": "Ada", "news": true}"#)
        XCTAssertEqual(shown.status, 3)
        XCTAssertEqual(shown.stderr, "formrun: /topic: topic is required\n")
        let answered = try submit(#"{"name": "Ada", "news": true, "topic": "swift"}"#, ["--compact"])
        XCTAssertEqual(answered.status, 0, answered.stderr)
        XCTAssertEqual(answered.stdout, #"{"name":"Ada","email":null,"age":null,"news":true,"topic":"swift"}"# + "\n")
        let hidden = try submit(#"{"name": "Ada", "news": false, "topic": "swift"}"#, ["--compact"])
        XCTAssertEqual(hidden.status, 0, hidden.stderr)
        XCTAssertEqual(hidden.stdout, #"{"name":"Ada","email":null,"age":null,"news":false}"# + "\n", "a hidden row is not output")
    }

    func testAFailedOutputIs74() throws {
        let ended = try submit(#"{"name": "Ada"}"#, ["--output", "/dev/full"])
        XCTAssertEqual(ended.status, 74, ended.stderr)
        XCTAssertTrue(ended.stderr.contains("No space left on device"), ended.stderr)
    }
}
