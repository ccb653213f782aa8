import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema
import FormTestSupport

/// A JSON Schema form given a values file writes back what it was given when nothing is edited
/// (issue #18, "the round trip changes nothing that was not edited").
final class SchemaRoundTripTests: SchemaFormTestCase {
    private func compact(_ text: String) -> String {
        String(text.filter { $0 != " " && $0 != "\n" }) + "\n"
    }

    // 1. Defaults

    func testDefaultsAreNotWrittenForPropertiesTheValuesFileLacks() throws {
        let form = try form(#""extends": {"type": "string"}, "strict": {"type": "boolean", "default": true}, "target": {"enum": ["es5", "es2020"], "default": "es5"}, "level": {"type": "integer", "default": 3}"#)
        XCTAssertEqual(try submit(form, #"{"extends": "./base.json"}"#), #"{"extends":"./base.json"}"# + "\n")
        XCTAssertEqual(try row(form, "level").value, .null, "the default is the row's placeholder, not its value")
        XCTAssertEqual(try row(form, "level").placeholder, "default: 3")
        XCTAssertEqual(try submit(form, #"{"extends": "b"}"#, edits: ["level": .number(4)]), #"{"extends":"b","level":4}"# + "\n",
                       "a row the person changes is written")
    }

    func testADefaultNeverMakesAValidConfigInvalidNorAnOptionalObjectPresent() throws {
        let form = try form(#""compact": {"type": ["string", "boolean"], "default": "auto", "anyOf": [{"type": "boolean"}, {"enum": ["auto"]}]}, "repository": {"type": "object", "required": ["type", "url"], "properties": {"type": {"type": "string", "default": "git"}, "url": {"type": "string"}}}"#)
        XCTAssertEqual(try submit(form, #"{}"#), "{}\n")
        XCTAssertEqual(try submit(form, nil), "{}\n", "the full-screen form with no edits writes no default")
        XCTAssertEqual(try row(form, "repository.url").required, .expression(#"(!empty($repository.type) && $repository.type != 'git') || !empty($repository.url)"#, try row(form, "repository.url").location),
                       "a default does not count as filling in its object")
    }

    func testARequiredDefaultIsWrittenOnlyInANewObject() throws {
        let form = try form(#""name": {"type": "string", "default": "n"}, "server": {"type": "object", "required": ["port"], "properties": {"port": {"type": "integer", "default": 80}, "host": {"type": "string"}}}"#,
                            extra: #", "required": ["name"]"#)
        XCTAssertEqual(try submit(form, nil), #"{"name":"n"}"# + "\n", "no values file: the root is new")
        XCTAssertEqual(try submit(form, #"{}"#), "{}\n", "a required property missing from a config is not filled in")
        XCTAssertEqual(try submit(form, #"{"name": "a"}"#, edits: ["server.host": .string("h")]), #"{"name":"a","server":{"host":"h","port":80}}"# + "\n",
                       "an object the person starts gets its required defaults")
    }

    // 2. Optional objects

    func testAnOptionalObjectWithARequiredBooleanIsNotFilledIn() throws {
        let form = try form(#""cache": {"type": "object", "required": ["enabled", "dir"], "properties": {"enabled": {"type": "boolean"}, "dir": {"type": "string"}}}"#)
        let dir = try row(form, "cache.dir")
        XCTAssertEqual(dir.required, .expression("(!empty($cache.enabled) && $cache.enabled != false) || !empty($cache.dir)", dir.location))
        XCTAssertEqual(try submit(form, #"{}"#), "{}\n")
        XCTAssertEqual(try submit(form, #"{"cache": {"enabled": false, "dir": "d"}}"#), #"{"cache":{"enabled":false,"dir":"d"}}"# + "\n")
    }

    // 3. Empty strings and null

    func testAnEmptyStringIsAValueAndNullIsKept() throws {
        var form = try form(#""description": {"type": "string"}, "path": {"type": "string"}, "code": {"type": "string", "minLength": 1}, "note": {"type": ["string", "null"]}"#,
                            extra: #", "required": ["description", "code"]"#)
        XCTAssertEqual(try submit(form, #"{"description": "", "path": "", "note": null}"#), #"{"description":"","path":"","note":null}"# + "\n")
        form.keepEmptyText(given: ["description": .string(""), "code": .string("")])
        XCTAssertEqual(try row(form, "description").required, .never, "a required \"\" is given")
        XCTAssertEqual(try row(form, "code").required, .always, "minLength says \"\" is not enough")
    }

    // 4. Order and numbers

    func testMembersKeepTheirOrderAndNumbersTheirWrittenForm() throws {
        let form = try form(#""a": {"type": "number"}, "b": {"type": "number"}, "c": {"type": "integer"}, "d": {"type": "string"}"#)
        let instance = #"{"c": 2, "$schema": "s", "b": 1e3, "a": 1.0}"#
        XCTAssertEqual(try submit(form, instance), compact(instance))
        XCTAssertEqual(try submit(form, instance, edits: ["d": .string("new"), "b": .number(7)]), #"{"c":2,"$schema":"s","b":7,"a":1.0,"d":"new"}"# + "\n",
                       "an edited member stays in its place; a new one comes after")
    }

    // 5. Times

    func testTimesKeepSecondsFractionsAndOffsetUntouchedAndATypedTimeTheOffsetItReplaces() throws {
        let form = try form(#""when": {"type": "string", "format": "date-time"}, "at": {"type": "string", "format": "time"}, "new": {"type": "string", "format": "time"}"#)
        let instance = #"{"when": "2024-05-01T09:16:47.765+02:00", "at": "09:16:47Z"}"#
        XCTAssertEqual(try submit(form, instance), compact(instance))
        XCTAssertEqual(try submit(form, instance, edits: ["when": .string("2024-05-02T10:30"), "new": .string("08:00")]),
                       #"{"when":"2024-05-02T10:30:00+02:00","at":"09:16:47Z","new":"08:00:00Z"}"# + "\n")
    }

    // 6. Type lists

    func testATypeListTakesAValueOfAnyListedType() throws {
        let form = try form(#""id": {"type": ["integer", "string"]}, "n": {"type": ["integer", "number"]}"#)
        XCTAssertEqual(try row(form, "id").type, .typeSwitch, "a number or a string: one row with a type switch")
        XCTAssertEqual(TypeSwitchRule.alternatives(of: try row(form, "id")), [.number, .text], "in the order listed")
        XCTAssertNotEqual(try row(form, "n").encoding, .jsonText, "integer with number is a number")
        let schema = #"{"type": "object", "properties": {"id": {"type": ["integer", "string"]}}}"#
        for instance in [#"{"id": "abc"}"#, #"{"id": 12}"#] {
            let read = try FormLoader.read(text: schema, file: "s.json", values: try JSONReader.parse(instance, file: "v.json")).form
            XCTAssertEqual(try submit(read, instance), instance.replacingOccurrences(of: " ", with: "") + "\n")
        }
    }

    func testATypeListsRowTakesTheTypeOfTheValueGiven() throws {
        let schema = #"{"$schema": "x", "properties": {"id": {"type": ["integer", "string"]}, "on": {"type": ["string", "boolean"]}}}"#
        let text = try FormLoader.read(text: schema, file: "s.json", values: try JSONReader.parse(#"{"id": "abc", "on": true}"#, file: "v.json")).form
        XCTAssertEqual(try row(text, "id").type, .typeSwitch, "a string or a number: a type switch, whatever the value")
        XCTAssertEqual(try row(text, "on").type, .switch, "a boolean is no alternative of a type switch: the value's type")
        let number = try FormLoader.read(text: schema, file: "s.json", values: try JSONReader.parse(#"{"id": 7}"#, file: "v.json")).form
        XCTAssertEqual(try row(number, "id").type, .typeSwitch)
        XCTAssertEqual(try row(number, "on").type, .text, "not given: the first type listed")
    }
}
