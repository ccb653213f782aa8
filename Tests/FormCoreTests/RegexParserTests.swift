@testable import FormCore
import XCTest

/// `RegexParser`: every construct into its tree, every refusal with its offset.
final class RegexParserTests: XCTestCase {
    private func tree(_ pattern: String, file: StaticString = #filePath, line: UInt = #line) -> RegexNode? {
        do { return try RegexParser.parse(pattern) } catch {
            XCTFail("\(pattern): \(error)", file: file, line: line)
            return nil
        }
    }

    private func error(_ pattern: String) -> RegexError? {
        do { _ = try RegexParser.parse(pattern); return nil } catch { return error }
    }

    private func set(_ ranges: [ClosedRange<UInt32>], _ escapes: [RegexClassEscape] = [], negated: Bool = false) -> RegexNode {
        .set(RegexCharSet(negated: negated, ranges: ranges, escapes: escapes))
    }

    private func scalars(_ text: String) -> [RegexNode] { text.unicodeScalars.map(RegexNode.scalar) }

    func testLiteralsDotAndAnchors() {
        XCTAssertEqual(tree(""), .empty)
        XCTAssertEqual(tree("a"), .scalar("a"))
        XCTAssertEqual(tree("ab"), .concat(scalars("ab")))
        XCTAssertEqual(tree("^.$"), .concat([.assertion(.start), .any, .assertion(.end)]))
        XCTAssertEqual(tree("😀"), .scalar("😀"), "a scalar beyond the BMP is one literal")
        XCTAssertEqual(tree("a{"), .concat(scalars("a{")), "a brace that starts no quantifier is a literal")
        XCTAssertEqual(tree("a{,2}"), .concat(scalars("a{,2}")))
        XCTAssertEqual(tree("]}"), .concat(scalars("]}")))
    }

    func testEscapes() {
        let d = RegexClassEscape(kind: .digit, negated: false)
        XCTAssertEqual(tree("\\d"), set([], [d]))
        XCTAssertEqual(tree("\\D"), set([], [RegexClassEscape(kind: .digit, negated: true)]))
        XCTAssertEqual(tree("\\w\\W"), .concat([set([], [RegexClassEscape(kind: .word, negated: false)]),
                                               set([], [RegexClassEscape(kind: .word, negated: true)])]))
        XCTAssertEqual(tree("\\s\\S"), .concat([set([], [RegexClassEscape(kind: .space, negated: false)]),
                                               set([], [RegexClassEscape(kind: .space, negated: true)])]))
        XCTAssertEqual(tree("\\b\\B"), .concat([.assertion(.wordBoundary), .assertion(.notWordBoundary)]))
        XCTAssertEqual(tree("\\t\\n\\r\\f\\v\\0"), .concat(scalars("\t\n\r\u{0C}\u{0B}\u{0}")))
        XCTAssertEqual(tree("\\x41\\u00e9\\u{1F600}\\uD83D\\uDE00"), .concat(scalars("Aé😀😀")))
        XCTAssertEqual(tree("\\cJ"), .scalar("\n"))
        XCTAssertEqual(tree("\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\^\\$\\\\\\/\\-"), .concat(scalars(".*+?()[]{}|^$\\/-")))
        XCTAssertEqual(tree("\\p{Lu}"), set([], [RegexClassEscape(kind: .property(.categories([.uppercaseLetter])), negated: false)]))
        XCTAssertEqual(tree("\\P{gc=Nd}"), set([], [RegexClassEscape(kind: .property(.categories([.decimalNumber])), negated: true)]))
        XCTAssertEqual(tree("\\p{Alphabetic}"), set([], [RegexClassEscape(kind: .property(.alphabetic), negated: false)]))
    }

    func testClasses() {
        XCTAssertEqual(tree("[abc]"), set([97...97, 98...98, 99...99]))
        XCTAssertEqual(tree("[^a-z]"), set([97...122], negated: true))
        XCTAssertEqual(tree("[a-z0-9_-]"), set([97...122, 48...57, 95...95, 45...45]))
        XCTAssertEqual(tree("[-a]"), set([45...45, 97...97]))
        XCTAssertEqual(tree("[a-z0-9-*~]"), set([97...122, 48...57, 45...45, 42...42, 126...126]))
        XCTAssertEqual(tree("[\\d\\-x]"), set([45...45, 120...120], [RegexClassEscape(kind: .digit, negated: false)]))
        XCTAssertEqual(tree("[\\d-x]"), set([45...45, 120...120], [RegexClassEscape(kind: .digit, negated: false)]),
                       "a class escape cannot end a range: the dash is a literal")
        XCTAssertEqual(tree("[\\b]"), set([8...8]))
        XCTAssertEqual(tree("[\\]]"), set([93...93]))
        XCTAssertEqual(tree("[\\u{1F600}-\\u{1F64F}]"), set([0x1F600...0x1F64F]))
        XCTAssertEqual(tree("[]"), set([]))
        XCTAssertEqual(tree("[^]"), set([], negated: true))
        XCTAssertEqual(tree("[.*+?(){}|^$]"), set(".*+?(){}|^$".unicodeScalars.map { $0.value...$0.value }))
    }

