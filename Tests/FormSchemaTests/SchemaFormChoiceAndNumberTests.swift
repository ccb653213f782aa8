import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// A JSON Schema read as a form: choices, numbers and arrays.
final class SchemaFormChoiceAndNumberTests: SchemaFormTestCase {
    // MARK: Choices

    func testEnumSizePicksSegmentedPickerOrList() throws {
        let few = try row(form(#""a": {"enum": ["x", "y", "z"]}"#), "a")
        XCTAssertEqual(few.type, .segmentedControl)
        XCTAssertEqual(few.options.map(\.value), [.string("x"), .string("y"), .string("z")])
        let long = try row(form(#""a": {"enum": ["a long option", "b"]}"#), "a")
        XCTAssertEqual(long.type, .picker)
        let seven = try row(form(#""a": {"enum": [1, 2, 3, 4, 5, 6, 7]}"#), "a")
        XCTAssertEqual(seven.type, .picker)
        XCTAssertEqual(seven.options.first?.value, .number(1))
        let many = try row(form(#""a": {"type": "string", "enum": ["1","2","3","4","5","6","7","8","9","10","11","12","13"]}"#), "a")
        XCTAssertEqual(many.type, .pushSelect)
    }

    func testOneOfConstsAreTitledOptionsAndAStringBranchAddsOther() throws {
        let form = try form(#""l": {"oneOf": [{"const": "mit", "title": "MIT"}, {"enum": ["gpl"], "description": "GNU GPL"}, {"type": "string"}], "default": "WTFPL"}"#)
        let choice = try row(form, "l")
        XCTAssertEqual(choice.options.map(\.title), ["MIT", "GNU GPL", "Other…"])
        XCTAssertEqual(choice.value, .null, "an optional property's default is no value")
        XCTAssertEqual(choice.placeholder, "default: WTFPL")
        let other = try XCTUnwrap(form.allRows.first { $0.tag != "l" && $0.keyPath == ["l"] })
        XCTAssertEqual(other.value, .null)
        XCTAssertNotEqual(other.hidden, .never, "shown only while Other… is chosen")
    }

    func testAnOptionalSwitchWritesFalseOnlyWhenTheValuesSaidSo() throws {
        var form = try form(#""a": {"type": "boolean"}, "b": {"type": "boolean"}"#)
        XCTAssertEqual(try row(form, "a").encoding, .trueOnly)
        form.keepFalse(given: ["a": .bool(false)])
        form.instance?.given = GivenInstance(root: try JSONReader.parse(#"{"a": false}"#, file: "v.json"), values: ["a": .bool(false)])
        let values: [String: Value] = ["a": .bool(false), "b": .bool(false)]
        let json = OutputWriter.json(OutputCollector.output(form: form, values: { values[$0.tag] ?? .null }, isVisible: { _ in true }), compact: true)
        XCTAssertEqual(json, #"{"a":false}"# + "\n", "b was never given: its false is left out")
    }

    func testBooleanIsASwitchAndNeverRequiredOn() throws {
        let form = try form(#""b": {"type": "boolean"}"#, extra: #", "required": ["b"]"#)
        XCTAssertEqual(try row(form, "b").type, .switch)
        XCTAssertEqual(try row(form, "b").value, .bool(false))
        XCTAssertEqual(try row(form, "b").required, .never, "present is enough: false is a value")
    }

    // MARK: Numbers

    func testIntegerWithBothBoundsIsAStepperWhenAValueIsAlwaysWanted() throws {
        let schema = #""p": {"type": "integer", "exclusiveMinimum": 0, "maximum": 10, "multipleOf": 2}, "q": {"type": "integer", "minimum": 0, "maximum": 10}, "r": {"type": "integer", "minimum": 0, "maximum": 10, "default": 5}, "s": {"type": "integer", "minimum": 0, "maximum": 10, "default": 5}, "wide": {"type": "integer", "minimum": 0, "maximum": 1000}"#
        let form = try form(schema, extra: #", "required": ["p", "s", "wide"]"#)
        let row = try row(form, "p")
        XCTAssertEqual(row.type, .stepCounter)
        XCTAssertEqual(row.min, .number(2))
        XCTAssertEqual(row.max, .number(10))
        XCTAssertEqual(row.step, 2)
        XCTAssertEqual(try self.row(form, "q").type, .integer, "optional without a default: may stay empty")
        XCTAssertEqual(try self.row(form, "q").max, .number(10))
        XCTAssertEqual(try self.row(form, "r").type, .integer, "optional with a default: starts unset, the default its placeholder")
        XCTAssertEqual(try self.row(form, "r").value, .null)
        XCTAssertEqual(try self.row(form, "r").placeholder, "default: 5")
        XCTAssertEqual(try self.row(form, "s").type, .stepCounter, "required: starts at its default")
        XCTAssertEqual(try self.row(form, "s").value, .number(5))
        XCTAssertEqual(try self.row(form, "wide").type, .integer, "more than 100 steps")
    }

    func testNumbersWithoutBothBoundsAreIntegerOrDecimalRows() throws {
        let form = try form(#""i": {"type": "integer", "minimum": 1}, "d": {"type": "number", "exclusiveMaximum": 1}"#)
        XCTAssertEqual(try row(form, "i").type, .integer)
        XCTAssertEqual(try row(form, "i").min, .number(1))
        let d = try row(form, "d")
        XCTAssertEqual(d.type, .decimal)
        XCTAssertNotNil(Validation.check(row: d, value: .number(1), required: false, context: ValidationContext(value: { _ in .null })), "exclusive")
        XCTAssertNil(Validation.check(row: d, value: .number(0.5), required: false, context: ValidationContext(value: { _ in .null })))
    }

    func testMultipleOfIsChecked() throws {
        let d = try row(form(#""d": {"type": "number", "multipleOf": 0.25}"#), "d")
        XCTAssertNil(Validation.check(row: d, value: .number(0.75), required: false, context: ValidationContext(value: { _ in .null })))
        XCTAssertNotNil(Validation.check(row: d, value: .number(0.8), required: false, context: ValidationContext(value: { _ in .null })))
    }

    // MARK: Arrays

    func testArrayOfEnumIsMultipleChoiceAndArrayOfStringsIsTokens() throws {
        let form = try form(#""m": {"type": "array", "items": {"enum": ["a", "b"]}, "uniqueItems": true, "default": ["b"]}, "t": {"type": "array", "items": {"type": "string", "pattern": "^#"}, "maxItems": 3}"#)
        XCTAssertEqual(try row(form, "m").type, .multipleSelect)
        XCTAssertEqual(try row(form, "m").value, .null)
        XCTAssertEqual(try row(form, "m").placeholder, #"default: ["b"]"#)
        let tokens = try row(form, "t")
        XCTAssertEqual(tokens.type, .tokens)
        XCTAssertEqual(tokens.maxItems, 3)
        XCTAssertNotNil(tokens.pattern)
    }

    func testWhatAFormCannotAskForIsJSONTextWithWarnings() throws {
        let loaded = try load(#"{"type": "object", "properties": {"list": {"type": "array", "items": {"type": "object"}}, "env": {"type": "object", "additionalProperties": {"type": "string"}}, "x": {"type": "object", "patternProperties": {"^a": {}}}, "o": {"oneOf": [{"type": "object"}, {"type": "integer"}]}}}"#)
        for tag in ["list", "env", "x", "o"] {
            XCTAssertEqual(try row(loaded.form, tag).encoding, .jsonText, tag)
            XCTAssertEqual(try row(loaded.form, tag).type, .textView, tag)
        }
        XCTAssertEqual(loaded.warnings.map(\.tag), ["list", "env", "x", "o"])
        let env = try row(loaded.form, "env")
        XCTAssertNil(Validation.check(row: env, value: .string(#"{"A": "1"}"#), required: false, context: ValidationContext(value: { _ in .null })))
        XCTAssertNotNil(Validation.check(row: env, value: .string(#"{"A": 1}"#), required: false, context: ValidationContext(value: { _ in .null })))
        XCTAssertEqual(Validation.check(row: env, value: .string("{"), required: false, context: ValidationContext(value: { _ in .null }))?.hasPrefix("Not valid JSON"), true)
    }
}
