import XCTest
@testable import FormCore

/// Issue #26: each row kind declares its rules as data (`RowTypeUnit.rules(of:)`), one checker
/// judges them (`RuleChecker`), and the same data says what a row takes (`RuleWords`).
final class RuleTests: XCTestCase {
    private func row(_ type: RowType, _ edit: (inout Row) -> Void = { _ in }) -> Row {
        var row = Row(tag: "r", type: type, title: "R")
        edit(&row)
        return row
    }

    private let context = ValidationContext(value: { _ in .null })

    private func failure(_ row: Row, _ value: Value, required: Bool = false) -> RuleFailure? {
        RuleChecker.failure(of: row, value: value, required: required, context: context)
    }

    // MARK: - Declared as data

    func testEachKindDeclaresItsRules() {
        let stepper = row(.stepCounter) { $0.min = .number(1); $0.max = .number(100); $0.step = 5 }
        XCTAssertEqual(stepper.type.unit.rules(of: stepper), [.range(min: 1, max: 100), .step(5, from: 1)])
        let slider = row(.slider) { $0.max = .number(100) }
        XCTAssertEqual(slider.type.unit.rules(of: slider), [.range(min: nil, max: 100), .step(1, from: 0)],
                       "a stepper's step is 1 from 0 when not given")
        let integer = row(.integer) { $0.min = .number(0) }
        XCTAssertEqual(integer.type.unit.rules(of: integer), [.wholeNumber, .range(min: 0, max: nil)])
        let password = row(.password) { $0.maxLength = 20; $0.validators = [ValidatorSpec(kind: .length(min: 8, max: nil))] }
        XCTAssertEqual(password.type.unit.rules(of: password),
                       [.maxLength(20), .validator(ValidatorSpec(kind: .length(min: 8, max: nil)))])
        let tokens = row(.tokens) { $0.minItems = 1; $0.pattern = "[a-z]+" }
        XCTAssertEqual(tokens.type.unit.rules(of: tokens), [.itemCount(min: 1, max: nil), .itemPattern("[a-z]+")])
        let date = row(.date) { $0.max = .string("today") }
        XCTAssertEqual(date.type.unit.rules(of: date), [.dateRange(.date, min: nil, max: "today")])
        XCTAssertEqual(row(.email).type.unit.rules(of: row(.email)), [.format(.email)])
        XCTAssertEqual(row(.text).type.unit.rules(of: row(.text)), [])
    }

    func testTheCheckerAddsRequiredFirstAndCodeLast() {
        let text = row(.text) { $0.maxLength = 3 }
        XCTAssertEqual(RuleChecker.rules(of: text, required: true, hasCode: true), [.required(.notEmpty), .maxLength(3), .code])
    }

    // MARK: - One checker

    func testAStepperOffItsGridIsRefusedNamingTheGrid() {
        let fives = row(.stepCounter) { $0.max = .number(100); $0.step = 5 }
        XCTAssertEqual(failure(fives, .number(7)), RuleFailure(path: "", rule: .step(5, from: 0), message: "Must be a multiple of 5", tag: "r"))
        XCTAssertNil(failure(fives, .number(35)))
        let fromOne = row(.slider) { $0.min = .number(1); $0.max = .number(100); $0.step = 5 }
        XCTAssertEqual(failure(fromOne, .number(5))?.message, "Must be 1, 6, 11, … (steps of 5 from 1)")
        XCTAssertNil(failure(fromOne, .number(11)))
        let halves = row(.slider) { $0.step = 0.5 }
        XCTAssertNil(failure(halves, .number(2.5)))
        XCTAssertEqual(failure(halves, .number(2.25))?.message, "Must be a multiple of 0.5")
        XCTAssertEqual(failure(fives, .number(200))?.rule, .range(min: nil, max: 100), "bounds are judged before the step")
    }

    func testAChoiceThatIsNoneOfTheOptionsIsRefusedNamingThem() {
        let env = row(.picker) { $0.options = ["dev", "staging", "prod"].map { Option(title: $0, value: .string($0)) } }
        XCTAssertEqual(failure(env, .string("qa")),
                       RuleFailure(path: "", rule: .options(count: 3, multiple: false), message: "Must be one of: dev, staging, prod", tag: "r"))
        XCTAssertNil(failure(env, .string("prod")))
        XCTAssertNil(failure(env, .null), "no choice is judged by required alone")
        let numbers = row(.segmentedControl) { $0.options = [1, 2].map { Option(title: "\($0)", value: .number(Number($0))) } }
        XCTAssertEqual(failure(numbers, .string("1"))?.message, "Must be one of: 1, 2", "the string \"1\" is not the number 1")
        let many = row(.pushSelect) { $0.options = (1...12).map { Option(title: "o\($0)", value: .string("o\($0)")) } }
        XCTAssertEqual(failure(many, .string("x"))?.message, "'x' is not one of the 12 options", "many options are counted, not named")
        let tags = row(.multipleSelect) { $0.options = ["a", "b"].map { Option(title: $0, value: .string($0)) } }
        XCTAssertEqual(failure(tags, .list([.string("a"), .string("z")]))?.message, "'z' is not one of: a, b")
        XCTAssertEqual(failure(tags, .list([.string("b"), .string("b")]))?.message, "'b' is chosen twice")
        XCTAssertNil(failure(tags, .list([.string("b"), .string("a")])))
        XCTAssertNil(failure(row(.picker), .string("any")), "options given later in code: not judged before they are known")
    }

