import XCTest
@testable import FormCore

final class ConditionParserTests: XCTestCase {
    private func tree(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            return try ConditionParser.parse(text).description
        } catch {
            XCTFail("\(text): \(error)", file: file, line: line)
            return ""
        }
    }

    private func parseError(_ text: String) -> ConditionError? {
        do {
            _ = try ConditionParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    func testAndBindsTighterThanOr() {
        XCTAssertEqual(tree("$a || $b && $c"), "(or $a (and $b $c))")
        XCTAssertEqual(tree("$a && $b || $c"), "(or (and $a $b) $c)")
        XCTAssertEqual(tree("$a or $b and $c"), "(or $a (and $b $c))")
    }

    func testNotIsLooserThanComparison() {
        XCTAssertEqual(tree("!$a == 1"), "(not (== $a 1))")
        XCTAssertEqual(tree("not $a and $b"), "(and (not $a) $b)")
        XCTAssertEqual(tree("!!$a"), "(not (not $a))")
        XCTAssertEqual(tree("!empty($x) || $y"), "(or (not (empty $x)) $y)")
    }

    func testLeftAssociativityAndParentheses() {
        XCTAssertEqual(tree("$a || $b || $c"), "(or (or $a $b) $c)")
        XCTAssertEqual(tree("$a && $b && $c"), "(and (and $a $b) $c)")
        XCTAssertEqual(tree("($a || $b) && $c"), "(and (or $a $b) $c)")
        XCTAssertEqual(tree("!($a && $b)"), "(not (and $a $b))")
    }

    func testEveryComparison() {
        XCTAssertEqual(tree("$a == 1"), "(== $a 1)")
        XCTAssertEqual(tree("$a != 'x'"), "(!= $a 'x')")
        XCTAssertEqual(tree("$a < 1.5"), "(< $a 1.5)")
        XCTAssertEqual(tree("$a <= -2"), "(<= $a -2)")
        XCTAssertEqual(tree("$a > $b"), "(> $a $b)")
        XCTAssertEqual(tree("$a >= today()"), "(>= $a (today))")
        XCTAssertEqual(tree("$topics contains 'Go'"), "(contains $topics 'Go')")
        XCTAssertEqual(tree("$a in ['x', 'y']"), "(in $a ['x' 'y'])")
        XCTAssertEqual(tree("$a not in ['x']"), "(not (in $a ['x']))")
        XCTAssertEqual(tree("$a not contains 'x'"), "(not (contains $a 'x'))")
        XCTAssertEqual(tree("$age >= 18 || !empty($guardian)"), "(or (>= $age 18) (not (empty $guardian)))")
    }

    func testLiteralsListsAndCalls() {
        XCTAssertEqual(tree("true"), "true")
        XCTAssertEqual(tree("null == $a"), "(== null $a)")
        XCTAssertEqual(tree("[]"), "[]")
        XCTAssertEqual(tree("[1, [2, 'b'], $c,]"), "[1 [2 'b'] $c]")
        XCTAssertEqual(tree("len($name) > 2"), "(> (len $name) 2)")
        XCTAssertEqual(tree("empty([])"), "(empty [])")
    }

    func testTagOffsetsAreKept() throws {
        let expr = try ConditionParser.parse("!$news || $a.b == $news")
        XCTAssertEqual(expr.references.map(\.tag), ["news", "a.b", "news"])
        XCTAssertEqual(expr.references.map(\.offset), [1, 10, 18])
        XCTAssertEqual(expr.tags, ["news", "a.b"])
    }

    func testSyntaxErrors() {
        XCTAssertEqual(parseError(""), ConditionError(offset: 0, kind: .emptyExpression))
        XCTAssertEqual(parseError("   "), ConditionError(offset: 0, kind: .emptyExpression))
        XCTAssertEqual(parseError("($a == 1"), ConditionError(offset: 8, kind: .missingClosingParen))
        XCTAssertEqual(parseError("($a == 1 'x')"), ConditionError(offset: 9, kind: .missingClosingParen))
        XCTAssertEqual(parseError("len($a"), ConditionError(offset: 6, kind: .missingClosingParen))
        XCTAssertEqual(parseError("$a in [1, 2"), ConditionError(offset: 11, kind: .missingClosingBracket))
        XCTAssertEqual(parseError("$a == "), ConditionError(offset: 6, kind: .unexpectedEnd(expected: "a value")))
        XCTAssertEqual(parseError("$a $b"), ConditionError(offset: 3, kind: .unexpectedToken("$b", expected: "an operator ('&&', '||', '==' …)")))
        XCTAssertEqual(parseError(")"), ConditionError(offset: 0, kind: .unexpectedToken(")", expected: "a value")))
        XCTAssertEqual(parseError("$a && || $b"), ConditionError(offset: 6, kind: .unexpectedToken("||", expected: "a value")))
        XCTAssertEqual(parseError("$a == 1 == 2"), ConditionError(offset: 8, kind: .chainedComparison("==")))
        XCTAssertEqual(parseError("$a == !$b"), ConditionError(offset: 6, kind: .unexpectedToken("!", expected: "a value")))
        XCTAssertEqual(parseError("[1 2]"), ConditionError(offset: 3, kind: .unexpectedToken("2", expected: "',' or ']'")))
    }

    func testUnknownFunctionsAndWords() {
        XCTAssertEqual(parseError("1 < lenght($a)"), ConditionError(offset: 4, kind: .unknownFunction("lenght", suggestion: "len")))
        XCTAssertEqual(parseError("!emtpy($a)"), ConditionError(offset: 1, kind: .unknownFunction("emtpy", suggestion: "empty")))
        XCTAssertEqual(parseError("zork($a)"), ConditionError(offset: 0, kind: .unknownFunction("zork", suggestion: nil)))
        XCTAssertEqual(parseError("$a adn $b"), ConditionError(offset: 3, kind: .unknownWord("adn", suggestion: "and")))
        XCTAssertEqual(parseError("$a == android"), ConditionError(offset: 6, kind: .unknownWord("android", suggestion: "$android")))
        XCTAssertEqual(parseError("newsletter"), ConditionError(offset: 0, kind: .unknownWord("newsletter", suggestion: "$newsletter")))
        XCTAssertEqual(parseError("today(1)"), ConditionError(offset: 0, kind: .wrongArgumentCount(function: "today", expected: 0, found: 1)))
        XCTAssertEqual(parseError("len()"), ConditionError(offset: 0, kind: .wrongArgumentCount(function: "len", expected: 1, found: 0)))
    }

    func testMessages() {
        XCTAssertEqual(parseError("1 < lenght($a)")?.message, "unknown function 'lenght' (did you mean 'len'?)")
        XCTAssertEqual(parseError("($a")?.message, "missing ')'")
        XCTAssertEqual(parseError("$a ==")?.message, "unexpected end of expression, expected a value")
        XCTAssertEqual(parseError("len(1, 2)")?.message, "len() takes 1 argument, not 2")
        XCTAssertEqual(parseError("")?.message, "empty expression")
    }
}
