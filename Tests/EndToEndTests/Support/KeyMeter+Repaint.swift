import XCTest

extension KeyMeter {
    /// Asserts that the screen the emulator rebuilt from the small updates is the one Ctrl-L
    /// repaints from scratch (cells with their attributes and colours, and the cursor), and that
    /// Ctrl-L was traced as a full repaint.
    /// `ignoring` names screen lines (0-based) left out of the comparison: the status line, whose
    /// message Ctrl-L itself clears.
    func assertScreenMatchesRepaint(_ label: String, ignoring: Set<Int> = [], file: StaticString = #filePath, line: UInt = #line) {
        let incremental = session.screen
        let repaint = press("C-l", file: file, line: line)
        let full = session.screen
        XCTAssertEqual(repaint.trace?.fullRepaint, true, "\(label): Ctrl-L is traced as a full repaint", file: file, line: line)
        XCTAssertFalse(repaint.bytes.isEmpty, "\(label): Ctrl-L wrote nothing", file: file, line: line)
        let differing = (0..<max(incremental.lines.count, full.lines.count)).filter { index in
            guard !ignoring.contains(index) else { return false }
            return index >= incremental.lines.count || index >= full.lines.count
                || incremental.styledLines[index] != full.styledLines[index]
        }
        let report = differing.map { index -> String in
            let before = index < incremental.lines.count ? incremental.styledLines[index] : "(none)"
            let after = index < full.lines.count ? full.styledLines[index] : "(none)"
            return "line \(index + 1):\n  minimal redraw: \(before.debugDescription)\n  after Ctrl-L:   \(after.debugDescription)"
        }.joined(separator: "\n")
        XCTAssertTrue(differing.isEmpty, "\(label): stale cells left by minimal redraw\n\(report)", file: file, line: line)
        // Where a hidden cursor was left does not matter; a visible one must be where a repaint puts it.
        let visibleBefore = cursorVisible(in: Array(session.ttyBytes[..<repaint.start]))
        let visibleAfter = cursorVisible(in: session.ttyBytes)
        XCTAssertEqual(visibleBefore, visibleAfter, "\(label): cursor visibility", file: file, line: line)
        if visibleBefore && visibleAfter {
            XCTAssertEqual(incremental.row, full.row, "\(label): cursor row", file: file, line: line)
            XCTAssertEqual(incremental.col, full.col, "\(label): cursor column", file: file, line: line)
        }
    }

    /// Whether the cursor is shown after `bytes` (the last of `ESC [ ? 25 h` / `l` wins).
    private func cursorVisible(in bytes: [UInt8]) -> Bool {
        let shown = bytes.lastIndex(of: "\u{1B}[?25h".bytes)
        let hidden = bytes.lastIndex(of: "\u{1B}[?25l".bytes)
        guard let hidden else { return true }
        return shown.map { $0 > hidden } ?? false
    }
}
