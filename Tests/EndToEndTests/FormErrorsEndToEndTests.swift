import Foundation
import XCTest

/// Issue #19: a form file with several mistakes gets every one of them, located and with its
/// suggestion, from one `--check` run (exit 2, nothing drawn); more than 20 are counted.
final class FormErrorsEndToEndTests: FormrunTestCase {
    /// Six mistakes a newcomer from other tools makes, one a row.
    static let broken = #"""
    {
      "title": "Sign up",
      "sections": [{
        "rows": [
          { "tag": "name", "type": "string", "label": "Name" },
          { "tag": "plan", "type": "select", "options": ["free", "pro"] },
          { "tag": "news", "type": "boolean", "default": true },
          { "tag": "code", "type": "text", "pattern": "^[a-z]+$" },
          { "tag": "zip", "type": "text", "validators": [{ "type": "regex", "pattern": "(\\d{5}" }] },
          { "tag": "age", "type": "integer", "hidden": "$nmae == ''" }
        ]
      }]
    }
    """#

    func testEveryMistakeIsReportedInOneCheck() throws {
        let form = try makeFile("broken.json", Self.broken)
        let result = try run(["--check", form])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.tty, "", "--check draws nothing")
        let expected = """
            F:5:32: row 'name': unknown type 'string' (did you mean 'text'?)
            F:5:42: row 'name': unknown key 'label' (did you mean 'title'?)
            F:6:32: row 'plan': unknown type 'select' (did you mean 'picker' or 'sheet'?)
            F:7:32: row 'news': unknown type 'boolean' (did you mean 'switch' or 'check'?)
            F:7:43: row 'news': unknown key 'default' (did you mean 'value'?)
            F:8:40: row 'code': 'pattern' does not apply to a 'text' row (to check a row's text against a regular expression, give it a 'regex' validator: "validators": [{"type": "regex", "pattern": "^[a-z]+$", "message": "lower-case letters only"}])
            F:9:85: row 'zip': invalid regular expression '(\\d{5}': unclosed group: the '(' at position 0 is never closed
            F:10:53: row 'age': unknown tag '$nmae' in condition (did you mean '$name'?)

            """.replacingOccurrences(of: "F:", with: form + ":")
        XCTAssertEqual(result.stderr, expected)
    }

    func testMoreThanTwentyAreCounted() throws {
        let rows = (1...23).map { #"{"tag": "r\#($0)", "type": "text", "colour": "red"}"# }
        let form = try makeFile("many.json", "{\"sections\": [{\"rows\": [\n" + rows.joined(separator: ",\n") + "\n]}]}")
        let result = try run(["--check", form])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.tty, "")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 21, result.stderr)
        XCTAssertEqual(lines.first, "\(form):2:31: row 'r1': unknown key 'colour'")
        XCTAssertEqual(lines.last, "… and 3 more errors")
    }
}
