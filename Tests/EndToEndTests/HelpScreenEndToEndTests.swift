import Foundation
import XCTest

/// F1 on `forms/more-types.json` (issue #15): the help is read whole by scrolling it at 80x24 and
/// at 80x16; it has the groups *this row*, *moving*, *the form*, the keys of every kind of row
/// in the form, and none of the keys that do not apply to it.
final class HelpScreenEndToEndTests: FormrunTestCase {
    static let moreTypes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("forms/more-types.json").path

    /// Opens the help on a `rows`-line terminal and collects its lines, scrolling with `key` until
    /// the title line no longer says there is more below: each screen's lines are added after the
    /// lines it has in common with the screen before (a scroll by one line adds one line).
    private func readHelp(rows: Int, scrollingWith key: String,
                          file: StaticString = #filePath, line: UInt = #line) throws -> (PtySession, [String]) {
        let session = try PtySession.formrun([Self.moreTypes], rows: rows, cols: 80)
        session.waitForScreen(containing: "Summary", file: file, line: line)
        session.send(keys: ["F1"])
        session.waitForScreen(containing: "This row: Summary (a text row)", file: file, line: line)
        XCTAssertEqual(session.hintLine, " ↑/↓ PgUp/PgDn scroll  any other key: back to the form", file: file, line: line)
        XCTAssertTrue(session.titleLine.hasSuffix("↓ more"), "the help does not fit: \(session.titleLine)", file: file, line: line)
        // The body: between the title line and the status and hint lines.
        func body() -> [String] { Array(session.screen.lines.dropFirst().dropLast(2)) }
        var collected = body()
        var presses = 0
        while session.titleLine.hasSuffix("↓ more") || session.titleLine.hasSuffix("↕ more") {
            presses += 1
            guard presses <= 200 else {
                XCTFail("the help still has more below after 200 × \(key)", file: file, line: line)
                break
            }
            let before = body()
            session.send(keys: [key])
            guard session.waitForScreen("the help scrolled by \(key)", file: file, line: line, where: { _ in body() != before }) else { break }
            let after = body()
            let shift = (1...before.count).first { Array(before.dropFirst($0)) == Array(after.prefix(before.count - $0)) } ?? after.count
            collected += after.suffix(shift)
        }
        XCTAssertTrue(session.titleLine.hasSuffix("↑ more"), "at the end of the help: \(session.titleLine)", file: file, line: line)
        return (session, collected)
    }

    private func assertContent(_ lines: [String], file: StaticString = #filePath, line: UInt = #line) {
        let text = lines.joined(separator: "\n")
        func has(_ words: String) { XCTAssertTrue(text.contains(words), "the help lacks \(words.debugDescription):\n\(text)", file: file, line: line) }
        func lacks(_ words: String) { XCTAssertFalse(text.contains(words), "the help lists \(words.debugDescription):\n\(text)", file: file, line: line) }

        for heading in ["This row: Summary (a text row)", "Moving", "The form", "On a rating", "On a tokens row",
                        "On a file row", "On a button"] {
            XCTAssertTrue(lines.contains(" " + heading), "no heading \(heading.debugDescription):\n\(text)", file: file, line: line)
        }
        // The keys of every kind of row in the form.
        has("type at the cursor")           // text (Summary)
        has("one star fewer / more")        // rating (Severity)
        has("add the typed item")           // tokens (Labels, Recipients)
        has("remove the last item")
        has("complete the path")            // file (Log file)
        has("press the button")             // pushButton (Send)
        // Moving and the form.
        for words in ["next row", "previous row", "a page down", "first row", "last row", "next row with an error",
                      "previous row with an error", "submit", "cancel", "this help", "repaint the screen"] { has(words) }
        for keys in ["Ctrl-Home", "Ctrl-End", "F8", "Shift-F8", "Ctrl-S, F10", "Ctrl-A", "Ctrl-U, Ctrl-K", "Ctrl-W"] {
            has(keys)
        }
        XCTAssertTrue(text.contains(/Ctrl-E\b(?!nd)/), "the help lacks Ctrl-E (end of the line):\n\(text)", file: file, line: line)
        // A key name cut by the keys column would read as another key (or as none): its column
        // would end in `-` with the words after it (a long key has a line of its own instead).
        let cut = Set(lines.filter { line in
            let keys = line.dropFirst(3)
            return line.hasPrefix("   ") && keys.prefix(24).hasSuffix("-") && keys.dropFirst(24).first == " "
        })
        XCTAssertEqual(cut, [], "key names cut by the keys column", file: file, line: line)
        // Keys that do not apply: no deletable section, no text view, no switch or check, no stepper.
        lacks("Ctrl-D")
        lacks("a new line")
        lacks("turn on / off")
        lacks("ten steps")
    }

    private func assertAnyOtherKeyReturns(_ session: PtySession, file: StaticString = #filePath, line: UInt = #line) {
        session.send(keys: ["q"])
        session.waitForFocus(on: "Summary *", file: file, line: line)
        session.waitForScreen("the form's hint line", file: file, line: line) { _ in session.hintLine.hasSuffix("F1 help") }
        XCTAssertTrue(session.screen.text.contains("Summary *     Enter summary"), "the key only closed the help:\n\(session.screen.text)",
                      file: file, line: line)
        session.send(keys: ["Esc"])
        XCTAssertEqual(session.waitForExit(file: file, line: line), 1, file: file, line: line)
    }

    func testTheHelpAt80x24ScrolledWithPgDnHasEveryKeyThatApplies() throws {
        let (session, lines) = try readHelp(rows: 24, scrollingWith: "PgDn")
        assertContent(lines)
        assertAnyOtherKeyReturns(session)
    }

    func testTheHelpAt80x16ScrolledWithDownHasEveryKeyThatApplies() throws {
        let (session, lines) = try readHelp(rows: 16, scrollingWith: "Down")
        assertContent(lines)
        assertAnyOtherKeyReturns(session)
    }
}
