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

    func testCellsKeepTheirAttributesAndColours() {
        let s = screen("\u{1B}[1mab\u{1B}[0;7;31mc\u{1B}[m d\u{1B}[38;5;208;4me\u{1B}(B\u{1B}[mf")
        XCTAssertEqual(s.lines.first, "abc def")
        XCTAssertEqual(s.styledLines.first, "[bold|ab][reverse,fg1|c] d[underline,fg208|e]f")
        XCTAssertEqual(screen("\u{1B}[91;100mx\u{1B}[22;39;49my").styledLines.first, "[fg9,bg8|x]y")
    }

    func testErasingTakesTheBackgroundAndBlanksShowOnlyWhatIsSeen() {
        let erased = screen("\u{1B}[44m\u{1B}[2K\u{1B}[m", cols: 4)
        XCTAssertEqual(erased.styledLines.first, "[bg4|    ]", "back-colour erase")
        XCTAssertEqual(screen("\u{1B}[1;31m  \u{1B}[mx").styledLines.first, "  x", "a bold red blank looks plain")
        XCTAssertEqual(screen("\u{1B}[7;31m \u{1B}[mx").styledLines.first, "[reverse,fg1| ]x", "a reversed one does not")
        XCTAssertNotEqual(screen("\u{1B}[7mab").styledLines, screen("ab").styledLines)
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

    /// Five numbered lines, then `sequence`: the region tests below start from this screen.
    private func numbered(_ sequence: String) -> TerminalScreen {
        screen("1\r\n2\r\n3\r\n4\r\n5" + sequence)
    }

    func testScrollUpAndDownMoveOnlyTheRegionAndKeepTheCursor() {
        let up = numbered("\u{1B}[2;4r\u{1B}[5;3H\u{1B}[S")
        XCTAssertEqual(up.lines, ["1", "3", "4", "", "5"], "CSI S scrolls the region even with the cursor below it")
        XCTAssertEqual([up.row, up.col], [4, 2], "the cursor does not move")
        let down = numbered("\u{1B}[2;4r\u{1B}[1;1H\u{1B}[2T")
        XCTAssertEqual(down.lines, ["1", "", "", "2", "5"])
        XCTAssertEqual([down.row, down.col], [0, 0])
        XCTAssertEqual(numbered("\u{1B}[2;4r\u{1B}[0S").lines, ["1", "3", "4", "", "5"], "a count of 0 means 1")
    }

    func testScrollCountsLargerThanTheRegionBlankIt() {
        XCTAssertEqual(numbered("\u{1B}[2;4r\u{1B}[9S").lines, ["1", "", "", "", "5"])
        XCTAssertEqual(numbered("\u{1B}[2;4r\u{1B}[9T").lines, ["1", "", "", "", "5"])
        XCTAssertEqual(numbered("\u{1B}[2S").lines, ["3", "4", "5", "", ""], "without a region the whole screen scrolls")
    }

    func testIndexAndReverseIndexScrollOnlyAtTheRegionEdges() {
        let index = numbered("\u{1B}[2;4r\u{1B}[4;1H\u{1B}Dx")
        XCTAssertEqual(index.lines, ["1", "3", "4", "x", "5"], "IND at the bottom margin scrolls the region")
        let reverse = numbered("\u{1B}[2;4r\u{1B}[2;1H\u{1B}Mx")
        XCTAssertEqual(reverse.lines, ["1", "x", "2", "3", "5"], "RI at the top margin scrolls the region down")
        let inside = numbered("\u{1B}[2;4r\u{1B}[3;1H\u{1B}Dx\u{1B}M\u{1B}M\ry")
        XCTAssertEqual(inside.lines, ["1", "y", "3", "x", "5"], "inside the region they only move the cursor")
        let below = numbered("\u{1B}[2;4r\u{1B}[5;1H\u{1B}Dx")
        XCTAssertEqual(below.lines, ["1", "2", "3", "4", "x"], "IND on the last line, below the region, does nothing")
        let above = numbered("\u{1B}[2;4r\u{1B}[1;1H\u{1B}Mx")
        XCTAssertEqual(above.lines, ["x", "2", "3", "4", "5"], "RI on the first line, above the region, does nothing")
    }

    func testInsertAndDeleteLinesStopAtTheBottomMargin() {
        let insert = numbered("\u{1B}[2;4r\u{1B}[3;2H\u{1B}[Lx")
        XCTAssertEqual(insert.lines, ["1", "2", "x", "3", "5"], "IL moves the cursor to column 1")
        XCTAssertEqual(numbered("\u{1B}[2;4r\u{1B}[3;1H\u{1B}[2M").lines, ["1", "2", "", "", "5"])
        XCTAssertEqual(numbered("\u{1B}[2;4r\u{1B}[2;1H\u{1B}[9L").lines, ["1", "", "", "", "5"])
        XCTAssertEqual(numbered("\u{1B}[2;4r\u{1B}[5;1H\u{1B}[L\u{1B}[1;1H\u{1B}[M").lines,
                       ["1", "2", "3", "4", "5"], "outside the region IL and DL do nothing")
    }

    func testScrollRegionSettingHomesTheCursorAndBadRegionsAreIgnored() {
        let set = numbered("\u{1B}[3;3H\u{1B}[2;4r")
        XCTAssertEqual([set.row, set.col], [0, 0], "DECSTBM homes the cursor")
        let ignored = numbered("\u{1B}[2;4r\u{1B}[3;3H\u{1B}[4;4r")
        XCTAssertEqual([ignored.row, ignored.col], [2, 2], "a one-line region is ignored and does not home the cursor")
        let kept = numbered("\u{1B}[2;4r\u{1B}[4;4r\u{1B}[5;1H\u{1B}D\u{1B}[4;1H\u{1B}D")
        XCTAssertEqual(kept.lines, ["1", "3", "4", "", "5"], "the old region still holds")
        let reset = numbered("\u{1B}[2;4r\u{1B}[r\u{1B}[5;1H\u{1B}Dx")
        XCTAssertEqual(reset.lines, ["2", "3", "4", "5", "x"], "CSI r gives the whole screen back")
        XCTAssertEqual(numbered("\u{1B}[2;99r\u{1B}[S").lines, ["1", "3", "4", "5", ""], "a bottom past the screen is its last line")
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
