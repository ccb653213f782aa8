import Foundation
import XCTest

/// Minimal redraw held against the real binary on the real forms, in a 30x100 pty: what each key
/// costs in bytes on the wire and in lines in `FORMRUN_TRACE`, and that the screen the small
/// updates leave behind is exactly the one a full repaint (Ctrl-L) draws. Conditions on
/// `forms/conditions.json` show and hide rows and enable a disabled one.
final class RedrawBytesTests: FormrunTestCase {
    static let rows = 30
    static let cols = 100
    static let maxBytesPerCharacter = 20
    /// The focus bar (issue 28): the focused row is drawn in the focus style from the gutter to
    /// the right border, so a move writes the reached row's cells across the box (its reversed
    /// blanks one byte each, as no terminal erases in reverse video) and wipes the left one's:
    /// at most twice the box's inner width on top of the bars of issues #6 and #15.
    static let barBytes = 2 * (cols - 4)
    static let maxBytesPerMove = 104 + barBytes
    static let maxLinesPerKey = 3
    /// A move between rows rewrites at most the two rows' lines, the title line's `n/N` (when
    /// the form does not fit the screen, issue #15) and the hint line (when the focus changes
    /// kind: the row's own keys are shown at its left). A line scrolled in to keep the row after
    /// the focus on screen is counted apart (`linesScrolledIn`).
    static let maxLinesPerMove = 4

    /// The repository's `forms/` folder, found from this file (`Tests/EndToEndTests/…`).
    static let formsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("forms")

    static let signup = formsFolder.appendingPathComponent("signup.json").path
    static let conditions = formsFolder.appendingPathComponent("conditions.json").path

    /// The signup rows from Full name down to the Newsletter switch: seven Downs.
    static let downsToNewsletter = 7

    private struct NotDrawn: Error, CustomStringConvertible {
        let stderr: String
        var description: String { "formrun did not draw the form; stderr: \(stderr)" }
    }

    /// Starts formrun on `form` with a trace file and waits until its first frame has settled.
    private func start(_ form: String, showing text: String, arguments: [String] = [],
                       file: StaticString = #filePath, line: UInt = #line) throws -> KeyMeter {
        XCTAssertTrue(FileManager.default.fileExists(atPath: form), "missing \(form)", file: file, line: line)
        let trace = scratchPath("trace-\(UUID().uuidString).jsonl")
        let session = try PtySession.formrun(arguments + [form], environment: ["FORMRUN_TRACE": trace],
                                             rows: Self.rows, cols: Self.cols)
        let meter = KeyMeter(session: session, tracePath: trace)
        guard meter.waitForStartup(showing: text, file: file, line: line) else {
            throw NotDrawn(stderr: session.stderr)
        }
        return meter
    }

    private func finish(_ meter: KeyMeter) {
        meter.session.send(keys: ["C-c"])
        meter.session.waitForExit()
    }

    private func screenLine(_ meter: KeyMeter, containing text: String) -> String? {
        meter.session.screen.lines.first { $0.contains(text) }
    }

    /// The bytes of a key's answer with the escapes made visible, for failure messages: which
    /// lines a move rewrote and what they cost.
    private func visible(_ press: KeyMeter.Press) -> String {
        String(decoding: press.bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋").debugDescription
    }

    private func mean(_ values: [Int]) -> Double {
        values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count)
    }

    // MARK: - Bytes per key

