import XCTest
@testable import FormCore

/// Required, built-in numeric checks and declared validators.
final class ValidationTests: XCTestCase {
    private var values: [String: Value] = [:]
    private var expressionResults: [String: Bool] = [:]

    private var context: ValidationContext {
        let values = self.values
        return ValidationContext(value: { values[$0] ?? .null }, title: { $0 == "password" ? "Password" : nil })
    }

    private func check(_ row: Row, _ value: Value, required: Bool = false, context: ValidationContext? = nil) -> String? {
        Validation.check(row: row, value: value, required: required, context: context ?? self.context)
    }

    private func row(_ type: RowType, title: String = "Field", _ validators: [ValidatorSpec.Kind] = [], message: String? = nil) -> Row {
        var row = Row(tag: "field", type: type, title: title)
        row.validators = validators.map { ValidatorSpec(kind: $0, message: message) }
        return row
    }

    // MARK: required

    func testRequiredEmptyValues() {
        let r = row(.text, title: "Full name")
        for empty in [Value.null, .string(""), .string("  "), .list([])] {
            XCTAssertEqual(check(r, empty, required: true), "Full name is required", "\(empty)")
        }
        XCTAssertNil(check(r, .string("Ann"), required: true))
    }

    func testRequiredUsesTagWithoutTitle() {
        XCTAssertEqual(check(Row(tag: "nick", type: .text), .null, required: true), "nick is required")
    }

    func testOptionalEmptyPasses() {
        XCTAssertNil(check(row(.email), .null))
        XCTAssertNil(check(row(.integer, [.length(min: 3, max: nil), .range(min: 1, max: 2), .regex(pattern: "x")]), .null))
    }

    func testRequiredSwitchMustBeOn() {
        let r = row(.check, title: "I agree")
        XCTAssertEqual(check(r, .bool(false), required: true), "I agree is required")
        XCTAssertNil(check(r, .bool(true), required: true))
        XCTAssertNil(check(r, .bool(false), required: false))
    }

    func testRequiredComesFirst() {
        XCTAssertEqual(check(row(.email, title: "Email", [.length(min: 5, max: nil)]), .null, required: true), "Email is required")
    }

    // MARK: integer / decimal

    func testIntegerChecks() {
        XCTAssertNil(check(row(.integer), .number(42)))
        XCTAssertEqual(check(row(.integer), .number(1.5)), "Not a whole number")
        XCTAssertEqual(check(row(.integer), .string("12a")), "Not a whole number")
    }

    func testDecimalChecks() {
        XCTAssertNil(check(row(.decimal), .number(1.5)))
        XCTAssertEqual(check(row(.decimal), .string("1.2.3")), "Not a number")
    }

    func testNumericMinMax() {
        var r = row(.integer)
        r.min = .number(0)
        r.max = .number(120)
        XCTAssertEqual(check(r, .number(-1)), "Must be at least 0")
        XCTAssertEqual(check(r, .number(121)), "Must be at most 120")
        XCTAssertNil(check(r, .number(0)))
        XCTAssertNil(check(r, .number(120)))
        var d = row(.decimal)
        d.min = .number(0.5)
        XCTAssertEqual(check(d, .number(0.25)), "Must be at least 0.5")
    }

    func testTypeCheckBeforeValidators() {
        XCTAssertEqual(check(row(.integer, [.range(min: 100, max: nil)]), .string("x")), "Not a whole number")
    }

    // MARK: regex

    func testRegexFullMatch() {
        let r = row(.text, [.regex(pattern: "[0-9]{6}")])
        XCTAssertNil(check(r, .string("123456")))
        XCTAssertEqual(check(r, .string("1234567")), "Does not match the pattern [0-9]{6}")
        XCTAssertEqual(check(r, .string("a123456")), "Does not match the pattern [0-9]{6}")
        XCTAssertEqual(check(r, .string("123456\n")), "Does not match the pattern [0-9]{6}")
    }

    func testRegexAlternationMustCoverWhole() {
        XCTAssertNil(check(row(.text, [.regex(pattern: "a|ab")]), .string("ab")))
    }