    func testADurationsRulesAreData() {
        let slot = row(.duration) { $0.min = .string("15m"); $0.max = .string("2h") }
        XCTAssertEqual(slot.type.unit.rules(of: slot), [.duration(min: 900, max: 7200)])
        let quarters = row(.duration) { $0.min = .string("15m"); $0.step = 900 }
        XCTAssertEqual(quarters.type.unit.rules(of: quarters), [.duration(min: 900, max: nil), .durationStep(900, from: 900)])
        XCTAssertEqual(failure(slot, .string("5m"))?.message, "Must be at least 15 min")
        XCTAssertEqual(failure(slot, .string("PT3H"))?.message, "Must be at most 2 h")
        XCTAssertEqual(failure(slot, .string("soon"))?.message, DurationRule.notADuration)
        XCTAssertNil(failure(slot, .string("1h30m")))
        XCTAssertEqual(failure(quarters, .string("20m"))?.message, "Must be 15 min, 30 min, 45 min, … (steps of 15 min from 15 min)")
        XCTAssertEqual(RuleWords.sentence(of: slot), "a duration from 15 min to 2 h")
        XCTAssertEqual(RuleWords.sentence(of: quarters), "a duration, at least 15 min, in steps of 15 min")
        XCTAssertEqual(RuleWords.sentence(of: row(.duration)), "a duration")
        XCTAssertEqual(RuleWords.limits(of: slot, besidesBounds: true), nil, "the plain prompt's words say the bounds")
    }

    func testMaxLengthAndRequiredAndEmptyValues() {
        let code = row(.text) { $0.maxLength = 4 }
        XCTAssertEqual(failure(code, .string("ABCDE"))?.message, "At most 4 characters")
        XCTAssertNil(failure(code, .string("")), "an empty optional value breaks no rule")
        XCTAssertEqual(failure(code, .string(" "), required: true)?.rule, .required(.notEmpty))
        let agree = row(.check)
        XCTAssertEqual(failure(agree, .bool(false), required: true)?.message, "R is required")
    }

    func testValidatorsAndCodeRunInOrder() {
        var context = self.context
        context.extraCheck = { $0 == .string("taken") ? "Already taken" : nil }
        let name = row(.text) { $0.validators = [ValidatorSpec(kind: .regex(pattern: "[a-z]+"))] }
        XCTAssertEqual(RuleChecker.failure(of: name, value: .string("A1"), required: false, context: context)?.message,
                       "Does not match the pattern [a-z]+")
        XCTAssertEqual(RuleChecker.failure(of: name, value: .string("taken"), required: false, context: context)?.rule, .code)
        XCTAssertNil(RuleChecker.failure(of: name, value: .string("free"), required: false, context: context))
    }

    func testTheTypeRulesAloneJudgeWhatIsTyped() {
        let fives = row(.stepCounter) { $0.min = .number(0); $0.max = .number(20); $0.step = 5 }
        XCTAssertEqual(RuleChecker.typeFailure(of: fives, value: .number(12)), "Must be a multiple of 5")
        XCTAssertEqual(RuleChecker.typeFailure(of: fives, value: .number(25)), "Must be at most 20")
        XCTAssertNil(RuleChecker.typeFailure(of: fives, value: .number(15)))
    }

    func testAFailureSeenFromAboveGainsThePathBelowIt() {
        let inner = RuleFailure(path: "/stars", rule: .step(5, from: 0), message: "Must be a multiple of 5", tag: "stars")
        XCTAssertEqual(inner.under(["repos", "1"]).path, "/repos/1/stars")
        XCTAssertEqual(inner.under(["a/b"]).path, "/a~1b/stars", "segments are escaped as JSON Pointer tokens")
        XCTAssertEqual(inner.under(["repos"]).tag, "stars")
    }

    // MARK: - Said before they bite

    func testWhatARowTakesInWords() {
        let age = row(.stepCounter) { $0.min = .number(0); $0.max = .number(120); $0.step = 5 }
        XCTAssertEqual(RuleWords.sentence(of: age), "a whole number from 0 to 120, in steps of 5")
        let password = row(.password) { $0.validators = [ValidatorSpec(kind: .length(min: 8, max: nil))] }
        XCTAssertEqual(RuleWords.sentence(of: password), "at least 8 characters")
        let picker = row(.picker) { $0.options = ["a", "b", "c"].map { Option(title: $0, value: .string($0)) } }
        XCTAssertEqual(RuleWords.sentence(of: picker), "one of 3 options")
        let born = row(.date) { $0.min = .string("1800-01-01"); $0.max = .string("today") }
        XCTAssertEqual(RuleWords.sentence(of: born), "a date from 1800-01-01 to today")
        let list = row(.list) { $0.minItems = 1; $0.maxItems = 10 }
        XCTAssertEqual(RuleWords.sentence(of: list), "1 to 10 items")
        let tokens = row(.tokens) { $0.maxItems = 3; $0.pattern = "[a-z]+" }
        XCTAssertEqual(RuleWords.sentence(of: tokens), "at most 3 items, each item matching [a-z]+")
        let level = row(.slider) { $0.max = .number(1); $0.step = 0.25 }
        XCTAssertEqual(RuleWords.sentence(of: level), "a number, at most 1, in steps of 0.25")
        let count = row(.integer) { $0.min = .number(18) }
        XCTAssertEqual(RuleWords.sentence(of: count), "a whole number, at least 18")
        XCTAssertEqual(RuleWords.sentence(of: row(.email)), "an email address")
        XCTAssertNil(RuleWords.sentence(of: row(.text)), "a free text takes nothing to say")
        let code = row(.text) { $0.maxLength = 6; $0.validators = [ValidatorSpec(kind: .length(min: 6, max: nil))] }
        XCTAssertEqual(RuleWords.limits(of: code), "exactly 6 characters")
    }
}
