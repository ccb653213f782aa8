import XCTest
import FormCore
import FormScreen
@testable import FormUI

/// The code a form built in Swift attaches to rows (`FormHooks`), run by the engine: validators
/// on every check path, change handlers and options providers after an update.
final class HookTests: XCTestCase {
    private func state(_ rows: [Row], hooks: FormHooks) -> FormState {
        var state = FormState(form: Form(sections: [Section(tag: "s", rows: rows)]), today: "2026-01-01")
        state.hooks = hooks
        _ = state.takeChanges()
        return state
    }

    private func text(_ tag: String, _ value: String? = nil) -> Row {
        var row = Row(tag: tag, type: .text, title: tag.uppercased())
        if let value { row.value = .string(value) }
        return row
    }

    private func type(_ text: String, into state: inout FormState) {
        for character in text { Update.update(.key(.char(character)), to: &state) }
    }

    private var evenLength: FormHooks {
        var hooks = FormHooks()
        hooks.validators[HookPlace(["a"])] = [{ value, answers in
            (value.stringValue?.count ?? 0) % 2 == 0 ? nil : "Even length please (b is \(answers["b"].stringValue ?? "-"))"
        }]
        return hooks
    }

    // MARK: Validators

    func testValidatorRunsWhenTheRowIsLeft() {
        var state = state([text("a"), text("b", "bee")], hooks: evenLength)
        type("xyz", into: &state)
        Update.update(.key(.down), to: &state)
        XCTAssertEqual(state.errors["a"], "Even length please (b is bee)")
    }

    func testValidatorRunsAfterTheBuiltInChecks() {
        var email = Row(tag: "a", type: .email, title: "Email")
        email.value = .string("not-an-email")
        var state = state([email, text("b")], hooks: evenLength)
        Update.update(.key(.ctrl("s")), to: &state)
        XCTAssertEqual(state.errors["a"], CheckMessage.email.text)
    }

    func testValidatorRefusesTheSubmit() {
        var state = state([text("a", "odd"), text("b")], hooks: evenLength)
        let effects = Update.update(.key(.ctrl("s")), to: &state)
        XCTAssertFalse(effects.contains(.end(.submitted)))
        XCTAssertEqual(state.errors["a"], "Even length please (b is -)")
        state = self.state([text("a", "even"), text("b")], hooks: evenLength)
        XCTAssertTrue(Update.update(.key(.ctrl("s")), to: &state).contains(.end(.submitted)))
    }

    func testValidatorHoldsInHeadlessFailures() {
        var state = state([text("a", "odd"), text("b")], hooks: evenLength)
        let failures = Submission.failures(&state, gather: { _ in FileFacts() })
        XCTAssertEqual(failures.map(\.tag), ["a"])
        XCTAssertEqual(failures.first?.message, "Even length please (b is -)")
    }

    func testValidatorHoldsInPlainMode() throws {
        var plain = PlainForm(state: state([text("a"), text("b")], hooks: evenLength))
        let row = try XCTUnwrap(plain.state.row("a"))
        XCTAssertEqual(plain.answer("abc", for: row), "Even length please (b is -)")
        XCTAssertNil(plain.answer("abcd", for: row))
    }

    func testValidatorSkipsAnEmptyOptionalRow() {
        var state = state([text("a"), text("b")], hooks: evenLength)
        XCTAssertTrue(Update.update(.key(.ctrl("s")), to: &state).contains(.end(.submitted)))
    }

    // MARK: Change handlers

    func testChangeHandlersChainThroughTheUpdate() {
        var hooks = FormHooks()
        hooks.onChange[HookPlace(["a"])] = [{ value, _ in ["b": .string((value.stringValue ?? "") + "!")] }]
        hooks.onChange[HookPlace(["b"])] = [{ value, answers in ["c": .string("\(value.stringValue ?? "")/\(answers["a"].stringValue ?? "")")] }]
        var state = state([text("a"), text("b"), text("c")], hooks: hooks)
        let effects = Update.update(.key(.char("x")), to: &state)
        XCTAssertEqual(state.value(of: "b"), .string("x!"))
        XCTAssertEqual(state.value(of: "c"), .string("x!/x"))
        XCTAssertEqual(effects.last, .writeDraft(["a", "b", "c"]), "the draft hears of the rows the handlers set")
        XCTAssertTrue(state.changes.rows.isSuperset(of: ["b", "c"]), "the rows set are drawn again")
    }

