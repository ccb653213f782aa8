import XCTest
import FormCore
@testable import FormJSON

final class SpecJSONReaderTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONNode { try JSONReader.parse(text, file: "t.json") }

    private func syntaxError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let node = try parse(text)
            XCTFail("parsed: \(node)", file: file, line: line)
            return ""
        } catch let error as FormFileError {
            guard case .syntax = error.kind else {
                XCTFail("not a syntax error: \(error)", file: file, line: line)
                return ""
            }
            return error.description
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return ""
        }
    }

    func testScalars() throws {
        XCTAssertEqual(try parse("true").kind, .bool(true))
        XCTAssertEqual(try parse("false").kind, .bool(false))
        XCTAssertEqual(try parse("null").kind, .null)
        XCTAssertEqual(try parse(#""hi""#).kind, .string("hi"))
        XCTAssertEqual(try parse(" \n 12 ").location, SourceLocation(line: 2, column: 2))
    }

    func testNumbers() throws {
        let cases: [(String, Double)] = [("0", 0), ("-0", 0), ("42", 42), ("-17", -17), ("3.25", 3.25),
                                          ("1e3", 1000), ("1E+2", 100), ("-2.5e-3", -0.0025), ("0.5", 0.5)]
        for (text, value) in cases {
            XCTAssertEqual(try parse(text).kind, .number(raw: text, value: value), text)
        }
        XCTAssertEqual(try parse("7").intValue, 7)
        XCTAssertEqual(try parse("7.0").intValue, 7)
        XCTAssertNil(try parse("7.5").intValue)
    }

    func testBadNumbers() {
        XCTAssertEqual(syntaxError("012"), "t.json:1:1: invalid number: leading zeros are not allowed")
        XCTAssertEqual(syntaxError("[1.]"), "t.json:1:4: invalid number: expected a digit after '.'")
        XCTAssertEqual(syntaxError("[-x]"), "t.json:1:3: invalid number: expected a digit after '-'")
        XCTAssertEqual(syntaxError("1e+"), "t.json:1:4: invalid number: expected a digit in the exponent")
        XCTAssertEqual(syntaxError("[1e999]"), "t.json:1:2: number out of range: 1e999")
        XCTAssertEqual(syntaxError("+1"), "t.json:1:1: unexpected character '+', expected a value")
    }

    func testEscapes() throws {
        let node = try parse(#""a\"b\\c\/d\be\ff\ng\rh\ti""#)
        XCTAssertEqual(node.stringValue, "a\"b\\c/d\u{8}e\u{c}f\ng\rh\ti")
        XCTAssertEqual(try parse(#""\u0041\u00e9\u4e2d""#).stringValue, "Aé中")
        XCTAssertEqual(try parse(#""\ud83d\ude00!""#).stringValue, "😀!")
        XCTAssertEqual(try parse(#""\uD83D\uDE00""#).stringValue, "😀")
    }

    func testBadEscapes() {
        XCTAssertEqual(syntaxError(#"{"a": "x\qy"}"#), #"t.json:1:9: invalid escape '\q' in string"#)
        XCTAssertEqual(syntaxError(#"["\u12G4"]"#), #"t.json:1:3: invalid unicode escape '\u12G4' (expected 4 hex digits)"#)
        XCTAssertEqual(syntaxError(#"["ab\ud83d"]"#), #"t.json:1:5: unpaired surrogate '\ud83d' in string"#)
        XCTAssertEqual(syntaxError(#"["\ude00x"]"#), #"t.json:1:3: unpaired surrogate '\ude00' in string"#)
        XCTAssertEqual(syntaxError(#"["\ud83d\u0041"]"#), #"t.json:1:3: unpaired surrogate '\ud83d' in string"#)
    }

    func testUnicodeTextAndColumns() throws {
        // Columns count characters: 名前 and 😀 are one column each, é (two bytes) one.
        let text = "{\"名前\": \"é😀\", \"x\": [1, \"👍🏽\", true]}"
        let node = try parse(text)
        let members = try XCTUnwrap(node.members)
        XCTAssertEqual(members.map(\.key), ["名前", "x"])
        XCTAssertEqual(members[0].keyLocation, SourceLocation(line: 1, column: 2))
        XCTAssertEqual(members[0].value.location, SourceLocation(line: 1, column: 8))
        XCTAssertEqual(members[0].value.stringValue, "é😀")
        XCTAssertEqual(members[1].keyLocation, SourceLocation(line: 1, column: 14))
        let elements = try XCTUnwrap(members[1].value.elements)
        XCTAssertEqual(elements.map(\.location.column), [20, 23, 28])
        XCTAssertEqual(elements[1].stringValue, "👍🏽")
        XCTAssertEqual(syntaxError("[\"日本\", ?]"), "t.json:1:8: unexpected character '?', expected a value")
    }

    func testMembersKeepOrderAndNestedLocations() throws {
        let text = """
        {
          "z": 1,
          "a": {"inner": [10,
                          {"deep": null}]},
          "m": "last"
        }
        """
        let node = try parse(text)
        XCTAssertEqual(node.location, SourceLocation(line: 1, column: 1))
        let members = try XCTUnwrap(node.members)
        XCTAssertEqual(members.map(\.key), ["z", "a", "m"])
        XCTAssertEqual(members[0].keyLocation, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(members[0].value.location, SourceLocation(line: 2, column: 8))
        let inner = try XCTUnwrap(members[1].value["inner"]?.elements)
        XCTAssertEqual(members[1].value.location, SourceLocation(line: 3, column: 8))
        XCTAssertEqual(inner[0].location, SourceLocation(line: 3, column: 19))
        XCTAssertEqual(inner[1].location, SourceLocation(line: 4, column: 19))
        let deep = try XCTUnwrap(inner[1].members?.first)
        XCTAssertEqual(deep.keyLocation, SourceLocation(line: 4, column: 20))
        XCTAssertEqual(deep.value.location, SourceLocation(line: 4, column: 28))
        XCTAssertEqual(members[2].value.location, SourceLocation(line: 5, column: 8))
        XCTAssertEqual(node["m"]?.stringValue, "last")
    }

    func testCRLFAndBOM() throws {
        let node = try JSONReader.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("{\r\n\"a\":\r\n 1}".utf8), file: "t.json")
        XCTAssertEqual(node.location, SourceLocation(line: 1, column: 1))
        XCTAssertEqual(node.members?.first?.keyLocation, SourceLocation(line: 2, column: 1))
        XCTAssertEqual(node["a"]?.location, SourceLocation(line: 3, column: 2))
    }

    func testInvalidUTF8() {
        XCTAssertThrowsError(try JSONReader.parse(bytes: Array("[\n \"a".utf8) + [0xFF] + Array("\"]".utf8), file: "t.json")) {
            XCTAssertEqual("\($0)", "t.json:2:4: the file is not valid UTF-8")
        }
    }

    func testStructuralErrors() {
        XCTAssertEqual(syntaxError(""), "t.json:1:1: the file is empty (expected a JSON object)")
        XCTAssertEqual(syntaxError("  \n  "), "t.json:2:3: the file is empty (expected a JSON object)")
        XCTAssertEqual(syntaxError("{\"a\": 1,}"), "t.json:1:8: trailing comma before '}'")
        XCTAssertEqual(syntaxError("[1, 2,\n]"), "t.json:1:6: trailing comma before ']'")
        XCTAssertEqual(syntaxError("{\"a\" 1}"), "t.json:1:6: missing ':' after key 'a'")
        XCTAssertEqual(syntaxError("{\"a\": 1\n \"b\": 2}"), "t.json:2:2: missing ',' between object members")
        XCTAssertEqual(syntaxError("[1 2]"), "t.json:1:4: missing ',' between array elements")
        XCTAssertEqual(syntaxError("{\"a\": 1, \"a\": 2}"), "t.json:1:10: duplicate key 'a' (first at 1:2)")
        XCTAssertEqual(syntaxError("{} x"), "t.json:1:4: unexpected content after the end of the JSON value")
        XCTAssertEqual(syntaxError("{\"a\": 1"), "t.json:1:8: unexpected end of file, expected ',' or '}'")
        XCTAssertEqual(syntaxError("[1,"), "t.json:1:4: unexpected end of file, expected a value")
        XCTAssertEqual(syntaxError("{\"a\": 1]"), "t.json:1:8: unexpected character ']', expected ',' or '}'")
        XCTAssertEqual(syntaxError("{a: 1}"), "t.json:1:2: object keys must be strings in double quotes")
        XCTAssertEqual(syntaxError("[True]"),
                       "t.json:1:2: unexpected 'True', expected a value (strings need double quotes; literals are true, false and null)")
        XCTAssertEqual(syntaxError("['x']"),
                       "t.json:1:2: unexpected character \"'\", expected a value (strings use double quotes)")
        XCTAssertEqual(syntaxError(String(repeating: "[", count: 600)), "t.json:1:201: nested too deeply (more than 200 levels)")
    }

    func testStringErrors() {
        XCTAssertEqual(syntaxError("{\"a\": \"abc\n}"), "t.json:1:7: unterminated string (missing closing '\"')")
        XCTAssertEqual(syntaxError("[\"abc"), "t.json:1:2: unterminated string (missing closing '\"')")
        XCTAssertEqual(syntaxError("[\"a\u{7}\"]"), "t.json:1:4: control character U+0007 in string (escape it)")
        XCTAssertEqual(syntaxError("[\"a\tb\"]"), "t.json:1:4: control character U+0009 in string (escape it)")
    }
}
