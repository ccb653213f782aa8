@testable import FormCore
import XCTest
import FormTestSupport

/// Counted repetition of a body that repeats without end or matches the empty text compiles to
/// the program of one copy (`RegexRepeatFolding`), measured in steps, not in time; and folding
/// never changes an answer (folded against as written, on random patterns and texts).
final class RegexRepeatFoldingTests: XCTestCase {
    func testCountedStarCostsWhatOneStarCosts() throws {
        let text = String(repeating: "a", count: 200_000)
        let counted = try RegexPattern("(.*){1,1000}b", flavor: .ecmaScript)
        let once = try RegexPattern(".*b", flavor: .ecmaScript)
        XCTAssertEqual(counted.instructionCount, once.instructionCount)
        let run = counted.run(text, whole: false)
        XCTAssertFalse(run.matched)
        XCTAssertEqual(run.steps, once.run(text, whole: false).steps)
        XCTAssertLessThanOrEqual(run.steps, 20 * (text.unicodeScalars.count + 1), "a few steps a character, not a thousand")
        let unfolded = try RegexPattern("(.*){1,1000}b", flavor: .ecmaScript, folding: false)
        XCTAssertGreaterThan(unfolded.instructionCount, 100 * counted.instructionCount)
    }

    func testFoldedSizes() throws {
        func size(_ pattern: String) throws -> Int { try RegexPattern(pattern, flavor: .ecmaScript).instructionCount }
        XCTAssertEqual(try size("(a+){2,1000}"), try size("aa+"))
        XCTAssertEqual(try size("(?:a*){0,1000}"), try size("a*"))
        XCTAssertEqual(try size("((.*){1000}){1000}x"), try size(".*x"))
        XCTAssertEqual(try size("(a?){1,1000}"), try size("(a?){1000}"))
        XCTAssertEqual(try size("(ab){0}c"), try size("c"))
        XCTAssertEqual(try size("x(ab){0,0}"), try size("x"))
        XCTAssertEqual(try size(".*.*.*x"), try size(".*x"))
        // Past the limit as written, within it folded.
        XCTAssertNoThrow(try RegexPattern("((a*){1000}){1000}", flavor: .ecmaScript))
        XCTAssertThrowsError(try RegexPattern("((a*){1000}){1000}", flavor: .ecmaScript, folding: false))
    }

    func testFoldingNeverChangesAnAnswer() throws {
        let atoms = ["a", "b", ".", "[ab]", "a*", "b+", "a?", "(?:ab)*", "(?:a|)", "()", "(a*b*)", "\\b", "^", "$"]
        let quantifiers = ["*", "+", "?", "{0}", "{2}", "{0,3}", "{1,3}", "{2,}", "{3,5}"]
        var random = SeededRandom(state: 27)
        var compared = 0
        for _ in 0..<3_000 {
            var pattern = ""
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                var piece = atoms.randomElement(using: &random) ?? "a"
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    piece = "(?:" + piece + ")" + (quantifiers.randomElement(using: &random) ?? "*")
                }
                pattern += piece
            }
            guard let folded = try? RegexPattern(pattern, flavor: .ecmaScript),
                  let written = try? RegexPattern(pattern, flavor: .ecmaScript, folding: false) else { continue }
            for _ in 0..<8 {
                let text = String((0..<Int.random(in: 0...7, using: &random)).map { _ in ["a", "b", "c"].randomElement(using: &random) ?? "a" })
                for whole in [true, false] {
                    XCTAssertEqual(folded.run(text, whole: whole).matched, written.run(text, whole: whole).matched,
                                   "/\(pattern)/ on '\(text)' whole: \(whole)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
    }
}
