import XCTest
import FormCore
import FormUI
@testable import FormTerminal
@testable import FormApp
@testable import FormScreen

/// Sub-form screens in the whole loop on an in-memory terminal: a screen opened over the form,
/// typed in and closed, its value in the row under it; a list's items added, removed and moved
/// through the diff engine (a few lines, not the screen).
final class FormSessionSubFormTests: XCTestCase {
    private func session(values: [String: Value] = [:]) throws -> (FormSession, MemoryTerminal) {
        let path = FormSessionTests.forms.appendingPathComponent("team.json").path
        let terminal = MemoryTerminal(rows: 24, cols: 80)
        let session = FormSession(state: FormState(form: try FormLoader.load(path: path), prefill: values), terminal: terminal)
        session.start()
        return (session, terminal)
    }

    private func keys(_ keys: [Key], to session: FormSession) {
        for key in keys { XCTAssertNil(session.handle(key), "\(key) ended the session") }
    }

    /// The terminal's line holding `text`, trailing spaces trimmed.
    private func line(_ text: String, in terminal: MemoryTerminal, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let found = terminal.screenText.split(separator: "\n").first { $0.contains(text) }.map(String.init)
        if found == nil { XCTFail("no line holds \(text.debugDescription):\n\(terminal.screenText)", file: file, line: line) }
        return found
    }

    /// Every cell of `terminal` equals a full repaint of the session's current frame.
    private func assertScreenIsARepaint(_ session: FormSession, _ terminal: MemoryTerminal, _ context: String,
                                        file: StaticString = #filePath, line: UInt = #line) {
        let fresh = MemoryTerminal(rows: terminal.size.rows, cols: terminal.size.cols)
        let frame = Layout.frame(for: session.state, rows: terminal.size.rows, cols: terminal.size.cols, scroll: session.scroll).frame
        Renderer(terminal: fresh).render(ScreenUpdate(frame: frame, repaint: true))
        XCTAssertEqual(terminal.screenText, fresh.screenText, context, file: file, line: line)
        for r in 0..<terminal.size.rows {
            for c in 0..<terminal.size.cols where terminal.cell(row: r, col: c) != fresh.cell(row: r, col: c) {
                return XCTFail("\(context): cell \(r),\(c) differs", file: file, line: line)
            }
        }
    }

