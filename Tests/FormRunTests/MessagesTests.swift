import XCTest
@testable import FormRun

/// `required(message:)` and `messages(_:)`: the form's own words for formrun's checks, on the
/// screen and in what is thrown.
final class MessagesTests: XCTestCase {
    let size = TerminalSize(columns: 60, rows: 12)

    private func reasons(_ body: () throws -> Any) -> [String] {
        do {
            _ = try body()
            return []
        } catch {
            guard case .invalid(let failures)? = error as? FormRunError else { return ["\(error)"] }
            return failures.map(\.reason)
        }
    }

    func testARowsRequiredMessageReplacesFormruns() {
        let form = Form { Section { Row.text("name", "Name").required(message: "Who are you?") } }
        XCTAssertEqual(reasons { try form.submit(values: [:]) }, ["Who are you?"])
    }

    func testTheRequiredMessageShowsUnderTheRow() throws {
        let form = Form { Section { Row.text("name", "Name").required(message: "Who are you?") } }
        let screen = try form.screen(keys: "C-s", size: size)
        XCTAssertTrue(screen.contains("Who are you?"), screen)
        XCTAssertFalse(screen.contains("Name is required"), screen)
    }

    func testTheFormsWordsReplaceFormrunsForEveryRow() {
        let form = Form {
            Section {
                Row.text("name", "Name").required()
                Row.integer("age", "Age").min(18)
            }
        }
        .messages(Messages(required: { "\($0) fehlt" }, atLeast: { "Mindestens \(Int($0))" }))
        XCTAssertEqual(reasons { try form.submit(values: [:]) }, ["Name fehlt"])
        XCTAssertEqual(reasons { try form.submit(values: ["name": "Ada", "age": 12]) }, ["Mindestens 18"])
    }

    func testARowsOwnWordsComeBeforeTheForms() {
        let form = Form {
            Section {
                Row.text("name", "Name").required(message: "Who are you?")
                Row.text("city", "City").required()
            }
        }
        .messages(Messages(required: { "\($0) fehlt" }))
        XCTAssertEqual(reasons { try form.submit(values: ["city": "Bern"]) }, ["Who are you?"])
        XCTAssertEqual(reasons { try form.submit(values: ["name": "Ada"]) }, ["City fehlt"])
    }

    func testWordsNotGivenStayFormrunsOwn() {
        let form = Form { Section { Row.integer("age", "Age").min(18).required() } }
            .messages(Messages(notADate: "Kein Datum"))
        XCTAssertEqual(reasons { try form.submit(values: [:]) }, ["Age is required"])
        XCTAssertEqual(reasons { try form.submit(values: ["age": 3]) }, ["Must be at least 18"])
    }

    func testATypedFormsFieldsAndItemsSayTheGivenWords() {
        let form = TypedForm(Deploy()) {
            Section {
                Field(\.service, "Service").required(message: "Name the service")
                Field(\.variables, "Variables") {
                    Field(\.key, "Key").required()
                    Field(\.value, "Value")
                }
            }
        }
        .messages(Messages(required: { "\($0) fehlt" }))
        XCTAssertEqual(reasons { try form.submit(Deploy()) }, ["Name the service"])
        let deploy = Deploy(service: "api", variables: [.init(key: "", value: "1")])
        XCTAssertEqual(reasons { try form.submit(deploy) }, ["Key fehlt"])
    }

    func testPlainModeSaysTheRowsWords() throws {
        let form = Form { Section { Row.text("name", "Name").required(message: "Who are you?") } }
        let lines = ScriptLines(["", "Ada"])
        let answers = try form.runPlain(lines, from: form.startState())
        XCTAssertEqual(answers.value, ["name": "Ada"])
        XCTAssertTrue(lines.said.contains { $0.contains("Who are you?") }, "\(lines.said)")
    }
}
