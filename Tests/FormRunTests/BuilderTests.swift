import XCTest
@testable import FormRun
@testable import FormCore
import FormSchema

/// One model, two front ends: a form in code is the form its file would be.
final class BuilderTests: XCTestCase {
    /// The issue's example, in code.
    static let signup = Form("Create your account") {
        Section("Account", footer: "We never share your email.") {
            Row.name("name", "Full name").required()
            Row.email("email", "Email").required()
            Row.password("password", "Password").validate(.length(min: 8), message: "At least 8 characters")
        }
        Section("Details") {
            Row.stepCounter("age", "Age", value: 18, in: 0...120).unit("years")
            Row.switch("newsletter", "Newsletter")
            Row.multipleSelect("topics", "Topics", options: ["Swift", "Go", "Rust"]).hidden("!$newsletter")
        }
    }

    /// The same form as a form file.
    static let signupFile = """
    {
      "title": "Create your account",
      "sections": [
        { "title": "Account", "footer": "We never share your email.", "rows": [
          { "tag": "name", "type": "name", "title": "Full name", "required": true },
          { "tag": "email", "type": "email", "title": "Email", "required": true },
          { "tag": "password", "type": "password", "title": "Password",
            "validators": [ { "type": "length", "min": 8, "message": "At least 8 characters" } ] }
        ] },
        { "title": "Details", "rows": [
          { "tag": "age", "type": "stepCounter", "title": "Age", "value": 18, "min": 0, "max": 120, "unit": "years" },
          { "tag": "newsletter", "type": "switch", "title": "Newsletter" },
          { "tag": "topics", "type": "multipleSelect", "title": "Topics", "options": ["Swift", "Go", "Rust"],
            "hidden": "!$newsletter" }
        ] }
      ]
    }
    """

    func testTheIssuesExampleIsTheModelOfItsFile() throws {
        let code = try Self.signup.model()
        let file = try Form(json: Self.signupFile).model()
        XCTAssertEqual(code.unlocated, file.unlocated)
        XCTAssertEqual(code.rowCount, 6)
        XCTAssertEqual(code.row("password")?.validators.first?.kind, .length(min: 8, max: nil))
    }

    func testEveryRowTypeHasItsFactory() throws {
        var rows: [Row] = []
        for type in RowType.allCases {
            let factory = try XCTUnwrap(Row.factory(for: type.rawValue), "no factory for \(type.rawValue)")
            let row = factory("r\(rows.count)", type.rawValue)
            XCTAssertEqual(row.core.type, type)
            rows.append(row)
        }
        let form = Form("All") { Section { rows } }
        XCTAssertEqual(try form.model().allRows.map(\.type), RowType.allCases)
    }

    /// A row of each kind of key, each key set by its modifier: together they hold every key the
    /// form file's reader knows, so a new key of the file fails here until it has its modifier.
    func testEveryRowKeyHasItsModifier() throws {
        let rows: [Row] = [
            Row.text("a", "A").value("x").placeholder("p").hint("h").required("$b").hidden(false).disabled("$b == 'z'")
                .disabledMessage("no").validate(.regex("^x")).maxLength(9).unit("u").format(.upper).key("o.a")
                .style(title: "bold", value: "cyan"),
            Row.picker("b", "B", options: ["y", "z"]),
            Row.integer("c").min(1).max(9),
            Row.stepCounter("d").step(2),
            Row.textView("e").height(3),
            Row.pushButton("f", "Go", action: .submit),
            Row.tokens("g").minItems(1).maxItems(3).pattern("[a-z]+"),
            Row.file("h").mustExist().extensions(["json"]),
            Row.form("i", "I") { Section { Row.text("x") } },
            Row.list("j", "J", keyed: true) { Section { Row.text("x") } },
        ]
        var keys = Set(["tag", "type", "title"])
        for row in rows {
            guard case .object(let members) = row.json else { return XCTFail("a row is an object") }
            keys.formUnion(members.map(\.key))
        }
        XCTAssertEqual(keys, Set(RowKey.allCases.map(\.rawValue)))
        let form = Form("Keys") { Section { rows } }
        XCTAssertNoThrow(try form.check())
    }

    func testADurationInCodeIsCheckedAsInAFile() throws {
        let form = Form { Section { Row.duration("talk", "Talk", value: "45m", min: "10m", max: "PT2H", step: "5m") } }
        XCTAssertNoThrow(try form.check())
        XCTAssertEqual(try form.model().row("talk")?.step, 300)
        XCTAssertEqual(try form.submit(values: [:])["talk"], "45m", "untouched: as written")
        XCTAssertEqual(try form.submit(values: ["talk": "1:30:00"])["talk"], "1:30:00")
        XCTAssertThrowsError(try form.submit(values: ["talk": "soon"])) { error in
            XCTAssertTrue("\(error)".contains("not a duration: type 90m, 1h30m, 1:30:00 or PT1H30M"), "\(error)")
        }
        XCTAssertThrowsError(try form.submit(values: ["talk": "3h"])) { error in
            XCTAssertTrue("\(error)".contains("must be at most 2 h"), "\(error)")
        }
        XCTAssertThrowsError(try Form { Section { Row.duration("bad", min: "an hour") } }.check()) { error in
            XCTAssertTrue("\(error)".contains("'min' must be a duration such as 90m, 1h30m, 1:30:00 or PT1H30M"), "\(error)")
        }
    }