    func testRegexAnchoredPatternAndCustomMessage() {
        let r = row(.text, [.regex(pattern: "^[A-Z]+$")], message: "Capitals only")
        XCTAssertNil(check(r, .string("ABC")))
        XCTAssertEqual(check(r, .string("AbC")), "Capitals only")
    }

    func testRegexOnNumberUsesItsText() {
        XCTAssertNil(check(row(.integer, [.regex(pattern: "\\d{2}")]), .number(42)))
    }

    func testInvalidRegexIsSkippedAndReported() {
        XCTAssertNil(check(row(.text, [.regex(pattern: "(")]), .string("x")))
        XCTAssertNotNil(Validation.regexError("("))
        XCTAssertNil(Validation.regexError("^a+$"))
    }

    // MARK: length

    func testLengthDefaults() {
        XCTAssertEqual(check(row(.text, [.length(min: 8, max: nil)]), .string("short")), "At least 8 characters")
        XCTAssertEqual(check(row(.text, [.length(min: nil, max: 3)]), .string("long")), "At most 3 characters")
        XCTAssertEqual(check(row(.text, [.length(min: nil, max: 1)]), .string("ab")), "At most 1 character")
        XCTAssertEqual(check(row(.text, [.length(min: 2, max: 30)]), .string("a")), "Between 2 and 30 characters")
        XCTAssertEqual(check(row(.text, [.length(min: 6, max: 6)]), .string("a")), "Exactly 6 characters")
        XCTAssertNil(check(row(.text, [.length(min: 2, max: 3)]), .string("abc")))
    }

    func testLengthCountsCharacters() {
        XCTAssertNil(check(row(.text, [.length(min: nil, max: 3)]), .string("日本語")))
        XCTAssertNil(check(row(.text, [.length(min: 1, max: 1)]), .string("👩‍👩‍👧")))
    }

    func testLengthCustomMessage() {
        XCTAssertEqual(check(row(.password, [.length(min: 8, max: nil)], message: "Too short!"), .string("x")), "Too short!")
    }

    func testLengthOfListCountsChoices() {
        XCTAssertEqual(check(row(.multipleSelect, [.length(min: 2, max: nil)]), .list([.string("a")])), "At least 2 choices")
    }

    // MARK: range

    func testRangeDefaults() {
        XCTAssertEqual(check(row(.integer, [.range(min: 0, max: 120)]), .number(130)), "Must be between 0 and 120")
        XCTAssertEqual(check(row(.integer, [.range(min: 18, max: nil)]), .number(3)), "Must be at least 18")
        XCTAssertEqual(check(row(.decimal, [.range(min: nil, max: 2.5)]), .number(3)), "Must be at most 2.5")
        XCTAssertNil(check(row(.integer, [.range(min: 0, max: 120)]), .number(120)))
    }

    func testRangeOnTextReadsNumbers() {
        XCTAssertNil(check(row(.text, [.range(min: 1, max: 5)]), .string("3")))
        XCTAssertEqual(check(row(.text, [.range(min: 1, max: 5)]), .string("nine")), "Not a number")
        XCTAssertEqual(check(row(.text, [.range(min: 1, max: 5)], message: "1 to 5"), .string("nine")), "1 to 5")
    }

    func testRangeCustomMessage() {
        XCTAssertEqual(check(row(.integer, [.range(min: 0, max: 1)], message: "No"), .number(2)), "No")
    }

    // MARK: equals

    func testEqualsWithTitleAndCustomMessage() {
        values["password"] = .string("secret")
        var r = Row(tag: "confirm", type: .password, title: "Repeat")
        r.validators = [ValidatorSpec(kind: .equals(tag: "password"))]
        XCTAssertNil(check(r, .string("secret")))
        XCTAssertEqual(check(r, .string("secreT")), "Must match Password")
        XCTAssertEqual(check(r, .null), "Must match Password")
        r.validators = [ValidatorSpec(kind: .equals(tag: "password"), message: "Passwords differ")]
        XCTAssertEqual(check(r, .string("x")), "Passwords differ")
    }

    func testEqualsFallsBackToTag() {
        values["pin"] = .string("1")
        XCTAssertEqual(check(row(.text, [.equals(tag: "pin")]), .string("2")), "Must match pin")
    }