    func testAMemberIsAddedTypedAndClosedBackToTheForm() throws {
        let (session, terminal) = try session()
        keys([.char("C"), .down, .down, .enter], to: session)
        XCTAssertEqual(line("Team ›", in: terminal), " Team › Members")
        XCTAssertNotNil(line("No items yet: press a or Insert to add one", in: terminal))
        XCTAssertEqual(session.parents.count, 1)

        keys([.char("a")], to: session)
        XCTAssertEqual(line("Team ›", in: terminal), " Team › Members › Member 1", "an added item opens at once")
        XCTAssertEqual(session.parents.count, 2)
        keys("Ada Lovelace".map { .char($0) }, to: session)
        XCTAssertEqual(line("▸Name", in: terminal)?.contains("Ada Lovelace"), true)
        assertScreenIsARepaint(session, terminal, "in the item")

        keys([.escape], to: session)
        XCTAssertEqual(line("Team ›", in: terminal), " Team › Members")
        XCTAssertEqual(line("Member 1", in: terminal), " │▸Member 1  Ada Lovelace, Developer ›                                        │")
        assertScreenIsARepaint(session, terminal, "back on the list")

        keys([.escape], to: session)
        XCTAssertEqual(session.parents.count, 0)
        XCTAssertEqual(line("Members", in: terminal), " │▸Members         1 item ›                                                   │")
        XCTAssertEqual(terminal.line(0), " Team")
        assertScreenIsARepaint(session, terminal, "back on the form")
        XCTAssertEqual(session.state.value(of: "members"), .tree(#"[{"name":"Ada Lovelace","role":"dev","address":null}]"#))
        XCTAssertEqual(session.state.value(of: "name"), .string("PlatformC"), "the team name as typed after its start value")
    }

    func testCtrlSInsideAnItemClosesEveryScreenAndSubmits() throws {
        let (session, terminal) = try session()
        keys([.char("C"), .down, .down, .enter, .char("a")] + "Bo".map { .char($0) }, to: session)
        XCTAssertEqual(session.handle(.ctrl("s")), .outcome(.submitted))
        XCTAssertEqual(session.parents.count, 0)
        XCTAssertEqual(session.state.value(of: "members"), .tree(#"[{"name":"Bo","role":"dev","address":null}]"#))
        XCTAssertEqual(session.state.place, nil, "the form's own state")
        XCTAssertEqual(terminal.line(0), " Team › Members › Member 1", "the session ended: nothing more is drawn")
    }

    func testAnInterruptInsideASubFormKeepsWhatWasTypedInTheForm() throws {
        let (session, _) = try session()
        keys([.down, .enter] + "Grace".map { .char($0) }, to: session)
        XCTAssertEqual(session.handle(.ctrl("c")), .outcome(.interrupted))
        XCTAssertEqual(session.parents.count, 0)
        XCTAssertEqual(session.state.value(of: "lead"), .tree(#"{"name":"Grace","email":null}"#))
    }

    func testMovingAndRemovingItemsGoThroughTheChangeset() throws {
        let (session, terminal) = try session(values: ["members": .tree(#"[{"name":"Ada"},{"name":"Bo"},{"name":"Cy"}]"#)])
        keys([.down, .down, .enter], to: session)
        XCTAssertNotNil(line("Member 3  Cy", in: terminal))
        var events: [TraceEvent] = []
        session.onEvent = { events.append($0) }

        terminal.resetLog()
        keys([.char("J")], to: session)
        XCTAssertEqual(terminal.clears, 0)
        XCTAssertNotNil(line("Member 1  Bo", in: terminal))
        XCTAssertEqual(line("Member 2", in: terminal), " │▸Member 2  Ada, Developer ›                                                 │")
        XCTAssertLessThanOrEqual(terminal.linesDrawn, 3, "a move rewrites the two items' lines (and the hint)")
        assertScreenIsARepaint(session, terminal, "after a move")

        terminal.resetLog()
        keys([.ctrl("d"), .char("y")], to: session)
        XCTAssertEqual(terminal.clears, 0)
        XCTAssertNil(terminal.screenText.range(of: "Ada"))
        XCTAssertNotNil(line("Member 2  Cy", in: terminal))
        XCTAssertLessThanOrEqual(terminal.linesDrawn, 5, "the item renumbered, the question's line, the hint")
        XCTAssertFalse(events.contains { $0.stats.fullRepaint })
        assertScreenIsARepaint(session, terminal, "after a remove")

        keys([.escape], to: session)
        XCTAssertEqual(session.state.value(of: "members"), .tree(#"[{"name":"Bo","role":"dev","address":null},{"name":"Cy","role":"dev","address":null}]"#))
    }

    /// Keyed items are titled by their keys, which no edit changes: a removed item's lines go,
    /// the ones below shift up, and a key is the cost of a few lines, far from a repaint's.
    func testRemovingAKeyedItemShiftsTheLinesBelowInsteadOfDrawingThem() throws {
        let keys = (1...12).map { "repo\($0)" }
        let repos = "{" + keys.map { "\"\($0)\":{\"url\":\"https://x.org/\($0)\"}" }.joined(separator: ",") + "}"
        let (session, terminal) = try session(values: ["repos": .tree(repos)])
        self.keys([.down, .down, .down, .enter, .down], to: session)
        XCTAssertEqual(line("▸", in: terminal)?.contains("repo2"), true)

        terminal.resetLog()
        self.keys([.ctrl("d"), .char("y")], to: session)
        let remove = (lines: terminal.linesDrawn, shifted: terminal.linesShifted, bytes: terminal.bytesEstimate)
        XCTAssertEqual(terminal.clears, 0)
        XCTAssertNil(terminal.screenText.range(of: "repo2 "))
        XCTAssertEqual(line("▸", in: terminal)?.contains("repo3"), true, "the focus on the item after")
        XCTAssertGreaterThan(remove.shifted, 0, "\(remove)")
        XCTAssertLessThanOrEqual(remove.lines, 5, "the focused item, the question's line, the hint, the footer: \(remove)")
        assertScreenIsARepaint(session, terminal, "after a remove")

        terminal.resetLog()
        self.keys([.ctrl("l")], to: session)
        let whole = (lines: terminal.linesDrawn, bytes: terminal.bytesEstimate)
        XCTAssertGreaterThan(whole.lines, 2 * remove.lines, "\(remove) against a repaint's \(whole)")
        XCTAssertGreaterThan(whole.bytes, 2 * remove.bytes, "\(remove) against a repaint's \(whole)")

        self.keys([.escape], to: session)
        let left = SubFormRule.items(session.state.value(of: "repos")).compactMap(\.key)
        XCTAssertEqual(left, keys.filter { $0 != "repo2" })
    }
}
