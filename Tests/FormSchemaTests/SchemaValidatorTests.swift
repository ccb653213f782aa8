import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema
import FormTestSupport

/// The JSON Schema validator: every keyword passing and failing, paths, `$ref`s, loops.
final class SchemaValidatorTests: XCTestCase {
    private func node(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONNode {
        do {
            return try JSONReader.parse(text, file: "t.json")
        } catch {
            XCTFail("Bad JSON in test: \(text)", file: file, line: line)
            return JSONNode(.null, at: .unknown)
        }
    }

    private func failures(_ schema: String, _ instance: String, file: StaticString = #filePath, line: UInt = #line)
        -> [SchemaFailure] {
        SchemaValidator(root: node(schema, file: file, line: line)).failures(of: node(instance, file: file, line: line))
    }

    private func assertValid(_ schema: String, _ instances: String..., file: StaticString = #filePath, line: UInt = #line) {
        for instance in instances {
            XCTAssertEqual(failures(schema, instance, file: file, line: line), [], "\(instance) against \(schema)",
                           file: file, line: line)
        }
    }

    /// `instance` fails with exactly the one failure `message` at `path`.
    private func assertFails(_ schema: String, _ instance: String, _ message: String, at path: String = "",
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(failures(schema, instance, file: file, line: line), [SchemaFailure(path: path, message: message)],
                       "\(instance) against \(schema)", file: file, line: line)
    }

    private func assertInvalid(_ schema: String, _ instances: String..., file: StaticString = #filePath, line: UInt = #line) {
        for instance in instances {
            XCTAssertFalse(failures(schema, instance, file: file, line: line).isEmpty, "\(instance) against \(schema)",
                           file: file, line: line)
        }
    }

    // MARK: Boolean schemas, type, enum, const

    func testBooleanSchemas() {
        assertValid("true", "1", "null", #"{"a": [1]}"#)
        assertFails("false", "1", "Not allowed")
        assertValid("{}", "\"x\"")
        assertFails(#"{"properties": {"a": false}}"#, #"{"a": 1}"#, "Not allowed", at: "/a")
        assertValid(#"{"properties": {"a": false}}"#, #"{"b": 1}"#)
    }

    func testType() {
        assertValid(#"{"type": "string"}"#, #""x""#)
        assertFails(#"{"type": "string"}"#, "1", "Must be a string")
        assertValid(#"{"type": "number"}"#, "1.5", "-2")
        assertFails(#"{"type": "number"}"#, #""1""#, "Must be a number")
        assertValid(#"{"type": "integer"}"#, "3", "3.0", "1e2", "-0")
        assertFails(#"{"type": "integer"}"#, "3.5", "Must be a whole number")
        assertFails(#"{"type": "integer"}"#, "1e-1", "Must be a whole number")
        assertValid(#"{"type": "boolean"}"#, "true")
        assertFails(#"{"type": "boolean"}"#, "0", "Must be true or false")
        assertValid(#"{"type": "object"}"#, "{}")
        assertFails(#"{"type": "object"}"#, "[]", "Must be an object")
        assertValid(#"{"type": "array"}"#, "[]")
        assertFails(#"{"type": "array"}"#, "{}", "Must be a list")
        assertValid(#"{"type": "null"}"#, "null")
        assertFails(#"{"type": "null"}"#, "false", "Must be null")
        assertValid(#"{"type": ["string", "null"]}"#, "null", #""a""#)
        assertFails(#"{"type": ["string", "null"]}"#, "1", "Must be a string or null")
        assertFails(#"{"type": ["integer", "number"]}"#, "true", "Must be a number")
        assertValid(#"{"type": "unheard-of"}"#, "1")
    }

    func testEnum() {
        assertValid(#"{"enum": ["a", "b", 1, null]}"#, #""a""#, "1.0", "null")
        assertFails(#"{"enum": ["a", "b", "c"]}"#, #""d""#, "Must be one of: a, b, c")
        assertFails(#"{"enum": [1, true, null, [1], {"k": "v"}]}"#, "2", #"Must be one of: 1, true, null, [1], {"k":"v"}"#)
        assertValid(#"{"enum": [{"a": 1, "b": [1, 2]}]}"#, #"{"b": [1.0, 2], "a": 1}"#)
        assertFails(#"{"enum": [[1, 2]]}"#, "[2, 1]", "Must be one of: [1,2]")
        assertFails(#"{"enum": [false]}"#, "0", "Must be one of: false")
    }

    func testConst() {
        assertValid(#"{"const": 5}"#, "5", "5.0", "50e-1")
        assertFails(#"{"const": 5}"#, "6", "Must be exactly 5")
        assertFails(#"{"const": "yes"}"#, #""no""#, "Must be exactly yes")
        assertValid(#"{"const": {"x": null}}"#, #"{"x": null}"#)
        assertInvalid(#"{"const": {"x": null}}"#, "{}", #"{"x": null, "y": 1}"#)
    }

    // MARK: Numbers

    func testMinimumAndMaximum() {
        assertValid(#"{"minimum": 1, "maximum": 10}"#, "1", "10", "5.5", #""not a number""#)
        assertFails(#"{"minimum": 1}"#, "0.99", "Must be at least 1")
        assertFails(#"{"maximum": 10}"#, "10.01", "Must be at most 10")
        assertFails(#"{"minimum": -1.5e1}"#, "-16", "Must be at least -1.5e1")
    }

    func testExclusiveBounds() {
        assertValid(#"{"exclusiveMinimum": 0, "exclusiveMaximum": 1}"#, "0.5")
        assertFails(#"{"exclusiveMinimum": 0}"#, "0", "Must be greater than 0")
        assertFails(#"{"exclusiveMaximum": 1}"#, "1.0", "Must be less than 1")
        // Draft-04: a boolean next to minimum/maximum.
        assertValid(#"{"minimum": 0, "exclusiveMinimum": true, "maximum": 1, "exclusiveMaximum": true}"#, "0.5")
        assertFails(#"{"minimum": 0, "exclusiveMinimum": true}"#, "0", "Must be greater than 0")
        assertFails(#"{"maximum": 1, "exclusiveMaximum": true}"#, "1", "Must be less than 1")
        assertValid(#"{"minimum": 0, "exclusiveMinimum": false}"#, "0")
    }

    func testExactComparisonOfLargeNumbers() {
        assertFails(#"{"maximum": 9007199254740992}"#, "9007199254740993", "Must be at most 9007199254740992")
        assertValid(#"{"minimum": 0.1}"#, "1e-1", "0.10000000000000001")
        assertFails(#"{"minimum": 0.1}"#, "0.09999999999999999999", "Must be at least 0.1")
    }

    func testMultipleOf() {
        assertValid(#"{"multipleOf": 0.1}"#, "0.3", "0.7", "1", "-2.2", "0", "1e3")
        assertValid(#"{"multipleOf": 0.01}"#, "19.99", "0.07", "1234567.89")
        assertFails(#"{"multipleOf": 0.01}"#, "19.999", "Must be a multiple of 0.01")
        assertValid(#"{"multipleOf": 0.5}"#, "2.5", "4")
        assertFails(#"{"multipleOf": 0.5}"#, "2.3", "Must be a multiple of 0.5")
        assertValid(#"{"multipleOf": 3}"#, "9", "9.0", "-27", "3e20")
        assertFails(#"{"multipleOf": 3}"#, "10", "Must be a multiple of 3")
        assertFails(#"{"multipleOf": 1e-30}"#, "1e-31", "Must be a multiple of 1e-30")
        assertValid(#"{"multipleOf": 0}"#, "1")
        assertValid(#"{"multipleOf": 123456789012345678901234567890}"#, "0")
    }

    // MARK: Strings

    func testLengthCountsCodePoints() {
        assertValid(#"{"minLength": 2, "maxLength": 3}"#, #""ab""#, #""abc""#, #""日本""#, #""😀😀""#, "5")
        assertFails(#"{"minLength": 2}"#, #""😀""#, "At least 2 characters")
        assertFails(#"{"minLength": 1}"#, #""""#, "At least 1 character")
        assertFails(#"{"maxLength": 3}"#, #""abcd""#, "At most 3 characters")
        // "é" written as e + combining acute is two code points.
        assertFails(#"{"maxLength": 1}"#, #""e\u0301""#, "At most 1 character")
    }

    func testPattern() {
        assertValid(#"{"pattern": "^[a-z]+$"}"#, #""abc""#, "12")
        assertFails(#"{"pattern": "^[a-z]+$"}"#, #""abC""#, "Must match the pattern ^[a-z]+$")
        assertValid(#"{"pattern": "b+"}"#, #""abbbc""#)
        assertFails(#"{"pattern": "\\d"}"#, #""٣""#, "Must match the pattern \\d")
        assertFails(#"{"pattern": "^[a-z]+$"}"#, #""abc\n""#, "Must match the pattern ^[a-z]+$")
        assertValid(#"{"pattern": "(?<=a)b"}"#, #""zzz""#)
    }

    func testSchemaPattern() {
        XCTAssertTrue(SchemaPattern.compiles("^[a-z]+(-[a-z]+)*$"))
        XCTAssertFalse(SchemaPattern.compiles("(unclosed"))
        XCTAssertFalse(SchemaPattern.compiles("(?<=a)b"))
        XCTAssertEqual(SchemaPattern.search("o+", in: "foo"), true)
        XCTAssertEqual(SchemaPattern.search("^o", in: "foo"), false)
        XCTAssertEqual(SchemaPattern.search("^.$", in: "😀"), true)
        XCTAssertEqual(SchemaPattern.search("\\w", in: "é"), false)
        XCTAssertNil(SchemaPattern.search("[", in: "["))
    }

    func testFormats() {
        let cases: [(String, [String], [String], String)] = [
            ("email", ["a@b.co", "x@localhost", "名前@例え.jp"], ["plain", "@b.co", "a@", "a b@c.de", "a@b@c"],
             "Not a valid email address"),
            ("uri", ["https://example.com/x?y#z", "mailto:a@b.co", "urn:isbn:0451450523"],
             ["example.com", "1http://x", "http://exa mple.com", "://x"], "Not a valid URI"),
            ("date", ["2024-02-29", "2000-02-29", "1999-12-31"], ["2023-02-29", "1900-02-29", "2024-13-01", "2024-1-01",
                                                                 "2024-04-31", "２０２４-01-01", "2024-01-01T00:00:00Z"],
             "Not a valid date"),
            ("time", ["12:34:56Z", "23:59:59.123+02:00", "08:00:00-05:30", "23:59:60Z", "00:59:60+01:00"],
             ["12:34:56", "24:00:00Z", "12:60:00Z", "12:34:56.Z", "12:34:56+2:00", "12:00:60Z"], "Not a valid time"),
            ("date-time", ["2024-05-01T12:00:00Z", "2024-05-01t12:00:00.5+01:00"],
             ["2024-05-01 12:00:00Z", "2024-05-01T12:00:00", "2024-02-30T12:00:00Z", "2024-05-01"],
             "Not a valid date and time"),
            ("ipv4", ["192.168.0.1", "0.0.0.0", "255.255.255.255"], ["256.0.0.1", "1.2.3", "01.2.3.4", "1.2.3.4.5", "a.b.c.d"],
             "Not a valid IPv4 address"),
            ("hostname", ["example.com", "a-b.c", "localhost", "xn--nxasmq6b.com"],
             ["-a.com", "a..b", "a_b.com", String(repeating: "a", count: 64) + ".com", ""], "Not a valid host name"),
            ("uuid", ["123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000"],
             ["123e4567e89b12d3a456426614174000", "123e4567-e89b-12d3-a456-42661417400g"], "Not a valid UUID"),
        ]
        for (format, good, bad, message) in cases {
            let schema = #"{"format": "\#(format)"}"#
            for s in good { assertValid(schema, JSONTextForTest.quoted(s)) }
            for s in bad { assertFails(schema, JSONTextForTest.quoted(s), message) }
        }
        assertValid(#"{"format": "email"}"#, "42")
        assertValid(#"{"format": "made-up"}"#, #""anything""#)
    }

    // MARK: Objects

    func testRequired() {
        assertValid(#"{"required": ["name"]}"#, #"{"name": null}"#, "[]")
        assertFails(#"{"required": ["name"]}"#, #"{"nom": 1}"#, "Missing required property 'name'")
        XCTAssertEqual(failures(#"{"required": ["a", "b"]}"#, "{}").map(\.message),
                       ["Missing required property 'a'", "Missing required property 'b'"])
    }

    func testPropertiesAndNestedPaths() {
        let schema = #"""
        {"type": "object", "properties": {
            "server": {"type": "object", "required": ["host"], "properties": {"port": {"type": "integer", "minimum": 1}}},
            "tags": {"type": "array", "items": {"type": "string"}},
            "a/b~c": {"type": "string"}
        }}
        """#
        assertValid(schema, #"{"server": {"host": "h", "port": 80}, "tags": ["x"], "extra": 1}"#)
        XCTAssertEqual(failures(schema, #"{"server": {"port": 0}, "tags": ["x", "y", 3], "a/b~c": 1}"#), [
            SchemaFailure(path: "/server", message: "Missing required property 'host'"),
            SchemaFailure(path: "/server/port", message: "Must be at least 1"),
            SchemaFailure(path: "/tags/2", message: "Must be a string"),
            SchemaFailure(path: "/a~1b~0c", message: "Must be a string"),
        ])
    }

    func testAdditionalProperties() {
        let closed = #"{"properties": {"a": {}}, "patternProperties": {"^x-": {}}, "additionalProperties": false}"#
        assertValid(closed, #"{"a": 1, "x-b": 2}"#)
        assertFails(closed, #"{"a": 1, "b": 2}"#, "Property 'b' is not allowed")
        let typed = #"{"properties": {"a": {}}, "additionalProperties": {"type": "number"}}"#
        assertValid(typed, #"{"a": "s", "b": 2}"#)
        assertFails(typed, #"{"a": "s", "b": "t"}"#, "Must be a number", at: "/b")
        assertValid(#"{"additionalProperties": true}"#, #"{"q": 1}"#)
    }

    func testPatternProperties() {
        let schema = #"{"patternProperties": {"^n_": {"type": "number"}, "_s$": {"type": "string"}}}"#
        assertValid(schema, #"{"n_1": 1, "a_s": "x", "other": null}"#)
        assertFails(schema, #"{"n_1": "x"}"#, "Must be a number", at: "/n_1")
        XCTAssertEqual(failures(schema, #"{"n_s": true}"#).count, 2)
    }

    func testPropertyNames() {
        let schema = #"{"propertyNames": {"pattern": "^[a-z]+$", "maxLength": 5}}"#
        assertValid(schema, #"{"abc": 1}"#, "{}")
        assertFails(schema, #"{"Abc": 1}"#, "Property name 'Abc': must match the pattern ^[a-z]+$")
        assertFails(schema, #"{"abcdef": 1}"#, "Property name 'abcdef': at most 5 characters")
        assertFails(#"{"propertyNames": false}"#, #"{"a": 1}"#, "Property 'a' is not allowed")
    }

    func testMinAndMaxProperties() {
        assertValid(#"{"minProperties": 1, "maxProperties": 2}"#, #"{"a": 1}"#, #"{"a": 1, "b": 2}"#)
        assertFails(#"{"minProperties": 1}"#, "{}", "At least 1 property")
        assertFails(#"{"maxProperties": 2}"#, #"{"a": 1, "b": 2, "c": 3}"#, "At most 2 properties")
    }

    func testDependentRequiredAndSchemas() {
        let required = #"{"dependentRequired": {"card": ["expiry"]}}"#
        assertValid(required, #"{"card": 1, "expiry": 2}"#, #"{"expiry": 2}"#, "{}")
        assertFails(required, #"{"card": 1}"#, "Missing property 'expiry', required when 'card' is present")
        let schemas = #"{"dependentSchemas": {"card": {"required": ["expiry"], "properties": {"cvv": {"type": "string"}}}}}"#
        assertValid(schemas, #"{"card": 1, "expiry": 2}"#, #"{"cvv": 3}"#)
        assertFails(schemas, #"{"card": 1, "expiry": 2, "cvv": 3}"#, "Must be a string", at: "/cvv")
    }

    func testDraft07Dependencies() {
        let schema = #"{"dependencies": {"a": ["b"], "c": {"required": ["d"]}, "e": false}}"#
        assertValid(schema, #"{"a": 1, "b": 2}"#, #"{"c": 1, "d": 2}"#, #"{"b": 1}"#)
        assertFails(schema, #"{"a": 1}"#, "Missing property 'b', required when 'a' is present")
        assertFails(schema, #"{"c": 1}"#, "Missing required property 'd'")
        assertFails(schema, #"{"e": 1}"#, "Not allowed")
    }

    // MARK: Lists

    func testItemsSchema() {
        assertValid(#"{"items": {"type": "integer"}}"#, "[1, 2, 3]", "[]", #""not a list""#)
        assertFails(#"{"items": {"type": "integer"}}"#, "[1, 2.5]", "Must be a whole number", at: "/1")
        assertFails(#"{"items": false}"#, "[1]", "At most 0 items")
    }

    func testPrefixItems() {
        let schema = #"{"prefixItems": [{"type": "string"}, {"type": "number"}], "items": false}"#
        assertValid(schema, #"["a", 1]"#, #"["a"]"#, "[]")
        assertFails(schema, #"[1, 1]"#, "Must be a string", at: "/0")
        assertFails(schema, #"["a", 1, true]"#, "At most 2 items")
        let rest = #"{"prefixItems": [{"type": "string"}], "items": {"type": "number"}}"#
        assertValid(rest, #"["a", 1, 2]"#)
        assertFails(rest, #"["a", 1, "b"]"#, "Must be a number", at: "/2")
    }

    func testDraft07ItemsArrayAndAdditionalItems() {
        let schema = #"{"items": [{"type": "string"}, {"type": "number"}], "additionalItems": {"type": "boolean"}}"#
        assertValid(schema, #"["a", 1, true, false]"#, #"["a"]"#)
        assertFails(schema, #"["a", "b"]"#, "Must be a number", at: "/1")
        assertFails(schema, #"["a", 1, null]"#, "Must be true or false", at: "/2")
        assertFails(#"{"items": [{}], "additionalItems": false}"#, "[1, 2]", "At most 1 item")
        assertValid(#"{"additionalItems": false}"#, "[1, 2]")
    }

    func testContains() {
        let schema = #"{"contains": {"type": "string"}}"#
        assertValid(schema, #"[1, "a"]"#, "{}")
        assertFails(schema, "[1, 2]", "Must contain at least 1 matching item")
        let counted = #"{"contains": {"const": 1}, "minContains": 2, "maxContains": 3}"#
        assertValid(counted, "[1, 1, 2]", "[1, 1, 1]")
        assertFails(counted, "[1, 2]", "Must contain at least 2 matching items")
        assertFails(counted, "[1, 1, 1, 1]", "Must contain at most 3 matching items")
        assertValid(#"{"contains": {"const": 1}, "minContains": 0}"#, "[]")
    }

    func testMinAndMaxItems() {
        assertValid(#"{"minItems": 1, "maxItems": 3}"#, "[1]", "[1, 2, 3]")
        assertFails(#"{"minItems": 1}"#, "[]", "At least 1 item")
        assertFails(#"{"maxItems": 3}"#, "[1, 2, 3, 4]", "At most 3 items")
    }

    func testUniqueItems() {
        assertValid(#"{"uniqueItems": true}"#, "[1, 2, \"1\", true, null, [1], {\"a\": 1}]", "[[1, 2], [2, 1]]")
        assertFails(#"{"uniqueItems": true}"#, "[1, 2, 1.0]", "Items must be unique: item 3 repeats item 1")
        assertFails(#"{"uniqueItems": true}"#, #"[{"a": 1, "b": 2}, {"b": 2, "a": 1e0}]"#,
                    "Items must be unique: item 2 repeats item 1")
        assertInvalid(#"{"uniqueItems": true}"#, "[0, -0]", #"["x", "x"]"#, "[[null], [null]]")
        assertValid(#"{"uniqueItems": false}"#, "[1, 1]")
    }

    // MARK: Applicators

    func testAllOf() {
        let schema = #"{"allOf": [{"type": "integer"}, {"minimum": 2}]}"#
        assertValid(schema, "3")
        XCTAssertEqual(failures(schema, "1.5").map(\.message), ["Must be a whole number", "Must be at least 2"])
    }

    func testAnyOf() {
        let schema = #"{"anyOf": [{"type": "string"}, {"minimum": 10}]}"#
        assertValid(schema, #""a""#, "12")
        assertFails(schema, "3", "Must match one of the allowed forms")
    }

    func testOneOf() {
        let schema = #"{"oneOf": [{"type": "integer"}, {"minimum": 10}]}"#
        assertValid(schema, "3", "10.5")
        assertFails(schema, "12", "Must match exactly one of the allowed forms")
        assertFails(schema, "2.5", "Must match one of the allowed forms")
    }

    func testNot() {
        assertValid(#"{"not": {"type": "null"}}"#, "1")
        assertFails(#"{"not": {"type": "null"}}"#, "null", "Must not match the excluded form")
    }

    func testIfThenElse() {
        let schema = #"""
        {"if": {"properties": {"country": {"const": "US"}}, "required": ["country"]},
         "then": {"properties": {"zip": {"pattern": "^[0-9]{5}$"}}},
         "else": {"properties": {"zip": {"maxLength": 3}}}}
        """#
        assertValid(schema, #"{"country": "US", "zip": "12345"}"#, #"{"country": "FR", "zip": "123"}"#)
        assertFails(schema, #"{"country": "US", "zip": "1234"}"#, "Must match the pattern ^[0-9]{5}$", at: "/zip")
        assertFails(schema, #"{"zip": "1234"}"#, "At most 3 characters", at: "/zip")
        assertValid(#"{"then": false, "else": false}"#, "1")
        assertValid(#"{"if": true}"#, "1")
    }

    // MARK: $ref

    func testRefToDefsAndDefinitions() {
        let schema = #"""
        {"$defs": {"port": {"type": "integer", "maximum": 65535}},
         "definitions": {"name": {"type": "string", "minLength": 1}},
         "properties": {"port": {"$ref": "#/$defs/port"}, "name": {"$ref": "#/definitions/name"}}}
        """#
        assertValid(schema, #"{"port": 80, "name": "n"}"#)
        XCTAssertEqual(failures(schema, #"{"port": 70000, "name": ""}"#), [
            SchemaFailure(path: "/port", message: "Must be at most 65535"),
            SchemaFailure(path: "/name", message: "At least 1 character"),
        ])
    }

    func testRefToAnyPointer() {
        let schema = #"""
        {"properties": {"a": {"items": {"type": "string"}}, "b": {"$ref": "#/properties/a/items"},
                        "c": {"$ref": "#/$defs/odd~1name~0x"}, "d": {"$ref": "#/$defs/with%25percent"},
                        "e": {"$ref": "#/$defs/list/1"}},
         "$defs": {"odd/name~x": {"type": "boolean"}, "with%percent": {"type": "null"},
                   "list": [{"type": "string"}, {"type": "number"}]}}
        """#
        assertValid(schema, #"{"b": "x", "c": true, "d": null, "e": 1}"#)
        XCTAssertEqual(failures(schema, #"{"b": 1, "c": 1, "d": 1, "e": "x"}"#).map(\.path), ["/b", "/c", "/d", "/e"])
    }

    func testRefWithSiblingKeywordsAppliesBoth() {
        let schema = ##"{"$defs": {"n": {"type": "number"}}, "$ref": "#/$defs/n", "minimum": 5}"##
        assertValid(schema, "6")
        assertFails(schema, "4", "Must be at least 5")
        assertFails(schema, #""x""#, "Must be a number")
    }

    func testRefToIdAndAnchor() {
        let schema = #"""
        {"$id": "https://example.com/root.json",
         "$defs": {"a": {"$id": "item.json", "type": "string"},
                   "b": {"$anchor": "small", "maximum": 3},
                   "c": {"$id": "#legacy", "type": "null"},
                   "d": {"$id": "https://other.example/d", "$defs": {"e": {"type": "boolean"}},
                         "properties": {"f": {"$ref": "#/$defs/e"}}}},
         "properties": {"x": {"$ref": "item.json"}, "y": {"$ref": "#small"}, "z": {"$ref": "#legacy"},
                        "w": {"$ref": "https://example.com/item.json"}, "v": {"$ref": "https://other.example/d"}}}
        """#
        assertValid(schema, #"{"x": "s", "y": 2, "z": null, "w": "t", "v": {"f": true}}"#)
        XCTAssertEqual(failures(schema, #"{"x": 1, "y": 4, "z": 0, "w": 2, "v": {"f": 1}}"#).map(\.path),
                       ["/x", "/y", "/z", "/w", "/v/f"])
    }

    func testUnresolvableRefIsIgnored() {
        assertValid(#"{"$ref": "https://nowhere.example/schema.json"}"#, "1")
        assertValid(##"{"$ref": "#/$defs/missing"}"##, "1")
    }

    func testRecursiveTree() {
        let schema = #"""
        {"$defs": {"node": {"type": "object", "required": ["value"],
                            "properties": {"value": {"type": "integer"},
                                           "children": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}},
         "$ref": "#/$defs/node"}
        """#
        assertValid(schema, #"{"value": 1, "children": [{"value": 2}, {"value": 3, "children": [{"value": 4, "children": []}]}]}"#)
        XCTAssertEqual(failures(schema, #"{"value": 1, "children": [{"value": 2}, {"children": [{"value": "x"}]}]}"#), [
            SchemaFailure(path: "/children/1", message: "Missing required property 'value'"),
            SchemaFailure(path: "/children/1/children/0/value", message: "Must be a whole number"),
        ])
    }

    func testRecursiveRefToRoot() {
        let schema = ##"{"type": "object", "properties": {"next": {"$ref": "#"}, "n": {"type": "number"}}}"##
        assertValid(schema, #"{"next": {"next": {"next": {"n": 1}}}}"#)
        assertFails(schema, #"{"next": {"next": {"n": "x"}}}"#, "Must be a number", at: "/next/next/n")
        assertFails(schema, #"{"next": {"next": 3}}"#, "Must be an object", at: "/next/next")
    }

    func testDeepInstanceWithRecursiveSchema() {
        let schema = ##"{"anyOf": [{"type": "integer"}, {"type": "array", "items": {"$ref": "#"}}]}"##
        let depth = 199
        let deep = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        assertValid(schema, deep)
        let bad = String(repeating: "[", count: depth) + "\"x\"" + String(repeating: "]", count: depth)
        assertFails(schema, bad, "Must match one of the allowed forms")
    }

    func testRefLoopsDoNotHang() {
        assertValid(##"{"$ref": "#"}"##, "1", ##"{"a": [1]}"##)
        assertValid(##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##, "1")
        assertValid(##"{"anyOf": [{"$ref": "#"}, {"$ref": "#"}], "allOf": [{"$ref": "#"}, {"$ref": "#"}]}"##, "null")
        assertFails(##"{"$ref": "#", "type": "string"}"##, "1", "Must be a string")
        let validator = SchemaValidator(root: node(##"{"$ref": "#/$defs/a", "$defs": {"a": {"not": {"$ref": "#"}}}}"##))
        _ = validator.failures(of: node("1"))
    }

    func testFailuresAgainstSubSchema() {
        let root = node(##"{"$defs": {"age": {"type": "integer", "minimum": 0}, "person": {"properties": {"age": {"$ref": "#/$defs/age"}}}}}"##)
        let validator = SchemaValidator(root: root)
        let person = root["$defs"]?["person"] ?? JSONNode(.bool(true), at: .unknown)
        XCTAssertEqual(validator.failures(of: node(#"{"age": -1}"#), against: person),
                       [SchemaFailure(path: "/age", message: "Must be at least 0")])
        XCTAssertEqual(validator.failures(of: node(#"{"age": -1}"#)), [])
    }

    // MARK: Robustness

    func testOddPatternsNeverTrap() {
        let pieces = ["a", "\\", "(", ")", "[", "]", "{", "}", "?", "*", "+", "^", "$", ".", "|", "-", ",", "1", "2", ":",
                      "<", ">", "=", "!", "d", "w", "p", "u", "x", "k", "0", "é", "😀", "\\b", "\\1", "(?", "[^", "{2,"]
        var random = SeededRandom(state: 7)
        for _ in 0..<3000 {
            var pattern = ""
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                pattern += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            _ = SchemaPattern.search(pattern, in: "ab1 é😀{2}-x")
        }
    }

    func testLargeInstanceIsFast() {
        let schema = #"""
        {"type": "array", "uniqueItems": true, "items": {"type": "object", "required": ["id", "name"],
         "properties": {"id": {"type": "integer", "minimum": 0, "multipleOf": 1}, "name": {"type": "string", "pattern": "^n[0-9]+$"},
                        "price": {"type": "number", "multipleOf": 0.01}},
         "additionalProperties": false}}
        """#
        let items = (0..<3000).map { #"{"id": \#($0), "name": "n\#($0)", "price": \#($0).25}"# }
        let validator = SchemaValidator(root: node(schema))
        let instance = node("[" + items.joined(separator: ",\n") + "]")
        XCTAssertEqual(validator.failures(of: instance), [])
        let bad = node("[" + (items + [items[0]]).joined(separator: ",\n") + "]")
        XCTAssertEqual(validator.failures(of: bad), [SchemaFailure(path: "", message: "Items must be unique: item 3001 repeats item 1")])
    }

    /// Random schemas of every keyword, with sensible and silly values, against random instances.
    func testRandomSchemasNeverTrap() {
        var random = SeededRandom(state: 11)
        let values = ["1", "-1", "0", "0.1", "1e300", "1e-300", "2.5", "\"a\"", "\"\"", "\"#\"", "\"#/$defs/a\"", "\"#/properties\"",
                      "\"^a\"", "\"(\"", "true", "false", "null", "[]", "{}", "[\"a\", \"b\"]", "[1, 1.0]", "\"email\"", "\"date\"",
                      "\"string\"", "[\"integer\", \"null\"]", "{\"a\": [\"b\"]}"]
        let keywords = ["type", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
                        "minLength", "maxLength", "pattern", "format", "required", "properties", "patternProperties",
                        "additionalProperties", "propertyNames", "minProperties", "maxProperties", "dependentRequired",
                        "dependentSchemas", "dependencies", "items", "prefixItems", "additionalItems", "contains",
                        "minContains", "maxContains", "minItems", "maxItems", "uniqueItems", "allOf", "anyOf", "oneOf",
                        "not", "if", "then", "else", "$ref", "$defs", "$id", "$anchor"]
        func schema(_ depth: Int) -> String {
            if depth > 3 || Int.random(in: 0..<5, using: &random) == 0 { return ["true", "false", "{}"].randomElement(using: &random) ?? "{}" }
            var used = Set<String>()
            let members = (0..<Int.random(in: 1...4, using: &random)).compactMap { _ -> String? in
                let key = keywords.randomElement(using: &random) ?? "type"
                guard used.insert(key).inserted else { return nil }
                let value: String
                switch Int.random(in: 0..<4, using: &random) {
                case 0: value = "[" + schema(depth + 1) + ", " + schema(depth + 1) + "]"
                case 1: value = "{\"a\": " + schema(depth + 1) + ", \"^b\": " + schema(depth + 1) + "}"
                case 2: value = schema(depth + 1)
                default: value = values.randomElement(using: &random) ?? "1"
                }
                return "\"" + key + "\": " + value
            }
            return "{" + members.joined(separator: ", ") + "}"
        }
        let instances = ["1", "2.5", "\"a\"", "null", "true", "[1, \"a\", [1]]", "{\"a\": 1, \"b\": [null], \"c\": {\"a\": \"x\"}}",
                         "[[[]]]", "{\"a\": {\"a\": {\"a\": 1}}}"]
        for _ in 0..<400 {
            let validator = SchemaValidator(root: node(schema(0)))
            for instance in instances { _ = validator.failures(of: node(instance)) }
        }
    }

    func testHandBuiltNodesAndOddSchemas() {
        let here = SourceLocation.unknown
        let schema = JSONNode(.object([
            JSONNode.Member(key: "multipleOf", keyLocation: here, value: JSONNode(.number(raw: "", value: 0.1), at: here)),
            JSONNode.Member(key: "minimum", keyLocation: here, value: JSONNode(.number(raw: "", value: 0), at: here)),
        ]), at: here)
        let validator = SchemaValidator(root: schema)
        XCTAssertEqual(validator.failures(of: JSONNode(.number(raw: "", value: 0.3), at: here)), [])
        XCTAssertEqual(validator.failures(of: JSONNode(.number(raw: "", value: -0.25), at: here)).count, 2)
        for odd in ["1", "\"x\"", "null", "[]", #"{"type": 3}"#, #"{"required": "a"}"#, #"{"items": 1}"#,
                    #"{"enum": 1}"#, #"{"properties": []}"#, #"{"minLength": -1}"#, #"{"pattern": "("}"#,
                    ##"{"$ref": 1}"##, ##"{"$ref": "#/%zz/~"}"##, ##"{"anyOf": []}"##, ##"{"oneOf": {}}"##,
                    #"{"multipleOf": -1}"#, #"{"$id": 1}"#, #"{"$id": "::/..//#"}"#] {
            for instance in ["1", "\"x\"", "[1, 1]", #"{"a": 1}"#, "null"] {
                _ = failures(odd, instance)
            }
        }
    }
}

/// JSON string literals for test data.
private enum JSONTextForTest {
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
