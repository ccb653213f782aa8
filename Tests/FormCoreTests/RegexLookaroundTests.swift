@testable import FormCore
import XCTest

/// Lookaround, checked against what V8 answers (`new RegExp(p, "u").test(t)` for a search,
/// `^(?:p)$` for a whole match) on a table of ECMA-262 cases: positive and negative lookahead and
/// lookbehind, nested, with captures inside (ignored), inside alternations and quantifiers.
final class RegexLookaroundTests: XCTestCase {
    /// (pattern, text, found by a search, matched whole)
    static let table: [(String, String, Bool, Bool)] = [
        ("a(?=b)", "ab", true, false),
        ("a(?=b)", "ac", false, false),
        ("a(?=b)", "a", false, false),
        ("a(?=b)", "b", false, false),
        ("a(?!b)", "ab", false, false),
        ("a(?!b)", "ac", true, false),
        ("a(?!b)", "a", true, true),
        ("a(?!b)", "abab", false, false),
        ("(?<=a)b", "ab", true, false),
        ("(?<=a)b", "cb", false, false),
        ("(?<=a)b", "b", false, false),
        ("(?<=a)b", "aab", true, false),
        ("(?<!a)b", "ab", false, false),
        ("(?<!a)b", "cb", true, false),
        ("(?<!a)b", "b", true, true),
        ("(?<!a)b", "abb", true, false),
        ("^(?!(?:meta|local)$).*$", "meta", false, false),
        ("^(?!(?:meta|local)$).*$", "local", false, false),
        ("^(?!(?:meta|local)$).*$", "metal", true, true),
        ("^(?!(?:meta|local)$).*$", "locals", true, true),
        ("^(?!(?:meta|local)$).*$", "https://github.com/x", true, true),
        ("^(?!(?:meta|local)$).*$", "", true, true),
        ("^(?!(?:meta|local)$).*$", "meta\n", false, false),
        ("^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$", "Passw0rdX", true, true),
        ("^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$", "password1", false, false),
        ("^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$", "PASSWORD1", false, false),
        ("^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$", "Pw0", false, false),
        ("^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$", "abcdefG1", true, true),
        ("(?=(a+))a*b", "aaab", true, true),
        ("(?=(a+))a*b", "aaa", false, false),
        ("(?=(a+))a*b", "b", false, false),
        ("(?=(a+)\\w)", "a", false, false),
        ("(?=(a+)\\w)", "ab", true, false),
        ("(?=(a+)\\w)", "b", false, false),
        ("^(?:(?!ab).)*$", "aabb", false, false),
        ("^(?:(?!ab).)*$", "acbd", true, true),
        ("^(?:(?!ab).)*$", "xab", false, false),
        ("^(?:(?!ab).)*$", "", true, true),
        ("^(?:(?!ab).)*$", "ba", true, true),
        ("(?:a(?=c)|b)+", "ac", true, false),
        ("(?:a(?=c)|b)+", "bbb", true, true),
        ("(?:a(?=c)|b)+", "ab", true, false),
        ("(?:a(?=c)|b)+", "aab", true, false),
        ("(?:a(?=c)|b)+", "c", false, false),
        ("^(?:(?<=a)b|a)+$", "ab", true, true),
        ("^(?:(?<=a)b|a)+$", "aab", true, true),
        ("^(?:(?<=a)b|a)+$", "abab", true, true),
        ("^(?:(?<=a)b|a)+$", "b", false, false),
        ("^(?:(?<=a)b|a)+$", "ba", false, false),
        ("^(?:(?<=a)b|a)+$", "abb", false, false),
        ("(?=a(?!b))a", "ab", false, false),
        ("(?=a(?!b))a", "ac", true, false),
        ("(?=a(?!b))a", "a", true, true),
        ("(?<=(?<!x)a)b", "ab", true, false),
        ("(?<=(?<!x)a)b", "xab", false, false),
        ("(?<=(?<!x)a)b", "yab", true, false),
        ("(?<=(?<!x)a)b", "b", false, false),
        ("(?<=^|,)x(?=,|$)", "x", true, true),
        ("(?<=^|,)x(?=,|$)", "a,x,b", true, false),
        ("(?<=^|,)x(?=,|$)", "ax", false, false),
        ("(?<=^|,)x(?=,|$)", "a,xb", false, false),
        ("(?<=^|,)x(?=,|$)", ",x", true, false),
        ("(?<=\\d{3})x\\b", "123x", true, false),
        ("(?<=\\d{3})x\\b", "12x", false, false),
        ("(?<=\\d{3})x\\b", "a123x", true, false),
        ("(?<=\\d{3})x\\b", "123xy", false, false),
        ("(?<=\\d{3})x\\b", "1234x", true, false),
        ("(?<=a(?=b)b)c", "abc", true, false),
        ("(?<=a(?=b)b)c", "aac", false, false),
        ("(?<=a(?=b)b)c", "bc", false, false),
        ("^(?!(a+)+b).*$", "aaaa", true, true),
        ("^(?!(a+)+b).*$", "aaab", false, false),
        ("^(?!(a+)+b).*$", "b", true, true),
        ("^(?!(a+)+b).*$", "ba", true, true),
        ("^(?!(a+)+b).*$", "", true, true),
        ("(?<=ab|^c)d", "abd", true, false),
        ("(?<=ab|^c)d", "cd", true, false),
        ("(?<=ab|^c)d", "acd", false, false),
        ("(?<=ab|^c)d", "d", false, false),
        ("(?<!^)x", "x", false, false),
        ("(?<!^)x", "ax", true, false),
        ("(?<!^)x", "xx", true, false),
        ("(?=$)", "", true, true),
        ("(?=$)", "a", true, false),
        ("^(?<=^)a(?=$)$", "a", true, true),
        ("^(?<=^)a(?=$)$", "aa", false, false),
        ("(?:(?=a)|b){2}c", "ac", false, false),
        ("(?:(?=a)|b){2}c", "bbc", true, true),
        ("(?:(?=a)|b){2}c", "bc", false, false),
        ("(?:(?=a)|b){2}c", "c", false, false),
        ("x(?!y)(?<!xz)", "xz", true, false),
        ("x(?!y)(?<!xz)", "xy", false, false),
        ("x(?!y)(?<!xz)", "x", true, true),
        ("x(?!y)(?<!xz)", "xyxa", true, false),
        ("(?<=(a|bc){2})d", "aad", true, false),
        ("(?<=(a|bc){2})d", "abcd", true, false),
        ("(?<=(a|bc){2})d", "bcbcd", true, false),
        ("(?<=(a|bc){2})d", "ad", false, false),
        ("(?<=(a|bc){2})d", "bcd", false, false),
        ("(?!)", "", false, false),
        ("(?!)", "a", false, false),
        ("(?=)", "", true, true),
        ("(?=)", "a", true, false),
        ("^(?:(?!\\.\\.)[a-z.])+$", "a.b", true, true),
        ("^(?:(?!\\.\\.)[a-z.])+$", "a..b", false, false),
        ("^(?:(?!\\.\\.)[a-z.])+$", "..", false, false),
        ("^(?:(?!\\.\\.)[a-z.])+$", "abc", true, true),
    ]

