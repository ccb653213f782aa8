import XCTest
import FormCore
@testable import FormUI
@testable import FormScreen
@testable import FormJSON
import FormSchema

final class UpdateTests: XCTestCase {
    func testFocusStartsOnFirstEnabledInputRow() {
        var form = FormFixtures.account
        form.sections[0].rows[0].disabled = .always
        let state = FormState(form: form)
        XCTAssertEqual(state.focus, "email")
    }

    func testDownAndTabMoveSkippingInfoButNotDisabledRows() {
        var state = FormState(form: FormFixtures.account)
        var visited: [String?] = [state.focus]
        for key: Key in [.down, .tab, .down, .down, .down, .down] {
            Update.apply(key, to: &state)
            visited.append(state.focus)
        }
        XCTAssertEqual(visited, ["name", "email", "age", "locked", "news", "news", "news"])
        Update.apply(.up, to: &state)
        Update.apply(.backTab, to: &state)
        XCTAssertEqual(state.focus, "age")
    }

    func testTypingEditsTheFocusedRowAndMakesTheFormDirty() {
        var state = FormState(form: FormFixtures.account)
        XCTAssertFalse(state.isDirty)
        FormFixtures.type("Ada", into: &state)
        XCTAssertEqual(state.value(of: "name"), .string("Ada"))
        XCTAssertTrue(state.isDirty)
    }

    func testDisabledRowRefusesEditsWithItsMessage() {
        var state = FormState(form: FormFixtures.account)
        state.focus(on: "locked")
        Update.apply(.char("x"), to: &state)
        XCTAssertEqual(state.value(of: "locked"), .string("fixed"))
        XCTAssertEqual(state.status?.isError, true)
        XCTAssertEqual(state.status?.text, "Locked by the admin")
    }

    func testSpaceAndEnterToggleASwitch() {
        var form = FormFixtures.account
        form.sections[1].rows.append(FormFixtures.textRow("more", .switch, title: "More"))
        var state = FormState(form: form)
        XCTAssertEqual(state.value(of: "more"), .bool(false), "a switch with no value is false")
        state.focus(on: "news")
        Update.apply(.char(" "), to: &state)
        XCTAssertEqual(state.value(of: "news"), .bool(true), "Space toggles")
        Update.apply(.char(" "), to: &state)
        XCTAssertEqual(state.value(of: "news"), .bool(false), "Space toggles back")
        Update.apply(.char(" "), to: &state)
        let effects = Update.apply(.enter, to: &state)
        XCTAssertEqual(state.value(of: "news"), .bool(true), "Enter does not toggle")
        XCTAssertEqual(state.focus, "more", "Enter moves on to the next row")
        XCTAssertNil(FormFixtures.outcome(of: effects))
        let last = Update.apply(.enter, to: &state)
        XCTAssertEqual(state.value(of: "more"), .bool(false), "Enter on the last row does not toggle either")
        XCTAssertNil(FormFixtures.outcome(of: last), "it submits, and the required name is missing")
        XCTAssertEqual(state.focus, "name")
        XCTAssertEqual(state.errors["name"], "Full name is required")
    }

    func testSubmitWithMissingRequiredRowFocusesItAndStaysOpen() {
        var state = FormState(form: FormFixtures.account)
        state.focus(on: "age")
        let effects5 = Update.apply(.ctrl("s"), to: &state)
        XCTAssertNil(FormFixtures.outcome(of: effects5))
        XCTAssertEqual(state.focus, "name")
        XCTAssertEqual(state.errors["name"], "Full name is required")
        FormFixtures.type("Ada", into: &state)
        XCTAssertNil(state.errors["name"], "editing clears the row's error")
        let effects6 = Update.apply(.function(10), to: &state)
        XCTAssertEqual(FormFixtures.outcome(of: effects6), .submitted)
    }

    func testEscapeCancelsAtOnceWhenNothingChanged() {
        var state = FormState(form: FormFixtures.account)
        let effects7 = Update.apply(.escape, to: &state)
        XCTAssertEqual(FormFixtures.outcome(of: effects7), .cancelled)
    }

