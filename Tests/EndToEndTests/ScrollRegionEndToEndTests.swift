import Foundation
import XCTest

/// Rows that appear or vanish in the middle of the form reach the terminal as a scroll inside a
/// region (DECSTBM, then CSI n S / CSI n T, IND / RI or insert/delete-line, then the whole screen
/// as region again), with the terminal's own description: nothing is run or written at start-up.
final class ScrollRegionEndToEndTests: FormrunTestCase {
    static let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("forms")
    static let rows = 30
    static let cols = 100

    /// A region set (`CSI t;b r`), what is sent inside it, and the whole screen given back as region.
    private static let regionSpan = try? NSRegularExpression(
        pattern: "\u{1b}\\[([0-9]+);([0-9]+)r((?:(?!\u{1b}\\[[0-9;]*r).)*)\u{1b}\\[1;\(rows)r", options: [.dotMatchesLineSeparators])
    /// The ways of shifting lines inside a region: CSI n S/T/L/M, IND, RI, LF.
    private static let shiftSequence = try? NSRegularExpression(pattern: "\u{1b}\\[[0-9]*[STLM]|\u{1b}[DM]|\n")

    private func start(_ form: String, showing text: String, home: String) throws -> KeyMeter {
        let trace = scratchPath("trace-\(UUID().uuidString).jsonl")
        let session = try PtySession.formrun([Self.forms.appendingPathComponent(form).path],
                                             environment: ["FORMRUN_TRACE": trace, "HOME": home],
                                             rows: Self.rows, cols: Self.cols)
        let meter = KeyMeter(session: session, tracePath: trace)
        XCTAssertTrue(meter.waitForStartup(showing: text), "formrun did not draw: \(session.stderr)")
        return meter
    }

    /// An empty folder to be the program's HOME.
    private func emptyHome() throws -> String {
        let home = scratchPath("home")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        return home
    }

    private func matches(_ regex: NSRegularExpression?, in bytes: [UInt8]) -> [[String]] {
        let text = String(decoding: bytes, as: UTF8.self)
        let range = NSRange(text.startIndex..., in: text)
        return (regex?.matches(in: text, range: range) ?? []).map { match in
            (0..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
        }
    }

    /// Asserts that `press` set a region smaller than the screen, shifted lines in it and then gave
    /// the whole screen back as region.
    private func assertScrolledInARegion(_ press: KeyMeter.Press, _ label: String,
                                         file: StaticString = #filePath, line: UInt = #line) {
        let spans = matches(Self.regionSpan, in: press.bytes).filter { groups in
            groups.count == 4 && (groups[1] != "1" || groups[2] != "\(Self.rows)")
                && !matches(Self.shiftSequence, in: Array(groups[3].utf8)).isEmpty
        }
        XCTAssertFalse(spans.isEmpty, "\(label): no shift inside a scroll region in "
                       + String(decoding: press.bytes, as: UTF8.self).debugDescription, file: file, line: line)
    }

    /// Asserts that the screen the updates left equals the one Ctrl-L repaints.
    private func assertMatchesRepaint(_ meter: KeyMeter, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let incremental = meter.session.screen.lines
        meter.press("C-l")
        XCTAssertEqual(incremental, meter.session.screen.lines, "\(label): differs from a repaint", file: file, line: line)
    }

    /// Presses `keys`; asserts that `text` is then shown (or gone), that the last key shifted the
    /// lines in a scroll region, that the bottom line stayed across the last key and that a
    /// repaint draws the same. (The keys before the last one may move the focus to another kind
    /// of row, which changes the hint line: it is read just before the last key.)
    private func assertShift(_ meter: KeyMeter, keys: [String], shows: Bool, _ text: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let label = "\(keys) \(shows ? "shows" : "hides") \(text)"
        guard let lastKey = keys.last else { return }
        meter.press(Array(keys.dropLast()), file: file, line: line)
        let status = meter.session.screen.lines.last
        let last = meter.press(lastKey, file: file, line: line)
        XCTAssertEqual(meter.session.screen.text.contains(text), shows, "\(label)\n\(meter.session.screen.text)",
                       file: file, line: line)
        assertScrolledInARegion(last, label, file: file, line: line)
        XCTAssertEqual(meter.session.screen.lines.last, status, "\(label): the status line stays", file: file, line: line)
        assertMatchesRepaint(meter, label, file: file, line: line)
    }

    func testShowingAndHidingASectionScrollTheLinesBelowInsideARegion() throws {
        let meter = try start("conditions.json", showing: "Discount code", home: try emptyHome())
        defer { meter.session.send(keys: ["C-c"]); meter.session.waitForExit() }
        assertShift(meter, keys: ["Down", "Down", "Space"], shows: true, "Company name")
        assertShift(meter, keys: ["Space"], shows: false, "Company name")
    }

    func testOneRowAppearingAndVanishingScrollsOneLine() throws {
        let meter = try start("conditions.json", showing: "Discount code", home: try emptyHome())
        defer { meter.session.send(keys: ["C-c"]); meter.session.waitForExit() }
        assertShift(meter, keys: ["Down", "1"], shows: true, "Guardian")
        assertShift(meter, keys: ["Backspace"], shows: false, "Guardian")
    }

    func testAnInlineDateEditorOpensOverTheRightLinesAndNothingIsWrittenUnderHome() throws {
        let home = try emptyHome()
        let meter = try start("dates.json", showing: "Boiled egg", home: home)
        meter.press(["Down", "Enter"])
        XCTAssertTrue(meter.session.screen.text.contains("Mo Tu We Th Fr Sa Su"), meter.session.screen.text)
        XCTAssertTrue(meter.session.screen.text.contains("Meeting"), meter.session.screen.text)
        assertMatchesRepaint(meter, "date editor open")
        meter.session.send(keys: ["Esc", "Esc"])
        XCTAssertEqual(meter.session.waitForExit(), 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: home), [], "formrun wrote under HOME")
    }
}
