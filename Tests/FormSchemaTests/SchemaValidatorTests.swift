import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// The JSON Schema validator: boolean schemas and the value, number and string keywords.
final class SchemaValidatorTests: SchemaValidatorTestCase {
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
        assertValid(#"{"pattern": "(a)\\1"}"#, #""zzz""#)  // refused (a backreference), so not checked
        assertValid(#"{"pattern": "(?<=a)b"}"#, #""ab""#)
        assertFails(#"{"pattern": "(?<=a)b"}"#, #""zb""#, "Must match the pattern (?<=a)b")
    }

    func testSchemaPattern() {
        XCTAssertTrue(SchemaPattern.compiles("^[a-z]+(-[a-z]+)*$"))
        XCTAssertFalse(SchemaPattern.compiles("(unclosed"))
        XCTAssertFalse(SchemaPattern.compiles("(a)\\1"))
        XCTAssertTrue(SchemaPattern.compiles("(?<=a)b"))
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
            ("duration", ["PT1H30M", "P1DT2H", "P3W", "P1Y2M", "PT0S", "P1D"],
             ["90m", "P", "PT", "P1H", "PT1D", "P1DT", "PT1M1H", "PT1H30", "1:30:00", "pt1h"], "Not a valid ISO 8601 duration (PT1H30M)"),
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
}
