import XCTest
@testable import FormRun

/// The issue's example: a form bound to a `Codable` value.
struct Deploy: Codable, Equatable, Sendable {
    enum Env: String, Codable, CaseIterable, Sendable { case dev, staging, prod }
    struct Variable: Codable, Equatable, Sendable { var key = ""; var value = "" }
    var service = ""
    var env = Env.dev
    var replicas = 1
    var variables: [Variable] = []
    var confirm = false
    var owner: String?
    var team = ""
}

/// A `TypedForm` builds the rows from the value's types, starts from the value, gives a value back
/// and places the rules' problems at their rows.
final class TypedFormTests: XCTestCase {
    let form = TypedForm(Deploy(), "Deploy") {
        Section("Service") {
            Field(\.service, "Service").required()
            Field(\.env, "Environment")
            Field(\.replicas, "Replicas", in: 1...20)
            Field(\.variables, "Variables") {
                Field(\.key, "Key").required()
                Field(\.value, "Value")
            }
            Field(\.confirm, "Confirm")
            Field(\.owner, "Owner")
        }
    }
    .validate { d in d.env == .prod && d.replicas < 2 ? [Problem(\.replicas, "prod needs 2 replicas")] : [] }

    let size = TerminalSize(columns: 70, rows: 20)

    func testTheRowsAreTaggedByTheCodingKeysAndTypedByTheProperties() throws {
        let file = form.formFileText
        for expected in [#""tag": "service""#, #""type": "picker""#, #""type": "stepCounter""#, #""type": "list""#,
                         #""type": "switch""#, #""tag": "owner""#, #""tag": "key""#] {
            XCTAssertTrue(file.contains(expected), "\(expected) in \(file)")
        }
        XCTAssertFalse(file.contains(#""tag": "team""#), file)
    }

    func testTheEnumPickersOptionsAreItsCases() throws {
        let picker = try XCTUnwrap(form.fields.first { $0.row.core.tag == "env" }?.row)
        let options = picker.members.first { $0.key == "options" }?.value
        XCTAssertEqual(options.map { "\($0)" }?.contains("staging"), true, "\(String(describing: options))")
        XCTAssertEqual(Row.cases(of: Deploy.Env.self, titles: nil).map(\.value), ["dev", "staging", "prod"])
    }

    func testAValidValueComesBackEqual() throws {
        let deploy = Deploy(service: "api", env: .prod, replicas: 3, variables: [.init(key: "A", value: "1")], confirm: true, owner: "ada", team: "core")
        XCTAssertEqual(try form.submit(deploy), deploy)
    }

    func testARequiredFieldEmptyIsRefused() {
        XCTAssertThrowsError(try form.submit(Deploy())) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.path), ["/service"])
        }
    }

    func testTheCrossFieldRuleIsPlacedAtItsRow() {
        XCTAssertThrowsError(try form.submit(Deploy(service: "api", env: .prod, replicas: 1))) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.path), ["/replicas"])
            XCTAssertEqual(failures.map(\.reason), ["prod needs 2 replicas"])
            XCTAssertTrue("\(error)".contains("/replicas"), "\(error)")
        }
    }

    func testARequiredFieldInAListItemIsRefused() {
        XCTAssertThrowsError(try form.submit(Deploy(service: "api", variables: [.init(key: "", value: "x")]))) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.path), ["/variables/0/key"])
        }
    }

    func testAProblemInAListItemIsNamedByItsPointer() {
        let strict = form.validate { d in d.variables.indices.compactMap { i in d.variables[i].value.isEmpty ? Problem(\.variables[i].value, "say it") : nil } }
        let deploy = Deploy(service: "api", variables: [.init(key: "A", value: "1"), .init(key: "B", value: "")])
        XCTAssertThrowsError(try strict.submit(deploy)) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.path), ["/variables/1/value"])
        }
    }

    func testScriptedKeysFillTheFormAndDecodeIntoTheValue() throws {
        let deploy = try form.run(keys: "text:api,Down,Right,Right,Down,Right,Down,Enter,a,text:K,Down,text:V,Escape,Escape,Down,Space,Down,text:ada,C-s", size: size)
        XCTAssertEqual(deploy, Deploy(service: "api", env: .prod, replicas: 2, variables: [.init(key: "K", value: "V")], confirm: true, owner: "ada"))
    }

    func testTheStartingValueIsWhereTheFormStarts() throws {
        let started = TypedForm(Deploy(service: "web", env: .staging, replicas: 4, owner: "bob", team: "kept")) {
            Section {
                Field(\.service, "Service")
                Field(\.env, "Environment")
                Field(\.replicas, "Replicas", in: 1...20)
                Field(\.owner, "Owner")
            }
        }
        XCTAssertEqual(try started.run(keys: "C-s", size: size), Deploy(service: "web", env: .staging, replicas: 4, owner: "bob", team: "kept"))
    }

    func testAnOptionalClearedIsNil() throws {
        let started = TypedForm(Deploy(service: "web", owner: "bob")) {
            Section { Field(\.owner, "Owner") }
        }
        let deploy = try started.run(keys: "C-u,C-s", size: size)
        XCTAssertNil(deploy.owner)
        XCTAssertEqual(deploy.service, "web")
    }

    func testTheRuleShowsUnderItsRowOnTheScreen() throws {
        XCTAssertThrowsError(try form.run(keys: "text:api,Down,Right,Right,C-s", size: size)) { error in
            guard case .keysEnded(let screen)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertTrue(screen.contains("prod needs 2 replicas"), screen)
        }
    }

    func testAProblemInAListItemShowsUnderTheListOnTheScreen() throws {
        let strict = form.validate { d in d.variables.indices.compactMap { i in d.variables[i].value.isEmpty ? Problem(\.variables[i].value, "say it") : nil } }
        XCTAssertThrowsError(try strict.run(keys: "text:api,Down,Down,Down,Enter,a,text:K,Escape,Escape,C-s", size: size)) { error in
            guard case .keysEnded(let screen)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertTrue(screen.contains("Variables 1 › Value: say it"), screen)
        }
    }

    /// A field's rule over a list item runs for each item, through the rows' checker: headless
    /// it is thrown at the item's row, on the screen it is shown under it.
    func testAFieldsRuleInAListItemIsPlacedInTheItem() throws {
        let keys = TypedForm(Deploy()) {
            Section {
                Field(\.service, "Service")
                Field(\.variables, "Variables") {
                    Field(\.key, "Key").validate { v in v.key.contains(" ") ? [Problem(\.key, "No spaces")] : [] }
                    Field(\.value, "Value")
                }
            }
        }
        let deploy = Deploy(variables: [.init(key: "A", value: "1"), .init(key: "B C", value: "2")])
        XCTAssertThrowsError(try keys.submit(deploy)) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.path), ["/variables/1/key"])
            XCTAssertEqual(failures.map(\.reason), ["No spaces"])
        }
        XCTAssertEqual(try keys.submit(Deploy(variables: [.init(key: "A", value: "1")])).variables.count, 1)
        XCTAssertThrowsError(try keys.run(keys: "Down,Enter,a,text:B C,Down,C-s", size: size)) { error in
            guard case .keysEnded(let screen)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertTrue(screen.contains("No spaces"), screen)
        }
    }

    func testADictionaryOfStructsIsAKeyedList() throws {
        struct Fleet: Codable, Equatable { struct Ship: Codable, Equatable { var crew = 0 }; var ships: [String: Ship] = [:] }
        let form = TypedForm(Fleet(ships: ["Argo": .init(crew: 50)])) {
            Section { Field(\.ships, "Ships") { Field(\.crew, "Crew") } }
        }
        XCTAssertTrue(form.formFileText.contains(#""keyed": true"#), form.formFileText)
        XCTAssertEqual(try form.run(keys: "C-s", size: size), Fleet(ships: ["Argo": .init(crew: 50)]))
        let fleet = Fleet(ships: ["Argo": .init(crew: 50), "Nautilus": .init(crew: 3)])
        XCTAssertEqual(try form.submit(fleet), fleet)
    }

    func testEachPropertyTypeHasItsRowAndComesBack() throws {
        struct Profile: Codable, Equatable {
            enum Plan: String, Codable, CaseIterable { case free, pro }
            var mail = ""
            var bio = ""
            var height = 0.0
            var tags: [String] = []
            var agreed = false
            var age: Int?
            var rating: Double?
            var plan: Plan?
            var level = 3
        }
        let form = TypedForm(Profile()) {
            Section {
                Field(\.mail, "Email", .email)
                Field(\.bio, "Bio", .textView)
                Field(\.height, "Height")
                Field(\.tags, "Tags")
                Field(\.agreed, "Agreed", .check)
                Field(\.age, "Age")
                Field(\.rating, "Rating")
                Field(\.plan, "Plan", .segmented, titles: { $0.rawValue.uppercased() })
                Field(\.level, "Level", in: 1...5, .slider)
            }
        }
        let file = form.formFileText
        for type in ["email", "textView", "decimal", "tokens", "check", "integer", "segmentedControl", "slider"] {
            XCTAssertTrue(file.contains(#""type": "\#(type)""#), "\(type) in \(file)")
        }
        XCTAssertTrue(file.contains("PRO"), file)
        let full = Profile(mail: "a@b.co", bio: "hi\nthere", height: 1.8, tags: ["x", "y"], agreed: true, age: 40, rating: 4.5, plan: .pro, level: 2)
        XCTAssertEqual(try form.submit(full), full)
        XCTAssertEqual(try form.submit(Profile(level: 1)), Profile(level: 1))
    }

    func testAFormFromTheValuesShapeAlone() throws {
        let start = Deploy(service: "web", variables: [.init(key: "K", value: "V")])
        let prototype = TypedForm(start, "Deploy")
        let file = prototype.formFileText
        for expected in [#""tag": "service""#, #""title": "Service""#, #""type": "picker""#, #""tag": "replicas""#, #""type": "switch""#,
                         #""tag": "owner""#] {
            XCTAssertTrue(file.contains(expected), "\(expected) in \(file)")
        }
        XCTAssertFalse(file.contains(#""tag": "variables""#), file)
        var expected = start
        expected.owner = "ada"
        XCTAssertEqual(try prototype.run(keys: "Down,Down,Down,Down,text:ada,C-s", size: size), expected)
        XCTAssertEqual(TypedForm<Deploy>.title(of: "releaseDate"), "Release date")
        XCTAssertEqual(TypedForm<Deploy>.title(of: "max_items"), "Max items")
    }

    func testEscapeIsCancelled() {
        XCTAssertThrowsError(try form.run(keys: "Escape", size: size)) { error in
            XCTAssertEqual(error as? FormRunError, .cancelled)
        }
    }

    func testAnAppSpeaksAsItself() {
        let tool = form.app("deploy-wizard")
        XCTAssertEqual(tool.form().draftApp, "deploy-wizard")
        XCTAssertThrowsError(try tool.submit(Deploy(service: "api", env: .prod, replicas: 1))) { error in
            XCTAssertTrue("\(error)".hasPrefix("deploy-wizard: /replicas: "), "\(error)")
        }
    }

    func testTwoPropertiesOfOneTypeAreToldApart() {
        struct Pair: Codable { var first = ""; var second = ""; var flag = false; var other = false }
        XCTAssertEqual(KeyPathProbe.path(of: \Pair.second), ["second"])
        XCTAssertEqual(KeyPathProbe.path(of: \Pair.first), ["first"])
        XCTAssertEqual(KeyPathProbe.path(of: \Pair.other), ["other"])
    }
}

/// `.app`: every message of a thrown error can speak as the tool.
final class AppMessageTests: XCTestCase {
    let tool = TypedForm(Deploy()) { Section { Field(\.service, "Service").required() } }.app("deploy-wizard")

    func testEveryErrorSpeaksAsTheApp() {
        XCTAssertEqual(tool.message(for: FormRunError.cancelled), "deploy-wizard: cancelled")
        XCTAssertEqual(tool.message(for: FormRunError.interrupted), "deploy-wizard: interrupted")
        XCTAssertEqual(tool.message(for: FormRunError.noTerminal("no /dev/tty")), "deploy-wizard: no /dev/tty")
        XCTAssertEqual(tool.message(for: CancellationError()), "deploy-wizard: cancelled")
    }

    func testACancelledRunIsSaidByTheApp() {
        XCTAssertThrowsError(try tool.run(keys: "Escape", size: TerminalSize(columns: 50, rows: 10))) { error in
            XCTAssertEqual(error as? FormRunError, .cancelled)
            XCTAssertEqual(tool.message(for: error), "deploy-wizard: cancelled")
        }
    }

    func testAnInvalidValueIsSaidByTheAppAtItsPointer() {
        XCTAssertThrowsError(try tool.submit(Deploy())) { error in
            XCTAssertEqual(tool.message(for: error), "deploy-wizard: /service: service is required")
        }
    }

    /// A thrown error prints with no speaker where it has none (so that it never says formrun in
    /// someone else's tool), and a failing answer with the tool's name, which it carries.
    func testAThrownErrorPrintsAsTheAppOrAsNoOne() {
        XCTAssertEqual("\(FormRunError.cancelled)", "cancelled")
        XCTAssertEqual("\(FormRunError.noTerminal("no /dev/tty"))", "no /dev/tty")
        XCTAssertThrowsError(try tool.run(keys: "Escape", size: TerminalSize(columns: 50, rows: 10))) { error in
            XCTAssertEqual("\(error)", "cancelled")
        }
        XCTAssertThrowsError(try tool.submit(Deploy())) { error in
            XCTAssertEqual("\(error)", "deploy-wizard: /service: service is required")
            XCTAssertFalse("\(error)".contains("formrun"))
        }
    }

    func testWithoutAnAppFormrunSpeaks() {
        let plain = TypedForm(Deploy()) { Section { Field(\.service, "Service") } }
        XCTAssertEqual(plain.message(for: FormRunError.cancelled), "formrun: cancelled")
        XCTAssertEqual(FormRunError.cancelled.message(as: "x"), "x: cancelled")
    }
}