    func testEscapeAsksBeforeDiscardingChanges() {
        var state = FormState(form: FormFixtures.account)
        FormFixtures.type("A", into: &state)
        let effects8 = Update.apply(.escape, to: &state)
        XCTAssertEqual(state.mode, .confirmDiscard)
        XCTAssertNil(FormFixtures.outcome(of: effects8))
        Update.apply(.char("n"), to: &state)
        XCTAssertEqual(state.mode, .form)
        XCTAssertEqual(state.value(of: "name"), .string("A"))
        Update.apply(.escape, to: &state)
        Update.apply(.escape, to: &state)
        XCTAssertEqual(state.mode, .form, "Esc answers no")
        Update.apply(.escape, to: &state)
        let effects9 = Update.apply(.char("y"), to: &state)
        XCTAssertEqual(FormFixtures.outcome(of: effects9), .cancelled)
    }

    func testCtrlCInterruptsInAnyMode() {
        var state = FormState(form: FormFixtures.account)
        FormFixtures.type("A", into: &state)
        Update.apply(.escape, to: &state)
        let effects10 = Update.apply(.ctrl("c"), to: &state)
        XCTAssertEqual(FormFixtures.outcome(of: effects10), .interrupted)
    }

    func testEnterMovesToTheNextRowAndSubmitsOnTheLast() {
        var state = FormState(form: FormFixtures.account)
        FormFixtures.type("Ada", into: &state)
        Update.apply(.enter, to: &state)
        XCTAssertEqual(state.focus, "email")
        state.focus(on: "age")
        Update.apply(.enter, to: &state)
        XCTAssertEqual(state.focus, "locked")
        Update.apply(.down, to: &state)
        XCTAssertEqual(state.focus, "news")
        let effects11 = Update.apply(.tab, to: &state)
        XCTAssertNil(FormFixtures.outcome(of: effects11))
    }

    func testOutputIsTypedAndInFormOrder() {
        var state = FormState(form: FormFixtures.account, prefill: ["email": .string("a@b.co")])
        FormFixtures.type("Ada", into: &state)
        let entries = state.outputEntries
        XCTAssertEqual(entries.map(\.key), ["name", "email", "age", "locked", "news"])
        XCTAssertEqual(entries.map(\.value), [.string("Ada"), .string("a@b.co"), .number(18), .string("fixed"), .bool(false)])
    }

    func testF1ShowsHelpAndAnyKeyReturns() {
        var state = FormState(form: FormFixtures.account)
        Update.apply(.function(1), to: &state)
        XCTAssertEqual(state.mode, .help)
        Update.apply(.char("q"), to: &state)
        XCTAssertEqual(state.mode, .form)
        XCTAssertEqual(state.value(of: "name"), .null, "the key that closes help is not typed")
    }

    func testCtrlDDeletesOnlyInDeletableSectionsAfterConfirmation() {
        var form = FormFixtures.account
        var state = FormState(form: form)
        Update.apply(.ctrl("d"), to: &state)
        XCTAssertEqual(state.status?.isError, true)
        XCTAssertEqual(state.mode, .form)
        form.sections[0].deletable = true
        state = FormState(form: form)
        Update.apply(.ctrl("d"), to: &state)
        XCTAssertEqual(state.mode, .confirmDelete("name"))
        Update.apply(.char("y"), to: &state)
        XCTAssertEqual(state.focus, "email")
        XCTAssertFalse(state.outputEntries.map(\.key).contains("name"))
    }
}

final class DirtyTests: XCTestCase {
    func testAnEmptyStringValueCountsAsUnchanged() {
        let form = Form(sections: [Section(tag: "s", rows: [FormFixtures.textRow("name", value: .string(""))])])
        var state = FormState(form: form)
        XCTAssertFalse(state.isDirty)
        let effects12 = Update.apply(.escape, to: &state)
        XCTAssertEqual(FormFixtures.outcome(of: effects12), .cancelled)
    }
}

