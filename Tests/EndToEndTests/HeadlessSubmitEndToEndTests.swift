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

    /// Issue 27 row 11: a decimal is written with every digit given, or refused with a place.
    func testADecimalKeepsEveryDigitOrIsRefused() throws {
        let form = try makeFile("decimal.json", #"{"sections": [{"rows": [{"tag": "d", "type": "decimal"}]}]}"#)
        let tiny = "0." + String(repeating: "0", count: 399) + "1"
        for (given, written) in [("123456789012345678901234567890", "123456789012345678901234567890"), ("1e-400", tiny)] {
            let valuesFile = try makeFile("values.json", #"{"d": "# + given + "}")
            let ended = try DetachedRun(["--submit", "--values", valuesFile, "--compact", form], environment: ["XDG_STATE_HOME": scratchPath("state")])
            XCTAssertEqual(ended.status, 0, ended.stderr)
            XCTAssertEqual(ended.stdout, #"{"d":"# + written + "}\n")
            let plain = try DetachedRun(["--plain", "--compact", "--no-draft", form], input: given + "\n", environment: ["XDG_STATE_HOME": scratchPath("state")])
            XCTAssertEqual(plain.status, 0, plain.stderr)
            XCTAssertTrue(plain.stdout.hasSuffix(#"{"d":"# + written + "}\n"), plain.stdout)
        }
        let refused = try makeFile("values.json", #"{"d": 1e-5000}"#)
        let ended = try DetachedRun(["--submit", "--values", refused, form], environment: ["XDG_STATE_HOME": scratchPath("state")])
        XCTAssertEqual(ended.status, 2)
        XCTAssertTrue(ended.stderr.contains("number out of range"), ended.stderr)
        let plain = try DetachedRun(["--plain", "--no-draft", form], input: "1e400\n", environment: ["XDG_STATE_HOME": scratchPath("state")])
        XCTAssertNotEqual(plain.status, 0)
        XCTAssertTrue(plain.stderr.contains("/d: type a number within ±1.7976931348623157e308 and no exponent below -1000 (stdin:1)"), plain.stderr)
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
