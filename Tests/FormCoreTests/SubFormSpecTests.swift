import XCTest
@testable import FormCore
import FormSchema

/// Reading `form` and `list` rows from a form file and their values from a values file: the
/// sub-form each holds, and every error with its file, line, column and tag.
final class SubFormSpecTests: XCTestCase {
    /// A form whose only section holds `rows` from line 2 on (each given row on a line of its own).
    private func formText(_ rows: String...) -> String {
        "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n" + rows.joined(separator: ",\n") + "\n]}]}"
    }

    private func error(_ text: String, at line: UInt = #line) -> String {
        do {
            _ = try FormLoader.parse(text: text, file: "f.json")
            XCTFail("no error", line: line)
        } catch {
            return "\(error)"
        }
        return ""
    }

    private static let address = #"{"tag": "address", "type": "form", "title": "Address", "sections": [{"rows": [{"tag": "street", "type": "text"}, {"tag": "city", "type": "text", "required": true}]}]}"#
    private static let members = #"{"tag": "members", "type": "list", "title": "Members", "minItems": 1, "maxItems": 3, "item": {"title": "Member", "sections": [{"rows": [{"tag": "name", "type": "name"}, {"tag": "age", "type": "integer"}]}]}}"#
    private static let services = #"{"tag": "services", "type": "list", "keyed": true, "item": {"sections": [{"rows": [{"tag": "image", "type": "text"}]}]}}"#

    // MARK: Good forms

    func testAFormRowHoldsItsSubFormWithItsOwnRows() throws {
        let form = try FormLoader.parse(text: formText(Self.address), file: "f.json")
        let row = try XCTUnwrap(form.row("address"))
        XCTAssertEqual(row.type, .form)
        XCTAssertEqual(row.encoding, .tree)
        let sub = try XCTUnwrap(row.subForm?.resolved())
        XCTAssertEqual(sub.allRows.map(\.tag), ["street", "city"])
        XCTAssertEqual(row.subForm?.keyed, false)
        XCTAssertNil(form.row("city"), "a sub-form's rows are not the form's")
        XCTAssertEqual(form.allRows.map(\.tag), ["address"])
    }

    func testAListRowHoldsItsItemFormTitleBoundsAndStartsEmpty() throws {
        let form = try FormLoader.parse(text: formText(Self.members, Self.services), file: "f.json")
        let members = try XCTUnwrap(form.row("members"))
        XCTAssertEqual(members.subForm?.itemTitle, "Member")
        XCTAssertEqual(members.subForm?.keyed, false)
        XCTAssertEqual(members.minItems, 1)
        XCTAssertEqual(members.maxItems, 3)
        XCTAssertEqual(members.subForm?.resolved()?.allRows.map(\.tag), ["name", "age"])
        XCTAssertEqual(members.type.unit.initialValue(for: members, given: .null), .list([]))
        let services = try XCTUnwrap(form.row("services"))
        XCTAssertEqual(services.subForm?.keyed, true)
        XCTAssertNil(services.subForm?.itemTitle)
        XCTAssertEqual(services.type.unit.initialValue(for: services, given: .null), .object([]), "a keyed list is a map")
    }

    func testKeyedMayComeBeforeOrAfterItem() throws {
        let before = #"{"tag": "a", "type": "list", "keyed": true, "item": {"sections": [{"rows": [{"tag": "b", "type": "text"}]}]}}"#
        let after = #"{"tag": "a", "type": "list", "item": {"sections": [{"rows": [{"tag": "b", "type": "text"}]}]}, "keyed": true}"#
        for text in [before, after] {
            let row = try XCTUnwrap(try FormLoader.parse(text: formText(text), file: "f.json").row("a"))
            XCTAssertEqual(row.subForm?.keyed, true, text)
            XCTAssertEqual(row.subForm?.resolved()?.allRows.map(\.tag), ["b"], text)
        }
    }

