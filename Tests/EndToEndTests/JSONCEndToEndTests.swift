import Foundation
import XCTest

/// Form files and values files written as JSONC (comments, trailing commas), run through the
/// binary: `--check`, `--submit --values`, and an error located exactly after comments.
final class JSONCEndToEndTests: FormrunTestCase {
    static let form = """
    // An address form, with the comments and trailing commas of VS Code's settings.
    {
      /* one section */
      "sections": [ { "tag": "main", "rows": [
        { "tag": "name", "type": "text", "title": "Name", "required": true, }, // trailing comma
        { "tag": "zip", "type": "text", "title": "Postcode", "hint": "Five digits, e.g. 12345",
          "validators": [ { "type": "regex", "pattern": "[0-9]{5}" }, ], },
      ], }, ],
    }
    """

    private func run(_ arguments: [String]) throws -> DetachedRun {
        try DetachedRun(arguments, environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"])
    }

    func testAJSONCFormAndValuesFileSubmit() throws {
        let form = try makeFile("form.jsonc", Self.form)
        let values = try makeFile("values.jsonc", "{\n  // the answers\n  \"name\": \"Ada\", /* inline */ \"zip\": \"12345\",\n}\n")
        let ended = try run(["--submit", "--compact", "--values", values, form])
        XCTAssertEqual(ended.status, 0, ended.stderr)
        XCTAssertEqual(ended.stdout, #"{"name":"Ada","zip":"12345"}"# + "\n", "the output is plain JSON")
        let checked = try run(["--check", form])
        XCTAssertEqual(checked.status, 0, checked.stderr)
    }

    func testAFailedFormatCheckSaysTheHint() throws {
        let form = try makeFile("form.jsonc", Self.form)
        let values = try makeFile("values.jsonc", #"{"name": "Ada", "zip": "12a", /* wrong */ }"#)
        let ended = try run(["--submit", "--values", values, form])
        XCTAssertEqual(ended.status, 3)
        XCTAssertEqual(ended.stderr, "formrun: /zip: not in the expected format: Five digits, e.g. 12345\n")
    }

    func testErrorsAfterCommentsAreLocatedExactly() throws {
        let form = try makeFile("bad.jsonc", """
            {
              /* a comment
                 of two lines */ "sections": [ { "tag": "main", "rows": [
                { "tag": "a", "type": "txt" } // the type is wrong
              ] } ]
            }
            """)
        let ended = try run(["--check", form])
        XCTAssertEqual(ended.status, 2)
        XCTAssertTrue(ended.stderr.hasPrefix(form + ":4:27: row 'a': unknown type 'txt'"), ended.stderr)
        let open = try makeFile("open.jsonc", "{ \"sections\": [] }\n  /* never closed\n")
        let unterminated = try run(["--check", open])
        XCTAssertEqual(unterminated.status, 2)
        XCTAssertEqual(unterminated.stderr, open + ":2:3: unterminated comment (missing closing '*/')\n")
    }
}
