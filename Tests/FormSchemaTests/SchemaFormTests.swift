import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// A JSON Schema read as a form: detection, objects and `$ref`, strings; located errors and
/// warnings.
final class SchemaFormTests: SchemaFormTestCase {
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

    func testRecursiveObjectIsAFormRowOpenedOnDemand() throws {
        let loaded = try load(##"{"type": "object", "properties": {"root": {"$ref": "#/$defs/node"}}, "$defs": {"node": {"type": "object", "properties": {"name": {"type": "string"}, "child": {"$ref": "#/$defs/node"}}}}}"##)
        XCTAssertEqual(try row(loaded.form, "root.name").type, .text)
        XCTAssertEqual(try row(loaded.form, "root.child").type, .form, "#18: no longer JSON text")
        XCTAssertEqual(try row(loaded.form, "root.child").encoding, .tree)
        XCTAssertEqual(loaded.warnings, [])
    }

    // MARK: Strings

    func testStringFormatsPickTheRowType() throws {
        let form = try form(#""e": {"type": "string", "format": "email"}, "u": {"type": "string", "format": "uri"}, "d": {"type": "string", "format": "date"}, "t": {"type": "string", "format": "time"}, "dt": {"type": "string", "format": "date-time"}, "s": {"type": "string"}"#)
        XCTAssertEqual(try ["e", "u", "d", "t", "dt", "s"].map { try row(form, $0).type }, [.email, .text, .date, .time, .dateTime, .text])
        XCTAssertEqual(try row(form, "dt").encoding, .rfc3339)
        XCTAssertEqual(try row(form, "t").encoding, .rfc3339)
    }

    func testADurationFormatIsADurationRowCheckedInItsWords() throws {
        let form = try form(#""d": {"type": "string", "format": "duration"}"#)
        let row = try row(form, "d")
        XCTAssertEqual(row.type, .duration)
        let context = ValidationContext(value: { _ in .null })
        XCTAssertNil(Validation.check(row: row, value: .string("PT1H30M"), required: false, context: context))
        XCTAssertEqual(Validation.check(row: row, value: .string("soon"), required: false, context: context),
                       "Not a duration: type 90m, 1h30m, 1:30:00 or PT1H30M")
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
        XCTAssertEqual(try row(form, "a").value, .null, "an optional property's default is shown, not given")
        XCTAssertEqual(try row(form, "a").placeholder, "default: x")
        XCTAssertEqual(try row(form, "a").disabled, .always)
        XCTAssertEqual(try row(form, "b").value, .null)
        XCTAssertEqual(try row(form, "b").placeholder, "default: 3")
        XCTAssertEqual(try row(form, "c").required, .always)
        XCTAssertEqual(try row(form, "a").required, .never)
    }
}