    func testTypingInATextFieldCostsAtMostTwentyBytesPerCharacter() throws {
        let meter = try start(Self.signup, showing: "Full name")
        defer { finish(meter) }
        let text = "Ada Lovelace"
        let presses = meter.type(text)
        XCTAssertNotNil(screenLine(meter, containing: "Full name *        Ada Lovelace"), meter.session.screen.text)

        let counts = presses.dropFirst().map(\.bytes.count)
        let summary = "characters 2…\(text.count) cost \(counts) bytes, mean \(String(format: "%.1f", mean(counts))) "
            + "(the first, replacing the placeholder, cost \(presses.first?.bytes.count ?? -1))"
        for (press, count) in zip(presses.dropFirst(), counts) {
            XCTAssertLessThanOrEqual(count, Self.maxBytesPerCharacter, "\(press.key.debugDescription): \(summary)")
        }
        // On the focus bar the value keeps its own (plain) style: a character typed at its end
        // replaces a bar cell and costs its own byte, no attribute around it (issue 28).
        XCTAssertEqual(counts.filter { $0 > 1 }, [], "typing on the focus bar: \(summary)")
        for press in presses {
            XCTAssertLessThanOrEqual(press.trace?.linesDrawn ?? .max, Self.maxLinesPerKey, "\(press.key): \(String(describing: press.trace))")
            XCTAssertEqual(press.trace?.fullRepaint, false, "\(press.key): \(String(describing: press.trace))")
        }
    }

    /// Presses `keys` one at a time, keeping the screen each leaves.
    private func pressEach(_ meter: KeyMeter, _ keys: [String]) -> [(press: KeyMeter.Press, screen: [String])] {
        keys.map { key in (meter.press(key), meter.session.screen.lines) }
    }

    /// The focused row's keys at the left of the hint line (the bottom line), up to the gap before
    /// the form's keys.
    private func rowHint(_ screen: [String]) -> String {
        let line = String((screen.last ?? "").dropFirst())
        return line.hasPrefix("  ") ? "" : (line.components(separatedBy: "   ").first ?? "")
    }

    /// Issue #6's bar: on forms/signup.json in 30×100, Up or Down between rows on screen costs at
    /// most 50 bytes — then the focus mark moved (two cells); since issue 28 the focus bar adds
    /// the two rows' width (`barBytes`). Issue #15 adds the
    /// focused row's keys at the left of the hint line: a move to another kind of row also writes
    /// them (or wipes the old ones), and nothing else.
    func testUpAndDownOnScreenCostAtMost50Bytes() throws {
        let meter = try start(Self.signup, showing: "Full name")
        defer { finish(meter) }
        var before = rowHint(meter.session.screen.lines)
        let moves = pressEach(meter, ["Down", "Down", "Down", "Up", "Up", "Down", "Down", "Down", "Down", "Up"])
        let counts = moves.map(\.press.bytes.count)
        for (index, (move, screen)) in moves.enumerated() {
            let after = rowHint(screen)
            let hint = before == after ? 0 : Swift.max(before.utf8.count, after.utf8.count) + 16
            XCTAssertLessThanOrEqual(move.bytes.count, 50 + Self.barBytes + hint,
                                     "move \(index + 1) (\(move.key)), hint '\(before)' → '\(after)': \(counts); it wrote \(visible(move))")
            XCTAssertEqual(move.trace?.linesShifted, 0, "no scroll in 30 rows: \(String(describing: move.trace))")
            before = after
        }
        XCTAssertTrue(moves.contains { $0.press.bytes.count <= 40 + Self.barBytes }, "moves within a kind stay cheap: \(counts)")
    }

