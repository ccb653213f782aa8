@testable import FormCore
import XCTest
import FormSchema

/// `RegexPattern` against a table of (pattern, text, expected): every construct, search versus
/// whole match, both flavours.
final class RegexMatcherTests: XCTestCase {
    private func compiled(_ pattern: String, _ flavor: RegexFlavor = .ecmaScript) -> RegexPattern? {
        do { return try RegexPattern(pattern, flavor: flavor) } catch {
            XCTFail("\(pattern): \(error)")
            return nil
        }
    }

    /// (pattern, text, search answer, whole-match answer)
    private let table: [(String, String, Bool, Bool)] = [
        ("", "", true, true),
        ("", "abc", true, false),
        ("a", "a", true, true),
        ("a", "bab", true, false),
        ("abc", "xabcx", true, false),
        ("a.c", "abc", true, true),
        ("a.c", "a\nc", false, false),
        ("a.c", "a\rc", false, false),
        ("a.c", "a\u{2028}c", false, false),
        ("^.$", "😀", true, true),
        ("^..$", "😀", false, false),
        ("^.$", "é", true, true),
        ("^.$", "e\u{301}", false, false),
        ("^abc", "abcd", true, false),
        ("^abc", "xabc", false, false),
        ("abc$", "xabc", true, false),
        ("abc$", "abc\n", false, false),
        ("^$", "", true, true),
        ("a^b", "a^b", false, false),
        ("\\^", "a^b", true, false),
        ("\\d+", "ab12", true, false),
        ("^\\d+$", "12", true, true),
        ("\\D", "123", false, false),
        ("\\w+", "-_-", true, false),
        ("^\\W$", "_", false, false),
        ("\\s", "a b", true, false),
        ("\\s", "a\u{00A0}b", true, false),
        ("\\s", "a\u{FEFF}b", true, false),
        ("^\\S+$", "a\tb", false, false),
        ("\\bfoo\\b", "a foo b", true, false),
        ("\\bfoo\\b", "afoo", false, false),
        ("\\Boo\\B", "foox", true, false),
        ("\\Boo\\B", "oo", false, false),
        ("^\\t\\n\\r\\f\\v\\0$", "\t\n\r\u{0C}\u{0B}\u{0}", true, true),
        ("\\x41\\u0042\\u{43}", "ABC", true, true),
        ("^\\uD83D\\uDE00$", "😀", true, true),
        ("\\.", "a", false, false),
        ("a\\.b", "a.b", true, true),
        ("[abc]+", "cab", true, true),
        ("[^abc]", "abc", false, false),
        ("[^abc]", "abd", true, false),
        ("^[a-z0-9_-]+$", "a-b_9", true, true),
        ("^[\\d.]+$", "1.2", true, true),
        ("[\\]]", "]", true, true),
        ("[\\b]", "\u{8}", true, true),
        ("[]", "a", false, false),
        ("^[^]$", "\n", true, true),
        ("^[😀-😂]$", "😁", true, true),
        ("^\\p{Lu}\\p{Ll}+$", "Émile", true, true),
        ("^\\P{L}+$", "123", true, true),
        ("^\\p{L}+$", "日本", true, true),
        ("(ab)+", "abab", true, true),
        ("^(?:ab)+$", "aba", false, false),
        ("^(?<pair>ab)+$", "abab", true, true),
        ("cat|dog", "hotdog", true, false),
        ("^(cat|dog)$", "dog", true, true),
        ("^(a|)$", "", true, true),
        ("a|ab", "ab", true, true),
        ("^a*$", "", true, true),
        ("^a+$", "", false, false),
        ("^a?b$", "b", true, true),
        ("^a{3}$", "aaa", true, true),
        ("^a{3}$", "aa", false, false),
        ("^a{2,}$", "aaaaa", true, true),
        ("^a{2,}$", "a", false, false),
        ("^a{2,3}$", "aaaa", false, false),
        ("^a{0}$", "", true, true),
        ("^a{0,0}b$", "b", true, true),
        ("^a*?b+?c??$", "aabb", true, true),
        ("^a{1,2}?$", "aa", true, true),
        ("^(a*)*$", "aaa", true, true),
        ("^(a*)+b$", "b", true, true),
        ("^(a|b)*c$", "ababc", true, true),
        ("x{", "x{", true, true),
        ("^x{,2}$", "x{,2}", true, true),
        ("^[0-9]{6}$", "123456", true, true),
        ("^[0-9]{6}$", "12345", false, false),
        ("^\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?$", "1.2.3-rc.1", true, true),
        ("^\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?$", "1.2", false, false),
        ("^(?:@[a-z0-9-*~][a-z0-9-*._~]*/)?[a-z0-9-~][a-z0-9-._~]*$", "@scope/pkg", true, true),
        ("[^@ ]+@[^@ ]+\\.[a-z]+", "me@x.org", true, true),
    ]

    func testTable() {
        for (pattern, text, search, whole) in table {
            guard let regex = compiled(pattern) else { continue }
            XCTAssertEqual(regex.search(text), search, "search /\(pattern)/ in \(text.debugDescription)")
            XCTAssertEqual(regex.wholeMatch(text), whole, "whole /\(pattern)/ on \(text.debugDescription)")
        }
    }

    func testFlavoursDifferInClassEscapesOnly() {
        let arabicDigits = "١٢٣"
        XCTAssertEqual(compiled("^\\d+$", .validator)?.wholeMatch(arabicDigits), true)
        XCTAssertEqual(compiled("^\\d+$", .ecmaScript)?.wholeMatch(arabicDigits), false)
        XCTAssertEqual(compiled("^\\w+$", .validator)?.wholeMatch("héllo_1"), true)
        XCTAssertEqual(compiled("^\\w+$", .ecmaScript)?.wholeMatch("héllo_1"), false)
        XCTAssertEqual(compiled("\\bé", .validator)?.search("café"), false, "é is a word scalar in the validator flavour")
        XCTAssertEqual(compiled("\\bé", .ecmaScript)?.search("café"), true)
        XCTAssertEqual(compiled("\\s", .validator)?.search("\u{85}"), true)
        XCTAssertEqual(compiled("\\s", .ecmaScript)?.search("\u{85}"), false)
        XCTAssertEqual(compiled("^\\W$", .validator)?.wholeMatch("ß"), false)
        XCTAssertEqual(compiled("^[^\\d]$", .ecmaScript)?.wholeMatch("٣"), true)
    }

    /// The call sites keep their anchoring: a validator and a tokens item match the whole text; a
    /// schema `pattern` searches, also once turned into a row's whole-text validator.
    func testCallSitesKeepTheirAnchoring() {
        XCTAssertEqual(Validation.fullMatch("[0-9]+", "a12"), false)
        XCTAssertEqual(Validation.fullMatch("[0-9]+", "12"), true)
        XCTAssertEqual(Validation.fullMatch("(", "x"), nil)
        XCTAssertEqual(SchemaPattern.search("[0-9]+", in: "a12"), true)
        XCTAssertEqual(SchemaPattern.search("^[0-9]+$", in: "a12"), false)
        let wrapped = "[\\s\\S]*?(?:" + "^[a-z]" + ")[\\s\\S]*"
        XCTAssertEqual(Validation.fullMatch(wrapped, "ab1"), true)
        XCTAssertEqual(Validation.fullMatch(wrapped, "1ab"), false)
    }
}
