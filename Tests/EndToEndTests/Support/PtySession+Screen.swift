import Foundation
import XCTest

/// Reading a form's screen as a person does: the focused row, the title, status and hint lines.
extension PtySession {
    /// The title of the row with the focus mark (`│▸Age   ‹ 30 ›` → `Age`), nil when no row is marked.
    var focusedRow: String? {
        guard let line = screen.lines.first(where: { $0.contains("▸") }),
              let mark = line.firstIndex(of: "▸") else { return nil }
        let rest = line[line.index(after: mark)...]
        let title = rest.range(of: "  ").map { rest[..<$0.lowerBound] } ?? rest
        return title.trimmingCharacters(in: .whitespaces)
    }

    /// The first line: the form's title, the focus position and the scroll marker.
    var titleLine: String { screen.lines.first ?? "" }
    /// The line above the hint line: messages and questions.
    var statusLine: String { screen.lines.dropLast().last ?? "" }
    /// The bottom line: the focused row's keys at the left, the form's at the right edge.
    var hintLine: String { screen.lines.last ?? "" }

    /// Waits until `condition` holds for the screen. On timeout (or when the program ended first)
    /// the test fails with `description`, the screen and stderr, and the result is false.
    @discardableResult
    func waitForScreen(_ description: String, timeout: TimeInterval = defaultTimeout,
                       file: StaticString = #filePath, line: UInt = #line,
                       where condition: (TerminalScreen) -> Bool) -> Bool {
        var ended = false
        let shown = waitFor("the screen to show \(description)", timeout: timeout, file: file, line: line) {
            if condition(screen) { return true }
            ended = !isRunning
            return ended
        }
        guard ended else { return shown }
        if condition(screen) { return true }
        guard failsTestOnTimeout else { return false }
        XCTFail("the program ended before the screen showed \(description); \(failureReport)", file: file, line: line)
        return false
    }

    /// Types the named keys, then waits until the screen shows `text` on one line.
    @discardableResult
    func send(keys: [String], thenShows text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        send(keys: keys)
        return waitForScreen(containing: text, file: file, line: line)
    }

    /// Waits until the focus mark is on the row titled `title`.
    @discardableResult
    func waitForFocus(on title: String, timeout: TimeInterval = defaultTimeout,
                      file: StaticString = #filePath, line: UInt = #line) -> Bool {
        waitForScreen("the focus on \(title.debugDescription)", timeout: timeout, file: file, line: line) { _ in
            focusedRow == title
        }
    }
}
