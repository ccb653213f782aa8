import Foundation
import XCTest

/// Issue 28 in a pseudo-terminal: at 80×24, 60×24, 40×12 and 30×10 the dates footer keeps every
/// word, the hint line keeps the submit key, the month grid fits; below the minimum the screen
/// says so and keeps the answers, and the form comes back when the terminal grows.
final class NarrowScreenEndToEndTests: FormrunTestCase {
    static let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("forms")
    static let footer = "Enter opens the editor: ←→ a day, ↑↓ a week, PgUp/PgDn a month, Enter picks, Esc closes."

    func testEverySizeKeepsTheFooterTheSubmitKeyAndTheGrid() throws {
        for (rows, cols) in [(24, 80), (24, 60), (12, 40), (10, 30)] {
            let session = try PtySession.formrun([Self.forms.appendingPathComponent("dates.json").path, "--no-draft"],
                                                 rows: rows, cols: cols)
            session.waitForScreen(containing: "Dates and times")
            XCTAssertTrue(session.hintLine.contains("^S submit") || session.hintLine.contains("Ctrl-S"), "\(cols): \(session.hintLine)")
            XCTAssertFalse(session.hintLine.contains("…"), session.hintLine)
            if rows == 24 {
                // The footer's lines, joined, are the footer: no comma, no word lost.
                let lines = session.screen.lines
                if let start = lines.firstIndex(where: { $0.contains("Enter opens the editor") }) {
                    let footer = lines[start...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                        .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                    XCTAssertEqual(footer, Self.footer, "\(rows)×\(cols)")
                } else {
                    XCTFail("no footer at \(rows)×\(cols):\n\(lines.joined(separator: "\n"))")
                }
            }
            session.send(keys: ["Down", "Enter"])
            session.waitForScreen(containing: "Mo Tu We Th Fr Sa Su")
            XCTAssertTrue(session.screen.lines.contains { $0.contains("21 22 23 24 25 26 27") },
                          "the cursor's week at \(rows)×\(cols):\n\(session.screen.lines.joined(separator: "\n"))")
            XCTAssertTrue(session.hintLine.contains("Enter pick") && session.hintLine.contains("Esc close"), session.hintLine)
            session.send(keys: ["Esc"])
            session.waitForScreen("the grid closed") { screen in !screen.lines.contains { $0.contains("Mo Tu We") } }
            session.send(keys: ["C-c"])
            session.waitForExit()
        }
    }

    func testBelowTheMinimumTheScreenSaysSoAndTheAnswersWait() throws {
        let session = try PtySession.formrun([Self.forms.appendingPathComponent("signup.json").path, "--no-draft"],
                                             rows: 24, cols: 80)
        session.waitForScreen(containing: "Create your account")
        session.send("Ada")
        session.waitForScreen(containing: "Ada")
        session.resize(rows: 6, cols: 20)
        session.waitForScreen(containing: "terminal too small:")
        XCTAssertTrue(session.screen.lines.joined(separator: " ").contains("26×8 needed"), session.screen.lines.joined(separator: "\n"))
        session.send("x")
        session.resize(rows: 12, cols: 40)
        session.waitForScreen(containing: "Ada")
        XCTAssertFalse(session.screen.lines.contains { $0.contains("Adax") }, "the key typed while too small was not taken")
        XCTAssertEqual(session.hintLine.trimmingCharacters(in: .whitespaces), "↓ next  ^S submit  Esc cancel  F1 help")
        session.send(keys: ["C-c"])
        session.waitForExit()
    }
}