    func testValuesInTheFormFileAreKeptAsTrees() throws {
        let members = #"{"tag": "m", "type": "list", "value": [{"name": "Ada"}, {"name": "Bo", "age": 3}], "item": {"sections": [{"rows": [{"tag": "name", "type": "text"}, {"tag": "age", "type": "integer"}]}]}}"#
        let keyed = #"{"tag": "k", "type": "list", "keyed": true, "value": {"web": {"b": "x"}}, "item": {"sections": [{"rows": [{"tag": "b", "type": "text"}]}]}}"#
        let address = #"{"tag": "a", "type": "form", "value": {"b": "y"}, "sections": [{"rows": [{"tag": "b", "type": "text"}]}]}"#
        let form = try FormLoader.parse(text: formText(members, keyed, address), file: "f.json")
        let ada: Value = .object([.init(key: "name", value: .string("Ada"))])
        let bo: Value = .object([.init(key: "name", value: .string("Bo")), .init(key: "age", value: .number(3))])
        XCTAssertEqual(form.row("m")?.value, .list([ada, bo]))
        let web: Value = .object([.init(key: "b", value: .string("x"))])
        XCTAssertEqual(form.row("k")?.value, .object([.init(key: "web", value: web)]))
        XCTAssertEqual(form.row("a")?.value, .object([.init(key: "b", value: .string("y"))]))
        XCTAssertEqual(SubFormRule.items(form.row("k")?.value ?? .null), [SubFormRule.Item(key: "web", value: web)])
    }

