import Foundation
import XCTest

/// `formrun --watch` (issue #10): the form file is rewritten while the form runs; the values stay,
/// the focus stays, and the screen changes like after a key — never left different from a repaint.
final class WatchEndToEndTests: FormrunTestCase {
    private func form(rows: [String], second: Bool, broken: Bool = false) -> String {
        let rowText = rows.map { #"{"tag": "\#($0)", "type": "text", "title": "\#($0.capitalized)"}"# }.joined(separator: ", ")
        let more = second ? #", {"tag": "extra", "title": "Extra", "rows": [{"tag": "x", "type": "switch", "title": "X"}, {"tag": "y", "type": "text", "title": "Y"}]}"# : ""
        return #"{"title": "Watched", "sections": [{"tag": "main", "title": "Main", "rows": [\#(rowText)]}\#(more)]}"# + (broken ? "," : "")
    }

    /// Replaces the file as an editor that writes a new file and renames it does.
    private func rewrite(_ path: String, _ text: String) {
        let temporary = path + ".new"
        FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8))
        XCTAssertEqual(rename(temporary, path), 0)
    }

    func testRowsAndSectionsComeAndGoWhileValuesAndFocusStay() throws {
        let path = try makeFile("form.json", form(rows: ["name", "email"], second: true))
        let trace = scratchPath("trace.jsonl")
        let session = try PtySession.formrun(["--watch", "--compact", path],
                                             environment: ["HOME": scratchPath("home"), "FORMRUN_TRACE": trace], rows: 24, cols: 80)
        let meter = KeyMeter(session: session, tracePath: trace)
        XCTAssertTrue(meter.waitForStartup(showing: "Extra"))
        meter.type("Ada")
        meter.press("Down")
        meter.type("ada@x.org")

        // A row added above the focus.
        let added = meter.act("row added") { rewrite(path, form(rows: ["name", "nick", "email"], second: true)) }
        XCTAssertEqual(added.trace?.event, "reload")
        XCTAssertEqual(added.trace?.inserted, 1)
        XCTAssertEqual(added.trace?.fullRepaint, false)
        // The new row's line and the status line; the rows below move with insert-line.
        XCTAssertLessThanOrEqual(added.trace?.linesDrawn ?? 99, 2, "\(added.trace.map(String.init(describing:)) ?? "")")
        XCTAssertGreaterThan(added.trace?.linesShifted ?? 0, 0)
        XCTAssertTrue(session.screen.text.contains("Nick"), session.screen.text)
        XCTAssertTrue(session.screen.text.contains("ada@x.org"))
        meter.assertScreenMatchesRepaint("after a row was added", ignoring: [22])

        // A section removed.
        let removed = meter.act("section removed") { rewrite(path, form(rows: ["name", "nick", "email"], second: false)) }
        XCTAssertEqual(removed.trace?.event, "reload")
        XCTAssertEqual(removed.trace?.deleted, 1)
        XCTAssertLessThanOrEqual(removed.trace?.linesDrawn ?? 99, 5, "\(removed.trace.map(String.init(describing:)) ?? "")")
        XCTAssertFalse(session.screen.text.contains("Extra"))
        meter.assertScreenMatchesRepaint("after a section was removed", ignoring: [22])

        // A broken file keeps the last good form, with the error on the status line.
        let broken = meter.act("broken file") { rewrite(path, form(rows: ["name", "nick", "email"], second: false, broken: true)) }
        XCTAssertEqual(broken.trace?.event, "reload failed")
        XCTAssertTrue(session.screen.text.contains("form.json:1:"), session.screen.text)
        XCTAssertTrue(session.screen.text.contains("Ada"))

        // Fixed again: the focus is still on Email, and typing goes on there.
        let fixed = meter.act("fixed file") { rewrite(path, form(rows: ["name", "nick", "email"], second: false)) }
        XCTAssertEqual(fixed.trace?.event, "reload")
        meter.type("!")
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(session.stdout, #"{"name":"Ada","nick":null,"email":"ada@x.org!"}"# + "\n")
    }

    func testWatchNeedsAFile() throws {
        let ended = try DetachedRun(["--watch", "-"], input: "{}", environment: [:])
        XCTAssertEqual(ended.status, 2)
        XCTAssertTrue(ended.stderr.hasPrefix("formrun: --watch needs a form file to watch, not -"), ended.stderr)
    }

    func testAReloadedSchemaKeepsWhatTheValuesFileBrought() throws {
        let path = try makeFile("s.json", #"{"type": "object", "properties": {"name": {"type": "string"}, "off": {"type": "boolean"}}}"#)
        let values = try makeFile("v.json", #"{"$schema": "https://example.org/s.json", "name": "Ada", "off": false}"#)
        let trace = scratchPath("trace.jsonl")
        let session = try PtySession.formrun(["--watch", "--compact", "--values", values, path],
                                             environment: ["HOME": scratchPath("home"), "FORMRUN_TRACE": trace], rows: 24, cols: 80)
        let meter = KeyMeter(session: session, tracePath: trace)
        XCTAssertTrue(meter.waitForStartup(showing: "Ada"))
        let reloaded = meter.act("property added") {
            rewrite(path, #"{"type": "object", "properties": {"name": {"type": "string"}, "off": {"type": "boolean"}, "age": {"type": "integer"}}}"#)
        }
        XCTAssertEqual(reloaded.trace?.event, "reload")
        XCTAssertTrue(session.screen.text.contains("Age"), session.screen.text)
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(session.stdout, #"{"$schema":"https://example.org/s.json","name":"Ada","off":false}"# + "\n",
                       "the values file's members in their order")
    }
}
