import XCTest
import FormApp
import FormCore
import FormUI

/// `PlainWalk.take`: what a line read does to the question asked, for `formrun --plain` and the
/// library alike.
final class PlainTakeTests: XCTestCase {
    private func walk() throws -> PlainWalk {
        let form = try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "age", "type": "integer", "title": "Age"}]}]}"#,
                                        file: "f.json")
        var walk = PlainWalk(PlainForm(form: form))
        guard case .ask = walk.next() else {
            XCTFail("the walk asks the row first")
            throw CancellationError()
        }
        return walk
    }

    func testALineIsTakenOrRefusedWithItsWords() throws {
        var refusing = try walk()
        guard case .refused(let words) = refusing.take(.line("old")) else { return XCTFail("a word for a number") }
        XCTAssertFalse(words.isEmpty)
        var taking = try walk()
        XCTAssertEqual(taking.take(.line("36")), .taken)
        XCTAssertEqual(taking.root.state.value(of: "age"), .number(36))
    }

    func testTooLongIsRefusedAndTheEndPassesOn() throws {
        var walk = try walk()
        XCTAssertEqual(walk.take(.tooLong), .refused(PlainAnswer.Refusal.tooLong(limitBytes: PlainAnswer.longestLine).description))
        XCTAssertEqual(walk.take(.end), .ended)
    }
}
