import XCTest
@testable import FormCore

/// The line a refused answer is reported by outside the screen.
final class RefusalLineTests: XCTestCase {
    func testTheSpeakerThePathAndTheReasonContinuingTheSentence() {
        XCTAssertEqual(RefusalLine.text(speaker: "formrun", place: "/repos/1/stars", reason: "Must be a multiple of 5"),
                       "formrun: /repos/1/stars: must be a multiple of 5")
        XCTAssertEqual(RefusalLine.text(speaker: "formrun", place: "/age", reason: "Type a number", line: "stdin:4"),
                       "formrun: /age: type a number (stdin:4)")
    }

    func testTheWholeOfTheAnswersHasNoPath() {
        XCTAssertEqual(RefusalLine.text(speaker: "f.json", place: "", reason: "At least 1 item"), "f.json: at least 1 item")
    }

    func testAnAcronymKeepsItsCaseAnOrdinaryWordIsLowered() {
        XCTAssertEqual(RefusalLine.continuing("URL is not valid"), "URL is not valid")
        XCTAssertEqual(RefusalLine.continuing("A value is required"), "a value is required")
        XCTAssertEqual(RefusalLine.continuing("ID taken"), "ID taken")
        XCTAssertEqual(RefusalLine.continuing("must be"), "must be")
        XCTAssertEqual(RefusalLine.continuing(""), "")
    }
}
