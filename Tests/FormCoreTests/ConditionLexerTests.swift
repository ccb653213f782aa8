import XCTest
@testable import FormCore

final class ConditionLexerTests: XCTestCase {
    private func kinds(_ text: String) throws -> [ConditionToken.Kind] {
        try ConditionLexer.tokenize(text).map(\.kind)
    }

    private func lexError(_ text: String) -> ConditionError? {
        do {
            _ = try ConditionLexer.tokenize(text)
            return nil
        } catch {
            return error
        }
    }

    func testTagsNumbersAndStringsWithOffsets() throws {
        let tokens = try ConditionLexer.tokenize(#"$user.e-mail_2 >= 10.5 && 'it\'s' != "q""#)
        XCTAssertEqual(tokens.map(\.kind), [
            .tag("user.e-mail_2"), .greaterEqual, .number(10.5), .and, .string("it's"), .notEqual, .string("q"), .end,
        ])
        XCTAssertEqual(tokens.map(\.offset), [0, 15, 18, 23, 26, 34, 37, 40])
        XCTAssertEqual(tokens[0].text, "$user.e-mail_2")
    }

    func testEveryOperatorAndPunctuation() throws {
        XCTAssertEqual(try kinds("== != < <= > >= && || ! [ ] ( ) ,"), [
            .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual, .and, .or, .not,
            .leftBracket, .rightBracket, .leftParen, .rightParen, .comma, .end,
        ])
        XCTAssertEqual(try kinds("$a<=$b"), [.tag("a"), .lessEqual, .tag("b"), .end])
        XCTAssertEqual(try kinds("!$a"), [.not, .tag("a"), .end])
    }

    func testWordsAndLiterals() throws {
        XCTAssertEqual(try kinds("and or not contains in true false null empty len today"), [
            .and, .or, .not, .contains, .in, .boolean(true), .boolean(false), .null,
            .identifier("empty"), .identifier("len"), .identifier("today"), .end,
        ])
    }

    func testNumbers() throws {
        XCTAssertEqual(try kinds("0 42 -3 2.25 -0.5"), [.number(0), .number(42), .number(-3), .number(2.25), .number(-0.5), .end])
    }

    func testStringEscapes() throws {
        XCTAssertEqual(try kinds(#"'a\'b' "x\"y" 'q"q' '\\' 'l\nm'"#),
                       [.string("a'b"), .string("x\"y"), .string("q\"q"), .string("\\"), .string("l\nm"), .end])
    }

    func testOffsetsCountCharactersNotBytes() throws {
        let tokens = try ConditionLexer.tokenize("'日本🙂' == $a")
        XCTAssertEqual(tokens.map(\.offset), [0, 6, 9, 11])
        XCTAssertEqual(tokens[0].kind, .string("日本🙂"))
    }

    func testErrorsCarryOffsets() {
        XCTAssertEqual(lexError("$a == 'abc"), ConditionError(offset: 6, kind: .unterminatedString))
        XCTAssertEqual(lexError("$a = 1"), ConditionError(offset: 3, kind: .unexpectedCharacter("=", suggestion: "==")))
        XCTAssertEqual(lexError("$a & $b"), ConditionError(offset: 3, kind: .unexpectedCharacter("&", suggestion: "&&")))
        XCTAssertEqual(lexError("$a | $b"), ConditionError(offset: 3, kind: .unexpectedCharacter("|", suggestion: "||")))
        XCTAssertEqual(lexError("1 == $ "), ConditionError(offset: 5, kind: .emptyTag))
        XCTAssertEqual(lexError("$a > 12ab"), ConditionError(offset: 5, kind: .invalidNumber("12ab")))
        XCTAssertEqual(lexError("$a # 1"), ConditionError(offset: 3, kind: .unexpectedCharacter("#", suggestion: nil)))
    }

    func testErrorMessages() {
        XCTAssertEqual(lexError("$a = 1")?.message, "unexpected character '=' (did you mean '=='?)")
        XCTAssertEqual(lexError("'abc")?.message, "unterminated string")
        XCTAssertEqual(lexError("$")?.message, "'$' without a tag name")
    }
}
