import XCTest
import FormDiff
import FormCore
import FormUI
import FormTestSupport
@testable import FormTerminal
@testable import FormApp
@testable import FormScreen
import FormSchema

/// The whole loop (update → diff → layout → render) on an in-memory terminal.
final class FormSessionTests: XCTestCase {
    static let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("forms")

    private func session(_ name: String, rows: Int = 30, cols: Int = 100) throws -> (FormSession, MemoryTerminal) {
        let form = try FormLoader.load(path: Self.forms.appendingPathComponent(name).path)
        let terminal = MemoryTerminal(rows: rows, cols: cols)
        let session = FormSession(state: FormState(form: form), terminal: terminal)
        session.start()
        return (session, terminal)
    }

    func testFirstScreenIsTheLayoutOfTheForm() throws {
        let (session, terminal) = try session("signup.json", rows: 24, cols: 80)
        XCTAssertEqual(terminal.screenText, Layout.frame(for: session.state, rows: 24, cols: 80).frame.text)
        XCTAssertTrue(terminal.screenText.contains("┌─ Account"))
    }

    func testTypingAndMovingRedrawOnlyTheRowsThatChanged() throws {
        let (session, terminal) = try session("signup.json")
        var events: [TraceEvent] = []
        session.onEvent = { events.append($0) }
        for key: [Key] in [[.char("A")], [.char("d")], [.down], [.up]] { key.forEach { session.handle($0) } }
        XCTAssertEqual(events.map(\.event), ["key A", "key d", "key Down", "key Up"])
        XCTAssertEqual(events[1].stats.linesDrawn, 1, "a typed character rewrites its own line only")
        XCTAssertEqual(events[1].changes, ChangeCounts(elementUpdated: 1))
        XCTAssertEqual(events[2].stats.linesDrawn, 2, "Down rewrites the row left and the row reached")
        XCTAssertEqual(events[2].changes, ChangeCounts(elementUpdated: 2))
        XCTAssertFalse(events.contains { $0.stats.fullRepaint })
        XCTAssertEqual(terminal.clears, 1, "only the first frame clears the screen")
    }

    func testHidingASectionShiftsLinesInsteadOfRedrawingThem() throws {
        let (session, terminal) = try session("signup.json")
        var events: [TraceEvent] = []
        session.onEvent = { events.append($0) }
        for _ in 0..<7 { session.handle(.down) }
        XCTAssertEqual(session.state.focus, "newsletter")
        session.handle(.char(" "))
        XCTAssertTrue(terminal.screenText.contains("Monthly digest"))
        session.handle(.char(" "))
        XCTAssertFalse(terminal.screenText.contains("Monthly digest"))
        let hide = events.last!
        XCTAssertEqual(hide.changes, ChangeCounts(sectionDeleted: 1, elementUpdated: 1), "one section deleted, the switch updated")
        XCTAssertGreaterThan(hide.stats.linesShifted, 0)
        XCTAssertLessThanOrEqual(hide.stats.linesDrawn - hide.stats.linesScrolledIn, 3,
                                 "the switch and the title's scroll mark, plus the shift: \(hide.stats)")
        XCTAssertGreaterThan(hide.stats.linesScrolledIn, 0, "the last section's lines come in from below: \(hide.stats)")
        session.handle(.ctrl("l"))
        XCTAssertTrue(events.last!.stats.fullRepaint)
        XCTAssertGreaterThan(events.last!.stats.linesDrawn, 2 * hide.stats.linesDrawn)
        assertScreenEqualsRepaint(session, terminal, "after hide and repaint")
    }