    func testMovingBetweenRowsCostsAtMost104BytesPerKey() throws {
        let meter = try start(Self.signup, showing: "Full name")
        defer { finish(meter) }
        // name … newsletter, website, bio with the section hidden; then through the shown section.
        var moves = pressEach(meter, Array(repeating: "Down", count: Self.downsToNewsletter + 2))
        moves += pressEach(meter, Array(repeating: "Up", count: 2))
        meter.press("Space")
        XCTAssertNotNil(screenLine(meter, containing: "Monthly digest"), "the switch shows the section\n\(meter.session.screen.text)")
        moves += pressEach(meter, Array(repeating: "Down", count: 7))
        moves += pressEach(meter, Array(repeating: "Up", count: Self.downsToNewsletter + 7))

        let counts = moves.map(\.press.bytes.count)
        let summary = "Up/Down cost \(counts) bytes, mean \(String(format: "%.1f", mean(counts))), max \(counts.max() ?? 0)"
        let body = Self.rows - 3
        for (index, (move, screen)) in moves.enumerated() {
            // A move that scrolls (to keep the row after or before the focus on screen) also draws
            // the lines it brings in, at the bottom (Down) or the top (Up) of the body: they are
            // allowed on top of the bar, at their own length and a cursor move each.
            let scrolled = move.trace.map { $0.linesShifted > 0 ? body - $0.linesShifted : 0 } ?? 0
            let broughtIn = move.key == "Down" ? screen[(1 + body - scrolled)..<(1 + body)] : screen[1..<(1 + scrolled)]
            let allowance = broughtIn.reduce(0) { $0 + $1.utf8.count + 12 }
            XCTAssertLessThanOrEqual(move.bytes.count, Self.maxBytesPerMove + allowance,
                                     "move \(index + 1) (\(move.key), \(scrolled) lines scrolled in): \(summary); it wrote \(visible(move))")
            let inPlace = move.trace.map { $0.linesDrawn - $0.linesScrolledIn } ?? .max
            XCTAssertLessThanOrEqual(inPlace, Self.maxLinesPerMove, "move \(index + 1): \(String(describing: move.trace))")
            XCTAssertLessThanOrEqual(move.trace?.linesScrolledIn ?? .max, 1,
                                     "a move scrolls in one row of context at most: \(String(describing: move.trace))")
            XCTAssertEqual(move.trace?.fullRepaint, false, "move \(index + 1): \(String(describing: move.trace))")
            XCTAssertEqual(move.trace?.event, "key \(move.key)")
        }
        // Back on the first row: typing lands in Full name.
        meter.type("Z")
        XCTAssertNotNil(screenLine(meter, containing: "Full name *        Z"), meter.session.screen.text)
    }

    func testHidingTheNewsletterSectionCostsAQuarterOfARepaintAtMost() throws {
        let meter = try start(Self.signup, showing: "Full name")
        defer { finish(meter) }
        meter.press(Array(repeating: "Down", count: Self.downsToNewsletter))
        let show = meter.press("Space")
        XCTAssertNotNil(screenLine(meter, containing: "Monthly digest"), meter.session.screen.text)
        XCTAssertGreaterThanOrEqual(show.trace?.inserted ?? 0, 1, "showing inserts the section: \(String(describing: show.trace))")
        XCTAssertEqual(show.trace?.fullRepaint, false, String(describing: show.trace))

        let hide = meter.press("Space")
        XCTAssertNil(screenLine(meter, containing: "Monthly digest"), meter.session.screen.text)
        XCTAssertNotNil(screenLine(meter, containing: "Short bio"), meter.session.screen.text)
        XCTAssertGreaterThanOrEqual(hide.trace?.deleted ?? 0, 1, "hiding deletes the section: \(String(describing: hide.trace))")
        XCTAssertGreaterThan(hide.trace?.linesShifted ?? 0, 0, "the rows below move up: \(String(describing: hide.trace))")
        XCTAssertEqual(hide.trace?.fullRepaint, false, String(describing: hide.trace))
        // The switch's line and the title's scroll mark; "Short bio" and the rest of the last
        // section come in from below the screen with the shift.
        let inPlace = hide.trace.map { $0.linesDrawn - $0.linesScrolledIn } ?? .max
        XCTAssertLessThanOrEqual(inPlace, 3, "at most 3 lines plus the shift: \(String(describing: hide.trace))")
        XCTAssertGreaterThanOrEqual(hide.trace?.linesScrolledIn ?? 0, 1, String(describing: hide.trace))

        let screenAfterHide = meter.session.screen.lines
        let repaint = meter.press("C-l")
        XCTAssertEqual(repaint.trace?.fullRepaint, true, String(describing: repaint.trace))
        XCTAssertEqual(meter.session.screen.lines, screenAfterHide, "Ctrl-L repaints the same screen")
        XCTAssertLessThanOrEqual(hide.bytes.count * 4, repaint.bytes.count,
                          "hiding the section cost \(hide.bytes.count) bytes; a Ctrl-L repaint of the same screen "
                          + "\(repaint.bytes.count) (showing it cost \(show.bytes.count))")
    }

