import XCTest
@testable import FormCore
@testable import FormJSON
import FormSchema

/// Successful reads of form files: every field lands in the model.
final class SpecFormTests: XCTestCase {
    /// FORMAT.md §1's example, restricted to the row types this version implements.
    static let signup = """
    {
      "title": "Create your account",
      "requiredMark": true,
      "autoPlaceholder": true,
      "sortByTag": false,
      "disabled": false,
      "disabledMessage": "This form is read-only",
      "style": { "title": "bold", "value": "cyan", "focus": "reverse", "error": "red" },
      "sections": [
        {
          "tag": "account",
          "title": "Account",
          "footer": "We never share your email.",
          "hidden": false,
          "deletable": false,
          "rows": [
            { "tag": "name", "type": "name", "title": "Full name", "required": true },
            { "tag": "email", "type": "email", "title": "Email", "required": true,
              "placeholder": "you@example.com" },
            { "tag": "password", "type": "password", "title": "Password",
              "validators": [ { "type": "length", "min": 8, "message": "At least 8 characters" } ] },
            { "tag": "confirm", "type": "password", "title": "Repeat password",
              "validators": [ { "type": "equals", "tag": "password", "message": "Passwords differ" } ] }
          ]
        },
        {
          "tag": "details",
          "title": "Details",
          "rows": [
            { "tag": "age", "type": "integer", "title": "Age", "value": 18,
              "min": 0, "max": 120, "unit": "years" },
            { "tag": "newsletter", "type": "switch", "title": "Newsletter", "value": false },
            { "tag": "topics", "type": "text", "title": "Topics", "hidden": "!$newsletter" }
          ]
        }
      ]
    }
    """

    func testSignupExample() throws {
        let form = try FormLoader.parse(text: Self.signup, file: "signup.json")
        XCTAssertEqual(form.title, "Create your account")
        XCTAssertTrue(form.requiredMark)
        XCTAssertTrue(form.autoPlaceholder)
        XCTAssertFalse(form.sortByTag)
        XCTAssertEqual(form.disabled, .constant(false))
        XCTAssertEqual(form.disabledMessage, "This form is read-only")
        XCTAssertEqual(form.style, Style(title: StyleSpec(bold: true), value: StyleSpec(color: .cyan), focus: StyleSpec(reverse: true), error: StyleSpec(color: .red)))
        XCTAssertEqual(form.sections.map(\.tag), ["account", "details"])

        let account = form.sections[0]
        XCTAssertEqual(account.title, "Account")
        XCTAssertEqual(account.footer, "We never share your email.")
        XCTAssertEqual(account.hidden, .constant(false))
        XCTAssertFalse(account.deletable)
        XCTAssertEqual(account.location, SourceLocation(line: 10, column: 5))
        XCTAssertEqual(account.rows.map(\.tag), ["name", "email", "password", "confirm"])
        XCTAssertEqual(account.rows.map(\.type), [.name, .email, .password, .password])

        let name = account.rows[0]
        XCTAssertEqual(name.title, "Full name")
        XCTAssertEqual(name.required, .constant(true))
        XCTAssertEqual(name.value, .null)
        XCTAssertEqual(name.location, SourceLocation(line: 17, column: 9))
        XCTAssertEqual(account.rows[1].placeholder, "you@example.com")
        XCTAssertEqual(account.rows[2].validators,
                       [ValidatorSpec(kind: .length(min: 8, max: nil), message: "At least 8 characters",
                                      location: SourceLocation(line: 21, column: 27))])
        XCTAssertEqual(account.rows[3].validators,
                       [ValidatorSpec(kind: .equals(tag: "password"), message: "Passwords differ",
                                      location: SourceLocation(line: 23, column: 27))])

        let details = form.sections[1]
        XCTAssertEqual(details.title, "Details")
        XCTAssertNil(details.footer)
        let age = details.rows[0]
        XCTAssertEqual(age.type, .integer)
        XCTAssertEqual(age.value, .number(18))
        XCTAssertEqual(age.min, .number(0))
        XCTAssertEqual(age.max, .number(120))
        XCTAssertEqual(age.unit, "years")
        XCTAssertEqual(details.rows[1].type, .switch)
        XCTAssertEqual(details.rows[1].value, .bool(false))
        // The opening quote is at 33:73; the expression starts right after it.
        XCTAssertEqual(details.rows[2].hidden, .expression("!$newsletter", SourceLocation(line: 33, column: 74)))
    }