    func testAnySequenceOfEditsHidesAndShowsLeavesTheScreenARepaintWouldDraw() throws {
        let keys: [Key] = [.down, .up, .tab, .backTab, .char(" "), .char("1"), .char("7"), .char("a"), .backspace,
                           .pageDown, .pageUp, .enter, .ctrl("u"), .char("x"), .ctrl("s"), .enter, .right, .left,
                           .char("g"), .escape, .home, .end, .delete, .ctrl("w"), .ctrl("k"), .ctrl("d"), .char("y"),
                           .char("n"), .char("+"), .char("-"), .char("0"), .char("9"), .char("名"), .function(1),
                           .ctrl("l")]
        for (form, size) in [("conditions.json", (30, 100)), ("signup.json", (24, 80)), ("long.json", (20, 70)),
                             ("choices.json", (30, 90)), ("choices.json", (16, 60)), ("dates.json", (30, 90)),
                             ("dates.json", (18, 70)), ("text-types.json", (24, 80)), ("cjk.json", (12, 50))] {
            var random = SplitMix64(seed: 0xF0F0 + UInt64(size.0))
            var (session, terminal) = try session(form, rows: size.0, cols: size.1)
            for step in 0..<400 {
                let key = keys[Int(random.next() % UInt64(keys.count))]
                // A key that ends the form draws nothing more: compare what came before, start again.
                if session.handle(key) != nil {
                    (session, terminal) = try self.session(form, rows: size.0, cols: size.1)
                    continue
                }
                if step % 10 == 0 { assertScreenEqualsRepaint(session, terminal, "\(form) step \(step) after \(key)") }
            }
            assertScreenEqualsRepaint(session, terminal, "\(form) at the end")
        }
    }

    /// Random forms, random keys and resizes: after every key the in-memory screen equals a full
    /// repaint, cell for cell (styles included).
    func testRandomFormsAndKeysLeaveTheScreenARepaintWouldDraw() throws {
        var random = SplitMix64(seed: 0x5E55_1011)
        for form in 0..<25 {
            let text = RandomForm.text(&random)
            let terminal = MemoryTerminal(rows: 6 + random.below(30), cols: 14 + random.below(90))
            let session = FormSession(state: FormState(form: try FormLoader.parse(text: text, file: "r.json")), terminal: terminal)
            session.start()
            for step in 0..<60 {
                if random.chance(4) {
                    terminal.resize(rows: 6 + random.below(30), cols: 14 + random.below(90), notify: false)
                    session.handle(.resize(rows: terminal.size.rows, cols: terminal.size.cols))
                    assertScreenEqualsRepaint(session, terminal, "form \(form) step \(step) resize\n\(text)")
                    continue
                }
                let (name, key) = RandomForm.keys[random.below(RandomForm.keys.count)]
                if session.handle(key) != nil { break }
                assertScreenEqualsRepaint(session, terminal, "form \(form) step \(step) after \(name)\n\(text)")
                if (testRun?.failureCount ?? 0) > 0 { return }
            }
        }
    }

