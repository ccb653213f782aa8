import XCTest
import FormJSON
import FormSchema
@testable import FormCore

/// The tree of answers and its conversions to and from JSON (`Value+JSON.swift`).
final class ValueTreeTests: XCTestCase {
    private func tree(_ text: String) throws -> Value {
        try XCTUnwrap(Value.parsing(text), text)
    }

    func testJSONBecomesATreeKeepingMemberOrderAndNumberSpelling() throws {
        let value = try tree(#"{"z": 1, "a": [{"n": 2.50}, {"n": 1e1}], "m": {"k": null, "b": true}}"#)
        XCTAssertEqual(value.members?.map(\.key), ["z", "a", "m"], "members in the order written")
        XCTAssertEqual(value["a"]?.elements?.count, 2)
        XCTAssertEqual(value.at(["m", "b"]), .bool(true))
        XCTAssertEqual(value.at(["a"])?.elements?.first?["n"], .number(2.5))
        XCTAssertEqual(value.compactJSON, #"{"z":1,"a":[{"n":2.50},{"n":1e1}],"m":{"k":null,"b":true}}"#,
                       "nested numbers come back as spelled")
        XCTAssertEqual(Value(json: value.jsonNode()), value, "node and back")
    }

    func testTheTextOfAJSONTextRowIsItsJSONOrKeptUnparsed() {
        XCTAssertEqual(Value(jsonText: #"["a", 1]"#), .list([.string("a"), .number(1)]))
        XCTAssertEqual(Value(jsonText: "  "), .null)
        XCTAssertEqual(Value(jsonText: "https://charts.bitnami.com/bitnami"), .unparsed("https://charts.bitnami.com/bitnami"))
        XCTAssertEqual(Value.unparsed("x").jsonNode().kind, .null, "never written out")
        var out = ""
        OutputWriter.write(Value.object([.init(key: "r", value: .unparsed("x"))]), compact: true, into: &out)
        XCTAssertEqual(out, #"{"r":null}"#)
    }

    func testADraftKeepsAnUnparsedTextMarked() throws {
        let value: Value = .object([.init(key: "deps", value: .list([.object([
            .init(key: "name", value: .string("redis")), .init(key: "repository", value: .unparsed("https://x")),
        ])]))])
        var text = ""
        OutputWriter.write(value.draftNode, indent: 0, compact: true, into: &text)
        XCTAssertEqual(text, #"{"deps":[{"name":"redis","repository":{"formrun-unparsed":"https://x"}}]}"#)
        XCTAssertEqual(Value(draft: try JSONReader.parse(text)), value)
    }

    func testTheFirstUnparsedTextIsFoundByItsPointer() {
        let value: Value = .list([.object([.init(key: "a/b", value: .string("ok"))]),
                                  .object([.init(key: "repository", value: .unparsed("https://x"))])])
        XCTAssertEqual(value.firstUnparsed?.path, "/1/repository")
        XCTAssertEqual(Value.object([.init(key: "a/b", value: .unparsed("{"))]).firstUnparsed?.path, "/a~1b")
        XCTAssertNil(Value.list([.string("x")]).firstUnparsed)
    }

    func testAListsItemsAreItsTreesNodes() {
        let web: Value = .object([.init(key: "image", value: .string("nginx"))])
        let keyed: Value = .object([.init(key: "web", value: web)])
        XCTAssertEqual(SubFormRule.items(keyed), [SubFormRule.Item(key: "web", value: web)])
        XCTAssertEqual(SubFormRule.value(of: SubFormRule.items(keyed), keyed: true), keyed)
        XCTAssertEqual(SubFormRule.value(of: [SubFormRule.Item(key: nil, value: web)], keyed: false), .list([web]))
    }

    func testATextThatIsNotJSONBelowAListFailsItsCheckByPath() throws {
        let form = try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "deps", "type": "list", "item": {"sections": [{"rows": [{"tag": "name", "type": "text"}]}]}}]}]}"#, file: "f.json")
        let deps = try XCTUnwrap(form.row("deps"))
        let value: Value = .list([.object([.init(key: "name", value: .string("redis")), .init(key: "repository", value: .unparsed("https://x"))])])
        let message = Validation.check(row: deps, value: value, required: false, context: ValidationContext(value: { _ in .null }))
        XCTAssertEqual(message?.hasPrefix("/0/repository: Not valid JSON"), true, message ?? "passed")
        XCTAssertNil(Validation.check(row: deps, value: .list([]), required: false, context: ValidationContext(value: { _ in .null })))
    }

    func testOutputEntriesBecomeOneTree() {
        let entries = [OutputEntry(key: "user.name", value: .string("Ada")),
                       OutputEntry(path: ["user", "repo"], content: .value(.unparsed("x"))),
                       OutputEntry(key: "n", value: .number(1))]
        XCTAssertEqual(OutputWriter.tree(entries), .object([
            .init(key: "user", value: .object([.init(key: "name", value: .string("Ada")), .init(key: "repo", value: .unparsed("x"))])),
            .init(key: "n", value: .number(1)),
        ]))
    }

    /// A sub-form opened from a tree gives an unparsed text back to its JSON text row, and to a
    /// list row below it its tree, so that closing it again loses nothing.
    func testATreeGivenToASubFormKeepsItsUnparsedTextsAtAnyDepth() throws {
        let url = #"{"anyOf": [{"type": "string", "format": "uri"}, {"type": "string", "pattern": "^@"}]}"#
        let schema = #"{"type": "object", "properties": {"repository": "# + url
            + #", "more": {"type": "array", "items": {"type": "object", "properties": {"url": "# + url + "}}}}}"
        var form = try FormLoader.read(text: schema, file: "item.json").form
        XCTAssertEqual(form.row("more")?.type, .list)
        let more: Value = .list([.object([.init(key: "url", value: .unparsed("https://y"))])])
        let tree: Value = .object([.init(key: "repository", value: .unparsed("https://x")), .init(key: "more", value: more)])
        let values = try GivenValues.apply(tree: tree, file: "item", to: &form)
        XCTAssertEqual(values["repository"], .string("https://x"))
        XCTAssertEqual(values["more"], more)
    }
}
