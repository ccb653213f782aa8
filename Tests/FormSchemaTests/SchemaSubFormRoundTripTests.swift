import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// Configs with nested lists, maps and sub-forms come back as they were written when nothing is
/// edited (issue #18): at the top level (`--submit --values`) and in each sub-form, which has
/// instance rules of its own.
final class SchemaSubFormRoundTripTests: SchemaFormTestCase {
    private static let schema = ##"""
    {"type": "object", "required": ["name"],
     "properties": {
       "name": {"type": "string"},
       "hosts": {"type": "array", "items": {"$ref": "#/$defs/host"}},
       "services": {"type": "object", "additionalProperties": {"$ref": "#/$defs/service"}},
       "big": {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}, "c": {"type": "string"},
               "d": {"type": "string"}, "e": {"type": "string"}, "f": {"type": "string"}, "g": {"type": "string"},
               "h": {"type": "string"}, "i": {"type": "number", "default": 1}}}},
     "$defs": {
       "host": {"type": "object", "required": ["addr"], "properties": {"addr": {"type": "string"}, "port": {"type": "integer", "minimum": 1, "default": 80},
                "when": {"type": "string", "format": "date-time"}, "note": {"type": ["string", "null"]}}},
       "service": {"type": "object", "properties": {"image": {"type": "string"}, "replicas": {"type": "number"},
                   "hosts": {"type": "array", "items": {"$ref": "#/$defs/host"}}}}}}
    """##

    private static let config = #"""
    {"services": {"web": {"replicas": 2.50, "x-extra": [1, {"k": null}], "image": "", "hosts": [{"when": "2024-05-01T09:16:47.765+02:00", "addr": "a"}]}, "db": {}},
     "name": "n", "hosts": [{"port": 1e1, "addr": "h", "note": null, "unknown": true}, {"addr": ""}],
     "big": {"i": 1.0, "z": "kept"}, "$schema": "./s.json"}
    """#

    /// The output of `form` given `instance` as its values file (or its sub-form's value), every
    /// row as it started except those in `edits` (by tag): what `--submit --values` and closing a
    /// sub-form write.
    private func output(_ schemaForm: Form, _ instance: String, edits: [String: Value] = [:]) throws -> String {
        var form = schemaForm
        let given = try GivenValues.apply(text: instance, file: "v.json", to: &form)
        let values: (Row) -> Value = { row in
            edits[row.tag] ?? row.type.unit.initialValue(for: row, given: given[row.tag] ?? row.value)
        }
        return OutputWriter.json(OutputCollector.output(form: form, values: values, isVisible: { _ in true }), compact: true)
    }

    private func compact(_ text: String) throws -> String {
        var out = ""
        OutputWriter.write(try JSONReader.parse(text), indent: 0, compact: true, into: &out)
        return out + "\n"
    }

    private func subForm(_ form: Form, _ tag: String) throws -> Form {
        try XCTUnwrap(try row(form, tag).subForm?.resolved())
    }

    func testAnUntouchedConfigWithNestedListsMapsAndSubFormsComesBackAsWritten() throws {
        let form = try load(Self.schema).form
        XCTAssertEqual(try row(form, "big").type, .form)
        XCTAssertEqual(try output(form, Self.config), try compact(Self.config))
    }

    func testEachSubFormGivesBackItsValueAsWritten() throws {
        let form = try load(Self.schema).form
        let host = try subForm(form, "hosts")
        XCTAssertEqual(try output(host, #"{"port": 1e1, "addr": "h", "note": null, "unknown": true}"#),
                       #"{"port":1e1,"addr":"h","note":null,"unknown":true}"# + "\n", "order, number text, null and unknown members kept")
        XCTAssertEqual(try output(host, #"{"addr": ""}"#), #"{"addr":""}"# + "\n", "no default added, \"\" kept")
        let service = try subForm(form, "services")
        let web = #"{"replicas": 2.50, "x-extra": [1, {"k": null}], "image": "", "hosts": [{"when": "2024-05-01T09:16:47.765+02:00", "addr": "a"}]}"#
        XCTAssertEqual(try output(service, web), try compact(web), "a nested list inside an item too")
        XCTAssertEqual(try output(service, "{}"), "{}\n")
        XCTAssertEqual(try output(try subForm(form, "big"), #"{"i": 1.0, "z": "kept"}"#), #"{"i":1.0,"z":"kept"}"# + "\n")
    }

    func testAnEditedItemChangesOnlyWhatWasEdited() throws {
        let form = try load(Self.schema).form
        let host = try subForm(form, "hosts")
        XCTAssertEqual(try output(host, #"{"port": 1e1, "addr": "h", "note": null}"#, edits: ["port": .number(8080)]),
                       #"{"port":8080,"addr":"h","note":null}"# + "\n")
        XCTAssertEqual(try output(host, "{}", edits: ["addr": .string("new")]), #"{"addr":"new"}"# + "\n",
                       "the default of an optional property is not written")
        let edited = #"[{"addr": "h"}, {"addr": "i", "port": 2}]"#
        XCTAssertEqual(try output(form, Self.config, edits: ["hosts": Value.parsing(edited) ?? .null]),
                       try compact(Self.config.replacingOccurrences(of: #"[{"port": 1e1, "addr": "h", "note": null, "unknown": true}, {"addr": ""}]"#, with: edited)),
                       "the edited list takes its place; the rest is as written")
    }

    func testARootArrayOrMapIsWrittenAsItself() throws {
        let array = try load(#"{"$schema": "x", "type": "array", "items": {"type": "object", "properties": {"a": {"type": "number"}}}}"#).form
        XCTAssertEqual(try output(array, #"[{"a": 1.0, "b": null}, {}]"#), #"[{"a":1.0,"b":null},{}]"# + "\n")
        XCTAssertEqual(try output(array, #"[]"#), "[]\n")
        XCTAssertEqual(try output(array, #"[{"a": 1}]"#, edits: ["items": Value.parsing(#"[{"a":2}]"#) ?? .null]), #"[{"a":2}]"# + "\n")
        let map = try load(#"{"type": "object", "patternProperties": {"^x": {"type": "object", "properties": {"a": {"type": "number"}}}}}"#).form
        XCTAssertEqual(try output(map, #"{"xb": {"a": 2e0}, "xa": {}}"#), #"{"xb":{"a":2e0},"xa":{}}"# + "\n")
        let values: (Row) -> Value = { $0.type.unit.initialValue(for: $0, given: $0.value) }
        XCTAssertEqual(OutputWriter.json(OutputCollector.output(form: array, values: values, isVisible: { _ in true }), compact: true), "[]\n",
                       "no values file: an empty array, not an empty object")
    }

    func testAMapWhoseKeyPatternHasALookaheadTakesItsKeysAndChecksThem() throws {
        // browser.i18n: keys by a lookahead pattern, other keys not allowed.
        let schema = try load(#"{"type": "object", "additionalProperties": false, "patternProperties": {"^(?!@@)[a-z]+$": {"type": "object", "required": ["message"], "properties": {"message": {"type": "string"}}}}}"#)
        let document = try JSONReader.parse(#"{"hello": {"message": "Hi"}}"#)
        let rule = try XCTUnwrap(schema.form.instance?.schema)
        XCTAssertEqual(rule.validator.failures(of: document, against: rule.schema).map(\.message), [])
        XCTAssertEqual(rule.validator.failures(of: try JSONReader.parse(#"{"hello": {}}"#), against: rule.schema).map(\.message),
                       ["Missing required property 'message'"], "the pattern runs: its item schema applies")
        XCTAssertFalse(rule.validator.failures(of: try JSONReader.parse(#"{"@@x": {"message": "Hi"}}"#), against: rule.schema).isEmpty,
                       "a key the lookahead refuses is an additional property")
    }

    func testSubmitChecksNestedValuesAgainstTheSchema() throws {
        var form = try load(Self.schema).form
        // A nested value of the wrong type is the values file's error, with its place.
        var refused = form
        XCTAssertThrowsError(try GivenValues.apply(text: #"{"name": "n", "services": {"web": {"replicas": "2"}}}"#, file: "v.json", to: &refused)) {
            XCTAssertEqual("\($0)", "v.json:1:48: row 'replicas': 'replicas' must be a number, not a string")
        }
        let given = try GivenValues.apply(text: #"{"name": "n", "hosts": [{"port": 0}]}"#, file: "v.json", to: &form)
        let context = ValidationContext(value: { given[$0] ?? .null })
        XCTAssertEqual(Validation.check(row: try row(form, "hosts"), value: given["hosts"] ?? .null, required: false, context: context),
                       "/0: Missing required property 'addr'")
    }
}
