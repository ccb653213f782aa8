import XCTest
@testable import FormCore
import FormSchema

/// The values file (`--values FILE`): keyed by tag or key path, flat or nested.
final class SpecValuesTests: XCTestCase {
    private static let formText = """
    {"sections": [{"tag": "main", "rows": [
      {"tag": "name", "type": "name"},
      {"tag": "email", "type": "email", "key": "user.email"},
      {"tag": "zip", "type": "text", "key": "user.address.zip"},
      {"tag": "age", "type": "integer"},
      {"tag": "price", "type": "decimal"},
      {"tag": "news", "type": "switch"},
      {"tag": "about", "type": "info", "value": "Hello"}
    ]}]}
    """

    private var form: Form { try! FormLoader.parse(text: Self.formText, file: "form.json") }

    private func values(_ text: String) throws -> [String: Value] {
        try ValuesLoader.parse(text: text, file: "v.json", form: form)
    }

    private func error(_ text: String, at line: UInt = #line) -> String {
        do {
            let result = try values(text)
            XCTFail("no error: \(result)", line: line)
        } catch {
            return "\(error)"
        }
        return ""
    }

    func testByTagAndByKeyPath() throws {
        let result = try values("""
        {"name": "Ann", "user.email": "a@b.c", "user": {"address": {"zip": "75001"}},
         "age": 42, "price": 9.5, "news": true}
        """)
        XCTAssertEqual(result, ["name": .string("Ann"), "email": .string("a@b.c"), "zip": .string("75001"),
                                "age": .number(42), "price": .number(9.5), "news": .bool(true)])
    }

    func testTagOfARowWithAKeyPathAndNull() throws {
        XCTAssertEqual(try values(#"{"email": "x@y.z", "user.address": {"zip": null}}"#),
                       ["email": .string("x@y.z"), "zip": .null])
        XCTAssertEqual(try values("{}"), [:])
    }

    func testUnknownKeys() {
        XCTAssertEqual(error(#"{"nme": "Ann"}"#), "v.json:1:2: no row has the tag or key 'nme' (did you mean 'name'?)")
        XCTAssertEqual(error("{\n  \"user\": {\"emial\": \"x\"}}"),
                       "v.json:2:12: no row has the tag or key 'user.emial' (did you mean 'user.email'?)")
        XCTAssertEqual(error(#"{"colour": "red"}"#), "v.json:1:2: no row has the tag or key 'colour'")
        // `name` is no prefix of a key path, so an object for it is a wrong type, not a nesting.
        XCTAssertEqual(error(#"{"name": {"first": "A"}}"#), "v.json:1:10: row 'name': 'name' must be a string, not an object")
    }

    func testWrongTypes() {
        XCTAssertEqual(error(#"{"age": "42"}"#), "v.json:1:9: row 'age': 'age' must be a whole number, not a string")
        XCTAssertEqual(error(#"{"age": 4.2}"#), "v.json:1:9: row 'age': 'age' must be a whole number, not 4.2")
        XCTAssertEqual(error(#"{"news": "yes"}"#), "v.json:1:10: row 'news': 'news' must be true or false, not the string 'yes' (did you mean true, without quotes?)")
        XCTAssertEqual(error(#"{"user.email": 5}"#), "v.json:1:16: row 'email': 'user.email' must be a string, not a number")
        XCTAssertEqual(error(#"{"price": [1]}"#), "v.json:1:11: row 'price': 'price' must be a number, not an array")
    }

    func testRowWithoutValue() {
        XCTAssertEqual(error(#"{"about": "x"}"#), "v.json:1:2: row 'about': an 'info' row carries no value")
    }

    func testValueGivenTwice() {
        XCTAssertEqual(error("{\"user.email\": \"a@b.c\",\n \"user\": {\"email\": \"d@e.f\"}}"),
                       "v.json:2:11: row 'email': value given twice (first at 1:2)")
        XCTAssertEqual(error(#"{"email": "a@b.c", "user.email": "d@e.f"}"#),
                       "v.json:1:20: row 'email': value given twice (first at 1:2)")
    }

    func testNotAnObjectAndSyntax() {
        XCTAssertEqual(error("[]"), "v.json:1:1: the values file must be an object keyed by tag or key path, not an array")
        XCTAssertEqual(error(#"{"age": 1,,}"#), "v.json:1:11: unexpected character ',', expected a key in double quotes")
    }

    func testLoadFromFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("spec-values-\(getpid()).json").path
        try #"{"name": "Zoë 🙂"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(try ValuesLoader.load(path: path, form: form), ["name": .string("Zoë 🙂")])
        XCTAssertThrowsError(try ValuesLoader.load(path: "missing.json", form: form)) {
            XCTAssertEqual("\($0)", "missing.json: cannot read: No such file or directory")
        }
    }
}
