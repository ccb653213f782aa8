import XCTest
@testable import FormCore
import FormSchema

/// Keys of the row types this version refuses are still checked when written before `type`
/// (the first error in file order is reported), and the refusal comes at `type`.
final class SpecFutureTypeTests: XCTestCase {
    private func rowError(_ row: String, at line: UInt = #line) -> String {
        do {
            _ = try FormLoader.parse(text: "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n\(row)\n]}]}", file: "f.json")
            XCTFail("no error", line: line)
        } catch {
            return "\(error)"
        }
        return ""
    }

    func testDateBounds() {
        XCTAssertEqual(rowError(#"{"tag": "d", "min": "1900-13-01", "type": "date"}"#),
                       #"f.json:2:21: row 'd': 'min' must be a date "YYYY-MM-DD" or "today", not '1900-13-01'"#)
        XCTAssertEqual(rowError(#"{"tag": "d", "min": 1900, "type": "dateInline"}"#),
                       #"f.json:2:21: row 'd': 'min' must be a date "YYYY-MM-DD" or "today", not a number"#)
        XCTAssertEqual(rowError(#"{"tag": "d", "min": "2000-01-01", "max": "1999-12-31", "type": "date"}"#),
                       "f.json:2:42: row 'd': 'min' (2000-01-01) is greater than 'max' (1999-12-31)")
        XCTAssertEqual(rowError(#"{"tag": "d", "min": "1900-01-01", "max": "today", "type": "date", "colour": 1}"#),
                       "f.json:2:67: row 'd': unknown key 'colour'")
        XCTAssertEqual(rowError(#"{"tag": "t", "max": "24:00", "type": "time"}"#),
                       #"f.json:2:21: row 't': 'max' must be a time "HH:MM", not '24:00'"#)
        XCTAssertEqual(rowError(#"{"tag": "t", "max": "2020-01-01 10:00", "type": "dateTime"}"#),
                       #"f.json:2:21: row 't': 'max' must be a date and time "YYYY-MM-DDTHH:MM" or "today", not '2020-01-01 10:00'"#)
    }

    func testStepAndOptions() {
        XCTAssertEqual(rowError(#"{"tag": "n", "step": 0, "type": "stepCounter"}"#),
                       "f.json:2:22: row 'n': 'step' must be greater than 0")
        XCTAssertEqual(rowError(#"{"tag": "p", "options": [], "type": "picker"}"#),
                       "f.json:2:25: row 'p': 'options' must not be empty")
        XCTAssertEqual(rowError(#"{"tag": "p", "options": [1], "type": "picker"}"#),
                       "f.json:2:26: row 'p': 'options' must be a string or an object with 'title' and 'value', not a number")
        XCTAssertEqual(rowError(#"{"tag": "p", "options": [{"value": 1}], "type": "picker"}"#),
                       "f.json:2:26: row 'p': missing 'title'")
        XCTAssertEqual(rowError(#"{"tag": "p", "options": [{"title": "A", "vaule": 1}], "type": "picker"}"#),
                       "f.json:2:41: row 'p': unknown key 'vaule' (did you mean 'value'?)")
        XCTAssertEqual(rowError(#"{"tag": "m", "value": "Swift", "type": "multipleSelect"}"#),
                       "f.json:2:23: row 'm': 'value' must be an array, not a string")
        XCTAssertEqual(rowError(#"{"tag": "b", "value": 1, "type": "pushButton"}"#),
                       "f.json:2:14: row 'b': 'value' does not apply to a 'pushButton' row")
    }

    func testDateText() {
        XCTAssertTrue(DateText.isDate("2024-02-29"))
        XCTAssertFalse(DateText.isDate("2023-02-29"))
        XCTAssertFalse(DateText.isDate("1900-02-29"))
        XCTAssertTrue(DateText.isDate("2000-02-29"))
        XCTAssertFalse(DateText.isDate("2024-4-01"))
        XCTAssertFalse(DateText.isDate("２０２４-01-01"))
        XCTAssertTrue(DateText.isTime("23:59"))
        XCTAssertFalse(DateText.isTime("23:60"))
        XCTAssertTrue(DateText.isDateTime("2024-12-31T08:05"))
        XCTAssertFalse(DateText.isDateTime("2024-12-31T8:05"))
    }
}
