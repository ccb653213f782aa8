import XCTest
@testable import FormCore
import FormSchema

/// A refused pattern says what is wrong and where: the position in the pattern, and in a form
/// file the line and column of that character.
final class RegexErrorWordsTests: XCTestCase {
    private func words(_ pattern: String) -> String {
        guard case .failure(let error) = RegexCache.compile(pattern, .validator) else { return "compiles" }
        return error.words(in: pattern)
    }

    func testEachKindSaysWhatAndWhere() {
        let expected: [(String, String)] = [
            ("ab(cd", "unclosed group: the '(' at position 2 is never closed"),
            ("ab)", "unmatched ')' at position 2: it closes no group"),
            ("*a", "nothing to repeat before '*' at position 0"),
            ("a|+", "nothing to repeat before '+' at position 2"),
            ("a{2}{3}", "nothing to repeat before '{' at position 4"),
            ("x[a-", "unclosed character class: the '[' at position 1 is never closed"),
            ("x[z-a]", "range out of order in a character class at position 2 (z-a)"),
            ("ab\\", "'\\' at the end of the pattern (position 2) escapes nothing"),
            ("a\\q", "unknown escape \\q at position 1"),
            ("\\x4", "incomplete escape \\x4 at position 0: hexadecimal digits expected"),
            ("\\u{110000}", "escape \\u{110000} at position 0 is not a Unicode scalar"),
            ("a{1001}", "repeat count 1001 at position 1 is above 1000"),
            ("a{5,2}", "numbers out of order in {5,2} at position 1"),
            ("(?i)a", "unsupported group syntax (?i at position 0"),
            ("(?<1>a)", "invalid group name at position 3"),
            ("\\p{Greek}", "unknown Unicode property \\p{Greek} at position 0"),
            (String(repeating: "(", count: 201) + String(repeating: ")", count: 201),
             "groups nested too deeply at position 200 (more than 200 levels)"),
            (String(repeating: "(?=a)", count: 101), "too many lookarounds at position 500 (more than 100 in one pattern)"),
            ("(a)b\\1", "backreferences are not supported (\\1 at position 4): matching them needs backtracking, "
                + "whose time can grow exponentially with the text (patterns run in linear time)"),
        ]
        for (pattern, message) in expected {
            XCTAssertEqual(words(pattern), message, pattern)
        }
        XCTAssertTrue(words("(?:a{1000}){1000}").hasPrefix("pattern too large at position "), words("(?:a{1000}){1000}"))
    }

    /// The form-file error of a validator of pattern `json` (as written inside the quotes).
    private func error(_ json: String) -> String {
        let text = "{\"sections\": [{\"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"validators\": [{\"type\": \"regex\", \"pattern\": \"\(json)\"}]}\n]}]}"
        do {
            _ = try FormLoader.parse(text: text, file: "f.json")
        } catch {
            return "\(error)"
        }
        return "no error"
    }

    func testAFormFilePointsAtTheCharacterInError() {
        // The pattern's quote is at column 74; its first character at 75.
        XCTAssertEqual(error("ab(cd"), "f.json:2:77: row 'a': invalid regular expression 'ab(cd': unclosed group: the '(' at position 2 is never closed")
        // `\\d` is one character of the pattern and two of the file.
        XCTAssertEqual(error(#"\\d+(x"#), #"f.json:2:79: row 'a': invalid regular expression '\d+(x': unclosed group: the '(' at position 3 is never closed"#)
        XCTAssertTrue(error(#"(a)\\1"#).hasPrefix(#"f.json:2:78: row 'a': backreferences are not supported (\1 at position 3)"#), error(#"(a)\\1"#))
        // Past a character that is not plain ASCII the column is not counted: the quote is named.
        XCTAssertTrue(error("é(a").hasPrefix("f.json:2:74: row 'a': invalid regular expression 'é(a': unclosed group: the '(' at position 1"), error("é(a"))
    }
}