    func testOptionsWithTitlesAndValuesAndAListInCode() throws {
        let code = Form {
            Section(tag: "s") {
                Row.picker("gender", "Gender").options([(title: "Female", value: "f"), (title: "Male", value: "m")])
                Row.list("people", "People", itemTitle: "Person") { Section { Row.name("who", "Name").required() } }.maxItems(3)
            }
        }
        let file = try Form(json: """
        {"sections": [{"tag": "s", "rows": [
          {"tag": "gender", "type": "picker", "title": "Gender",
           "options": [{"title": "Female", "value": "f"}, {"title": "Male", "value": "m"}]},
          {"tag": "people", "type": "list", "title": "People", "maxItems": 3,
           "item": {"title": "Person", "sections": [{"rows": [{"tag": "who", "type": "name", "title": "Name", "required": true}]}]}}
        ]}]}
        """)
        XCTAssertEqual(try code.model().row("gender")?.withoutLocations, try file.model().row("gender")?.withoutLocations)
        XCTAssertEqual(try code.model().row("people")?.maxItems, 3)
        XCTAssertEqual(try code.model().row("people")?.subForm?.itemTitle, "Person")
        let answers = try code.submit(values: ["gender": "m", "people": [["who": "Ada"]]])
        XCTAssertEqual(answers["gender"], "m")
        XCTAssertEqual(answers["people"], [["who": "Ada"]])
    }

    func testEveryValidatorTypeHasItsCase() throws {
        let validators: [FormRun.Validator] = [.regex("x"), .length(min: 1), .range(max: 3), .equals(tag: "a"),
                                               .expression("$a != ''"), .schema(["type": "string"])]
        XCTAssertEqual(validators.map(\.type), ValidatorType.allCases.map(\.rawValue))
        let form = Form {
            Section {
                Row.text("a")
                validators.reduce(Row.text("b")) { $0.validate($1) }
            }
        }
        XCTAssertEqual(try form.model().row("b")?.validators.count, 6)
    }

    func testEveryFormKeyHasItsModifier() throws {
        let form = Form("T") { Section { Row.text("a") } }
            .requiredMark(false).autoPlaceholder().sortByTag().disabled("$a == 'x'").disabledMessage("m")
            .style(title: "bold")
        guard case .code(let members, _) = form.source else { return XCTFail("a form in code") }
        XCTAssertEqual(Set(members.map(\.key) + ["sections"]), Set(FormKey.allCases.map(\.rawValue)))
        let model = try form.model()
        XCTAssertFalse(model.requiredMark)
        XCTAssertTrue(model.sortByTag)
    }

    func testAFormInCodeIsCheckedAsAFileNamingTheRow() {
        let duplicate = Form("Dup") { Section { Row.text("a"); Row.text("a") } }
        XCTAssertEqual(problem(duplicate), "Form(\"Dup\"): row 'a': duplicate tag 'a'")
        let unknown = Form("Cond") { Section { Row.text("a").hidden("$nope") } }
        XCTAssertTrue(problem(unknown)?.hasPrefix("Form(\"Cond\"): row 'a': ") ?? false, problem(unknown) ?? "")
        XCTAssertTrue(problem(unknown)?.contains("nope") ?? false)
        let regex = Form("Re") { Section { Row.text("a").validate(.regex("(")) } }
        XCTAssertTrue(problem(regex)?.hasPrefix("Form(\"Re\"): row 'a': ") ?? false, problem(regex) ?? "")
        let key = Form("Key") { Section { Row.switch("a").placeholder("p") } }
        XCTAssertEqual(problem(key), "Form(\"Key\"): row 'a': 'placeholder' does not apply to a 'switch' row")
    }

    func testEveryProblemOfAFormInCodeIsReportedAtOnce() {
        let form = Form("Two") { Section { Row.text("a"); Row.switch("b").placeholder("p"); Row.text("a") } }
        XCTAssertThrowsError(try form.check()) { error in
            guard case .formFile(let problems) = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(problems.problems.map(\.tag), ["b", "a"])
            XCTAssertEqual("\(error)", """
                Form("Two"): row 'b': 'placeholder' does not apply to a 'switch' row
                Form("Two"): row 'a': duplicate tag 'a'
                """)
        }
    }

    private func problem(_ form: Form) -> String? {
        do {
            try form.check()
            return nil
        } catch {
            return "\(error)"
        }
    }
}