    func testEveryRowField() throws {
        let text = """
        {"sections": [{"rows": [
          {"tag": "bio", "type": "textView", "title": "About you", "value": "hi", "placeholder": "…",
           "required": "$bio != ''", "hidden": false, "disabled": true, "disabledMessage": "locked",
           "maxLength": 200, "unit": "字", "format": "upper", "height": 3, "key": "user.bio",
           "style": {"title": "dim", "error": "magenta"},
           "validators": [{"type": "regex", "pattern": "^[a-z]+$"},
                          {"type": "range", "min": -1.5, "max": 2e3},
                          {"type": "expression", "expression": "len($bio) < 10", "message": "short"}]},
          {"tag": "note", "type": "longInfo", "value": "Read me", "height": 2},
          {"tag": "ok", "type": "check"},
          {"tag": "price", "type": "decimal", "value": 9.5, "min": 0.5, "max": 10, "format": "thousands"}
        ]}]}
        """
        let form = try FormLoader.parse(text: text, file: "all.json")
        let bio = try XCTUnwrap(form.row("bio"))
        XCTAssertEqual(bio.type, .textView)
        XCTAssertEqual(bio.title, "About you")
        XCTAssertEqual(bio.value, .string("hi"))
        XCTAssertEqual(bio.placeholder, "…")
        XCTAssertEqual(bio.required, .expression("$bio != ''", SourceLocation(line: 3, column: 17)))
        XCTAssertEqual(bio.hidden, .constant(false))
        XCTAssertEqual(bio.disabled, .constant(true))
        XCTAssertEqual(bio.disabledMessage, "locked")
        XCTAssertEqual(bio.maxLength, 200)
        XCTAssertEqual(bio.unit, "字")
        XCTAssertEqual(bio.format, .upper)
        XCTAssertEqual(bio.height, 3)
        XCTAssertEqual(bio.key, "user.bio")
        XCTAssertEqual(bio.outputKey, "user.bio")
        XCTAssertEqual(bio.style, Style(title: StyleSpec(dim: true), error: StyleSpec(color: .magenta)))
        XCTAssertEqual(bio.validators.map(\.kind), [.regex(pattern: "^[a-z]+$"), .range(min: -1.5, max: 2000),
                                                    .expression("len($bio) < 10")])
        XCTAssertEqual(bio.validators[2].message, "short")
        // An expression validator is located at the expression's first character inside the quotes.
        XCTAssertEqual(bio.validators[2].location, SourceLocation(line: 8, column: 57))
        XCTAssertEqual(bio.location, SourceLocation(line: 2, column: 3))

        let note = try XCTUnwrap(form.row("note"))
        XCTAssertEqual(note.value, .string("Read me"))
        XCTAssertEqual(note.height, 2)
        XCTAssertEqual(note.title, "note", "title defaults to the tag")
        let ok = try XCTUnwrap(form.row("ok"))
        XCTAssertEqual(ok.type, .check)
        XCTAssertEqual(ok.value, .null)
        XCTAssertEqual(ok.required, .never)
        let price = try XCTUnwrap(form.row("price"))
        XCTAssertEqual(price.value, .number(9.5))
        XCTAssertEqual(price.min, .number(0.5))
        XCTAssertEqual(price.max, .number(10))
        XCTAssertEqual(price.format, .thousands)
    }

