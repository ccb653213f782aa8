import XCTest
import FormCore
import FormUI
@testable import FormTerminal
@testable import FormApp
import FormSchema

/// `FormSession.onValuesChanged`, the draft journal's hook: called with exactly the rows whose
/// value changed, never for a key that changed none, and its note reaches the status line.
final class FormSessionDraftHookTests: XCTestCase {
    private func session() throws -> FormSession {
        let form = try FormLoader.parse(text: """
        { "sections": [ { "tag": "main", "rows": [
            { "tag": "name", "type": "text", "title": "Name" },
            { "tag": "on", "type": "switch", "title": "On" } ] } ] }
        """, file: "form.json")
        let session = FormSession(state: FormState(form: form), terminal: MemoryTerminal(rows: 12, cols: 60))
        session.start()
        return session
    }

    func testCalledWithTheChangedRowsOnly() throws {
        let session = try session()
        var calls: [Set<String>] = []
        session.onValuesChanged = { state, tags in
            calls.append(tags)
            XCTAssertEqual(state.value(of: "name"), .string("A"))
            return nil
        }
        session.handle(.char("A"))
        session.handle(.left)
        session.handle(.down)
        XCTAssertEqual(calls, [["name"]], "moving the cursor or the focus changes no value")
    }

    func testItsNoteGoesToTheStatusLine() throws {
        let session = try session()
        session.onValuesChanged = { _, _ in StatusMessage("The draft cannot be saved", isError: true) }
        session.handle(.char("A"))
        XCTAssertEqual(session.state.status?.text, "The draft cannot be saved")
    }
}
