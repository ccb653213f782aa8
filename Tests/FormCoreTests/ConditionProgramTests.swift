import XCTest
@testable import FormCore
@testable import FormJSON

/// A condition expression written at `line:column` of a pretend form file.
func expr(_ text: String, _ line: Int = 1, _ column: Int = 1) -> Condition {
    .expression(text, SourceLocation(line: line, column: column))
}

/// A switch row with the given conditions.
func row(_ tag: String, hidden: Condition = .never, disabled: Condition = .never,
         required: Condition = .never, validators: [ValidatorSpec] = []) -> Row {
    var row = Row(tag: tag, type: .switch, title: tag)
    row.hidden = hidden
    row.disabled = disabled
    row.required = required
    row.validators = validators
    return row
}

func section(_ tag: String, hidden: Condition = .never, disabled: Condition = .never, _ rows: [Row]) -> Section {
    var section = Section(tag: tag, rows: rows)
    section.hidden = hidden
    section.disabled = disabled
    return section
}

/// The first error compiling `form`, or nil when it compiles.
func compileError(_ form: Form) -> LocatedConditionError? {
    do {
        _ = try ConditionProgram(form: form)
        return nil
    } catch {
        return error
    }
}

final class ConditionProgramTests: XCTestCase {
    private func signup(topicsHidden: Condition) -> Form {
        Form(sections: [
            section("account", [row("name"), row("email")]),
            section("details", [row("newsletter"), row("topics", hidden: topicsHidden)]),
        ])
    }

    func testUnknownTagIsLocatedAtItsDollarWithASuggestion() {
        let error = compileError(signup(topicsHidden: expr("!$newsleter", 31, 19)))
        XCTAssertEqual(error?.location, SourceLocation(line: 31, column: 20))
        XCTAssertEqual(error?.ownerTag, "topics")
        XCTAssertEqual(error?.ownerIsSection, false)
        XCTAssertEqual(error?.message, "unknown tag '$newsleter' in condition (did you mean '$newsletter'?)")
    }

    func testUnknownTagWithoutACloseMatch() {
        let error = compileError(signup(topicsHidden: expr("$name == 'x' && $zzz", 4, 10)))
        XCTAssertEqual(error?.location, SourceLocation(line: 4, column: 26))
        XCTAssertEqual(error?.message, "unknown tag '$zzz' in condition")
    }

    func testSectionTagIsNotAValue() {
        let error = compileError(signup(topicsHidden: expr("empty($account)", 7, 3)))
        XCTAssertEqual(error?.location, SourceLocation(line: 7, column: 9))
        XCTAssertEqual(error?.message, "'$account' is a section, not a row")
    }

    func testSyntaxErrorIsLocatedAtItsOffset() {
        let error = compileError(signup(topicsHidden: expr("$newsletter == ", 12, 20)))
        XCTAssertEqual(error?.location, SourceLocation(line: 12, column: 35))
        XCTAssertEqual(error?.message, "unexpected end of expression, expected a value in condition")

        let unknown = compileError(signup(topicsHidden: expr("lenght($name) > 2", 2, 5)))
        XCTAssertEqual(unknown?.location, SourceLocation(line: 2, column: 5))
        XCTAssertEqual(unknown?.message, "unknown function 'lenght' in condition (did you mean 'len'?)")
    }

    func testErrorsOfSectionsAndOfTheFormNameTheirOwner() {
        var form = Form(sections: [section("s", hidden: expr("$nme", 3, 15), [row("name")])])
        XCTAssertEqual(compileError(form)?.ownerTag, "s")
        XCTAssertEqual(compileError(form)?.ownerIsSection, true)
        XCTAssertEqual(compileError(form)?.location, SourceLocation(line: 3, column: 15))

        form = Form(sections: [section("s", [row("name")])])
        form.disabled = expr("$name &", 1, 20)
        let error = compileError(form)
        XCTAssertEqual(error?.owner, .form)
        XCTAssertEqual(error?.ownerTag, "")
        XCTAssertEqual(error?.location, SourceLocation(line: 1, column: 26))
        XCTAssertEqual(error?.message, "unexpected character '&' in condition (did you mean '&&'?)")
    }

    func testDisabledAndRequiredConditionsAreCheckedToo() {
        let disabled = Form(sections: [section("s", [row("a"), row("b", disabled: expr("$c", 9, 9))])])
        XCTAssertEqual(compileError(disabled)?.location, SourceLocation(line: 9, column: 9))
        XCTAssertEqual(compileError(disabled)?.ownerTag, "b")
        let required = Form(sections: [section("s", [row("a", required: expr("($b", 5, 5)), row("b")])])
        XCTAssertEqual(compileError(required)?.location, SourceLocation(line: 5, column: 8))
        XCTAssertEqual(compileError(required)?.message, "missing ')' in condition")
    }

    func testValidatorExpressionsAreLocatedAtTheValidator() {
        let at = SourceLocation(line: 40, column: 11)
        let badSyntax = Form(sections: [section("s", [
            row("age", validators: [ValidatorSpec(kind: .expression("$age >= "), location: at)]),
        ])])
        XCTAssertEqual(compileError(badSyntax)?.location, at)
        XCTAssertEqual(compileError(badSyntax)?.message, "unexpected end of expression, expected a value in validator expression")

        let badTag = Form(sections: [section("s", [
            row("age"), row("guardian"),
            row("x", validators: [
                ValidatorSpec(kind: .length(min: 1, max: nil)),
                ValidatorSpec(kind: .expression("$age >= 18 || !empty($guardain)"), location: at),
            ]),
        ])])
        XCTAssertEqual(compileError(badTag)?.location, at)
        XCTAssertEqual(compileError(badTag)?.ownerTag, "x")
        XCTAssertEqual(compileError(badTag)?.message, "unknown tag '$guardain' in validator expression (did you mean '$guardian'?)")
    }

    func testASoundFormCompiles() throws {
        var form = Form(sections: [
            section("s", disabled: expr("$lock"), [
                row("lock"), row("age"),
                row("guardian", hidden: expr("$age >= 18"), required: expr("$age < 18"),
                    validators: [ValidatorSpec(kind: .expression("!empty($guardian) || $age >= 18"))]),
            ]),
        ])
        form.disabled = .constant(false)
        let program = try ConditionProgram(form: form)
        XCTAssertEqual(program.rowTags, ["lock", "age", "guardian"])
        XCTAssertEqual(program.sectionOfRow["age"], "s")
        XCTAssertEqual(Set(program.readers["age"] ?? []), [ConditionKey(.row("guardian"), .hidden), ConditionKey(.row("guardian"), .required)])
        XCTAssertEqual(program.readers["lock"], [ConditionKey(.section("s"), .disabled)])
        XCTAssertEqual(program.expression(.row("guardian"), .hidden)?.tags, ["age"])
        XCTAssertEqual(program.constants[ConditionKey(.form, .disabled)], false)
        XCTAssertEqual(program.validatorExpressions["!empty($guardian) || $age >= 18"]?.tags, ["guardian", "age"])
        XCTAssertEqual(ConditionProgram.diagnose(form), [])
    }

    func testDiagnoseListsEveryErrorInFormOrder() {
        let form = Form(sections: [section("s", hidden: expr("$x", 1, 1), [
            row("a", hidden: expr("$y", 2, 1), disabled: expr("1 ==", 3, 1)),
        ])])
        XCTAssertEqual(ConditionProgram.diagnose(form).map(\.location.line), [1, 2, 3])
    }
}
