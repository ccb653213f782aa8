import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema
import FormTestSupport

/// The JSON Schema validator on odd, large and random input: it never traps and stays fast.
final class SchemaValidatorRobustnessTests: SchemaValidatorTestCase {
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
