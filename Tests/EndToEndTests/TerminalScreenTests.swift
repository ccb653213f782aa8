import XCTest

/// The emulator the screen assertions rely on, fed the sequences curses sends for xterm-256color.
final class TerminalScreenTests: XCTestCase {
    private func screen(_ output: String, rows: Int = 5, cols: Int = 10) -> TerminalScreen {
        var screen = TerminalScreen(rows: rows, cols: cols)
        screen.feed(Array(output.utf8))
        return screen
    }

    func testTextNewlinesAndCursorAddressing() {
        let s = screen("ab\r\ncd\u{1B}[4;3Hxy\u{1B}[1;2Hz")
        XCTAssertEqual(s.lines, ["az", "cd", "", "  xy", ""])
    }

    func testRelativeMovesAndErase() {
        let s = screen("hello\u{1B}[3Dxx\u{1B}[B\u{1B}[2Cq\r\nfull line\u{1B}[1;3H\u{1B}[K")
        XCTAssertEqual(s.lines, ["he", "      q", "full line", "", ""])
        XCTAssertEqual(screen("abc\r\ndef\u{1B}[2J").lines, ["", "", "", "", ""])
    }

    func testAutoWrapIsDeferredAndScrollsAtTheBottom() {
        let s = screen("0123456789\r\nx", rows: 2)
        XCTAssertEqual(s.lines, ["0123456789", "x"], "CR LF right after a full line does not add an empty line")
        XCTAssertEqual(screen("0123456789ab", rows: 2).lines, ["0123456789", "ab"])
        XCTAssertEqual(screen("a\r\nb\r\nc", rows: 2).lines, ["b", "c"])
    }

    func testInsertAndDeleteLinesShiftTheLinesBelow() {
        let s = screen("1\r\n2\r\n3\r\n4\u{1B}[2;1H\u{1B}[L")
        XCTAssertEqual(s.lines, ["1", "", "2", "3", "4"])
        let d = screen("1\r\n2\r\n3\r\n4\u{1B}[2;1H\u{1B}[2M")
        XCTAssertEqual(d.lines, ["1", "4", "", "", ""])
    }

    func testScrollRegionLimitsScrolling() {
        let s = screen("top\u{1B}[2;4r\u{1B}[4;1Ha\r\nb\r\nc\u{1B}[r")
        XCTAssertEqual(s.lines, ["top", "a", "b", "c", ""])
    }

    func testLineDrawingCharsetAndRepeat() {
        let s = screen("\u{1B}(0lq\u{1B}[3bk\u{1B}(B ok")
        XCTAssertEqual(s.lines[0], "┌────┐ ok")
    }

    func testWideCharactersTakeTwoColumns() {
        let s = screen("名前|\r\n😀x")
        XCTAssertEqual(s.lines[0], "名前|")
        XCTAssertEqual(s.lines[1], "😀x")
        XCTAssertEqual(screen("名前\u{1B}[1;5H!").lines[0], "名前!", "column 5 is right after two wide characters")
    }

    func testAlternateScreenKeepsTheNormalOne() {
        var s = screen("shell$")
        s.feed(Array("\u{1B}[?1049h\u{1B}[Hform".utf8))
        XCTAssertTrue(s.onAlternateScreen)
        XCTAssertEqual(s.lines[0], "form")
        s.feed(Array("\u{1B}[?1049l".utf8))
        XCTAssertFalse(s.onAlternateScreen)
        XCTAssertEqual(s.lines[0], "shell$")
    }

    func testColoursAndUnknownSequencesLeaveNoTrace() {
        let s = screen("\u{1B}[1;36ma\u{1B}[0m\u{1B}[?25l\u{1B}]0;title\u{7}b\u{1B}=\u{1B}[>4;1mc")
        XCTAssertEqual(s.lines[0], "abc")
    }

    func testSessionScreenFollowsAProgram() throws {
        let script = "printf '\\033[2J\\033[3;5Hhello\\033[1;1Hworld' > /dev/tty; read x"
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", script], rows: 6, cols: 20)
        session.waitForScreen(containing: "world")
        XCTAssertEqual(session.screen.lines, ["world", "", "    hello", "", "", ""])
        session.send(keys: ["Enter"])
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