    func testGroupsAlternationAndQuantifiers() {
        XCTAssertEqual(tree("(a)"), .group(.scalar("a"), .capturing))
        XCTAssertEqual(tree("(?:a)"), .group(.scalar("a"), .nonCapturing))
        XCTAssertEqual(tree("(?<year>a)"), .group(.scalar("a"), .named("year")))
        XCTAssertEqual(tree("()"), .group(.empty, .capturing))
        XCTAssertEqual(tree("a|b|"), .alternation([.scalar("a"), .scalar("b"), .empty]))
        XCTAssertEqual(tree("a*"), .repetition(.scalar("a"), min: 0, max: nil, offset: 1))
        XCTAssertEqual(tree("a+"), .repetition(.scalar("a"), min: 1, max: nil, offset: 1))
        XCTAssertEqual(tree("a?"), .repetition(.scalar("a"), min: 0, max: 1, offset: 1))
        XCTAssertEqual(tree("a{3}"), .repetition(.scalar("a"), min: 3, max: 3, offset: 1))
        XCTAssertEqual(tree("a{3,}"), .repetition(.scalar("a"), min: 3, max: nil, offset: 1))
        XCTAssertEqual(tree("a{3,5}"), .repetition(.scalar("a"), min: 3, max: 5, offset: 1))
        for lazy in ["a*?", "a+?", "a??", "a{3,5}?"] {
            XCTAssertEqual(tree(lazy), tree(String(lazy.dropLast())), "lazy \(lazy) reads as greedy")
        }
        XCTAssertEqual(tree("(ab)+c"), .concat([.repetition(.group(.concat(scalars("ab")), .capturing), min: 1, max: nil, offset: 4),
                                               .scalar("c")]))
    }

    func testErrorsSayWhatAndWhere() {
        let cases: [(String, RegexError)] = [
            ("a(b", RegexError(offset: 1, kind: .unclosedGroup)),
            ("ab)", RegexError(offset: 2, kind: .unmatchedParenthesis)),
            ("*a", RegexError(offset: 0, kind: .nothingToRepeat)),
            ("a|+", RegexError(offset: 2, kind: .nothingToRepeat)),
            ("(+)", RegexError(offset: 1, kind: .nothingToRepeat)),
            ("a**", RegexError(offset: 2, kind: .nothingToRepeat)),
            ("a{2}{3}", RegexError(offset: 4, kind: .nothingToRepeat)),
            ("{2}", RegexError(offset: 0, kind: .nothingToRepeat)),
            ("^*", RegexError(offset: 1, kind: .nothingToRepeat)),
            ("\\b+", RegexError(offset: 2, kind: .nothingToRepeat)),
            ("[a-", RegexError(offset: 0, kind: .unclosedClass)),
            ("x[z-a]", RegexError(offset: 2, kind: .rangeOutOfOrder(from: "z", to: "a"))),
            ("ab\\", RegexError(offset: 2, kind: .trailingBackslash)),
            ("\\q", RegexError(offset: 0, kind: .unknownEscape("\\q"))),
            ("\\A", RegexError(offset: 0, kind: .unknownEscape("\\A"))),
            ("[\\B]", RegexError(offset: 1, kind: .unknownEscape("\\B"))),
            ("\\01", RegexError(offset: 0, kind: .unknownEscape("\\01"))),
            ("\\c1", RegexError(offset: 0, kind: .unknownEscape("\\c"))),
            ("\\x4", RegexError(offset: 0, kind: .badHexEscape("\\x4"))),
            ("\\u12g", RegexError(offset: 0, kind: .badHexEscape("\\u12"))),
            ("\\u{}", RegexError(offset: 0, kind: .badHexEscape("\\u{"))),
            ("\\u{110000}", RegexError(offset: 0, kind: .notAScalar("\\u{110000}"))),
            ("\\uD800", RegexError(offset: 0, kind: .notAScalar("\\uD800"))),
            ("a{1001}", RegexError(offset: 1, kind: .countTooLarge(1001, limit: 1000))),
            ("a{2,1001}", RegexError(offset: 1, kind: .countTooLarge(1001, limit: 1000))),
            ("a{5,2}", RegexError(offset: 1, kind: .countsOutOfOrder(min: 5, max: 2))),
            ("(?i)a", RegexError(offset: 0, kind: .unsupportedGroup("(?i"))),
            ("(?>a)", RegexError(offset: 0, kind: .unsupportedGroup("(?>"))),
            ("(?<1>a)", RegexError(offset: 3, kind: .badGroupName)),
            ("(?<a", RegexError(offset: 3, kind: .badGroupName)),
            ("\\p{Greek}", RegexError(offset: 0, kind: .unknownProperty("Greek"))),
            ("\\p{Script=Greek}", RegexError(offset: 0, kind: .unknownProperty("Script=Greek"))),
            ("\\pL", RegexError(offset: 0, kind: .unknownEscape("\\p"))),
            (String(repeating: "(", count: 300) + String(repeating: ")", count: 300),
             RegexError(offset: 200, kind: .tooDeep(limit: 200))),
        ]
        for (pattern, expected) in cases {
            XCTAssertEqual(error(pattern), expected, pattern)
        }
    }

