import XCTest
import FormDiff
@testable import FormUI

/// `WrappedLines`: a text view's lines, mended after each edit, are the lines wrapped afresh.
final class WrappedLinesTests: XCTestCase {
    private func starts(_ text: String, width: Int) -> [Int] {
        WrappedLines(Array(text), width: width).starts
    }

    func testLinesBreakAtLineBreaksAndWhereTheNextCharacterDoesNotFit() {
        XCTAssertEqual(starts("", width: 4), [0])
        XCTAssertEqual(starts("abcd", width: 4), [0], "a full line does not start another")
        XCTAssertEqual(starts("abcde", width: 4), [0, 4])
        XCTAssertEqual(starts("ab\ncd\n", width: 4), [0, 3, 6], "a text ending in a line break has an empty last line")
        XCTAssertEqual(starts("abc漢d", width: 4), [0, 3], "a wide character that does not fit starts the next line")
        XCTAssertEqual(starts("漢漢", width: 1), [0, 1], "a character wider than the column gets a line of its own, no empty one")
    }

    func testTheCursorsLineAndColumnAndALinesCharacters() {
        let text = Array("abcde\nfg")
        let lines = WrappedLines(text, width: 4)
        XCTAssertEqual(lines.starts, [0, 4, 6])
        XCTAssertEqual(lines.line(of: 3), 0)
        XCTAssertEqual(lines.line(of: 4), 1, "the character that did not fit starts its line")
        XCTAssertEqual(lines.line(of: 5), 1, "the line break belongs to the line it ends")
        XCTAssertEqual(lines.line(of: 8), 2, "the end of the text")
        XCTAssertEqual(lines.range(ofLine: 1, in: text), 4..<5, "without its line break")
        XCTAssertEqual(lines.columns(ofLine: 2, upTo: 7, in: text), 1)
    }

    /// Random texts edited by random keys (one or several between two mends, as when keys arrive
    /// faster than frames): the mended lines always equal a fresh wrap.
    func testMendedLinesEqualAFreshWrapAfterAnyEdits() {
        var random = SplitMix64(seed: 16)
        let alphabet: [Character] = ["a", "b", " ", "\n", "漢", "é", "👍"]
        for round in 0..<300 {
            let width = Int.random(in: 1...7, using: &random)
            var buffer = TextBuffer(String((0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }))
            var lines = WrappedLines(buffer.characters, width: width)
            _ = buffer.takeChange()
            for step in 0..<25 {
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    buffer.cursor = Int.random(in: 0...buffer.characters.count, using: &random)
                    if Bool.random(using: &random) || buffer.isEmpty {
                        buffer.insert((0..<Int.random(in: 1...3, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
                    } else {
                        let at = Int.random(in: 0..<buffer.characters.count, using: &random)
                        buffer.remove(at..<at + Int.random(in: 1...3, using: &random))
                    }
                }
                lines.mend(to: buffer.characters, after: buffer.takeChange())
                XCTAssertEqual(lines, WrappedLines(buffer.characters, width: width),
                               "round \(round) step \(step): \(String(buffer.characters).debugDescription) at width \(width)")
            }
        }
    }

    func testANewTextIsWrappedAfresh() {
        var buffer = TextBuffer("abcdef")
        var lines = WrappedLines(buffer.characters, width: 3)
        _ = buffer.takeChange()
        buffer.text = "xy"
        lines.mend(to: buffer.characters, after: buffer.takeChange())
        XCTAssertEqual(lines.starts, [0])
        XCTAssertEqual(lines.count, 2)
    }
}
