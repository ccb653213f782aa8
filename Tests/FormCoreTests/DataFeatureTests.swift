import XCTest
@testable import FormCore
import FormSchema

/// `sortByTag` orders the output as the screen shows the rows; `"disabled": false` keeps a row
/// editable in a disabled form or section (GSForm's white list).
final class DataFeatureTests: XCTestCase {
    func testSortByTagOrdersTheOutputWithinEachSection() throws {
        let text = """
        {"sortByTag": true, "sections": [
          {"tag": "b", "rows": [{"tag": "zeta", "type": "text"}, {"tag": "alpha", "type": "text"}, {"tag": "mid", "type": "info"}]},
          {"tag": "a", "rows": [{"tag": "yy", "type": "text"}, {"tag": "xx", "type": "text"}]}
        ]}
        """
        let form = try FormLoader.parse(text: text, file: "f.json")
        let entries = OutputCollector.entries(form: form, values: { .string($0.tag) }, isVisible: { _ in true })
        XCTAssertEqual(entries.map(\.key), ["alpha", "zeta", "xx", "yy"])
        XCTAssertEqual(form.displayRows(of: form.sections[0]).map(\.tag), ["alpha", "mid", "zeta"])
        var unsorted = form
        unsorted.sortByTag = false
        XCTAssertEqual(OutputCollector.entries(form: unsorted, values: { .string($0.tag) }, isVisible: { _ in true }).map(\.key),
                       ["zeta", "alpha", "yy", "xx"])
    }

    func testDisabledFalseIsKeptApartFromNotGiven() throws {
        let form = try InlineForm.load("""
        {"tag": "a", "type": "text", "disabled": false},
        {"tag": "b", "type": "text"},
        {"tag": "c", "type": "text", "disabled": true}
        """)
        XCTAssertEqual(form.sections[0].rows.map(\.keepsEnabled), [true, false, false])
        XCTAssertEqual(form.sections[0].rows[0].disabled, .never)
    }

    private func state(_ rows: String, form: String = "", section: String = "") throws -> ConditionState {
        let text = "{\(form)\"sections\": [{\"tag\": \"s\", \(section)\"rows\": [\(rows)]}, {\"tag\": \"t\", \"rows\": [{\"tag\": \"lock\", \"type\": \"switch\"}]}]}"
        let program = try ConditionProgram(form: FormLoader.parse(text: text, file: "f.json"))
        return ConditionState(program: program, values: { $0 == "lock" ? .bool(true) : .null })
    }

    private let rows = """
    {"tag": "open", "type": "text", "disabled": false}, {"tag": "plain", "type": "text"},
    {"tag": "shut", "type": "text", "disabled": true}
    """

    func testWhiteListInADisabledForm() throws {
        let s = try state(rows, form: #""disabled": true, "disabledMessage": "Read-only", "#)
        XCTAssertFalse(s.isDisabled("open"))
        XCTAssertTrue(s.isDisabled("plain"))
        XCTAssertTrue(s.isDisabled("shut"))
        XCTAssertTrue(s.isDisabled("lock"))
        XCTAssertNil(s.disabledBy("open"))
        XCTAssertEqual(s.disabledBy("plain"), .form)
    }

    func testWhiteListInADisabledSection() throws {
        let s = try state(rows, section: #""disabled": "$lock", "#)
        XCTAssertFalse(s.isDisabled("open"))
        XCTAssertTrue(s.isDisabled("plain"))
        XCTAssertEqual(s.disabledBy("plain"), .section("s"))
        XCTAssertEqual(s.disabledBy("shut"), .section("s"))
        XCTAssertFalse(s.isDisabled("lock"))
    }

    func testOnlyAnExplicitFalseWhiteLists() throws {
        let s = try state(#"{"tag": "r", "type": "text", "disabled": "!$lock"}"#, form: #""disabled": true, "#)
        XCTAssertTrue(s.isDisabled("r"), "an expression that is false does not override the form")
        let own = try state(#"{"tag": "r", "type": "text", "disabled": true}"#)
        XCTAssertEqual(own.disabledBy("r"), .row("r"))
        XCTAssertNil(own.disabledBy("lock"))
    }
}
