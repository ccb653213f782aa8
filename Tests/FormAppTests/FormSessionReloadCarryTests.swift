import XCTest
import FormCore
import FormUI
@testable import FormTerminal
@testable import FormApp
import FormSchema

/// Issue #16 rows 14 and 15: a `--watch` reload never keeps a password in a row that is no longer
/// a password; rows deleted with Ctrl-D stay deleted; an open list keeps its ticks when its row is
/// unchanged, and a note says what was lost otherwise.
final class FormSessionReloadCarryTests: XCTestCase {
    private func form(pinType: String = "password", colours: String = #"["red", "green", "blue"]"#) throws -> Form {
        try FormLoader.parse(text: """
        { "sections": [ { "tag": "main", "rows": [
            { "tag": "pin", "type": "\(pinType)", "title": "PIN" },
            { "tag": "colours", "type": "multipleSelect", "title": "Colours", "options": \(colours) } ] },
          { "tag": "guests", "deletable": true, "rows": [
            { "tag": "g1", "type": "text", "title": "Guest one" },
            { "tag": "g2", "type": "text", "title": "Guest two" } ] } ] }
        """, file: "form.json")
    }

    private func session() throws -> FormSession {
        let session = FormSession(state: FormState(form: try form()), terminal: MemoryTerminal(rows: 20, cols: 70))
        session.start()
        return session
    }

    func testAPasswordIsDroppedWhenItsRowIsNoLongerAPassword() throws {
        let session = try session()
        for c in "s3cret" { session.handle(.char(c)) }
        XCTAssertEqual(session.state.value(of: "pin"), .string("s3cret"))
        session.reload(try form(pinType: "text"), status: StatusMessage("Reloaded form.json"))
        XCTAssertEqual(session.state.value(of: "pin"), .null)
        XCTAssertEqual(session.state.status?.text,
                       "Reloaded form.json; the password of 'PIN' was dropped (no longer a password row)")
        XCTAssertFalse((session.terminal as? MemoryTerminal)?.screenText.contains("s3cret") ?? true)
    }

    func testAPasswordStaysWhileItsRowIsOne() throws {
        let session = try session()
        for c in "s3cret" { session.handle(.char(c)) }
        session.reload(try form(), status: StatusMessage("Reloaded form.json"))
        XCTAssertEqual(session.state.value(of: "pin"), .string("s3cret"))
        XCTAssertEqual(session.state.status?.text, "Reloaded form.json")
    }

    func testDeletedRowsStayDeleted() throws {
        let session = try session()
        session.handle(.ctrlEnd)
        XCTAssertEqual(session.state.focus, "g2")
        session.handle(.ctrl("d"))
        session.handle(.char("y"))
        XCTAssertEqual(session.state.deleted, ["g2"])
        session.reload(try form(), status: nil)
        XCTAssertEqual(session.state.deleted, ["g2"])
        XCTAssertFalse(session.state.outputEntries.contains { $0.path == ["g2"] })
    }

    func testAnOpenListKeepsItsTicksOrSaysTheyWereLost() throws {
        let session = try session()
        session.handle(.down)
        session.handle(.enter)
        guard case .list(_, let opened)? = session.state.popup else { return XCTFail("the list did not open") }
        XCTAssertEqual(opened.style, .multiple)
        session.handle(.char(" "))
        session.handle(.down)
        session.handle(.char(" "))
        guard case .list(_, let ticked)? = session.state.popup else { return XCTFail("the list closed") }
        XCTAssertEqual(ticked.chosen.count, 2)

        session.reload(try form(), status: StatusMessage("Reloaded form.json"))
        XCTAssertEqual(session.state.popup, .list(tag: "colours", ticked), "the ticks are kept")

        session.reload(try form(colours: #"["red", "green"]"#), status: StatusMessage("Reloaded form.json"))
        XCTAssertNil(session.state.popup)
        XCTAssertEqual(session.state.status?.text,
                       "Reloaded form.json; the editor of 'Colours' was closed (its 2 ticks were not kept)")
    }
}
