import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// The JSON Schema validator: the object and list keywords, with the paths of nested failures.
final class SchemaObjectAndListKeywordTests: SchemaValidatorTestCase {
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
}