    func testAgreesWithECMA262() throws {
        for (pattern, text, search, whole) in Self.table {
            for flavor in [RegexFlavor.ecmaScript, .validator] {
                let regex = try RegexPattern(pattern, flavor: flavor)
                XCTAssertEqual(regex.search(text), search, "/\(pattern)/ searched in \(text.debugDescription)")
                XCTAssertEqual(regex.wholeMatch(text), whole, "/\(pattern)/ matched whole against \(text.debugDescription)")
                for isWhole in [false, true] {
                    XCTAssertLessThanOrEqual(regex.run(text, whole: isWhole).steps, regex.stepBound(scalars: text.unicodeScalars.count),
                                             pattern)
                }
            }
        }
    }

    func testEachWrittenLookaroundIsOneProgram() throws {
        let regex = try RegexPattern("(?:(?=a)b(?<!c(?!d))){50}", flavor: .ecmaScript)
        XCTAssertEqual(regex.lookaroundCount, 3, "the 50 copies share their lookarounds")
        XCTAssertEqual(regex.program.lookarounds.map(\.look.index), [0, 1, 2])
        XCTAssertEqual(regex.program.lookarounds.map(\.look.behind), [false, false, true], "inner ones first")
        XCTAssertEqual(regex.search(String(repeating: "b", count: 50)), false)
    }

    func testNonBMPScalarsAreOnePosition() throws {
        let regex = try RegexPattern("(?<=😀)x(?=é)", flavor: .ecmaScript)
        XCTAssertTrue(regex.search("a😀xé"))
        XCTAssertFalse(regex.search("a😀xe"))
        XCTAssertTrue(try RegexPattern("^(?!\\w{2}$).$", flavor: .validator).wholeMatch("é"))
    }
}