    // MARK: - The trace

    func testTraceMarksFullRepaintsOnlyForControlLAndResize() throws {
        let meter = try start(Self.signup, showing: "Full name")
        defer { finish(meter) }
        meter.type("Bo")
        meter.press(["Down", "Down", "Up"])
        meter.type("x")
        meter.press("C-l")
        meter.press(Array(repeating: "Down", count: Self.downsToNewsletter - 1))
        meter.press(["Space", "Down"])
        meter.type("Go")
        meter.press(["Up", "Space", "Space", "Up", "Down"])
        let shrink = meter.resize(rows: 26, cols: 90)
        XCTAssertEqual(meter.session.screen.lines.count, 26)
        let grow = meter.resize(rows: Self.rows, cols: Self.cols)
        meter.press(["Down", "C-l", "Up"])

        XCTAssertEqual(shrink.trace?.event, "resize")
        XCTAssertEqual(grow.trace?.event, "resize")
        let records = meter.records
        XCTAssertEqual(records.count, meter.presses.count, "one trace line per key: \(records)")
        for (press, record) in zip(meter.presses, records) {
            let expectsRepaint = press.key == "C-l" || press.key.hasPrefix("resize")
            XCTAssertEqual(record.fullRepaint, expectsRepaint, "\(press.key): \(record)")
            if ["Up", "Down"].contains(press.key) {
                XCTAssertLessThanOrEqual(record.linesDrawn, Self.maxLinesPerMove, "\(press.key): \(record)")
            } else if press.key.count == 1 {
                XCTAssertLessThanOrEqual(record.linesDrawn, Self.maxLinesPerKey, "\(press.key): \(record)")
            }
        }
        meter.assertScreenMatchesRepaint("after the resizes")
    }

    // MARK: - Minimal redraw leaves no stale cells

    func testScreenAfterEditsHidesAndShowsIsTheOneCtrlLRepaints() throws {
        let meter = try start(Self.signup, showing: "Full name")
        defer { finish(meter) }
        meter.type("Grace Hopper")
        meter.press("Down")
        meter.type("grace@navy.mil")
        meter.press(["Backspace", "Backspace", "Left", "Left"])
        meter.type("x")
        meter.assertScreenMatchesRepaint("after typing")

        meter.press(Array(repeating: "Down", count: Self.downsToNewsletter - 1))
        meter.press("Space")
        XCTAssertNotNil(screenLine(meter, containing: "Monthly digest"), meter.session.screen.text)
        meter.assertScreenMatchesRepaint("after showing the section")

        meter.press("Down")
        meter.type("Swift")
        meter.press("Up")
        meter.press("Space")
        XCTAssertNil(screenLine(meter, containing: "Monthly digest"), meter.session.screen.text)
        meter.assertScreenMatchesRepaint("after hiding the section")

        meter.press("Space")
        meter.press(["Down", "Down"])
        meter.press(["End", "Backspace", "Backspace"])
        meter.type("ly!")
        meter.press("Down")
        meter.type("ng@example.com")
        meter.press(["Down", "Space", "Down", "Space", "Down"])
        // The website row, after the digest switch: on a switch `/` would open the setting search.
        meter.press("Down")
        meter.type("https://a.io")
        meter.press("Up")
        meter.press(Array(repeating: "Up", count: 6))
        meter.press("Space")
        XCTAssertNil(screenLine(meter, containing: "Monthly digest"), meter.session.screen.text)
        meter.press(["Up", "Up"])
        meter.type("1")
        meter.press(["Down", "Down", "Space"])
        XCTAssertNotNil(screenLine(meter, containing: "Monthly digest"), meter.session.screen.text)
        meter.assertScreenMatchesRepaint("after the whole sequence")
    }

