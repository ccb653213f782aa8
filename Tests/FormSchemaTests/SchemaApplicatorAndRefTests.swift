import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// The JSON Schema validator: `allOf`/`anyOf`/`oneOf`/`not`/`if`, and `$ref`s, recursion and loops.
final class SchemaApplicatorAndRefTests: SchemaValidatorTestCase {
    // MARK: Applicators

    func testAllOf() {
        let schema = #"{"allOf": [{"type": "integer"}, {"minimum": 2}]}"#
        assertValid(schema, "3")
        XCTAssertEqual(failures(schema, "1.5").map(\.message), ["Must be a whole number", "Must be at least 2"])
    }

    func testAnyOf() {
        let schema = #"{"anyOf": [{"type": "string"}, {"minimum": 10}]}"#
        assertValid(schema, #""a""#, "12")
        assertFails(schema, "3", "Must be at least 10")
    }

    func testOneOf() {
        let schema = #"{"oneOf": [{"type": "integer"}, {"minimum": 10}]}"#
        assertValid(schema, "3", "10.5")
        assertFails(schema, "12", "Must match exactly one of the allowed forms")
        assertFails(schema, "2.5", "Must be at least 10")
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
        assertFails(schema, bad, "Must be a whole number or a list",
                    at: String(repeating: "/0", count: depth))
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
}
