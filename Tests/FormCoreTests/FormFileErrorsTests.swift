import XCTest
@testable import FormCore
import FormSchema

/// Every error of a form file in one read: in file order, each once (a mistake does not bring
/// follow-on errors), the first 20 listed and the rest counted.
final class FormFileErrorsTests: XCTestCase {
    private func errors(_ text: String, line: UInt = #line) -> FormFileErrors? {
        do {
            _ = try FormLoader.parse(text: text, file: "f.json")
            XCTFail("no error", line: line)
        } catch {
            XCTAssertTrue(error is FormFileErrors, "\(type(of: error))", line: line)
            return error as? FormFileErrors
        }
        return nil
    }

    /// A form of one section whose rows are `rows`, one a line from line 2.
    private func form(_ rows: [String]) -> String {
        "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n" + rows.joined(separator: ",\n") + "\n]}]}"
    }

    /// `count` rows, each with one unknown key.
    private func badRows(_ count: Int) -> String {
        form((1...count).map { #"{"tag": "r\#($0)", "type": "text", "colour": "red"}"# })
    }

    func testTwentyAreListedAndTheRestCounted() throws {
        let list = try XCTUnwrap(errors(badRows(25)))
        XCTAssertEqual(list.errors.count, 25)
        let lines = list.description.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 21)
        XCTAssertEqual(lines.first, "f.json:2:31: row 'r1': unknown key 'colour'")
        XCTAssertEqual(lines[19], "f.json:21:32: row 'r20': unknown key 'colour'")
        XCTAssertEqual(lines.last, "… and 5 more errors")
    }

    func testTwentyAreAllListedAndTwentyOneCountOne() throws {
        let twenty = try XCTUnwrap(errors(badRows(20))).description
        XCTAssertEqual(twenty.split(separator: "\n").count, 20)
        XCTAssertFalse(twenty.contains("more"))
        let more = try XCTUnwrap(errors(badRows(21))).description
        XCTAssertTrue(more.hasSuffix("\nf.json:21:32: row 'r20': unknown key 'colour'\n… and 1 more error"), more)
    }

    func testFirstLineCountsTheOthers() throws {
        XCTAssertEqual(try XCTUnwrap(errors(badRows(3))).firstLine,
                       "f.json:2:31: row 'r1': unknown key 'colour' (and 2 more errors)")
        XCTAssertEqual(try XCTUnwrap(errors(badRows(1))).firstLine,
                       "f.json:2:31: row 'r1': unknown key 'colour'")
    }

    func testFiveMistakesFiveMessagesInFileOrder() throws {
        let text = form([
            #"{"tag": "age", "type": "integer", "hidden": "$nmae == ''"}"#,
            #"{"tag": "name", "type": "string"}"#,
            #"{"tag": "plan", "type": "picker", "options": ["a"], "label": "Plan"}"#,
            #"{"tag": "zip", "type": "text", "maxLength": "5"}"#,
            #"{"tag": "name", "type": "email"}"#,
        ])
        XCTAssertEqual(try XCTUnwrap(errors(text)).description, """
            f.json:2:46: row 'age': unknown tag '$nmae' in condition (did you mean '$name'?)
            f.json:3:25: row 'name': unknown type 'string' (did you mean 'text'?)
            f.json:4:53: row 'plan': unknown key 'label' (did you mean 'title'?)
            f.json:5:45: row 'zip': 'maxLength' must be a whole number, not a string
            f.json:6:9: row 'name': duplicate tag 'name' (first used at 3:9)
            """)
    }

    func testOneMistakeIsOneMessage() throws {
        // A row of an unknown type keeps its tag (the condition naming it reads), and its own
        // keys are not judged against a type it does not have.
        let unknownType = form([#"{"tag": "a", "type": "select", "options": ["x"], "value": "y"}"#,
                                #"{"tag": "b", "type": "text", "hidden": "$a == 'x'"}"#])
        XCTAssertEqual(try XCTUnwrap(errors(unknownType)).errors.count, 1)
        // A bad `options` does not also make the row miss its options, nor its value not one of them.
        let badOptions = form([#"{"tag": "a", "type": "picker", "options": [3], "value": "x"}"#])
        XCTAssertEqual(try XCTUnwrap(errors(badOptions)).description,
                       "f.json:2:44: row 'a': 'options' must be a string or an object with 'title' and 'value', not a number")
        // A validator with a bad member is not also missing it.
        let badValidator = form([#"{"tag": "a", "type": "text", "validators": [{"type": "regex", "pattern": 3}]}"#])
        XCTAssertEqual(try XCTUnwrap(errors(badValidator)).errors.count, 1)
        // A sub-form's rows are read on, the form around it too.
        let subForm = form([#"{"tag": "f", "type": "form", "sections": [{"rows": [{"tag": "x", "type": "txt"}]}]}"#,
                            #"{"tag": "g", "type": "text", "colour": 1}"#])
        XCTAssertEqual(try XCTUnwrap(errors(subForm)).description, """
            f.json:2:74: row 'x': unknown type 'txt' (did you mean 'text'?)
            f.json:3:30: row 'g': unknown key 'colour'
            """)
    }

    func testASyntaxErrorIsAListOfOne() throws {
        let list = try XCTUnwrap(errors(#"{"sections": [}"#))
        XCTAssertEqual(list.errors.count, 1)
        guard case .syntax? = list.first?.kind else { return XCTFail("\(list)") }
    }

    func testAFormWithoutErrorsStillReads() throws {
        let form = try FormLoader.parse(text: form([#"{"tag": "a", "type": "text"}"#]), file: "f.json")
        XCTAssertEqual(form.allRows.map(\.tag), ["a"])
    }
}
