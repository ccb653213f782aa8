import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema
import FormTestSupport

/// Defaults on purpose (issue 29): an optional property's schema `default` is its row's
/// placeholder, never its value; a value equal to the default chosen or typed is written; a row
/// set back to no value leaves its member out.
final class SchemaDefaultTests: SchemaFormTestCase {
    private let schema = #""strict": {"type": "boolean", "default": true}, "timeout": {"type": "integer", "minimum": 0, "maximum": 600, "default": 360, "description": "Minutes"}, "target": {"enum": ["es5", "es2020"], "default": "es5"}, "name": {"type": "string", "default": "build"}"#

    func testAnOptionalDefaultIsThePlaceholderAndNoValue() throws {
        let form = try form(schema)
        XCTAssertEqual(try row(form, "timeout").value, .null)
        XCTAssertEqual(try row(form, "timeout").type, .integer, "a row that can stay unset, not a stepper")
        XCTAssertEqual(try row(form, "timeout").placeholder, "default: 360 · Minutes")
        XCTAssertEqual(try row(form, "target").placeholder, "default: es5")
        XCTAssertEqual(try row(form, "name").placeholder, "default: build")
        XCTAssertEqual(try submit(form, nil), "{}\n", "nothing chosen: nothing written")
    }

    func testABooleanWithADefaultIsAPickerThatCanBeUnset() throws {
        let strict = try row(form(schema), "strict")
        XCTAssertEqual(strict.type, .picker)
        XCTAssertEqual(strict.options.map(\.value), [.bool(true), .bool(false)])
        XCTAssertEqual(strict.value, .null)
        XCTAssertEqual(strict.placeholder, "default: true")
        XCTAssertEqual(strict.required, .never)
        let plain = try row(form(#""b": {"type": "boolean"}"#), "b")
        XCTAssertEqual(plain.type, .switch, "without a default a boolean stays a switch")
    }

    func testAValueEqualToTheDefaultIsWrittenOnPurpose() throws {
        let form = try form(schema)
        XCTAssertEqual(try submit(form, #"{"name": "x"}"#, edits: ["strict": .bool(true), "timeout": .number(360), "target": .string("es5")]),
                       #"{"name":"x","strict":true,"timeout":360,"target":"es5"}"# + "\n")
        XCTAssertEqual(try submit(form, nil, edits: ["name": .string("build")]), #"{"name":"build"}"# + "\n")
    }

    func testARowSetBackToNoValueLeavesItsMemberOut() throws {
        let form = try form(schema)
        XCTAssertEqual(try submit(form, #"{"strict": false, "timeout": 30, "target": "es2020"}"#,
                                  edits: ["strict": .null, "timeout": .null]), #"{"target":"es2020"}"# + "\n")
    }

    func testARequiredPropertyStillStartsAtItsDefault() throws {
        let form = try form(schema, extra: #", "required": ["timeout", "strict"]"#)
        XCTAssertEqual(try row(form, "timeout").value, .number(360))
        XCTAssertEqual(try row(form, "strict").type, .switch)
        XCTAssertEqual(try row(form, "strict").value, .bool(true))
    }
}
