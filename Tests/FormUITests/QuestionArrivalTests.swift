import FormCore
import XCTest
@testable import FormUI

/// Issue #16 row 11: in the form, Esc's `Discard changes? (y/n)` (and the delete and reset
/// questions) take only a `y` or `n` typed on its own; a word, a burst or a paste is refused with
/// a reminder and the question stays.
final class QuestionArrivalTests: XCTestCase {
    private func context(alone: Bool, since: Int = .max) -> UpdateContext {
        UpdateContext(arrival: QuestionKeys.Arrival(alone: alone, sincePrevious: since))
    }

    private func askingToDiscard() -> FormState {
        var state = FormState(form: FormFixtures.account)
        FormFixtures.type("A", into: &state)
        Update.apply(.escape, to: &state)
        XCTAssertEqual(state.mode, .confirmDiscard)
        return state
    }

    func testMaryArrivingTogetherDoesNotDiscard() {
        var state = askingToDiscard()
        for (i, letter) in "Mary".enumerated() {
            let effects = Update.apply(.char(letter), to: &state, context: context(alone: false, since: i == 0 ? 200 : 0))
            XCTAssertEqual(effects, [.bell(reason: "Answer y or n")])
        }
        XCTAssertEqual(state.mode, .confirmDiscard, "the question stays")
        XCTAssertEqual(state.status, StatusMessage("Answer y or n", isError: true))
        XCTAssertEqual(state.value(of: "name"), .string("A"))
        XCTAssertEqual(FormFixtures.outcome(of: Update.apply(.char("y"), to: &state, context: context(alone: true, since: 40))), .cancelled,
                       "a lone y after a refused burst answers")
    }

    func testMaryTypedKeyByKeyDoesNotDiscard() {
        var state = askingToDiscard()
        for letter in "Mary" {
            Update.apply(.char(letter), to: &state, context: context(alone: true, since: 150))
        }
        XCTAssertEqual(state.mode, .confirmDiscard)
        Update.apply(.escape, to: &state, context: context(alone: true, since: 100))
        XCTAssertEqual(state.mode, .form, "Esc goes back at once")
        XCTAssertEqual(state.value(of: "name"), .string("A"), "nothing of the word was typed into the form")
    }

    func testAPasteIsRefusedAndAPauseLetsALoneNoAnswer() {
        var state = askingToDiscard()
        XCTAssertEqual(Paste.apply("yes", to: &state), [.bell(reason: "Answer y or n")])
        XCTAssertEqual(state.mode, .confirmDiscard)
        Update.apply(.char("q"), to: &state, context: context(alone: true, since: 900))
        Update.apply(.char("n"), to: &state, context: context(alone: true, since: 100))
        XCTAssertEqual(state.mode, .confirmDiscard, "n right after a refused key is the rest of a word")
        Update.apply(.char("n"), to: &state, context: context(alone: true, since: 800))
        XCTAssertEqual(state.mode, .form)
    }
}