    func testLookaround() {
        func look(_ behind: Bool, _ negative: Bool, _ index: Int) -> RegexLook { RegexLook(behind: behind, negative: negative, index: index) }
        XCTAssertEqual(tree("a(?=b)"), .concat([.scalar("a"), .lookaround(.scalar("b"), look(false, false, 0))]))
        XCTAssertEqual(tree("(?!b)"), .lookaround(.scalar("b"), look(false, true, 0)))
        XCTAssertEqual(tree("(?<=b)"), .lookaround(.scalar("b"), look(true, false, 0)))
        XCTAssertEqual(tree("(?<!(?=a)|b)c"), .concat([.lookaround(.alternation([.lookaround(.scalar("a"), look(false, false, 0)), .scalar("b")]),
                                                                   look(true, true, 1)), .scalar("c")]),
                       "numbered as they close: inner ones first")
        XCTAssertEqual(tree("(?<x>a)"), .group(.scalar("a"), .named("x")), "a named group is no lookbehind")
        XCTAssertEqual(error("a(?=b)*"), RegexError(offset: 6, kind: .nothingToRepeat), "not quantifiable (the u flag)")
        XCTAssertEqual(error("(?<=b){2}"), RegexError(offset: 6, kind: .nothingToRepeat))
        XCTAssertEqual(error("(?=b"), RegexError(offset: 0, kind: .unclosedGroup))
        let many = String(repeating: "(?=a)", count: 101)
        XCTAssertEqual(error(many), RegexError(offset: 500, kind: .tooManyLookarounds(limit: 100)))
        XCTAssertEqual(error(many)?.description, "too many lookarounds at position 500 (more than 100 in one pattern)")
    }

    func testBacktrackingConstructsAreRefused() {
        let cases: [(String, RegexError)] = [
            ("(a)\\1", RegexError(offset: 3, kind: .needsBacktracking(.backreference("\\1")))),
            ("(a)\\12", RegexError(offset: 3, kind: .needsBacktracking(.backreference("\\12")))),
            ("(?<x>a)\\k<x>", RegexError(offset: 7, kind: .needsBacktracking(.backreference("\\k<x>")))),
        ]
        for (pattern, expected) in cases {
            XCTAssertEqual(error(pattern), expected, pattern)
            XCTAssertEqual(error(pattern)?.needsBacktracking, true, pattern)
        }
        XCTAssertEqual(error("(a)\\1")?.description,
                       "backreferences are not supported (\\1 at position 3): matching them needs backtracking, "
                       + "whose time can grow exponentially with the text (patterns run in linear time)")
    }

    func testWording() {
        XCTAssertEqual(error("a(b")?.description, "unclosed group: the '(' at position 1 is never closed")
        XCTAssertEqual(error("*")?.description, "nothing to repeat before the quantifier at position 0")
        XCTAssertEqual(error("*")?.words(in: "*"), "nothing to repeat before '*' at position 0")
        XCTAssertEqual(error("[z-a]")?.description, "range out of order in a character class at position 1 (z-a)")
        XCTAssertEqual(error("a{1001}")?.description, "repeat count 1001 at position 1 is above 1000")
    }

    func testProgramSizeIsBoundedBeforeExpansion() {
        XCTAssertThrowsError(try RegexPattern("(a{1000}){1000}", flavor: .ecmaScript)) { error in
            XCTAssertEqual(error as? RegexError, RegexError(offset: 9, kind: .tooLarge(limit: 100_000)))
        }
        XCTAssertThrowsError(try RegexPattern("((a{1000}){1000}){1000}", flavor: .ecmaScript)) { error in
            XCTAssertEqual(error as? RegexError, RegexError(offset: 10, kind: .tooLarge(limit: 100_000)))
        }
        XCTAssertThrowsError(try RegexPattern(String(repeating: "a", count: 100_001), flavor: .ecmaScript)) { error in
            XCTAssertEqual(error as? RegexError, RegexError(offset: 0, kind: .tooLarge(limit: 100_000)))
        }
        XCTAssertNoThrow(try RegexPattern("[a-z]{1,1000}@x{99}", flavor: .ecmaScript))
        XCTAssertNoThrow(try RegexPattern(Array(repeating: "ab", count: 20_000).joined(separator: "|"), flavor: .ecmaScript),
                         "thousands of alternatives compile without recursing")
    }
}
