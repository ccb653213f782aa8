import XCTest
@testable import FormRun

/// Running a form: scripted keys, headless submits, plain mode; how each ends.
final class RunningTests: XCTestCase {
    let form = Form("Sign up") {
        Section("Account") {
            Row.name("name", "Full name").required()
            Row.integer("age", "Age").validate(.range(min: 18), message: "Adults only")
            Row.switch("newsletter", "Newsletter")
        }
    }

    func testScriptedKeysReturnTheAnswersAndTheScreen() throws {
        let answers = try form.run(keys: "text:Ada,Down,text:36,C-s", size: TerminalSize(columns: 60, rows: 12))
        XCTAssertEqual(answers["name"], "Ada")
        XCTAssertEqual(answers["age"], 36)
        XCTAssertEqual(answers["newsletter"], false)
        XCTAssertEqual(answers.json, "{\n  \"name\": \"Ada\",\n  \"age\": 36,\n  \"newsletter\": false\n}\n")
        let screen = try XCTUnwrap(answers.screen)
        XCTAssertTrue(screen.contains("Full name"), screen)
        XCTAssertEqual(screen.filter { $0 == "\n" }.count, 12)
    }

    func testScriptedEndsAreThrown() {
        XCTAssertThrowsError(try form.run(keys: "Escape")) { error in
            guard case .cancelled? = error as? FormRunError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try form.run(keys: "C-c")) { error in
            guard case .interrupted? = error as? FormRunError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try form.run(keys: "text:Ada")) { error in
            guard case .keysEnded(let screen)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertTrue(screen.contains("Ada"), screen)
        }
        XCTAssertThrowsError(try form.run(keys: "Nokey")) { error in
            guard case .badKeys? = error as? FormRunError else { return XCTFail("\(error)") }
        }
    }

    func testTheScreenAfterKeys() throws {
        let screen = try form.screen(keys: "text:Grace", size: TerminalSize(columns: 40, rows: 10))
        XCTAssertTrue(screen.contains("Grace"), screen)
    }

    func testSubmitValidValues() throws {
        let answers = try form.submit(values: ["name": "Ada", "age": 36, "newsletter": true])
        XCTAssertEqual(answers.value, ["name": "Ada", "age": 36, "newsletter": true])
    }

    func testSubmitInvalidValuesThrowsTheFailingRowsAsTheCommandLinePrintsThem() {
        XCTAssertThrowsError(try form.submit(values: ["age": 12])) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.tag), ["name", "age"])
            XCTAssertEqual(failures.map(\.title), ["Full name", "Age"])
            XCTAssertEqual(failures[1].message, "Adults only")
            XCTAssertEqual("\(error)", "Form(\"Sign up\"): /name: full name is required\nForm(\"Sign up\"): /age: adults only")
        }
    }

    func testSubmitRefusesAValueOfTheWrongType() {
        XCTAssertThrowsError(try form.submit(values: ["age": "old"])) { error in
            guard case .formFile(let problem)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertTrue(problem.description.contains("age"), problem.description)
        }
    }

    /// Issue 27 row 11: the library's JSON text keeps every digit of a decimal, as the command does.
    func testADecimalKeepsEveryDigitInTheJSONText() throws {
        let decimals = Form("D") { Section("S") { Row.decimal("d", "D") } }
        let tiny = "0." + String(repeating: "0", count: 399) + "1"
        for (given, written) in [("123456789012345678901234567890", "123456789012345678901234567890"), ("1e-400", tiny)] {
            let answers = try decimals.runPlain(ScriptLines([given]), from: decimals.startState())
            XCTAssertTrue(answers.json.contains("\"d\": \(written)") || answers.json.contains("\"d\":\(written)"), answers.json)
        }
    }

    func testPlainModeAsksEachRowAndAsksARefusedOneAgain() throws {
        let lines = ScriptLines(["Ada", "12", "40", "y"])
        let answers = try form.runPlain(lines, from: form.startState())
        XCTAssertEqual(answers.value, ["name": "Ada", "age": 40, "newsletter": true])
        XCTAssertTrue(lines.said.contains("Adults only"), "\(lines.said)")
    }

    /// A `textView` takes several lines up to an empty line, as `formrun --plain` reads it.
    func testPlainModeReadsATextViewsLines() throws {
        let notes = Form("Notes") { Section { Row.textView("bio", "Bio"); Row.text("after", "After") } }
        let lines = ScriptLines(["one", "two", "", "last"])
        let answers = try notes.runPlain(lines, from: notes.startState())
        XCTAssertEqual(answers.value, ["bio": "one\ntwo", "after": "last"])
    }

    func testPlainModeCancelsAtTheEndOfTheInput() {
        XCTAssertThrowsError(try form.runPlain(ScriptLines(["Ada"]), from: form.startState())) { error in
            guard case .cancelled? = error as? FormRunError else { return XCTFail("\(error)") }
        }
    }
}

/// The rows' closures reach the engine as `FormHooks`, by tag, sub-forms' rows included.
final class HooksTests: XCTestCase {
    func testTheRowsClosuresBecomeTheStatesHooks() throws {
        var city = Row.picker("city", "City", options: ["Paris"])
        city.options = { _ in [] }
        var name = Row.text("name")
        name.validators.append { _, _ in nil }
        name.onChange.append { _, _ in [:] }
        var street = Row.text("street")
        street.validators.append { _, _ in "no" }
        let form = Form {
            Section {
                name
                city
                Row.form("address", "Address") { Section { street } }
            }
        }
        let hooks = try form.startState().hooks
        XCTAssertEqual(hooks.validators.keys.map(\.description).sorted(), ["address/street", "name"])
        XCTAssertEqual(hooks.onChange.keys.map(\.description).sorted(), ["name"])
        XCTAssertEqual(hooks.options.keys.map(\.description).sorted(), ["city"])
        XCTAssertTrue(try Form(json: BuilderTests.signupFile).startState().hooks.isEmpty)
    }
}
