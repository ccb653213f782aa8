import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema
import FormTestSupport

/// A JSON Schema read as a form: messy schemas, the whole-instance check, the output and values.
final class SchemaFormInstanceTests: SchemaFormTestCase {
    // MARK: Messy schemas

    func testRootOneOfWithOneObjectBranchIsThatBranch() throws {
        let form = try load(#"{"$schema": "x", "title": "T", "oneOf": [{"type": "string"}, {"type": "object", "properties": {"a": {"type": "string"}}}]}"#).form
        XCTAssertEqual(form.title, "T")
        XCTAssertEqual(form.allRows.map(\.tag), ["a"])
    }

    func testAllOfIsMerged() throws {
        let form = try load(##"{"$schema": "x", "allOf": [{"$ref": "#/$defs/base"}, {"properties": {"b": {"type": "integer"}, "a": {"minLength": 2}}, "required": ["b"]}], "$defs": {"base": {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]}}}"##).form
        XCTAssertEqual(form.allRows.map(\.tag), ["a", "b"])
        XCTAssertEqual(try row(form, "a").required, .always)
        XCTAssertEqual(try row(form, "b").required, .always)
        XCTAssertTrue(try row(form, "a").validators.contains { $0.kind == .length(min: 2, max: nil) }, "a property in both branches merges")
    }

    /// `required` asks for the member: a `null` given where the schema takes `null` is there
    /// (the row is no longer required, and the null is written back); where it does not, the row
    /// stays required.
    func testARequiredMemberGivenANullItsSchemaTakesIsThere() throws {
        var form = try load(#"{"$schema": "x", "type": "object", "required": ["a", "b"], "properties": {"a": {"type": ["string", "null"]}, "b": {"type": "string"}}}"#).form
        XCTAssertEqual(try row(form, "a").required, .always)
        _ = try GivenValues.apply(text: #"{"a": null, "b": null}"#, file: "v.json", to: &form)
        XCTAssertEqual(try row(form, "a").required, .never)
        XCTAssertEqual(try row(form, "b").required, .always, "a string schema does not take null")
    }

    func testTypeListTakesTheFirstEditableType() throws {
        let form = try form(#""a": {"type": ["null", "integer"]}, "b": {"type": ["boolean", "string"]}, "c": {"type": ["string", "object"]}"#)
        XCTAssertEqual(try row(form, "a").type, .integer)
        XCTAssertEqual(try row(form, "b").type, .switch, "a boolean or a string, none given: the first type listed")
        XCTAssertEqual(try row(form, "c").encoding, .jsonText, "a string or an object: only JSON text takes both")
    }

    func testPropertiesOfObjectBranchesAreRowsAndTheRootTakesAllItsBranches() throws {
        let form = try load(##"{"$schema": "x", "allOf": [{"properties": {"a": {"type": "string"}}}, {"anyOf": [{"$ref": "#/$defs/files"}, {"properties": {"include": {"type": "array", "items": {"type": "string"}}}, "required": ["include"]}]}], "$defs": {"files": {"properties": {"files": {"type": "array", "items": {"type": "string"}}}, "required": ["files"]}}}"##).form
        XCTAssertEqual(form.allRows.map(\.tag), ["a", "files", "include"])
        XCTAssertEqual(try row(form, "files").required, .never, "which branch holds is checked on the whole instance")
        let rooted = try load(#"{"$schema": "x", "oneOf": [{"properties": {"x": {"type": "string"}}}, {"properties": {"y": {"type": "integer"}}}]}"#).form
        XCTAssertEqual(rooted.allRows.map(\.tag), ["x", "y"])
    }

    func testTheWholeInstanceIsCheckedAndFailuresGoToTheirRows() throws {
        let form = try form(#""kind": {"type": "string"}, "list": {"type": "array", "items": {"type": "object", "properties": {"n": {"type": "integer"}}}}, "exec": {"type": "string"}"#,
                            extra: #", "dependencies": {"kind": {"required": ["exec"]}}, "allOf": [{"if": {"properties": {"kind": {"const": "a"}}}, "then": {"properties": {"list": {"maxItems": 1}}}}]"#)
        let values: [String: Value] = ["kind": .string("a"), "list": Value.parsing(#"[{"n": 1}, {"n": 2}]"#) ?? .null]
        let entries = OutputCollector.output(form: form, values: { values[$0.tag] ?? .null }, isVisible: { _ in true })
        let failures = InstanceCheck.failures(form: form, entries: entries, rows: form.allRows)
        XCTAssertEqual(failures.map(\.tag), ["list", "exec"])
        XCTAssertEqual(failures.first?.message, "At most 1 item")
        let fixed: [String: Value] = ["kind": .string("b"), "exec": .string("x")]
        XCTAssertEqual(InstanceCheck.failures(form: form, entries: OutputCollector.output(form: form, values: { fixed[$0.tag] ?? .null }, isVisible: { _ in true }), rows: form.allRows).count, 0)
    }

    func testMembersNoRowHoldsAreKeptFromTheValuesFile() throws {
        var form = try form(#""name": {"type": "string"}, "scripts": {"type": "object", "properties": {"test": {"type": "string"}}}"#)
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let file = folder + "/v.json"
        try TemporaryFolder.write(#"{"$schema": "https://x/s.json", "name": "a", "scripts": {"test": "t", "build": "b"}}"#, to: file)
        let read = try ValuesLoader.instance(path: file, form: form)
        XCTAssertEqual(read.values, ["name": .string("a"), "scripts.test": .string("t")])
        XCTAssertEqual(read.kept.map(\.key), ["$schema", "scripts.build"])
        form.instance?.kept = read.kept
        let json = OutputWriter.json(OutputCollector.output(form: form, values: { read.values[$0.tag] ?? .null }, isVisible: { _ in true }), compact: true)
        XCTAssertEqual(json, #"{"name":"a","scripts":{"test":"t","build":"b"},"$schema":"https://x/s.json"}"# + "\n")
        let own = try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "a", "type": "text"}]}]}"#, file: "f.json")
        XCTAssertThrowsError(try ValuesLoader.instance(path: file, form: own), "formrun's own forms still refuse unknown keys")
    }

    func testIfThenElseBecomeConditions() throws {
        let form = try form(#""kind": {"enum": ["card", "bank"]}, "card": {"type": "string"}, "iban": {"type": "string"}"#,
                            extra: #", "if": {"properties": {"kind": {"const": "card"}}, "required": ["kind"]}, "then": {"required": ["card"], "properties": {"cvc": {"type": "string"}}}, "else": {"required": ["iban"]}"#)
        XCTAssertEqual(try row(form, "card").required.expressionText, "$kind == 'card'")
        XCTAssertEqual(try row(form, "iban").required.expressionText, "!($kind == 'card')")
        XCTAssertEqual(try row(form, "cvc").hidden.expressionText, "!($kind == 'card')")
    }

    func testIfWithoutRequiredAlsoHoldsForAnEmptyValue() throws {
        let form = try form(#""kind": {"enum": ["a", "b"]}, "x": {"type": "string"}"#,
                            extra: #", "if": {"properties": {"kind": {"enum": ["a"]}}}, "then": {"required": ["x"]}"#)
        XCTAssertEqual(try row(form, "x").required.expressionText, "empty($kind) || $kind in ['a']")
    }

    func testDependentRequiredAndDependencies() throws {
        let form = try form(#""card": {"type": "string"}, "billing": {"type": "string"}, "zip": {"type": "string"}"#,
                            extra: #", "dependentRequired": {"card": ["billing"]}, "dependencies": {"billing": ["zip"]}"#)
        XCTAssertEqual(try row(form, "billing").required.expressionText, "!empty($card)")
        XCTAssertEqual(try row(form, "zip").required.expressionText, "!empty($billing)")
    }

    // MARK: Output

    func testOutputLeavesOutEmptyOptionalsAndEmptyObjects() throws {
        let form = try form(#""a": {"type": "string"}, "n": {"type": "integer"}, "tags": {"type": "array", "items": {"type": "string"}}, "o": {"type": "object", "properties": {"x": {"type": "string"}}}, "r": {"type": "object", "properties": {"y": {"type": "string"}}}"#,
                            extra: #", "required": ["r"]"#)
        let values: [String: Value] = ["a": .string("hi"), "n": .null, "tags": .list([]), "o.x": .string(""), "r.y": .null]
        let entries = OutputCollector.output(form: form, values: { values[$0.tag] ?? .null }, isVisible: { _ in true })
        XCTAssertEqual(OutputWriter.json(entries, compact: true), #"{"a":"hi","r":{}}"# + "\n")
    }

    func testOutputTypesNestsAndEncodes() throws {
        let form = try form(#""n": {"type": "number"}, "b": {"type": "boolean"}, "s": {"type": "object", "properties": {"when": {"type": "string", "format": "date-time"}, "env": {"type": "object", "additionalProperties": {"type": "string"}}}}"#)
        let values: [String: Value] = ["n": .number(Number(text: "2.50") ?? Number(2.5)), "b": .bool(true),
                                       "s.when": .string("2026-11-30T10:30"), "s.env": .string(#"{"A": "1"}"#)]
        let entries = OutputCollector.output(form: form, values: { values[$0.tag] ?? .null }, isVisible: { _ in true })
        let json = OutputWriter.json(entries, compact: true)
        XCTAssertTrue(json.hasPrefix(#"{"n":2.50,"b":true,"s":{"when":"2026-11-30T10:30:00"#), json)
        XCTAssertTrue(json.hasSuffix(#","env":{"A":"1"}}}"# + "\n"), json)
    }

    func testValuesFileIsAnInstanceOfTheSchema() throws {
        let form = try form(#""server": {"type": "object", "properties": {"port": {"type": "integer"}, "when": {"type": "string", "format": "date-time"}, "env": {"type": "object", "additionalProperties": {"type": "string"}}}}, "l": {"anyOf": [{"const": "mit"}, {"type": "string"}]}"#)
        let values = try ValuesLoader.parse(text: #"{"server": {"port": 80, "when": "2026-01-02T03:04:05Z", "env": {"A": "x"}}, "l": "custom"}"#, file: "v.json", form: form)
        XCTAssertEqual(values["server.port"], .number(80))
        XCTAssertEqual(values["server.when"], .string("2026-01-02T03:04"))
        XCTAssertEqual(values["server.env"], .string(#"{"A":"x"}"#))
        XCTAssertEqual(values["l"], InstanceRules.otherOption)
        XCTAssertEqual(values["l.other"], .string("custom"))
    }

    func testTheOtherChoiceWritesItsFreeTextUnderTheSameKey() throws {
        let form = try form(#""l": {"anyOf": [{"const": "mit"}, {"type": "string"}]}"#)
        let values: [String: Value] = ["l": InstanceRules.otherOption, "l.other": .string("WTFPL")]
        let entries = OutputCollector.output(form: form, values: { values[$0.tag] ?? .null }, isVisible: { _ in true })
        XCTAssertEqual(OutputWriter.json(entries, compact: true), #"{"l":"WTFPL"}"# + "\n")
        let chosen: [String: Value] = ["l": .string("mit")]
        let plain = OutputCollector.output(form: form, values: { chosen[$0.tag] ?? .null }, isVisible: { $0.tag == "l" })
        XCTAssertEqual(OutputWriter.json(plain, compact: true), #"{"l":"mit"}"# + "\n")
    }

    func testAFormFileMayCheckARowAgainstASchema() throws {
        let form = try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "ip", "type": "text", "validators": [{"type": "schema", "schema": {"format": "ipv4"}, "message": "An IPv4 address"}]}]}]}"#, file: "f.json")
        let row = try row(form, "ip")
        XCTAssertNil(Validation.check(row: row, value: .string("10.0.0.1"), required: false, context: ValidationContext(value: { _ in .null })))
        XCTAssertEqual(Validation.check(row: row, value: .string("10.0.0"), required: false, context: ValidationContext(value: { _ in .null })), "An IPv4 address")
        XCTAssertThrowsError(try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "ip", "type": "text", "validators": [{"type": "schema"}]}]}]}"#, file: "f.json"))
    }

    func testRFC3339Text() {
        XCTAssertEqual(RFC3339Text.encode("10:30", offsetSeconds: { _ in 3600 }), "10:30:00+01:00")
        XCTAssertEqual(RFC3339Text.encode("2026-11-30T10:30", offsetSeconds: { _ in -19800 }), "2026-11-30T10:30:00-05:30")
        XCTAssertEqual(RFC3339Text.encode("10:30", offsetSeconds: { _ in 0 }), "10:30:00Z")
        XCTAssertEqual(RFC3339Text.decode("10:30:15.25+02:00"), "10:30")
        XCTAssertEqual(RFC3339Text.decode("2026-11-30t10:30:00z"), "2026-11-30T10:30")
        XCTAssertNil(RFC3339Text.decode("25:00"))
        XCTAssertNil(RFC3339Text.decode("10:30+2"))
    }

    func testTitlesFromPropertyNames() {
        XCTAssertEqual(SchemaTitle.words("firstName"), "First name")
        XCTAssertEqual(SchemaTitle.words("max_retries"), "Max retries")
        XCTAssertEqual(SchemaTitle.words("HTTPPort"), "HTTP port")
        XCTAssertEqual(SchemaTitle.words("dry-run"), "Dry run")
    }
}
