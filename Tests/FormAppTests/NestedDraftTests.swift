import XCTest
import FormCore
import FormJSON
import FormSchema
import FormUI
@testable import FormTerminal
@testable import FormApp
@testable import FormScreen

/// A session's list holds its items as a tree: closing an item whose JSON text row holds text that
/// is not JSON keeps that text (`.unparsed`), the submit is refused, and what a draft keeps of the
/// list reads back as the same tree.
final class NestedDraftTests: XCTestCase {
    static let chart = #"""
    {"type": "object", "properties": {"deps": {"type": "array", "items": {"type": "object", "properties": {
      "name": {"type": "string"},
      "repository": {"anyOf": [{"type": "string", "format": "uri"}, {"type": "string", "pattern": "^@"}]}}}}}}
    """#

    private func typed(_ text: String) -> [Key] { text.map(Key.char) }

    func testAnUnparsedTextInAListItemIsKeptInTheTreeAndInTheDraft() throws {
        let form = try FormLoader.read(text: Self.chart, file: "chart.json").form
        let terminal = MemoryTerminal(rows: 12, cols: 80)
        let start = FormState(form: form)
        let session = FormSession(state: start, terminal: terminal)
        session.start()
        let keys: [Key] = [.enter, .char("a")] + typed("redis") + [.down] + typed("https://x.org") + [.escape, .escape]
        for key in keys { XCTAssertNil(session.handle(key), "\(key) ended the session") }

        let deps = session.state.value(of: "deps")
        XCTAssertEqual(deps, .list([.object([.init(key: "name", value: .string("redis")),
                                             .init(key: "repository", value: .unparsed("https://x.org"))])]),
                       "the list is a tree and the text as typed")
        XCTAssertNil(session.handle(.ctrl("s")), "the submit is refused")
        XCTAssertTrue(terminal.screenText.contains("/0/repository: Not valid JSON"), terminal.screenText)

        var kept = DraftValues(baseline: start.startValues)
        XCTAssertTrue(kept.note(session.state, tags: ["deps"]))
        let node = try XCTUnwrap(kept.values["deps"]).draftNode
        XCTAssertEqual(Value(draft: node), deps, "a draft gives the same tree back")
    }
}
