import XCTest
@testable import FormCore
@testable import FormJSON
import FormSchema

/// Every form-file error: its exact line, column and wording.
final class SpecErrorTests: XCTestCase {
    /// The error reading `text` gives, as the user sees it.
    private func error(_ text: String, file: String = "f.json", at line: UInt = #line) -> String {
        do {
            _ = try FormLoader.parse(text: text, file: file)
            XCTFail("no error", line: line)
        } catch {
            return "\(error)"
        }
        return ""
    }

    /// The error of a form whose only row (on line 2, from column 1) is `row`.
    private func rowError(_ row: String, at line: UInt = #line) -> String {
        error("{\"sections\": [{\"tag\": \"s\", \"rows\": [\n\(row)\n]}]}", at: line)
    }

    // MARK: The example of the brief

    func testUnknownTypeWithSuggestionInContext() {
        let text = """
        {
          "title": "Sign up",
          "sections": [{
            "tag": "main",
            "rows": [
              { "tag": "name", "type": "name" },
              { "tag": "email", "type": "email" },
              { "tag": "phone", "type": "phone" },
              { "tag": "city", "type": "text" },
              {
                "tag": "contact",
                "type": "emial"
              }
            ]
          }]
        }
        """
        XCTAssertEqual(error(text, file: "signup.json"),
                       "signup.json:12:17: row 'contact': unknown type 'emial' (did you mean 'email'?)")
    }

    func testFileIsNamedAsGiven() {
        XCTAssertEqual(error("{", file: "../forms/a b.json"), "../forms/a b.json:1:2: unexpected end of file, expected a key")
    }

    // MARK: Syntax, not a form