    func testRowsVanishingAboveTheFocusKeepItOnItsScreenLine() throws {
        let rows = (1...12).map { #"{"tag": "r\#($0)", "type": "text", "title": "Row \#($0)"}"# }.joined(separator: ",")
        let after = (1...6).map { #"{"tag": "a\#($0)", "type": "text", "title": "After \#($0)"}"# }.joined(separator: ",")
        let text = """
        {"sections": [{"tag": "s", "rows": [
          {"tag": "top", "type": "text", "title": "Top", "hidden": "$last == 'x'"}, \(rows),
          {"tag": "last", "type": "text", "title": "Last"}, \(after)]}]}
        """
        let terminal = MemoryTerminal(rows: 10, cols: 60)
        let session = FormSession(state: FormState(form: try FormLoader.parse(text: text, file: "t.json")), terminal: terminal)
        session.start()
        for _ in 0..<13 { session.handle(.down) }
        XCTAssertEqual(session.state.focus, "last")
        func screenLine(of text: String) -> Int? {
            terminal.screenText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }
        }
        let before = try XCTUnwrap(screenLine(of: "Last"))
        let scroll = session.scroll
        session.handle(.char("x"))
        XCTAssertTrue(session.state.flags.isHidden("top"))
        XCTAssertEqual(screenLine(of: "Last"), before, "the focused row stays where it was")
        XCTAssertEqual(session.scroll, scroll - 1)
        session.handle(.backspace)
        XCTAssertFalse(session.state.flags.isHidden("top"))
        XCTAssertEqual(screenLine(of: "Last"), before)
        assertScreenEqualsRepaint(session, terminal, "after the row came back")
    }

    func testResizeRelaysTheFormOutKeepingValues() throws {
        let (session, terminal) = try session("signup.json", rows: 24, cols: 80)
        "Ada".forEach { session.handle(.char($0)) }
        var events: [TraceEvent] = []
        session.onEvent = { events.append($0) }
        terminal.resize(rows: 30, cols: 100)
        session.handle(.resize(rows: terminal.size.rows, cols: terminal.size.cols))
        XCTAssertEqual(events.last?.event, "resize")
        XCTAssertEqual(events.last?.stats.fullRepaint, true)
        XCTAssertEqual(session.state.value(of: "name"), .string("Ada"))
        XCTAssertEqual(terminal.screenText, Layout.frame(for: session.state, rows: 30, cols: 100).frame.text)
        terminal.resize(rows: 10, cols: 40)
        session.handle(.resize(rows: terminal.size.rows, cols: terminal.size.cols))
        assertScreenEqualsRepaint(session, terminal, "small terminal")
        XCTAssertTrue(terminal.screenText.contains("Ada"), "the focused row stays on screen")
    }

    func testRefusedKeyRingsTheBellAndShowsWhy() throws {
        let (session, terminal) = try session("signup.json")
        for _ in 0..<5 { session.handle(.down) }
        XCTAssertEqual(session.state.focus, "phone")
        session.handle(.char("x"))
        XCTAssertEqual(terminal.bells, 1)
        XCTAssertTrue(terminal.line(28).contains("Only digits"), terminal.line(28))
    }

    func testAQuestionDropsTheKeysTypedAheadOfIt() throws {
        let (session, terminal) = try session("signup.json")
        session.handle(.char("A"))
        XCTAssertEqual(terminal.typeaheadDiscards, 0)
        session.handle(.escape)
        XCTAssertEqual(session.state.mode, .confirmDiscard)
        XCTAssertEqual(terminal.typeaheadDiscards, 1, "only a key typed after the question answers it")
        session.handle(.char("x"))
        XCTAssertEqual(terminal.typeaheadDiscards, 1, "asking again drops nothing more")
    }

    func testAHugePasteIsOneEventAndOneFrame() throws {
        let (session, terminal) = try session("signup.json")
        var events: [TraceEvent] = []
        session.onEvent = { events.append($0) }
        let flushes = terminal.flushes
        let text = String(repeating: "漢字", count: 50_000)
        session.handle(.paste(text))
        XCTAssertEqual(events.map(\.event), ["paste 100000"], "the trace holds the length, not the text")
        XCTAssertEqual(terminal.flushes, flushes + 1, "one frame for the whole paste")
        XCTAssertEqual(session.state.buffers[session.state.focus ?? ""]?.characters.count, 100_000)
        assertScreenEqualsRepaint(session, terminal, "after the paste")
    }

    func testScriptedRunEndsWithTheOutcome() throws {
        let form = try FormLoader.load(path: Self.forms.appendingPathComponent("signup.json").path)
        let terminal = MemoryTerminal(rows: 24, cols: 80, keys: [.char("A"), .escape, .char("y")])
        let session = FormSession(state: FormState(form: form), terminal: terminal)
        session.endsWhenIdle = true
        XCTAssertEqual(session.run(), .outcome(.cancelled))
        let idle = FormSession(state: FormState(form: form), terminal: MemoryTerminal(rows: 24, cols: 80, keys: [.char("A")]))
        idle.endsWhenIdle = true
        XCTAssertEqual(idle.run(), .endOfInput)
        let signalled = FormSession(state: FormState(form: form), terminal: MemoryTerminal(rows: 24, cols: 80))
        signalled.pendingSignal = { 15 }
        XCTAssertEqual(signalled.run(), .signal(15))
    }
}

final class TinySessionTests: XCTestCase {
    func testATerminalSmallerThanTheSmallestLayoutDoesNotCrash() throws {
        let form = try FormLoader.load(path: FormSessionTests.forms.appendingPathComponent("signup.json").path)
        let terminal = MemoryTerminal(rows: 2, cols: 8)
        let session = FormSession(state: FormState(form: form), terminal: terminal)
        session.start()
        for key: Key in [.char("a"), .down, .char(" ")] { session.handle(key) }
        session.handle(.resize(rows: 2, cols: 8))
        terminal.resize(rows: 1, cols: 1)
        session.handle(.resize(rows: terminal.size.rows, cols: terminal.size.cols))
        XCTAssertEqual(session.state.value(of: "name"), .null, "keys wait while the form is not on screen")
        XCTAssertLessThanOrEqual(terminal.screenText.count, 1)
    }

