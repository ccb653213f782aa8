import XCTest
import FormCore
@testable import FormUI
import FormSchema

/// Answers resumed from a draft (`FormState(form:prefill:restored:)`): they are shown and count as
/// changes, while the start values stay the form's own and the prefill's.
final class ResumedStateTests: XCTestCase {
    private let prefill: [String: Value] = ["email": .string("ada@example.org")]
    private let restored: [String: Value] = ["name": .string("Ada"), "email": .string("a@b.co"), "news": .bool(true)]

    func testRestoredAnswersAreShownOnTopOfThePrefill() {
        let state = FormState(form: FormFixtures.account, prefill: prefill, restored: restored)
        XCTAssertEqual(state.value(of: "name"), .string("Ada"))
        XCTAssertEqual(state.value(of: "email"), .string("a@b.co"))
        XCTAssertEqual(state.value(of: "news"), .bool(true))
        XCTAssertEqual(state.value(of: "age"), .number(18))
    }

    func testRestoredAnswersMakeTheFormDirtySoEscAsks() {
        var state = FormState(form: FormFixtures.account, prefill: prefill, restored: restored)
        XCTAssertTrue(state.isDirty)
        let effects = Update.apply(.escape, to: &state)
        XCTAssertNil(FormFixtures.outcome(of: effects))
        XCTAssertEqual(state.mode, .confirmDiscard)
    }

    func testTheStartValuesAreTheFormsOwnAndResetGoesBackToThem() {
        var state = FormState(form: FormFixtures.account, prefill: prefill, restored: restored)
        XCTAssertEqual(state.startValues["name"], .null)
        XCTAssertEqual(state.startValues["email"], .string("ada@example.org"))
        XCTAssertEqual(state.startValues["news"], .bool(false))
        state.reset()
        XCTAssertEqual(state.value(of: "name"), .null)
        XCTAssertEqual(state.value(of: "email"), .string("ada@example.org"))
        XCTAssertEqual(state.value(of: "news"), .bool(false))
        XCTAssertFalse(state.isDirty)
    }

    func testUnknownTagsAreIgnoredAndNothingRestoredIsNotDirty() {
        let state = FormState(form: FormFixtures.account, restored: ["gone": .string("x")])
        XCTAssertFalse(state.isDirty)
        XCTAssertEqual(state.focus, "name")
    }

    func testConditionsReadTheRestoredAnswers() throws {
        let form = try FormLoader.parse(text: """
        { "sections": [ { "tag": "main", "rows": [
            { "tag": "news", "type": "switch", "title": "Newsletter" },
            { "tag": "topic", "type": "text", "title": "Topic", "hidden": "!$news" } ] } ] }
        """, file: "form.json")
        let state = FormState(form: form, restored: ["news": .bool(true)])
        XCTAssertFalse(state.isHidden(try XCTUnwrap(state.row("topic"))))
        XCTAssertTrue(FormState(form: form).isHidden(try XCTUnwrap(state.row("topic"))))
    }
}
