import XCTest
import Dispatch
@testable import FormRun
import FormCore
import FormSchema
import FormUI
import FormScreen
import FormTerminal
import FormApp

/// Custom row kinds: the registry, a form file naming one, and the example `SemverKind` run on
/// the in-memory terminal through the session (as `--keys` runs a form).
final class CustomKindTests: XCTestCase {
    override func setUp() {
        CustomKinds.register(SemverKind(), as: "semver")
    }

    // MARK: Registry

    func testRegistryRefusesBuiltInAndEmptyNames() {
        XCTAssertFalse(CustomKinds.register(SemverKind(), as: "text"))
        XCTAssertFalse(CustomKinds.register(SemverKind(), as: ""))
        XCTAssertFalse(CustomKinds.register(SemverKind(), as: "custom"))
        XCTAssertTrue(CustomKinds.isRegistered("semver"))
        XCTAssertTrue(CustomKinds.register(SemverKind(), as: "version-of-thing"))
        XCTAssertTrue(CustomKinds.isRegistered("version-of-thing"))
        CustomKinds.unregister("version-of-thing")
        XCTAssertFalse(CustomKinds.isRegistered("version-of-thing"))
    }

    func testRegistryTakesRegistrationsFromManyThreads() {
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            CustomKinds.register(SemverKind(), as: "threaded-\(i)")
            _ = CustomKinds.isRegistered("threaded-\((i + 1) % 64)")
        }
        XCTAssertEqual((0..<64).filter { CustomKinds.isRegistered("threaded-\($0)") }.count, 64)
        for i in 0..<64 { CustomKinds.unregister("threaded-\(i)") }
        XCTAssertFalse(CustomRowTypes.names.contains { $0.hasPrefix("threaded-") })
    }

    // MARK: Form files

    func testAFormFileNamesARegisteredKind() throws {
        let form = try FormLoader.parse(text: """
            {"sections": [{"rows": [{"tag": "version", "type": "semver", "title": "Version", "value": "2.0.1", "required": true}]}]}
            """, file: "f.json")
        let row = try XCTUnwrap(form.row("version"))
        XCTAssertEqual(row.type, .custom)
        XCTAssertEqual(row.customKind, "semver")
        var state = FormState(form: form, today: "2026-01-01")
        XCTAssertEqual(state.value(of: "version"), .string("2.0.1"))
        XCTAssertEqual(Submission.failures(&state, gather: { _ in FileFacts() }).count, 0)
        state.setGivenValue(.string("2.0"), of: "version")
        XCTAssertEqual(Submission.failures(&state, gather: { _ in FileFacts() }).first?.message,
                       "Not a version: MAJOR.MINOR.PATCH, such as 1.4.0", "the kind's check holds on submit")
    }

    func testARowOfTheKindWithNoValueStartsWithTheKindsValue() throws {
        let form = try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "v", "type": "semver"}]}]}"#, file: "f.json")
        XCTAssertEqual(FormState(form: form, today: "2026-01-01").value(of: "v"), .string("0.1.0"))
    }

    func testAnUnregisteredKindIsTheLocatedUnknownTypeError() {
        let text = """
            {"sections": [{"rows": [
              {"tag": "v", "type": "semverx"}]}]}
            """
        XCTAssertThrowsError(try FormLoader.parse(text: text, file: "f.json")) { error in
            guard let error = (error as? FormFileErrors)?.errors.first, case .unknownType(let name, let suggestions) = error.kind else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(name, "semverx")
            XCTAssertEqual(suggestions, ["semver"], "registered names are suggested too")
            XCTAssertEqual(error.location.line, 2)
        }
        XCTAssertThrowsError(try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "v", "type": "custom"}]}]}"#,
                                                  file: "f.json"), "`custom` names no type in a file")
    }

    // MARK: The example kind, run on the in-memory terminal

    private func session(_ keys: [FormScreen.Key], rows: [FormRun.Row] = [FormRun.Row.custom("version", "Version", kind: "semver", value: .string("1.3.7"))])
        -> (FormSession, MemoryTerminal, FormSession.End) {
        let form = FormCore.Form(sections: [FormCore.Section(tag: "s", rows: rows.map(\.core))])
        let terminal = MemoryTerminal(rows: 12, cols: 60, keys: keys)
        let session = FormSession(state: FormState(form: form, today: "2026-01-01"), terminal: terminal)
        session.endsWhenIdle = true
        let end = session.run()
        return (session, terminal, end)
    }

    func testKeysEditTheVersionAndTheOutputHoldsIt() {
        let (session, terminal, end) = session([.right, .up, .up, .left, .char("4"), .ctrl("s")])
        XCTAssertEqual(end, .outcome(.submitted))
        XCTAssertTrue(ScreenDump.text(terminal).contains("14.5.0"), ScreenDump.text(terminal))
        XCTAssertEqual(OutputWriter.json(session.state.outputEntries, compact: true), #"{"version":"14.5.0"}"# + "\n")
    }

    func testThePartUnderTheCursorIsDrawnInTheFocusStyle() throws {
        let (_, terminal, _) = session([.right])
        let screen = ScreenDump.text(terminal).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try XCTUnwrap(screen.firstIndex { $0.contains("1.3.7") })
        let column = try XCTUnwrap(screen[line].range(of: "1.3.7")).lowerBound
        let start = screen[line].distance(from: screen[line].startIndex, to: column) + 2
        let focused = ScreenDump.styleRuns(terminal).filter { $0.line == line && $0.style.reverse }
        XCTAssertTrue(focused.contains { $0.from <= start && start < $0.to && $0.to - $0.from == 1 },
                      "the minor part (\(start)) alone: \(focused)")
    }

    func testARefusedKeyShowsTheKindsMessage() {
        let (_, terminal, _) = session([.left])
        XCTAssertTrue(ScreenDump.text(terminal).contains("Already on the major part"), ScreenDump.text(terminal))
        XCTAssertEqual(terminal.bells, 1)
        let (_, lowered, _) = session([.down, .down], rows: [FormRun.Row.custom("v", "V", kind: "semver", value: .string("1.0.0"))])
        XCTAssertTrue(ScreenDump.text(lowered).contains("The major version is 0 already"), ScreenDump.text(lowered))
    }

    func testHelpAndFooterListTheKindsKeys() {
        let (_, footer, _) = session([])
        XCTAssertTrue(ScreenDump.text(footer).contains("part"), ScreenDump.text(footer))
        let (_, help, _) = session([.function(1)])
        let text = ScreenDump.text(help)
        XCTAssertTrue(text.contains("This row: Version (a version row)"), text)
        XCTAssertTrue(text.contains("move between major, minor and patch"), text)
        XCTAssertTrue(text.contains("raise / lower the part under the cursor"), text)
    }

    // MARK: The FormRun modifiers

    func testModifiersBecomeTheEngineHooks() throws {
        let password = FormRun.Row(FormCore.Row(tag: "password", type: .password, title: "Password"))
        let again = FormRun.Row(FormCore.Row(tag: "again", type: .password, title: "Again"))
            .validate { value, answers in value == answers["password"] ? nil : "Does not match" }
            .onChange { value, _ in ["echo": value] }
        var city = FormRun.Row(FormCore.Row(tag: "city", type: .picker, title: "City"))
            .options { answers in answers["again"] == .string("x") ? ["Paris"] : ["Tokyo", "Osaka"] }
        city.core.options = [Option(title: "-", value: .null)]
        let echo = FormRun.Row(FormCore.Row(tag: "echo", type: .text, title: "Echo"))
        let rows = [password, again, city, echo]
        var state = FormState(form: FormCore.Form(sections: [FormCore.Section(tag: "s", rows: rows.map(\.core))]),
                              today: "2026-01-01")
        state.hooks = FormHooks(collecting: rows)
        XCTAssertEqual(state.row("city")?.options.map(\.title), ["Tokyo", "Osaka"])
        Update.update(.key(.down), to: &state)
        Update.update(.key(.char("x")), to: &state)
        XCTAssertEqual(state.value(of: "echo"), .string("x"))
        XCTAssertEqual(state.row("city")?.options.map(\.title), ["Paris"])
        Update.update(.key(.down), to: &state)
        XCTAssertEqual(state.errors["again"], "Does not match")
    }

    func testJSONCrossesToTheEngineAndBack() {
        let json = JSON.array([.integer(3), .number(0.5), .string("a"), .bool(true), .null])
        XCTAssertEqual(JSON(engineValue: json.engineValue), json)
    }
}