    func testSyntaxErrorInForm() {
        // A trailing comma is JSONC (`JSONCReaderTests`); two are still an error.
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text",,}"#), "f.json:2:29: unexpected character ',', expected a key in double quotes")
        XCTAssertEqual(rowError(#"{"tag": "a", "tag": "b"}"#), "f.json:2:14: duplicate key 'tag' (first at 2:2)")
        XCTAssertEqual(error(""), "f.json:1:1: the file is empty (expected a JSON object)")
    }

    func testNotAForm() {
        XCTAssertEqual(error("[1]"), "f.json:1:1: not a form: the top level must be an object, not an array")
        XCTAssertEqual(error("\n  {\"title\": \"x\"}"), "f.json:2:3: not a form: missing 'sections'")
        XCTAssertEqual(error(#"{"title": "x", "sections": {}}"#), "f.json:1:28: not a form: 'sections' must be an array, not an object")
        XCTAssertEqual(error(#"{"sections": []}"#), "f.json:1:14: not a form: 'sections' is empty")
        XCTAssertEqual(error(#"{"sections": ["x"]}"#), "f.json:1:15: each entry of 'sections' must be an object, not a string")
        XCTAssertEqual(error(#"{"title": 3, "sections": [{"rows": [{"tag": "a", "type": "text"}]}]}"#),
                       "f.json:1:11: 'title' must be a string, not a number")
        XCTAssertEqual(error(#"{"titel": "x", "sections": []}"#), """
            f.json:1:2: unknown key 'titel' (did you mean 'title'?)
            f.json:1:28: not a form: 'sections' is empty
            """)
        XCTAssertEqual(error(#"{"requiredMark": "yes", "sections": []}"#), """
            f.json:1:18: 'requiredMark' must be true or false, not the string 'yes' (did you mean true, without quotes?)
            f.json:1:37: not a form: 'sections' is empty
            """)
    }

    // MARK: Sections

    func testEmptySection() {
        XCTAssertEqual(error(#"{"sections": [{"tag": "empty", "rows": []}]}"#), "f.json:1:40: section 'empty': section has no rows")
        XCTAssertEqual(error(#"{"sections": [{"title": "T"}]}"#), "f.json:1:15: section 'section1': section has no rows")
    }

    func testSectionKeys() {
        XCTAssertEqual(error(#"{"sections": [{"tag": "s", "footr": "x", "rows": []}]}"#), """
            f.json:1:28: section 's': unknown key 'footr' (did you mean 'footer'?)
            f.json:1:50: section 's': section has no rows
            """)
        XCTAssertEqual(error(#"{"sections": [{"tag": "s", "deletable": 1, "rows": [{"tag": "a", "type": "text"}]}]}"#),
                       "f.json:1:41: section 's': 'deletable' must be true or false, not a number")
        XCTAssertEqual(error(#"{"sections": [{"tag": "s", "rows": {}}]}"#),
                       "f.json:1:36: section 's': 'rows' must be an array, not an object")
        XCTAssertEqual(error(#"{"sections": [{"tag": "s", "rows": [3]}]}"#),
                       "f.json:1:37: each entry of 'rows' must be an object, not a number")
    }

    // MARK: Tags

    func testMissingTag() {
        XCTAssertEqual(rowError(#"{"type": "text"}"#), "f.json:2:1: row has no 'tag' (every row needs a unique tag)")
    }

    func testDuplicateTagSaysWhereTheFirstIs() {
        let text = """
        {"sections": [
          {"tag": "one", "rows": [
            {"tag": "name", "type": "name"},
            {"tag": "email", "type": "email"}
          ]},
          {"tag": "two", "rows": [
            {"tag": "x", "type": "text"},
          {"tag": "email", "type": "text"}
          ]}
        ]}
        """
        XCTAssertEqual(error(text), "f.json:8:11: row 'email': duplicate tag 'email' (first used at 4:13)")
    }

    func testRowsAndSectionsShareOneNamespace() {
        XCTAssertEqual(error(#"{"sections": [{"tag": "a", "rows": [{"tag": "a", "type": "text"}]}]}"#),
                       "f.json:1:45: row 'a': duplicate tag 'a' (first used at 1:23)")
        XCTAssertEqual(error(#"{"sections": [{"rows": [{"tag": "b", "type": "text"}]}, {"tag": "b", "rows": []}]}"#), """
            f.json:1:65: section 'b': duplicate tag 'b' (first used at 1:33)
            f.json:1:78: section 'b': section has no rows
            """)
    }

    func testBadTags() {
        XCTAssertEqual(rowError(#"{"tag": "first name", "type": "text"}"#),
                       "f.json:2:9: row 'first name': tag 'first name' may only contain letters, digits, '_' and '-'")
        XCTAssertEqual(rowError(#"{"tag": 7, "type": "text"}"#), "f.json:2:9: 'tag' must be a string, not a number")
    }

    // MARK: Types and keys

    func testMissingType() {
        XCTAssertEqual(rowError(#"{"tag": "a"}"#), "f.json:2:1: row 'a': missing 'type'")
    }

    func testUnknownTypes() {
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "swich"}"#), "f.json:2:22: row 'a': unknown type 'swich' (did you mean 'switch'?)")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "zzzzzz"}"#), "f.json:2:22: row 'a': unknown type 'zzzzzz'")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": 1}"#), "f.json:2:22: row 'a': 'type' must be a string, not a number")
    }

    func testUnknownKeyIsAnError() {
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "placehoder": "x"}"#),
                       "f.json:2:30: row 'a': unknown key 'placehoder' (did you mean 'placeholder'?)")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "colour": "x"}"#), "f.json:2:30: row 'a': unknown key 'colour'")
    }

    func testKeyNotApplicableToType() {
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "options": ["x"]}"#),
                       "f.json:2:30: row 'a': 'options' does not apply to a 'text' row")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "switch", "maxLength": 3}"#),
                       "f.json:2:32: row 'a': 'maxLength' does not apply to a 'switch' row")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "height": 3}"#),
                       "f.json:2:30: row 'a': 'height' does not apply to a 'text' row")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "info", "placeholder": "x"}"#),
                       "f.json:2:30: row 'a': 'placeholder' does not apply to an 'info' row")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "email", "min": 1}"#),
                       "f.json:2:31: row 'a': 'min' does not apply to an 'email' row")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "integer", "step": 1}"#),
                       "f.json:2:33: row 'a': 'step' does not apply to an 'integer' row")
    }

    func testKeysBeforeTheTypeAreCheckedAgainstIt() {
        XCTAssertEqual(rowError(#"{"tag": "a", "height": 2, "type": "text"}"#),
                       "f.json:2:14: row 'a': 'height' does not apply to a 'text' row")
        XCTAssertEqual(rowError(#"{"tag": "b", "action": "send", "type": "pushButton"}"#),
                       "f.json:2:24: row 'b': 'action' must be submit, cancel or reset, not 'send'")
        XCTAssertEqual(rowError(#"{"tag": "b", "action": "sumbit", "type": "pushButton"}"#),
                       "f.json:2:24: row 'b': 'action' must be submit, cancel or reset, not 'sumbit' (did you mean 'submit'?)")
    }

    // MARK: Wrong types

    func testWrongValueTypes() {
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "maxLength": "5"}"#),
                       "f.json:2:43: row 'a': 'maxLength' must be a whole number, not a string")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "maxLength": 2.5}"#),
                       "f.json:2:43: row 'a': 'maxLength' must be a whole number, not 2.5")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "integer", "value": "5"}"#),
                       "f.json:2:42: row 'a': 'value' must be a whole number, not a string")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "integer", "value": 5.5}"#),
                       "f.json:2:42: row 'a': 'value' must be a whole number, not 5.5")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "decimal", "value": "1.5"}"#),
                       "f.json:2:42: row 'a': 'value' must be a number, not a string")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "switch", "value": "on"}"#),
                       "f.json:2:41: row 'a': 'value' must be true or false, not the string 'on' (did you mean true, without quotes?)")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "value": 5}"#),
                       "f.json:2:39: row 'a': 'value' must be a string, not a number")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "title": ["x"]}"#),
                       "f.json:2:39: row 'a': 'title' must be a string, not an array")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "hidden": 0}"#),
                       "f.json:2:40: row 'a': 'hidden' must be true, false or an expression string, not a number")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "required": null}"#),
                       "f.json:2:42: row 'a': 'required' must be true, false or an expression string, not null")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "validators": {}}"#),
                       "f.json:2:44: row 'a': 'validators' must be an array, not an object")
    }

    func testStyles() {
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "style": {"title": 1}}"#),
                       "f.json:2:49: row 'a': 'style.title' must be a string, not a number")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "style": {"focs": "bold"}}"#),
                       "f.json:2:40: row 'a': unknown key 'focs' (did you mean 'focus'?)")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "style": "bold"}"#),
                       "f.json:2:39: row 'a': 'style' must be an object, not a string")
    }

    func testEmptyExpression() {
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "hidden": " "}"#),
                       "f.json:2:40: row 'a': 'hidden' must not be empty")
    }

    // MARK: Bad values

    func testBadNumbersForKeys() {
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "maxLength": -1}"#),
                       "f.json:2:43: row 'a': 'maxLength' must not be negative")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "textView", "height": 0}"#),
                       "f.json:2:44: row 'a': 'height' must be at least 1")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "integer", "min": 10, "max": 5}"#),
                       "f.json:2:51: row 'a': 'min' (10) is greater than 'max' (5)")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "decimal", "max": 0.5, "min": 1.25}"#),
                       "f.json:2:52: row 'a': 'min' (1.25) is greater than 'max' (0.5)")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "integer", "min": 1.5}"#),
                       "f.json:2:40: row 'a': 'min' must be a whole number, not 1.5")
    }

    func testFormat() {
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "format": "uper"}"#),
                       "f.json:2:40: row 'a': unknown format 'uper' (did you mean 'upper'?)")
    }

    func testKeyPaths() {
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "key": "user..email"}"#),
                       "f.json:2:37: row 'a': 'key' must be a dotted path of non-empty names, not 'user..email'")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "key": ""}"#),
                       "f.json:2:37: row 'a': 'key' must be a dotted path of non-empty names, not ''")
        let text = """
        {"sections": [{"rows": [
          {"tag": "a", "type": "email", "key": "user.email"},
          {"tag": "b", "type": "email", "key": "user.email"}
        ]}]}
        """
        XCTAssertEqual(error(text), "f.json:3:40: row 'b': output key 'user.email' is already used by row 'a' (at 2:40)")
        let byTag = """
        {"sections": [{"rows": [
          {"tag": "a", "type": "email", "key": "mail"},
          {"tag": "mail", "type": "email"}
        ]}]}
        """
        XCTAssertEqual(error(byTag), "f.json:3:11: row 'mail': output key 'mail' is already used by row 'a' (at 2:40)")
        let nested = """
        {"sections": [{"rows": [
          {"tag": "a", "type": "email", "key": "user.email"},
          {"tag": "user", "type": "text"}
        ]}]}
        """
        XCTAssertEqual(error(nested), "f.json:3:11: row 'user': output key 'user' conflicts with 'user.email' of row 'a' (at 2:40)")
        let prefixLater = """
        {"sections": [{"rows": [
          {"tag": "user", "type": "text"},
          {"tag": "a", "type": "email", "key": "user.email"}
        ]}]}
        """
        XCTAssertEqual(error(prefixLater), "f.json:3:40: row 'a': output key 'user.email' conflicts with 'user' of row 'user' (at 2:11)")
        // Rows without a value have no output key: an info row may share a tag-like key path.
        XCTAssertNoThrow(try FormLoader.parse(text: """
        {"sections": [{"rows": [{"tag": "user", "type": "info"}, {"tag": "a", "type": "text", "key": "user.name"}]}]}
        """, file: "f.json"))
    }

    // MARK: Validators

    func testValidatorErrors() {
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "validators": [{"type": "regx", "pattern": "x"}]}"#),
                       "f.json:2:54: row 'a': unknown validator type 'regx' (did you mean 'regex'?)")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "validators": [{"type": "regex"}]}"#),
                       "f.json:2:45: row 'a': a 'regex' validator needs 'pattern'")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "validators": [{"type": "equals"}]}"#),
                       "f.json:2:45: row 'a': an 'equals' validator needs 'tag'")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "validators": [{"type": "expression", "message": "m"}]}"#),
                       "f.json:2:45: row 'a': an 'expression' validator needs 'expression'")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "validators": [{"type": "length"}]}"#),
                       "f.json:2:45: row 'a': a 'length' validator needs 'min' or 'max'")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "validators": [{"message": "x"}]}"#),
                       "f.json:2:45: row 'a': missing 'type'")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "validators": [{"type": "regex", "pattern": "a(b"}]}"#),
                       "f.json:2:76: row 'a': invalid regular expression 'a(b': unclosed group: the '(' at position 1 is never closed")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "validators": [{"type": "length", "pattern": "x"}]}"#),
                       "f.json:2:64: row 'a': 'pattern' does not apply to a 'length' validator")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "validators": [{"type": "length", "mn": 1}]}"#),
                       "f.json:2:64: row 'a': unknown key 'mn' (did you mean 'min'?)")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "validators": [{"type": "length", "min": -2}]}"#),
                       "f.json:2:71: row 'a': 'min' must not be negative")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "validators": [{"type": "length", "min": 5, "max": 2}]}"#),
                       "f.json:2:81: row 'a': 'min' (5) is greater than 'max' (2)")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "validators": [{"type": "range", "min": "1"}]}"#),
                       "f.json:2:70: row 'a': 'min' must be a number, not a string")
        XCTAssertEqual(rowError(#"{"tag": "a", "type": "text", "validators": ["length"]}"#),
                       "f.json:2:45: row 'a': each entry of 'validators' must be an object, not a string")
    }

    func testEqualsMustNameARow() {
        let text = """
        {"sections": [{"rows": [
          {"tag": "confirm", "type": "password", "validators": [{"type": "equals", "tag": "pasword"}]},
          {"tag": "password", "type": "password"}
        ]}]}
        """
        XCTAssertEqual(error(text),
                       "f.json:2:83: row 'confirm': no row has the tag 'pasword' (did you mean 'password'?)")
    }

    // MARK: Order

    func testEveryErrorIsReportedInFileOrder() {
        let text = """
        {"sections": [{"rows": [
          {"tag": "a", "type": "text", "validators": [{"type": "equals", "tag": "bb"}]},
          {"tag": "b", "type": "text", "colour": "red"}
        ]}]}
        """
        XCTAssertEqual(error(text), """
            f.json:2:73: row 'a': no row has the tag 'bb' (did you mean 'b'?)
            f.json:3:32: row 'b': unknown key 'colour'
            """)
        let reversed = """
        {"sections": [{"rows": [
          {"tag": "b", "type": "text", "colour": "red"},
          {"tag": "a", "type": "text", "validators": [{"type": "equals", "tag": "bb"}]}
        ]}]}
        """
        XCTAssertEqual(error(reversed), """
            f.json:2:32: row 'b': unknown key 'colour'
            f.json:3:73: row 'a': no row has the tag 'bb' (did you mean 'b'?)
            """)
    }

    // MARK: The error value

    func testErrorCarriesItsParts() throws {
        do {
            _ = try FormLoader.parse(text: "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"emial\"}\n]}]}",
                                     file: "x.json")
            XCTFail("no error")
        } catch let errors as FormFileErrors {
            XCTAssertEqual(errors.errors.count, 1)
            let error = try XCTUnwrap(errors.first)
            XCTAssertEqual(error.file, "x.json")
            XCTAssertEqual(error.location, SourceLocation(line: 2, column: 22))
            XCTAssertEqual(error.subject, .row)
            XCTAssertEqual(error.tag, "a")
            XCTAssertEqual(error.kind, .unknownType("emial", suggestions: ["email"]))
            XCTAssertEqual(error.message, "unknown type 'emial' (did you mean 'email'?)")
        }
    }
}
