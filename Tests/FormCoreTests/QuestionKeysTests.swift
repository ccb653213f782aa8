import XCTest
@testable import FormCore
@testable import FormScreen

/// Issue #16 rows 9 and 11: a y/n question is answered only by `y`/`n` typed on its own.
final class QuestionKeysTests: XCTestCase {
    private func reply(_ key: QuestionKeys.Key, alone: Bool = true, since: Int = .max, afterRefusal: Bool = false) -> QuestionKeys.Reply {
        QuestionKeys.reply(to: key, arrival: QuestionKeys.Arrival(alone: alone, sincePrevious: since), afterRefusal: afterRefusal)
    }

    func testALoneYesOrNoAnswersAndEscGoesBack() {
        XCTAssertEqual(reply(.yes), .yes)
        XCTAssertEqual(reply(.no), .no)
        XCTAssertEqual(reply(.escape), .back)
        XCTAssertEqual(reply(.escape, since: 5, afterRefusal: true), .back, "Esc loses nothing: it answers whenever it comes")
        XCTAssertEqual(QuestionKeys.Key(character: "Y"), .yes)
        XCTAssertEqual(QuestionKeys.Key(character: "N"), .no)
        XCTAssertEqual(QuestionKeys.Key(character: "j"), .other)
    }

    func testKeysThatCameTogetherNeverAnswer() {
        XCTAssertEqual(reply(.yes, alone: false), .refused(word: false))
        XCTAssertEqual(reply(.no, alone: false), .refused(word: false))
        XCTAssertEqual(reply(.escape, alone: false), .back, "Esc goes back however it comes")
    }

    /// `Mary` typed at human speed: each key alone, but the `y` follows a refused `r` at once.
    func testTheRestOfAWordTypedKeyByKeyIsRefused() {
        XCTAssertEqual(reply(.other), .refused(word: true))
        XCTAssertEqual(reply(.other, since: 120, afterRefusal: true), .refused(word: true))
        XCTAssertEqual(reply(.yes, since: 150, afterRefusal: true), .refused(word: true))
        XCTAssertEqual(reply(.yes, since: QuestionKeys.quietMilliseconds, afterRefusal: true), .yes,
                       "after a pause, a lone y answers")
        XCTAssertEqual(reply(.yes, since: 10, afterRefusal: false), .yes, "a refused burst does not hold back the next lone key")
    }

    /// `Mary` key by key on a loaded machine: `M` read alone, `a` and `r` read as they came
    /// together; the word goes on through them, so the `y` right after is still refused.
    func testKeysThatCameTogetherInsideAWordKeepItAWord() {
        XCTAssertEqual(reply(.other), .refused(word: true))
        XCTAssertEqual(reply(.other, alone: false, since: 40, afterRefusal: true), .refused(word: true))
        XCTAssertEqual(reply(.other, alone: false, since: 40, afterRefusal: true), .refused(word: true))
        XCTAssertEqual(reply(.yes, since: 60, afterRefusal: true), .refused(word: true))
    }
}