    func testHandlersThatSetEachOtherStopAfterTheRoundLimit() {
        var hooks = FormHooks()
        hooks.onChange[HookPlace(["a"])] = [{ value, _ in ["b": .string(String((Int(value.stringValue ?? "") ?? 0) + 1))] }]
        hooks.onChange[HookPlace(["b"])] = [{ value, _ in ["a": .string(String((Int(value.stringValue ?? "") ?? 0) + 1))] }]
        var state = state([text("a"), text("b")], hooks: hooks)
        Update.update(.key(.char("1")), to: &state)
        let a = Int(state.value(of: "a").stringValue ?? "") ?? 0
        let b = Int(state.value(of: "b").stringValue ?? "") ?? 0
        XCTAssertEqual(max(a, b), 1 + FormState.maxHookRounds, "one value set a round, then it stops")
        XCTAssertTrue(state.hookPending.isEmpty, "what the last round changed is dropped")
    }

    func testHandlerSettingAValueHeldAlreadyChangesNothing() {
        var hooks = FormHooks()
        hooks.onChange[HookPlace(["a"])] = [{ _, _ in ["b": .string("fixed")] }]
        hooks.onChange[HookPlace(["b"])] = [{ _, _ in XCTFail("b did not change"); return [:] }]
        var state = state([text("a"), text("b", "fixed")], hooks: hooks)
        let effects = Update.update(.key(.char("x")), to: &state)
        XCTAssertEqual(effects.last, .writeDraft(["a"]))
    }

    func testChangeHandlerRunsInPlainMode() throws {
        var hooks = FormHooks()
        hooks.onChange[HookPlace(["a"])] = [{ value, _ in ["b": .string("from \(value.stringValue ?? "")")] }]
        var plain = PlainForm(state: state([text("a"), text("b")], hooks: hooks))
        XCTAssertNil(plain.answer("ada", for: try XCTUnwrap(plain.state.row("a"))))
        XCTAssertEqual(plain.state.value(of: "b"), .string("from ada"))
    }

    // MARK: Options

    private func citiesForm() -> FormState {
        var country = Row(tag: "country", type: .picker, title: "Country")
        country.options = [Option(title: "France", value: .string("fr")), Option(title: "Japan", value: .string("jp"))]
        country.value = .string("fr")
        var city = Row(tag: "city", type: .pushSelect, title: "City")
        city.options = [Option(title: "-", value: .string("-"))]
        var hooks = FormHooks()
        hooks.options[HookPlace(["city"])] = { answers in
            (answers["country"] == .string("jp") ? ["Tokyo", "Osaka"] : ["Paris", "Lyon"]).map {
                Option(title: $0, value: .string($0))
            }
        }
        return state([country, city], hooks: hooks)
    }

    func testOptionsAreComputedWhenTheHooksAreSet() {
        let state = citiesForm()
        XCTAssertEqual(state.row("city")?.options.map(\.title), ["Paris", "Lyon"])
        XCTAssertEqual(state.form.row("city")?.options.map(\.title), ["Paris", "Lyon"])
    }

    func testOptionsFollowAnotherRowAndAStaleValueIsCleared() {
        var state = citiesForm()
        RowEditingProbe.set(.string("Lyon"), of: "city", in: &state)
        XCTAssertEqual(state.value(of: "city"), .string("Lyon"))
        // The picker's → chooses the next country.
        Update.update(.key(.right), to: &state)
        XCTAssertEqual(state.value(of: "country"), .string("jp"))
        XCTAssertEqual(state.row("city")?.options.map(\.title), ["Tokyo", "Osaka"])
        XCTAssertEqual(VisibleForm.sections(of: state).first?.rows.last?.row.options.map(\.title), ["Tokyo", "Osaka"],
                       "the visible row, and so the list it opens, has the new options")
        XCTAssertEqual(state.value(of: "city"), .null, "Lyon is no city of Japan")
        XCTAssertTrue(state.changes.rows.contains("city"))
    }

    func testSeveralChoicesLoseOnlyTheOptionsThatWent() {
        var tags = Row(tag: "tags", type: .multipleSelect, title: "Tags")
        tags.options = [Option(title: "a", value: .string("a"))]
        var hooks = FormHooks()
        hooks.options[HookPlace(["tags"])] = { answers in
            (answers["short"] == .string("y") ? ["a"] : ["a", "b"]).map { Option(title: $0, value: .string($0)) }
        }
        var state = state([text("short"), tags], hooks: hooks)
        RowEditingProbe.set(.list([.string("a"), .string("b")]), of: "tags", in: &state)
        type("y", into: &state)
        XCTAssertEqual(state.value(of: "tags"), .list([.string("a")]))
    }
}

/// Sets a value as a key would, for the tests above.
enum RowEditingProbe {
    static func set(_ value: Value, of tag: String, in state: inout FormState) {
        guard let row = state.row(tag) else { return XCTFail("no row \(tag)") }
        RowEditing.set(value, of: row, in: &state)
        state.runHooks()
    }
}
