import XCTest
@testable import FormRun

/// A `Field`'s own rule written as messages alone (`["no spaces"]`): its problems are that
/// field's, on every face (the screen, a submit, the thrown error's pointer).
final class FieldRuleTests: XCTestCase {
    let form = TypedForm(Deploy()) {
        Section {
            Field(\.service, "Service").validate { d in d.service.contains(" ") ? ["no spaces"] : [] }
            Field(\.variables, "Variables") {
                Field(\.key, "Key").validate { v in v.key.uppercased() == v.key ? [] : ["capitals only"] }
                Field(\.value, "Value")
            }
            Field(\.team, "Team")
        }
    }
    let size = TerminalSize(columns: 60, rows: 14)

    func testAFieldsMessageIsThrownAtItsPointer() {
        XCTAssertThrowsError(try form.submit(Deploy(service: "a b"))) { error in
            XCTAssertEqual(error as? FormRunError, .invalid([RowFailure(tag: "service", title: "Service", message: "no spaces", path: "/service",
                                                                       reason: "no spaces", form: "Form()")]))
        }
        XCTAssertEqual(try form.submit(Deploy(service: "ab")), Deploy(service: "ab"))
    }

    func testAFieldsMessageInAListItemIsThrownAtTheItemsField() {
        XCTAssertThrowsError(try form.submit(Deploy(service: "ab", variables: [.init(key: "A"), .init(key: "b")]))) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.path), ["/variables/1/key"])
            XCTAssertEqual(failures.map(\.reason), ["capitals only"])
        }
    }

    func testAFieldsMessageShowsUnderItsRow() {
        XCTAssertThrowsError(try form.run(keys: "text:a b,Down,C-s", size: size)) { error in
            guard case .keysEnded(let screen)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertTrue(screen.contains("no spaces"), screen)
        }
    }

    func testAFormsMessageAloneIsWithTheWholeValue() {
        let whole = form.validate { d in d.team.isEmpty ? ["say the team"] : [] }
        XCTAssertThrowsError(try whole.submit(Deploy(service: "ab"))) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.path), [""])
            XCTAssertEqual(failures.map(\.reason), ["say the team"])
        }
    }
}