    /// Issue 28: below the minimum size the screen says so and keeps the answers; keys wait;
    /// the form comes back, as a repaint draws it, when the screen is large enough again.
    func testBelowTheMinimumTheScreenSaysSoAndKeepsTheAnswers() throws {
        let form = try FormLoader.load(path: FormSessionTests.forms.appendingPathComponent("signup.json").path)
        let terminal = MemoryTerminal(rows: 24, cols: 80)
        let session = FormSession(state: FormState(form: form), terminal: terminal)
        session.start()
        for key in "Ada" { session.handle(.char(key)) }
        for (rows, cols) in [(MinimumSize.rows - 1, 60), (20, MinimumSize.cols - 1), (5, 12)] {
            terminal.resize(rows: rows, cols: cols)
            session.handle(.resize(rows: rows, cols: cols))
            let text = terminal.screenText.components(separatedBy: "\n").joined(separator: " ")
                .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            XCTAssertTrue(text.hasPrefix("terminal too small: \(MinimumSize.cols)×\(MinimumSize.rows) needed"),
                          "\(rows)×\(cols): \(terminal.screenText)")
            session.handle(.char("x"))
            XCTAssertEqual(session.state.value(of: "name"), .string("Ada"), "a key does not change answers unseen")
        }
        terminal.resize(rows: MinimumSize.rows, cols: MinimumSize.cols)
        session.handle(.resize(rows: MinimumSize.rows, cols: MinimumSize.cols))
        XCTAssertTrue(terminal.screenText.contains("Ada"), terminal.screenText)
        XCTAssertTrue(terminal.screenText.contains("^S submit"), terminal.screenText)
        assertScreenEqualsRepaint(session, terminal, "back to the smallest size")
        terminal.resize(rows: 24, cols: 80)
        session.handle(.resize(rows: 24, cols: 80))
        assertScreenEqualsRepaint(session, terminal, "back to 80×24")
        XCTAssertEqual(session.state.value(of: "name"), .string("Ada"))
    }
}

final class SuspendTests: XCTestCase {
    func testCtrlZSuspendsAndTheFormIsRepaintedOnReturn() throws {
        let form = try FormLoader.load(path: FormSessionTests.forms.appendingPathComponent("signup.json").path)
        let terminal = MemoryTerminal(rows: 24, cols: 80)
        let session = FormSession(state: FormState(form: form), terminal: terminal)
        var events: [TraceEvent] = []
        session.onEvent = { events.append($0) }
        session.start()
        XCTAssertNil(session.handle(.ctrl("z")), "the form goes on")
        XCTAssertEqual(terminal.suspensions, 1)
        XCTAssertEqual(events.last?.stats.fullRepaint, true, "back from the shell, the screen is repainted")
    }
}
