import Foundation
import XCTest

/// Issue 28, "Messages that say what to do" and "Forgiving entry", as a person meets them on the
/// command line: no terminal, an output folder that is missing, a values file with several bad
/// answers, a footer about keys in plain mode, colours typed without `#`.
final class HelpfulMessagesEndToEndTests: FormrunTestCase {
    private static let form = """
    { "sections": [ { "tag": "main", "footer": "Enter opens the editor, Esc closes it.", "rows": [
      { "tag": "name", "type": "text", "title": "Name", "required": true },
      { "tag": "age", "type": "integer", "title": "Age", "min": 18 },
      { "tag": "news", "type": "switch", "title": "News" },
      { "tag": "colour", "type": "color", "title": "Colour" } ] },
      { "tag": "more", "footer": "We never share your answers.", "rows": [
      { "tag": "when", "type": "date", "title": "When" } ] } ] }
    """

    private var environment: [String: String] {
        ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "XDG_STATE_HOME": scratchPath("state")]
    }

    func testWithoutATerminalAndAnswersPipedTheMessageNamesPlainAndSubmit() throws {
        let form = try makeFile("form.json", Self.form)
        let run = try DetachedRun([form], input: "Ada\n", environment: environment)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("no terminal: cannot open /dev/tty"), run.stderr)
        XCTAssertTrue(run.stderr.contains("stdin is not a terminal: formrun --plain FORM reads the answers from it"), run.stderr)
        XCTAssertTrue(run.stderr.contains("formrun --submit --values FILE FORM"), run.stderr)
    }

    /// What the message promises holds: the same answers piped with `--plain` are taken.
    func testPipedAnswersWithPlainAreTaken() throws {
        let form = try makeFile("form.json", Self.form)
        let run = try DetachedRun(["--plain", "--compact", form], input: "Ada\n40\nn\nf80\n2026-01-02\n", environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, ##"{"name":"Ada","age":40,"news":false,"colour":"#ff8800","when":"2026-01-02"}"## + "\n")
        XCTAssertFalse(run.stderr.contains("Enter opens"), "a footer about the full screen's keys is not read:\n\(run.stderr)")
        XCTAssertTrue(run.stderr.contains("We never share your answers."), run.stderr)
    }

    func testOutputIntoAMissingFolderNamesTheFolder() throws {
        let form = try makeFile("form.json", Self.form)
        let values = try makeFile("values.json", #"{"name": "Ada"}"#)
        let folder = scratchPath("no-such-folder")
        let run = try DetachedRun(["--submit", "--values", values, "--output", folder + "/answers.json", form], environment: environment)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "formrun: cannot write the output to '\(folder)/answers.json': no folder '\(folder)' (create it first)\n")
    }

    func testAValuesFileReportsEveryBadAnswerInOneRun() throws {
        let form = try makeFile("form.json", Self.form)
        let values = try makeFile("values.json", """
        {"name": "", "age": "forty",
         "news": "yes", "colour": "orange", "when": "soon"}
        """)
        let run = try DetachedRun(["--submit", "--values", values, form], environment: environment)
        XCTAssertEqual(run.status, 3, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr.split(separator: "\n").map(String.init), [
            "\(values):1:21: row 'age': 'age' must be a whole number, not a string",
            "\(values):2:10: row 'news': 'news' must be true or false, not the string 'yes' (did you mean true, without quotes?)",
            "\(values):2:45: row 'when': 'when' must be a date \"YYYY-MM-DD\" or \"today\", not 'soon'",
            "formrun: /name: name is required",
        ])
    }

    func testColoursWithoutHashOrByNameAreWrittenSixDigits() throws {
        let form = try makeFile("form.json", Self.form)
        let values = try makeFile("values.json", #"{"name": "Ada", "colour": "Orange"}"#)
        let run = try DetachedRun(["--submit", "--values", values, "--get", "colour", form], environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "#ffa500\n")
    }
}
