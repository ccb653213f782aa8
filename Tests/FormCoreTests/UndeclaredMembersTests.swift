import XCTest
@testable import FormCore
@testable import FormJSON

/// `--edit` shows the members a schema does not name as rows of their JSON type and offers a
/// `more keys` list for open objects, whose members are written into the object (issue 29).
final class UndeclaredMembersTests: XCTestCase {
    /// A schema-like form: `name` at the root, `server.port` in a section of its own; the root is open.
    private func form() -> Form {
        var name = Row(tag: "name", type: .text, title: "name")
        name.keyPath = ["name"]
        var port = Row(tag: "server.port", type: .integer, title: "port")
        port.keyPath = ["server", "port"]
        var form = Form(sections: [Section(tag: "form", rows: [name]), Section(tag: "server", title: "server", rows: [port])])
        form.instance = InstanceRules()
        form.instance?.openObjects = [[]]
        form.showsUndeclaredMembers = true
        return form
    }

    private func tree(_ json: String) throws -> Value {
        Value(json: try JSONReader.parse(json, file: "v.json"))
    }

    func testEachUndeclaredMemberIsARowOfItsJSONType() throws {
        var form = form()
        UndeclaredMembers.show(in: &form, tree: try tree(#"{"name": "a", "custom": "x", "count": 3, "ratio": 1.5, "on": true, "deps": {"a": 1}, "none": null, "server": {"port": 80, "host": "h"}}"#))
        let root = form.sections[0].rows.map(\.title)
        XCTAssertEqual(root, ["name", "custom", "count", "ratio", "on", "deps", "none", "more keys"])
        let types = form.sections[0].rows.dropFirst().map(\.type)
        XCTAssertEqual(types, [.text, .integer, .decimal, .switch, .textView, .textView, .list])
        XCTAssertEqual(form.sections[1].rows.map(\.title), ["port", "host"], "a member goes with its object's rows")
        XCTAssertEqual(form.sections[1].rows.last?.keyPath, ["server", "host"])
        XCTAssertEqual(form.sections[0].rows[5].encoding, .jsonText)
    }

    func testAClosedObjectHasNoMoreKeysAndAFormWithoutTheFlagIsLeftToItsCaller() throws {
        var form = form()
        form.instance?.openObjects = []
        UndeclaredMembers.show(in: &form, tree: try tree(#"{"name": "a"}"#))
        XCTAssertEqual(form.allRows.map(\.tag), ["name", "server.port"])
    }

    func testMembersAddedByKeyAreWrittenIntoTheirObject() throws {
        var form = form()
        UndeclaredMembers.show(in: &form, tree: try tree(#"{"name": "a"}"#))
        let more = try XCTUnwrap(form.sections[0].rows.last)
        XCTAssertEqual(more.subForm?.keyed, true)
        let added = Value.object([Value.Member(key: "license", value: .string("MIT")), Value.Member(key: "private", value: .bool(true))])
        let values: [String: Value] = ["name": .string("a"), more.tag: added]
        let json = OutputWriter.json(OutputCollector.output(form: form, values: { values[$0.tag] ?? .null }, isVisible: { _ in true }), compact: true)
        XCTAssertEqual(json, #"{"name":"a","license":"MIT","private":true}"# + "\n")
        XCTAssertNil(UndeclaredMembers.spread(.string("a"), of: form.sections[0].rows[0]))
    }
}