    // MARK: - Conditions (forms/conditions.json)

    func testAgeUnderEighteenShowsTheGuardianRowAndSubmitOmitsItWhenHidden() throws {
        let meter = try start(Self.conditions, showing: "Discount code")
        XCTAssertNil(screenLine(meter, containing: "Guardian"), "no guardian before an age")
        meter.type("Ann")
        meter.press("Down")
        meter.type("15")
        XCTAssertNotNil(screenLine(meter, containing: "Guardian"), "age 15 asks for a guardian\n\(meter.session.screen.text)")
        meter.assertScreenMatchesRepaint("guardian shown")

        meter.press(["Backspace", "Backspace"])
        meter.type("42")
        XCTAssertNotNil(screenLine(meter, containing: "42 years"), meter.session.screen.text)
        XCTAssertNil(screenLine(meter, containing: "Guardian"), "age 42 hides the guardian\n\(meter.session.screen.text)")
        let hide = meter.presses.last
        XCTAssertGreaterThanOrEqual(hide?.trace?.deleted ?? 0, 1, "typing 42 deletes the row: \(String(describing: hide?.trace))")
        meter.assertScreenMatchesRepaint("guardian hidden")

        // Untick "Send an invoice" so that its required email is hidden too, then submit.
        meter.press(Array(repeating: "Down", count: 4))
        meter.press("Space")
        XCTAssertNil(screenLine(meter, containing: "Invoice to"), meter.session.screen.text)
        meter.session.send(keys: ["C-s"])
        XCTAssertEqual(meter.session.waitForExit(), 0, "submit failed; screen:\n\(meter.session.screen.text)\n\(meter.session.stderr)")
        guard let json = jsonObject(meter.session.stdout) else { return }
        XCTAssertNil(json["guardian"], "a hidden row has no key: \(json)")
        XCTAssertNil(json["guardianPhone"], "\(json)")
        XCTAssertEqual(json["name"] as? String, "Ann")
        XCTAssertEqual(json["age"] as? Int, 42)
        XCTAssertEqual(json["invoice"] as? Bool, false)
        XCTAssertEqual(meter.session.restorationProblems, [])
    }

    func testDisabledDiscountRefusesADigitUntilVIPIsTicked() throws {
        let meter = try start(Self.conditions, showing: "Discount code")
        meter.type("Ann")
        // Name, Age, (Guardian hidden), I buy for a company, VIP member, Discount code.
        meter.press(Array(repeating: "Down", count: 4))
        meter.type("7")
        let message = "Discount codes are for VIP members: tick 'VIP member' first"
        XCTAssertNotNil(screenLine(meter, containing: message), "the status line explains\n\(meter.session.screen.text)")
        let discount = screenLine(meter, containing: "Discount code") ?? ""
        XCTAssertFalse(discount.contains("7"), "the disabled row refused the digit: \(discount.debugDescription)")

        meter.press("Up")
        meter.press("Space")
        XCTAssertNotNil(screenLine(meter, containing: "VIP member             [✓]"), meter.session.screen.text)
        meter.press("Down")
        meter.type("7")
        XCTAssertNotNil(screenLine(meter, containing: "Discount code          7"), meter.session.screen.text)
        XCTAssertNil(screenLine(meter, containing: message), "no refusal once enabled\n\(meter.session.screen.text)")
        meter.assertScreenMatchesRepaint("discount enabled")

        meter.press(["Down", "Space"])
        meter.session.send(keys: ["C-s"])
        XCTAssertEqual(meter.session.waitForExit(), 0, "submit failed; screen:\n\(meter.session.screen.text)\n\(meter.session.stderr)")
        guard let json = jsonObject(meter.session.stdout) else { return }
        XCTAssertEqual(json["vip"] as? Bool, true)
        XCTAssertEqual(json["discount"] as? Int, 7)
    }
}
