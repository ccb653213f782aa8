import XCTest
import FormCore
import FormDrafts
@testable import FormUI

/// `Update.update`: the effects every message shares, decided by the update and not by the run
/// loop — a new size laid out, typeahead thrown away when a question opens, the draft written
/// when values changed, a failed draft write's note on the status line.
final class UpdateMessageTests: XCTestCase {
    private func state() -> FormState {
        var state = FormState(form: FormFixtures.account)
        _ = state.takeChanges()
        return state
    }

    func testAResizeIsLaidOutAndRepainted() {
        var state = state()
        XCTAssertEqual(Update.update(.resize(rows: 30, cols: 100), to: &state), [.layOut(rows: 30, cols: 100), .repaint])
    }

    func testAnEditAsksForTheDraftAndAMoveDoesNot() {
        var state = state()
        XCTAssertEqual(Update.update(.key(.char("A")), to: &state), [.writeDraft([state.focus ?? ""])])
        _ = state.takeChanges()
        XCTAssertEqual(Update.update(.key(.down), to: &state), [])
        XCTAssertEqual(Update.update(.paste("Bo"), to: &state), [.writeDraft(["email"])])
    }

    func testAQuestionThatOpensThrowsAwayTheTypeahead() {
        var state = state()
        Update.update(.key(.char("A")), to: &state)
        _ = state.takeChanges()
        XCTAssertEqual(Update.update(.key(.escape), to: &state), [.discardTypeahead])
        XCTAssertEqual(state.mode, .confirmDiscard)
        XCTAssertEqual(Update.update(.key(.escape), to: &state), [], "leaving a question discards nothing")
    }

    func testAFailedDraftWriteIsNoted() {
        var state = state()
        let note = StatusMessage("The draft cannot be saved", isError: true)
        XCTAssertEqual(Update.update(.draftWritten(note), to: &state), [])
        XCTAssertEqual(state.status, note)
        Update.update(.draftWritten(nil), to: &state)
        XCTAssertEqual(state.status, note, "a saved draft says nothing")
    }
}
