@testable import FormCore
import XCTest
import FormSchema

/// The linear bound, measured in the engine's steps rather than in time (a regression here
/// cannot hang the suite: the step count is checked on inputs long enough to show an exponent).
final class RegexBoundTests: XCTestCase {
    static let pathological = ["^(a+)+$", "(a|a)*b", "(a*)*b", "^(x+x+)+y$", "^(a|aa)+$", "^(\\w+\\s?)*$", "^(.*a){20}$"]

    private func input(for pattern: String, length: Int) -> String {
        let letter: Character = pattern.contains("x") ? "x" : "a"
        return String(repeating: letter, count: length - 1) + "!"
    }

    func testPathologicalPatternsStayWithinTheBound() throws {
        for pattern in Self.pathological {
            for flavor in [RegexFlavor.validator, .ecmaScript] {
                let regex = try RegexPattern(pattern, flavor: flavor)
                for length in [1_000, 10_000] {
                    let text = input(for: pattern, length: length)
                    for whole in [false, true] {
                        let (matched, steps) = regex.run(text, whole: whole)
                        XCTAssertFalse(matched, pattern)
                        XCTAssertLessThanOrEqual(steps, regex.stepBound(scalars: length), "\(pattern) on \(length)")
                    }
                }
            }
        }
    }

    /// Ten times the text, at most ten times the steps (and a little).
    func testStepsGrowLinearlyWithTheText() throws {
        for pattern in Self.pathological {
            let regex = try RegexPattern(pattern, flavor: .ecmaScript)
            let small = regex.run(input(for: pattern, length: 1_000), whole: false).steps
            let large = regex.run(input(for: pattern, length: 10_000), whole: false).steps
            XCTAssertLessThanOrEqual(large, small * 11, pattern)
        }
    }

    func testTheBoundHoldsOnMatchesAndLongPatterns() throws {
        let regex = try RegexPattern("^(?:[a-z]{1,100}\\.){0,50}[a-z]+$", flavor: .validator)
        let text = Array(repeating: "abc", count: 300).joined(separator: ".")
        let (matched, steps) = regex.run(text, whole: true)
        XCTAssertFalse(matched, "more than 50 dots")
        XCTAssertLessThanOrEqual(steps, regex.stepBound(scalars: text.unicodeScalars.count))
        XCTAssertEqual(regex.run("abc.def", whole: true).matched, true)
    }

    /// The wall-clock answer for the issue's case, with a generous ceiling.
    func testTheIssuesPatternAnswersQuickly() throws {
        let text = String(repeating: "a", count: 10_000) + "b"
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let start = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
        XCTAssertEqual(Validation.fullMatch("^(a+)+$", text), false)
        XCTAssertEqual(SchemaPattern.search("^(a+)+$", in: text), false)
        clock_gettime(CLOCK_MONOTONIC, &clock)
        XCTAssertLessThan(Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 - start, 1.0)
    }
}