final class PagingTests: XCTestCase {
    func testPageDownAndUpMoveAboutAPageAndKeepTheFocusOnScreen() throws {
        let form = try FormLoader.load(path: GoldenScreenTests.forms.appendingPathComponent("long.json").path)
        var state = FormState(form: form)
        let layout = ScreenLayout(state: state, visible: VisibleModel(state: state), rows: 20, cols: 80)
        Update.apply(.pageDown, to: &state, context: layout.updateContext)
        let afterOnePage = try XCTUnwrap(state.focus)
        let order = VisibleForm.focusOrder(of: state)
        let index = try XCTUnwrap(order.firstIndex(of: afterOnePage))
        XCTAssertGreaterThan(index, 5, "a page moves past more than a few rows")
        layout.settle(state, anchor: nil)
        XCTAssertTrue(layout.frame(state).text.contains("Field \(index + 1)"), "the focused row is on screen")
        XCTAssertGreaterThan(layout.scroll, 0)
        Update.apply(.pageUp, to: &state, context: layout.updateContext)
        XCTAssertEqual(state.focus, order.first)
    }

    func testConditionsReadingADeletedRowSeeNull() {
        var hidden = FormFixtures.textRow("extra", title: "Extra")
        hidden.hidden = .expression("empty($name)", SourceLocation(line: 1, column: 1))
        var section = Section(tag: "s", rows: [FormFixtures.textRow("name", value: .string("Ada")), hidden])
        section.deletable = true
        var state = FormState(form: Form(sections: [section]))
        XCTAssertFalse(state.flags.isHidden("extra"))
        Update.apply(.ctrl("d"), to: &state)
        Update.apply(.char("y"), to: &state)
        XCTAssertTrue(state.flags.isHidden("extra"))
        XCTAssertTrue(state.outputEntries.isEmpty)
    }
}

final class SectionRequiredTests: XCTestCase {
    func testARequiredSectionRequiresEachOfItsRowsWhileItsConditionHolds() throws {
        let form = try FormLoader.parse(text: """
        {"sections": [
          {"tag": "who", "rows": [{"tag": "company", "type": "switch", "title": "Company"}]},
          {"tag": "firm", "required": "$company", "rows": [
            {"tag": "firmName", "type": "text", "title": "Firm"}, {"tag": "vat", "type": "text", "title": "VAT"}]}
        ]}
        """, file: "r.json")
        var state = FormState(form: form)
        XCTAssertFalse(state.isRequired(form.row("vat")!))
        Update.apply(.char(" "), to: &state)
        XCTAssertTrue(state.isRequired(form.row("vat")!))
        XCTAssertTrue(Layout.frame(for: state, rows: 20, cols: 60).frame.text.contains("VAT *"))
        Update.apply(.ctrl("s"), to: &state)
        XCTAssertEqual(state.focus, "firmName")
        XCTAssertEqual(Set(state.errors.keys), ["firmName", "vat"])
    }
}

final class UncompiledConditionTests: XCTestCase {
    func testAFormBuiltInCodeWithABadExpressionValidatorStillRuns() {
        var row = FormFixtures.textRow("name")
        row.validators = [ValidatorSpec(kind: .expression("$nosuch > 1"))]
        row.hidden = .expression("$alsoMissing", SourceLocation(line: 1, column: 1))
        let state = FormState(form: Form(sections: [Section(tag: "s", rows: [row, FormFixtures.textRow("other")])]))
        XCTAssertFalse(state.flags.isHidden("name"), "an expression that does not compile reads as false")
        XCTAssertEqual(state.focus, "name")
    }
}

final class RepaintKeyTests: XCTestCase {
    func testCtrlLRepaintsWhateverIsOpenAndLeavesItOpen() {
        var state = FormState(form: FormFixtures.account)
        Update.apply(.function(1), to: &state)
        XCTAssertEqual(Update.apply(.ctrl("l"), to: &state), [.repaint])
        XCTAssertEqual(state.mode, .help, "the help screen stays")
        Update.apply(.char("x"), to: &state)
        XCTAssertEqual(state.mode, .form, "any other key returns to the form")
        FormFixtures.type("A", into: &state)
        Update.apply(.escape, to: &state)
        XCTAssertEqual(Update.apply(.ctrl("l"), to: &state), [.repaint])
        XCTAssertEqual(state.mode, .confirmDiscard, "the question stays")
    }
}