    func testEqualsTreatsEmptiesAsEqual() {
        values["password"] = .string("")
        XCTAssertNil(check(row(.password, [.equals(tag: "password")]), .null))
    }

    func testEqualsWithFormContextUsesRowTitle() {
        let form = Form(sections: [Section(tag: "s", rows: [Row(tag: "mail", type: .email, title: "E-mail")])])
        let ctx = ValidationContext(form: form, value: { _ in .string("a@b.co") })
        XCTAssertEqual(check(row(.email, [.equals(tag: "mail")]), .string("c@d.co"), context: ctx), "Must match E-mail")
    }

    // MARK: expression

    func testExpressionUsesEvaluator() {
        let r = row(.text, [.expression("$age >= 18")])
        let failing = ValidationContext(value: { _ in .null }, evaluate: { _ in false })
        let passing = ValidationContext(value: { _ in .null }, evaluate: { $0 == "$age >= 18" ? true : nil })
        XCTAssertEqual(check(r, .string("x"), context: failing), "Invalid value")
        XCTAssertNil(check(r, .string("x"), context: passing))
        let custom = row(.text, [.expression("$age >= 18")], message: "Adults only")
        XCTAssertEqual(check(custom, .string("x"), context: failing), "Adults only")
    }

    func testExpressionRunsOnEmptyValue() {
        let failing = ValidationContext(value: { _ in .null }, evaluate: { _ in false })
        XCTAssertEqual(check(row(.text, [.expression("!empty($guardian)")]), .null, context: failing), "Invalid value")
    }

    func testExpressionSkippedWithoutEvaluatorOrResult() {
        let r = row(.text, [.expression("$a")])
        XCTAssertNil(check(r, .string("x")))
        XCTAssertNil(check(r, .string("x"), context: ValidationContext(value: { _ in .null }, evaluate: { _ in nil })))
    }

    // MARK: order

    func testFirstFailingValidatorWins() {
        let r = row(.text, [.length(min: 5, max: nil), .regex(pattern: "[a-z]+")])
        XCTAssertEqual(check(r, .string("AB")), "At least 5 characters")
        XCTAssertEqual(check(r, .string("ABCDEF")), "Does not match the pattern [a-z]+")
        var ordered = Row(tag: "x", type: .text)
        ordered.validators = [ValidatorSpec(kind: .regex(pattern: "[a-z]+"), message: "first"),
                              ValidatorSpec(kind: .length(min: 5, max: nil), message: "second")]
        XCTAssertEqual(check(ordered, .string("AB")), "first")
    }

    func testBuiltInBeforeDeclared() {
        XCTAssertEqual(check(row(.email, [.length(min: 50, max: nil)]), .string("nope")), "Not a valid email address")
    }
}

final class DateBoundsValidationTests: XCTestCase {
    func testDatesOutsideTheirBoundsFailWithTheBound() {
        var row = Row(tag: "d", type: .date, title: "Day")
        row.min = .string("1900-01-01")
        row.max = .string("today")
        let context = ValidationContext(value: { _ in .null }, today: "2026-11-29")
        XCTAssertNil(Validation.check(row: row, value: .string("2000-02-29"), required: false, context: context))
        XCTAssertEqual(Validation.check(row: row, value: .string("1899-12-31"), required: false, context: context), "Not before 1900-01-01")
        XCTAssertEqual(Validation.check(row: row, value: .string("2026-11-30"), required: false, context: context), "Not after 2026-11-29")
        XCTAssertNil(Validation.check(row: row, value: .string("2026-11-30"), required: false,
                                      context: ValidationContext(value: { _ in .null })), "no today, no check against it")
        var time = Row(tag: "t", type: .time, title: "Time")
        time.max = .string("18:00")
        XCTAssertEqual(Validation.check(row: time, value: .string("18:30"), required: false, context: context), "Not after 18:00")
        var timer = Row(tag: "c", type: .countDownTimer, title: "Timer")
        timer.max = .number(60)
        XCTAssertEqual(Validation.check(row: timer, value: .number(61), required: false, context: context), "Must be at most 60")
    }
}
