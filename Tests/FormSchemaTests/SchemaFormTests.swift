import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema
import FormTestSupport

/// A JSON Schema read as a form: every mapping of `SchemaFormReader`, `$ref`, located errors
/// and warnings.
final class SchemaFormTests: XCTestCase {
    private func load(_ text: String) throws -> FormLoader.Loaded {
        try FormLoader.read(text: text, file: "s.json")
    }

    private func form(_ properties: String, extra: String = "") throws -> Form {
        try load(#"{"type": "object", "properties": {"# + properties + "}" + extra + "}").form
    }

    private func row(_ form: Form, _ tag: String, file: StaticString = #filePath, line: UInt = #line) throws -> Row {
        try XCTUnwrap(form.row(tag), "no row '\(tag)' in \(form.allRows.map(\.tag))", file: file, line: line)
    }

    private func error(_ text: String) -> FormFileError? {
        do {
            _ = try load(text)
            return nil
        } catch {
            return error as? FormFileError
        }
    }

    // MARK: Detection

    func testDetectedBySchemaKeywordOrByTypeObjectWithProperties() throws {
        XCTAssertNotNil(try load(#"{"$schema": "http://json-schema.org/draft-07/schema#", "properties": {"a": {"type": "string"}}}"#).form.instance)
        XCTAssertNotNil(try load(#"{"type": "object", "properties": {"a": {"type": "string"}}}"#).form.instance)
        let own = try load(#"{"sections": [{"rows": [{"tag": "a", "type": "text"}]}]}"#).form
        XCTAssertNil(own.instance, "a form file of formrun's own stays one")
    }

    func testRootTitleAndDescriptionBecomeTitleAndHeader() throws {
        let form = try load(#"{"type": "object", "title": "Deploy", "description": "Where it goes.", "properties": {"host": {"type": "string"}}}"#).form
        XCTAssertEqual(form.title, "Deploy")
        let header = try XCTUnwrap(form.sections.first?.rows.first)
        XCTAssertEqual(header.type, .longInfo)
        XCTAssertEqual(header.value, .string("Where it goes."))
    }

    // MARK: Objects and $ref

    func testNestedObjectsBecomeSectionsWithKeyPaths() throws {
        let form = try form(#""name": {"type": "string"}, "server": {"type": "object", "title": "Server", "description": "Where it listens.", "properties": {"host": {"type": "string"}, "tls": {"type": "object", "properties": {"cert": {"type": "string"}}}}}"#)
        XCTAssertEqual(form.sections.map(\.title), [nil, "Server", "Tls"])
        XCTAssertEqual(form.sections[1].footer, "Where it listens.")
        XCTAssertEqual(try row(form, "server.host").outputPath, ["server", "host"])
        XCTAssertEqual(try row(form, "server.tls.cert").outputPath, ["server", "tls", "cert"])
        XCTAssertEqual(try row(form, "name").title, "Name")
    }

    func testPropertyNamesWithDotsKeepTheirKeys() throws {
        let form = try form(#""editor.tabSize": {"type": "integer"}"#)
        let row = try XCTUnwrap(form.allRows.first)
        XCTAssertEqual(row.outputPath, ["editor.tabSize"])
        let json = OutputWriter.json(OutputCollector.output(form: form, values: { _ in .number(4) }, isVisible: { _ in true }), compact: true)
        XCTAssertEqual(json, #"{"editor.tabSize":4}"# + "\n")
    }

    func testRefsToDefsAndDefinitionsAndPointersResolve() throws {
        let form = try form(##""a": {"$ref": "#/$defs/mail"}, "b": {"$ref": "#/definitions/port"}, "c": {"$ref": "#/properties/a"}"##,
                            extra: #", "$defs": {"mail": {"type": "string", "format": "email"}}, "definitions": {"port": {"type": "integer", "minimum": 1, "maximum": 65535}}"#)
        XCTAssertEqual(try row(form, "a").type, .email)
        XCTAssertEqual(try row(form, "b").type, .integer, "65,535 steps are typed, not stepped")
        XCTAssertEqual(try row(form, "b").max, .number(65535))
        XCTAssertEqual(try row(form, "c").type, .email)
    }

    func testRefSiblingsWinOverTheTarget() throws {
        let form = try form(##""a": {"$ref": "#/$defs/s", "title": "Own"}"##, extra: #", "$defs": {"s": {"type": "string", "title": "Shared"}}"#)
        XCTAssertEqual(try row(form, "a").title, "Own")
    }

    func testRefCycleIsALocatedError() throws {
        let text = """
        {"type": "object", "properties": {
          "a": {"$ref": "#/$defs/x"}},
         "$defs": {"x": {"$ref": "#/$defs/y"}, "y": {"$ref": "#/$defs/x"}}}
        """
        let failure = try XCTUnwrap(error(text))
        XCTAssertEqual(failure.kind, .schema(.refCycle(["#/$defs/x", "#/$defs/y", "#/$defs/x"])))
        XCTAssertEqual(failure.location, SourceLocation(line: 3, column: 54), "at the $ref that closes the cycle")
        XCTAssertTrue(failure.description.hasPrefix("s.json:3:54: '$ref' cycle"), failure.description)
    }

    func testALongRefChainAndAFanOutOfRefsAreRefusedNotFollowedForever() throws {
        func schema(_ definitions: [String]) -> String {
            "{\"type\": \"object\", \"properties\": {\"a\": {\"$ref\": \"#/$defs/d0\"}}, \"$defs\": {"
                + definitions.joined(separator: ", ") + "}}"
        }
        var chain = (0..<100).map { "\"d\($0)\": {\"$ref\": \"#/$defs/d\($0 + 1)\"}" }
        chain.append("\"d100\": {\"type\": \"string\"}")
        XCTAssertEqual(error(schema(chain))?.kind, .schema(.refChainTooLong(limit: SchemaResolver.chainLimit)))
        var fan = (0..<30).map { "\"d\($0)\": {\"allOf\": [{\"$ref\": \"#/$defs/d\($0 + 1)\"}, {\"$ref\": \"#/$defs/d\($0 + 1)\"}]}" }
        fan.append("\"d30\": {\"type\": \"string\"}")
        XCTAssertEqual(error(schema(fan))?.kind, .schema(.tooComplex(limit: SchemaResolver.visitLimit)))
    }

    func testUnresolvedRefIsALocatedError() throws {
        let failure = try XCTUnwrap(error(##"{"type": "object", "properties": {"a": {"$ref": "#/$defs/nope"}}}"##))
        XCTAssertEqual(failure.kind, .schema(.unresolvedRef("#/$defs/nope")))
        XCTAssertEqual(failure.location, SourceLocation(line: 1, column: 49))
    }

    func testBadKeywordAndNoPropertiesAreLocatedErrors() throws {
        XCTAssertEqual(error(#"{"$schema": "x", "type": "object", "properties": 3}"#)?.kind,
                       .schema(.badKeyword("properties", expected: .object, found: .number("3"))))
        XCTAssertEqual(error(#"{"$schema": "x", "type": "string"}"#)?.kind, .schema(.noProperties))
    }

    func testRecursiveObjectIsEditedAsJSONWithAWarning() throws {
        let loaded = try load(##"{"type": "object", "properties": {"root": {"$ref": "#/$defs/node"}}, "$defs": {"node": {"type": "object", "properties": {"name": {"type": "string"}, "child": {"$ref": "#/$defs/node"}}}}}"##)
        XCTAssertEqual(try row(loaded.form, "root.name").type, .text)
        XCTAssertEqual(try row(loaded.form, "root.child").encoding, .jsonText)
        XCTAssertTrue(loaded.warnings.contains { $0.kind == .editedAsJSON(.recursive) })
    }

    // MARK: Strings

    func testStringFormatsPickTheRowType() throws {
        let form = try form(#""e": {"type": "string", "format": "email"}, "u": {"type": "string", "format": "uri"}, "d": {"type": "string", "format": "date"}, "t": {"type": "string", "format": "time"}, "dt": {"type": "string", "format": "date-time"}, "s": {"type": "string"}"#)
        XCTAssertEqual(try ["e", "u", "d", "t", "dt", "s"].map { try row(form, $0).type }, [.email, .url, .date, .time, .dateTime, .text])
        XCTAssertEqual(try row(form, "dt").encoding, .rfc3339)
        XCTAssertEqual(try row(form, "t").encoding, .rfc3339)
    }

    func testLengthsAndPatternBecomeValidators() throws {
        let row = try row(form(#""n": {"type": "string", "minLength": 2, "maxLength": 5, "pattern": "^[a-z]+$"}"#), "n")
        XCTAssertEqual(row.maxLength, 5)
        XCTAssertTrue(row.validators.contains { $0.kind == .length(min: 2, max: 5) })
        let context = ValidationContext(value: { _ in .null })
        XCTAssertNil(Validation.check(row: row, value: .string("abc"), required: false, context: context))
        XCTAssertNotNil(Validation.check(row: row, value: .string("a"), required: false, context: context))
        XCTAssertNotNil(Validation.check(row: row, value: .string("ABC"), required: false, context: context))
    }

    func testPatternIsASearchNotAWholeMatch() throws {
        let row = try row(form(#""n": {"type": "string", "pattern": "[0-9]"}"#), "n")
        XCTAssertNil(Validation.check(row: row, value: .string("abc1def"), required: false, context: ValidationContext(value: { _ in .null })))
        XCTAssertNotNil(Validation.check(row: row, value: .string("abc"), required: false, context: ValidationContext(value: { _ in .null })))
    }

    func testUnknownFormatAndUnsupportedPatternAreWarnedAndIgnored() throws {
        let loaded = try load(#"{"type": "object", "properties": {"c": {"type": "string", "format": "colour"}, "p": {"type": "string", "pattern": "a(b"}}}"#)
        XCTAssertEqual(try row(loaded.form, "c").type, .text)
        XCTAssertTrue(loaded.warnings.contains { $0.kind == .unknownFormat("colour") })
        XCTAssertTrue(loaded.warnings.contains { $0.kind == .patternNotSupported("a(b", RegexError(offset: 1, kind: .unclosedGroup)) })
        XCTAssertEqual(try row(loaded.form, "p").validators.count, 1, "only the schema check")
        let warning = try XCTUnwrap(loaded.warnings.first { $0.kind == .unknownFormat("colour") })
        XCTAssertEqual(warning.description, "s.json:1:69: warning: property 'c': unknown format 'colour' ignored")
    }

    func testDescriptionIsThePlaceholderOfTextAndALineUnderOthers() throws {
        let form = try form(#""n": {"type": "string", "description": "Your name"}, "b": {"type": "boolean", "description": "Say yes"}"#)
        XCTAssertEqual(try row(form, "n").placeholder, "Your name")
        let rows = form.allRows.map(\.tag)
        let info = try XCTUnwrap(form.allRows.first { $0.type == .info })
        XCTAssertEqual(info.value, .string("Say yes"))
        XCTAssertEqual(rows.firstIndex(of: info.tag), rows.firstIndex(of: "b").map { $0 + 1 }, "right under its row")
    }

    func testDefaultReadOnlyAndRequired() throws {
        let form = try form(#""a": {"type": "string", "default": "x", "readOnly": true}, "b": {"type": "integer", "default": 3}, "c": {"type": "string"}"#,
                            extra: #", "required": ["c"]"#)
        XCTAssertEqual(try row(form, "a").value, .string("x"))
        XCTAssertEqual(try row(form, "a").disabled, .always)
        XCTAssertEqual(try row(form, "b").value, .number(3))
        XCTAssertEqual(try row(form, "c").required, .always)
        XCTAssertEqual(try row(form, "a").required, .never)
    }

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
        XCTAssertEqual(choice.value, InstanceRules.otherOption, "a default that is no option is free text")
        let other = try XCTUnwrap(form.allRows.first { $0.tag != "l" && $0.keyPath == ["l"] })
        XCTAssertEqual(other.value, .string("WTFPL"))
        XCTAssertNotEqual(other.hidden, .never, "shown only while Other… is chosen")
    }

    func testAnOptionalSwitchWritesFalseOnlyWhenTheValuesSaidSo() throws {
        var form = try form(#""a": {"type": "boolean"}, "b": {"type": "boolean"}"#)
        XCTAssertEqual(try row(form, "a").encoding, .trueOnly)
        form.keepFalse(given: ["a": .bool(false)])
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
        let schema = #""p": {"type": "integer", "exclusiveMinimum": 0, "maximum": 10, "multipleOf": 2}, "q": {"type": "integer", "minimum": 0, "maximum": 10}, "r": {"type": "integer", "minimum": 0, "maximum": 10, "default": 5}, "wide": {"type": "integer", "minimum": 0, "maximum": 1000}"#
        let form = try form(schema, extra: #", "required": ["p", "wide"]"#)
        let row = try row(form, "p")
        XCTAssertEqual(row.type, .stepCounter)
        XCTAssertEqual(row.min, .number(2))
        XCTAssertEqual(row.max, .number(10))
        XCTAssertEqual(row.step, 2)
        XCTAssertEqual(try self.row(form, "q").type, .integer, "optional without a default: may stay empty")
        XCTAssertEqual(try self.row(form, "q").max, .number(10))
        XCTAssertEqual(try self.row(form, "r").type, .stepCounter)
        XCTAssertEqual(try self.row(form, "r").value, .number(5))
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
        XCTAssertEqual(try row(form, "m").value, .list([.string("b")]))
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

    func testTypeListTakesTheFirstEditableType() throws {
        let form = try form(#""a": {"type": ["null", "integer"]}, "b": {"type": ["boolean", "string"]}, "c": {"type": ["string", "object"]}"#)
        XCTAssertEqual(try row(form, "a").type, .integer)
        XCTAssertEqual(try row(form, "b").type, .switch)
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
        let values: [String: Value] = ["kind": .string("a"), "list": .string(#"[{"n": 1}, {"n": 2}]"#)]
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

private extension Condition {
    var expressionText: String? {
        if case .expression(let text, _) = self { return text }
        return nil
    }
}