    func testDefaults() throws {
        let form = try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "a", "type": "text"}]}]}"#, file: "d.json")
        XCTAssertNil(form.title)
        XCTAssertTrue(form.requiredMark)
        XCTAssertFalse(form.autoPlaceholder)
        XCTAssertEqual(form.disabled, .never)
        XCTAssertEqual(form.sections[0].tag, "section1")
        XCTAssertNil(form.sections[0].title)
        XCTAssertNil(form.sections[0].style)
        let row = try XCTUnwrap(form.row("a"))
        XCTAssertEqual(row.title, "a")
        XCTAssertEqual(row.value, .null)
        XCTAssertNil(row.key)
        XCTAssertNil(row.style)
    }

    func testSectionTagDerivation() throws {
        let text = """
        {"sections": [
          {"rows": [{"tag": "a", "type": "text"}]},
          {"tag": "named", "rows": [{"tag": "b", "type": "text"}]},
          {"rows": [{"tag": "section3", "type": "text"}]},
          {"rows": [{"tag": "d", "type": "text"}]}
        ]}
        """
        let form = try FormLoader.parse(text: text, file: "s.json")
        // Position-derived; `section3` is a row's tag, so the third section's tag is made unique.
        XCTAssertEqual(form.sections.map(\.tag), ["section1", "named", "section3_2", "section4"])
        XCTAssertEqual(form.sections[3].location, SourceLocation(line: 5, column: 3))
    }

    func testDerivedTagAvoidsLaterExplicitTag() throws {
        let text = #"{"sections": [{"rows": [{"tag": "a", "type": "text"}]}, {"tag": "section1", "rows": [{"tag": "b", "type": "text"}]}]}"#
        let form = try FormLoader.parse(text: text, file: "s.json")
        XCTAssertEqual(form.sections.map(\.tag), ["section1_2", "section1"])
    }

    func testConditionLocations() throws {
        let text = """
        {"disabled": "$lock",
         "sections": [{"hidden": "empty('a')", "disabled": true, "rows": [
           {"tag": "lock", "type": "switch", "value": true},
           {"tag": "a", "type": "text",    "disabled": "$lock == true", "required": "$lock && $a"}
        ]}]}
        """
        let form = try FormLoader.parse(text: text, file: "c.json")
        XCTAssertEqual(form.disabled, .expression("$lock", SourceLocation(line: 1, column: 15)))
        XCTAssertEqual(form.sections[0].hidden, .expression("empty('a')", SourceLocation(line: 2, column: 27)))
        XCTAssertEqual(form.sections[0].disabled, .constant(true))
        let a = try XCTUnwrap(form.row("a"))
        XCTAssertEqual(a.disabled, .expression("$lock == true", SourceLocation(line: 4, column: 49)))
        XCTAssertEqual(a.required, .expression("$lock && $a", SourceLocation(line: 4, column: 78)))
    }

    func testKeysBeforeTheTypeAreCheckedAgainstIt() throws {
        // Keys before `type` are checked against the type: `min` does not apply to a picker.
        let text = #"{"sections": [{"rows": [{"tag": "g", "min": 1, "options": ["F", {"title": "Male", "value": "m"}], "type": "picker"}]}]}"#
        XCTAssertThrowsError(try FormLoader.parse(text: text, file: "p.json")) {
            XCTAssertEqual("\($0)", "p.json:1:38: row 'g': 'min' does not apply to a 'picker' row")
        }
    }

    func testLoadFromFileAndUnreadableFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spec-tests-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("signup.json").path
        try Self.signup.write(toFile: path, atomically: true, encoding: .utf8)
        let form = try FormLoader.load(path: path)
        XCTAssertEqual(form, try FormLoader.parse(text: Self.signup, file: path))

        XCTAssertThrowsError(try FormLoader.load(path: "no/such/form.json")) {
            XCTAssertEqual("\($0)", "no/such/form.json: cannot read: No such file or directory")
            XCTAssertEqual(($0 as? FormFileErrors)?.first?.location, .unknown)
        }
        XCTAssertThrowsError(try FormLoader.load(path: dir.path)) {
            XCTAssertEqual("\($0)", "\(dir.path): cannot read: Is a directory")
        }
    }
}
