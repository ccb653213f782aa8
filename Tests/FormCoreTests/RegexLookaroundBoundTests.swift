@testable import FormCore
import FormSchema
import FormTestSupport
import XCTest

/// Lookaround keeps the linear bound: each lookaround is decided at every position by one pass
/// over the text, so a body that could backtrack exponentially (`(a+)+b`), or one that scans to
/// the text's end from every position, still costs pattern × text.
final class RegexLookaroundBoundTests: XCTestCase {
    /// Patterns whose lookaround a backtracking engine (or one that runs the body again from each
    /// position) would pay for dearly, and how their text ends (after `a`s).
    static let cases: [(pattern: String, tail: String)] = [
        ("^(?!(a+)+b).*$", "!"),
        ("(?=a*b)a", ""),
        ("(?<=(a+)+)b", "!"),
        ("^(?:(?!(a|a)*c).)*$", ""),
        ("(?=(?<!b)a*$)a{2}c", ""),
    ]

    private func text(_ tail: String, _ length: Int) -> String {
        String(repeating: "a", count: length - tail.count) + tail
    }

    func testStepsStayWithinTheBoundAndGrowLinearly() throws {
        for (pattern, tail) in Self.cases {
            let regex = try RegexPattern(pattern, flavor: .ecmaScript)
            var steps: [Int] = []
            for length in [1_000, 10_000] {
                for whole in [false, true] {
                    let run = regex.run(text(tail, length), whole: whole)
                    XCTAssertLessThanOrEqual(run.steps, regex.stepBound(scalars: length), "\(pattern) on \(length)")
                    if !whole { steps.append(run.steps) }
                }
            }
            XCTAssertLessThanOrEqual(steps[1], 11 * steps[0], "\(pattern): ten times the text, at most ten times the steps")
        }
    }

    /// CPU time, ten times the text: linear would be 10×; well below the 100× of a quadratic cost.
    func testTimeGrowsLinearlyWithTheText() throws {
        for (pattern, tail) in Self.cases {
            let regex = try RegexPattern(pattern, flavor: .ecmaScript)
            let small = text(tail, 1_000), large = text(tail, 10_000)
            let (smallTime, largeTime) = Scaling.growth(bound: 15, small: { _ = regex.search(small) },
                                                        large: { _ = regex.search(large) })
            XCTAssertLessThanOrEqual(largeTime, 15 * smallTime, "\(pattern): \(largeTime) s on 10,000, \(smallTime) s on 1,000")
        }
    }

    func testThePathologicalLookaheadAnswersQuickly() throws {
        let text = String(repeating: "a", count: 10_000) + "b"
        let start = Scaling.threadSeconds()
        XCTAssertEqual(SchemaPattern.search("^(?!(a+)+b).*$", in: text), false)
        XCTAssertEqual(SchemaPattern.search("^(?!(a+)+b).*$", in: String(text.dropLast())), true)
        XCTAssertEqual(Validation.fullMatch("^(?!(a+)+b).*$", text), false)
        XCTAssertLessThan(Scaling.threadSeconds() - start, 1.0)
    }

    /// SchemaStore's pre-commit-config schema: a repository's `repo` is a URL unless `meta` or `local`.
    func testThePreCommitPattern() {
        let pattern = "^(?!(?:meta|local)$).*$"
        XCTAssertTrue(SchemaPattern.compiles(pattern))
        for repo in ["https://github.com/pre-commit/pre-commit-hooks", "metadata", "locally", "x"] {
            XCTAssertEqual(SchemaPattern.search(pattern, in: repo), true, repo)
        }
        for repo in ["meta", "local"] {
            XCTAssertEqual(SchemaPattern.search(pattern, in: repo), false, repo)
        }
    }
}
