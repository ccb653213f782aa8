import XCTest
@testable import FormUI

/// Plain mode leaves out a footer that talks of the full screen's keys (issue 28).
final class ScreenKeyTalkTests: XCTestCase {
    func testFootersAboutKeysAreRecognised() {
        for text in ["Enter opens the editor: ←→ a day, ↑↓ a week, PgUp/PgDn a month, Enter picks, Esc closes.",
                     "Tab completes a path; Enter or a comma adds a label.", "Press F1 for help", "Ctrl-S submits",
                     "Type 90m or PT1H30M; ←/→ change by the step.", "Space toggles a topic", "press Enter to go on", "^S saves"] {
            XCTAssertTrue(ScreenKeyTalk.mentionsKeys(text), text)
        }
    }

    func testOrdinaryFootersAreKept() {
        for text in ["We never share your email.", "Enter your name as on your passport.", "Leave blank to skip",
                     "Your account's settings", "The end.", "Space for notes below", "F-16 pilots only", "Insert your card"] {
            XCTAssertFalse(ScreenKeyTalk.mentionsKeys(text), text)
        }
    }
}
