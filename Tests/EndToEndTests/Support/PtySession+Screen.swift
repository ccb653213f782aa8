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

    /// Waits until `condition` holds for the screen. On timeout the test fails with `description`
    /// and the screen, and the result is false.
    @discardableResult
    func waitForScreen(_ description: String, timeout: TimeInterval = defaultTimeout,
                       file: StaticString = #filePath, line: UInt = #line,
                       where condition: (TerminalScreen) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(screen) {
            if Date() > deadline || !isRunning {
                if condition(screen) { return true }
                XCTFail("the screen never showed \(description); it shows:\n\(screen.text)", file: file, line: line)
                return false
            }
            usleep(10_000)
        }
        return true
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