    func testTheSameTagInTheFormAndInASubFormIsFine() throws {
        let text = formText(#"{"tag": "name", "type": "text"}"#,
                            #"{"tag": "lead", "type": "form", "sections": [{"tag": "name", "rows": [{"tag": "city", "type": "text"}]}]}"#,
                            #"{"tag": "boss", "type": "form", "sections": [{"rows": [{"tag": "name", "type": "text"}, {"tag": "city", "type": "text"}]}]}"#)
        let form = try FormLoader.parse(text: text, file: "f.json")
        XCTAssertEqual(form.allRows.map(\.tag), ["name", "lead", "boss"])
    }

    func testAConditionInASubFormReadsItsOwnRows() throws {
        let text = formText(#"{"tag": "a", "type": "form", "sections": [{"rows": [{"tag": "x", "type": "switch"}, {"tag": "y", "type": "text", "hidden": "$x == false"}]}]}"#)
        let sub = try XCTUnwrap(try FormLoader.parse(text: text, file: "f.json").row("a")?.subForm?.resolved())
        guard case .expression(let text, _)? = sub.row("y")?.hidden else { return XCTFail("no condition") }
        XCTAssertEqual(text, "$x == false")
    }

    // MARK: Errors

    func testAFormWithoutSectionsAndAListWithoutItem() {
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "form", "title": "A"}"#)), "f.json:2:1: row 'a': missing 'sections'")
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "list"}"#)), "f.json:2:1: row 'a': missing 'item'")
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "list", "keyed": true}"#)), "f.json:2:1: row 'a': missing 'item'",
                       "keyed alone is no item")
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "list", "item": {"title": "X"}}"#)),
                       "f.json:2:38: row 'a': missing 'sections'")
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "form", "sections": []}"#)),
                       "f.json:2:42: row 'a': not a form: 'sections' is empty")
    }

    func testKeysThatBelongToTheOtherSubFormType() {
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "form", "item": {}}"#)),
                       "f.json:2:30: row 'a': 'item' does not apply to a 'form' row")
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "list", "sections": []}"#)),
                       "f.json:2:30: row 'a': 'sections' does not apply to a 'list' row")
    }

    func testAnUnknownKeyInItemIsNamedWithASuggestion() {
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "list", "item": {"title": "X", "sectons": []}}"#)),
                       "f.json:2:53: row 'a': unknown key 'sectons' (did you mean 'sections'?)")
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "list", "item": []}"#)),
                       "f.json:2:38: row 'a': 'item' must be an object, not an array")
    }

    func testKeyedMustBeABool() {
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "list", "keyed": "yes", "item": {"sections": [{"rows": [{"tag": "b", "type": "text"}]}]}}"#)),
                       "f.json:2:39: row 'a': 'keyed' must be true or false, not the string 'yes' (did you mean true, without quotes?)")
    }

    func testValuesOfTheWrongShape() {
        let item = #""item": {"sections": [{"rows": [{"tag": "b", "type": "text"}]}]}"#
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "list", "value": {"x": {}}, "# + item + "}")),
                       "f.json:2:39: row 'a': 'value' must be an array, not an object")
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "list", "keyed": true, "value": [{}], "# + item + "}")),
                       "f.json:2:54: row 'a': 'value' must be an object, not an array")
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "list", "value": [{}, 3], "# + item + "}")),
                       "f.json:2:39: row 'a': 'value' must be an object for each item, not a number")
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "list", "keyed": true, "value": {"k": "v"}, "# + item + "}")),
                       "f.json:2:54: row 'a': 'value' must be an object for each item, not a string")
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "list", "value": "[]", "# + item + "}")),
                       "f.json:2:39: row 'a': 'value' must be an array, not a string")
        XCTAssertEqual(error(formText(#"{"tag": "a", "type": "form", "value": [], "sections": [{"rows": [{"tag": "b", "type": "text"}]}]}"#)),
                       "f.json:2:39: row 'a': 'value' must be an object, not an array")
    }

    func testADuplicateTagInsideASubForm() {
        let text = """
        {"sections": [{"rows": [
          {"tag": "a", "type": "form", "sections": [{"rows": [
            {"tag": "b", "type": "text"},
            {"tag": "b", "type": "text"}
          ]}]}
        ]}]}
        """
        XCTAssertEqual(error(text), "f.json:4:13: row 'b': duplicate tag 'b' (first used at 3:13)")
        let inItem = """
        {"sections": [{"rows": [
          {"tag": "a", "type": "list", "item": {"sections": [{"tag": "b", "rows": [
            {"tag": "b", "type": "text"}
          ]}]}}
        ]}]}
        """
        XCTAssertEqual(error(inItem), "f.json:3:13: row 'b': duplicate tag 'b' (first used at 2:62)")
    }

    func testAConditionInASubFormCannotNameAParentTag() {
        let text = """
        {"sections": [{"rows": [
          {"tag": "plan", "type": "switch"},
          {"tag": "a", "type": "form", "sections": [{"rows": [
            {"tag": "b", "type": "text", "hidden": "$plan == true"}
          ]}]}
        ]}]}
        """
        XCTAssertEqual(error(text), "f.json:4:45: row 'b': unknown tag '$plan' in condition")
    }

    // MARK: Values files

    private static let team = """
    {"sections": [{"rows": [
      {"tag": "name", "type": "text"},
      \(address),
      \(members),
      \(services)
    ]}]}
    """

    private func values(_ text: String) throws -> [String: Value] {
        try ValuesLoader.parse(text: text, file: "v.json", form: FormLoader.parse(text: Self.team, file: "f.json"))
    }

    private func valuesError(_ text: String, at line: UInt = #line) -> String {
        do {
            let result = try values(text)
            XCTFail("no error: \(result)", line: line)
        } catch {
            return "\(error)"
        }
        return ""
    }

    func testNestedValuesAreTakenAsTrees() throws {
        let result = try values("""
        {"name": "Core",
         "address": {"street": "1 Main St", "city": "Paris"},
         "members": [{"name": "Ada", "age": 36}, {"name": "Bo"}],
         "services": {"web": {"image": "nginx"}, "db": {}}}
        """)
        XCTAssertEqual(result["address"], Value.parsing(#"{"street":"1 Main St","city":"Paris"}"#))
        XCTAssertEqual(result["members"], Value.parsing(#"[{"name":"Ada","age":36},{"name":"Bo"}]"#))
        XCTAssertEqual(result["services"], Value.parsing(#"{"web":{"image":"nginx"},"db":{}}"#))
        XCTAssertEqual(result["members"]?.elements?.first?["age"], .number(36), "a nested number is a number")
        XCTAssertEqual(try values(#"{"members": [], "services": {}}"#), ["members": .list([]), "services": .object([])])
    }

    func testNestedValuesOfTheWrongShape() {
        XCTAssertEqual(valuesError(#"{"members": {"a": {}}}"#), "v.json:1:13: row 'members': 'members' must be an array, not an object")
        XCTAssertEqual(valuesError(#"{"services": [{}]}"#), "v.json:1:14: row 'services': 'services' must be an object, not an array")
        XCTAssertEqual(valuesError(#"{"members": [{}, "Bo"]}"#),
                       "v.json:1:13: row 'members': 'members' must be an object for each item, not a string")
        XCTAssertEqual(valuesError(#"{"address": "Paris"}"#), "v.json:1:13: row 'address': 'address' must be an object, not a string")
    }

    func testNestedValuesAreReadAgainstTheSubForm() {
        XCTAssertEqual(valuesError("{\"members\": [{\"name\": \"Ada\"},\n  {\"nme\": \"Bo\"}]}"),
                       "v.json:2:4: no row has the tag or key 'nme' (did you mean 'name'?)")
        XCTAssertEqual(valuesError(#"{"members": [{"age": "3"}]}"#), "v.json:1:22: row 'age': 'age' must be a whole number, not a string")
        XCTAssertEqual(valuesError(#"{"address": {"city": 3}}"#), "v.json:1:22: row 'city': 'city' must be a string, not a number")
        XCTAssertEqual(valuesError(#"{"services": {"web": {"image": true}}}"#),
                       "v.json:1:32: row 'image': 'image' must be a string, not a boolean")
    }
}
