import XCTest
import FormCore
@testable import FormUI
@testable import FormScreen

final class DateEditorDrawingTests: XCTestCase {
    private let theme = Theme(style: Style(), colors: false)

    private func lines(_ editor: DateEditor, width: Int = 40, focused: Bool = true,
                       box: BoxChars = .unicode) -> [ScreenLine] {
        editor.lines(width: width, theme: theme, box: box, focused: focused)
    }

    private func line(_ id: String, in lines: [ScreenLine]) throws -> ScreenLine {
        try XCTUnwrap(lines.first { $0.id == id }, "no line \(id)")
    }

    /// The style of the span showing `text` (spaces around it ignored) in `line`.
    private func style(of text: String, in line: ScreenLine) throws -> CellStyle {
        try XCTUnwrap(line.spans.first { $0.text.split(separator: " ").contains(Substring(text)) }, "no span \(text) in \(line.text)").style
    }

    func testNovember2026StartsOnSundayAndTakesSixWeeks() throws {
        let drawn = lines(DateRows.editor(.date, value: .string("2026-11-10")))
        XCTAssertEqual(try line("date:head", in: drawn).text, "‹  November 2026   ›")
        let weekdays = try line("date:weekdays", in: drawn).text
        XCTAssertEqual(weekdays, "Mo Tu We Th Fr Sa Su")
        let sunday = try XCTUnwrap(weekdays.range(of: "Su")).lowerBound.utf16Offset(in: weekdays)
        let first = try line("date:week:0", in: drawn).text
        XCTAssertEqual(first.trimmingCharacters(in: .whitespaces), "1")
        XCTAssertEqual(Array(first)[sunday...].map(String.init).joined(), " 1")
        XCTAssertEqual(try line("date:week:1", in: drawn).text, " 2  3  4  5  6  7  8")
        XCTAssertEqual(try line("date:week:5", in: drawn).text.trimmingCharacters(in: .whitespaces), "30")
        XCTAssertEqual(drawn.filter { $0.id.hasPrefix("date:week:") }.count, 6)
    }

    func testAMonthOfFourWeeksDrawsFourWeekLines() {
        let drawn = lines(DateRows.editor(.date, value: .string("2021-02-14")))
        XCTAssertEqual(drawn.filter { $0.id.hasPrefix("date:week:") }.map(\.text),
                       [" 1  2  3  4  5  6  7", " 8  9 10 11 12 13 14", "15 16 17 18 19 20 21", "22 23 24 25 26 27 28"])
    }

    func testTheCursorDayIsInFocusStyleAndTodayUnderlined() throws {
        let editor = DateRows.editor(.date, value: .string("2026-11-10"))
        let focused = lines(editor)
        XCTAssertEqual(try style(of: "10", in: line("date:week:2", in: focused)), theme.focus)
        XCTAssertTrue(try style(of: "29", in: line("date:week:4", in: focused)).underline)
        XCTAssertFalse(try style(of: "29", in: line("date:week:4", in: focused)).reverse)
        let unfocused = lines(editor, focused: false)
        let cursor = try style(of: "10", in: line("date:week:2", in: unfocused))
        XCTAssertFalse(cursor.reverse)
        XCTAssertTrue(cursor.bold)
        var moved = editor
        _ = moved.handle(.right)
        XCTAssertEqual(try style(of: "11", in: line("date:week:2", in: lines(moved))), theme.focus)
        XCTAssertFalse(try style(of: "10", in: line("date:week:2", in: lines(moved))).reverse)
    }

    func testDaysOutsideTheBoundsAreDimmed() throws {
        let drawn = lines(DateRows.editor(.date, value: .string("2026-11-10"), min: .string("2026-11-03"), max: .string("2026-11-20")))
        let week1 = try line("date:week:1", in: drawn)
        XCTAssertEqual(week1.spans.first?.text, " 2")
        XCTAssertEqual(week1.spans.first?.style, theme.disabled)
        XCTAssertFalse(week1.spans.dropFirst().contains { $0.style == theme.disabled })
        XCTAssertEqual(try line("date:week:3", in: drawn).spans.last?.text, "21 22")
        XCTAssertEqual(try line("date:week:3", in: drawn).spans.last?.style, theme.disabled)
        let head = try line("date:head", in: drawn)
        XCTAssertEqual(head.spans.first?.style, theme.disabled, "no day of October can be picked")
        XCTAssertEqual(head.spans.last?.style, theme.disabled)
    }

    func testLinesNeverExceedTheWidth() {
        let editors = [
            DateRows.editor(.date, value: .string("2026-11-10")),
            DateRows.editor(.dateInline, value: .string("2021-02-01")),
            DateRows.editor(.dateTime, value: .string("2026-09-30T23:59")),
            DateRows.editor(.time, value: .string("14:05")),
            DateRows.editor(.countDownTimer, value: .number(5400)),
        ]
        for editor in editors {
            var tabbed = editor
            _ = tabbed.handle(.tab)
            for e in [editor, tabbed] {
                for width in [8, 12, 20, 22, 30, 80] {
                    for box in [BoxChars.unicode, .ascii] {
                        for l in e.lines(width: width, theme: theme, box: box, focused: true) {
                            XCTAssertLessThanOrEqual(DisplayWidth.of(l.text), width, "\(l.id) at \(width): \(l.text)")
                        }
                    }
                }
            }
        }
    }

    func testHintsWrapAtNarrowWidthsKeepingEveryKey() {
        let editor = DateRows.editor(.date, value: .string("2026-11-10"))
        let wide = lines(editor, width: 80).filter { $0.id.hasPrefix("date:hint:") }
        XCTAssertEqual(wide.map(\.text), ["←→↑↓ move  PgUp/Dn month  </> year  t today  0-9 type  Enter pick  Esc close"])
        let narrow = lines(editor, width: 22).filter { $0.id.hasPrefix("date:hint:") }
        XCTAssertGreaterThan(narrow.count, 1)
        XCTAssertEqual(narrow.map(\.text).joined(separator: "  "), wide[0].text)
        XCTAssertEqual(narrow.map(\.id), (0..<narrow.count).map { "date:hint:\($0)" })
    }

    func testEveryHintLineFitsTheHelpLineOf80Columns() {
        for type in [RowType.date, .dateTime, .time, .countDownTimer] {
            for typed in ["", "1985"] {
                for tabs in 0...1 {
                    var editor = DateRows.editor(type)
                    for c in typed { _ = editor.handle(.char(c)) }
                    for _ in 0..<tabs { _ = editor.handle(.tab) }
                    for ascii in [false, true] {
                        let line = " " + editor.hints(ascii: ascii).joined(separator: "  ")
                        XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, line)
                    }
                }
            }
        }
        let dateTime = DateRows.editor(.dateTime).hints(ascii: false)
        XCTAssertEqual(dateTime, ["←→↑↓ move", "PgUp/Dn month", "t today", "0-9 type", "Tab time", "Enter pick", "Esc close"])
    }

    func testKeyHelpNamesEveryKeyInFullWords() {
        let grid = DateEditor.keyHelp(kind: .date)
        XCTAssertEqual(grid.map(\.keys), ["Left/Right", "Up/Down", "PgUp/PgDn", "< / > or Shift-PgUp/Shift-PgDn", "t",
                                          "Home/End", "0-9", "Backspace", "Enter", "Esc"])
        XCTAssertEqual(grid.last?.help, "close unchanged (while typing: abandon the typing)")
        let time = DateEditor.keyHelp(kind: .time)
        XCTAssertEqual(time.map(\.keys), ["Left/Right", "Home/End", "Up/Down", "0-9", "Enter", "Esc"])
        XCTAssertEqual(time.last?.help, "close unchanged")
        let dateTime = DateEditor.keyHelp(kind: .dateTime)
        XCTAssertTrue(dateTime.contains { $0.keys == "Tab/Shift-Tab" })
        XCTAssertTrue(dateTime.contains { $0.help == "in the time: type the field" })
        XCTAssertTrue(DateEditor.keyHelp(kind: .countDown)[0].help.contains("seconds"))
    }

    func testLineIdsAreUniqueAndPrefixed() {
        var editor = DateRows.editor(.dateTimeInline, value: .string("2026-11-10T08:00"))
        _ = editor.handle(.tab)
        let drawn = editor.lines(width: 22, theme: theme, box: .unicode, focused: true, idPrefix: "row:when:editor")
        XCTAssertEqual(Set(drawn.map(\.id)).count, drawn.count)
        XCTAssertTrue(drawn.allSatisfy { $0.id.hasPrefix("row:when:editor:") })
        XCTAssertTrue(drawn.contains { $0.id == "row:when:editor:time" })
    }

    func testTimeLineShowsTheFocusedFieldInFocusStyle() throws {
        var editor = DateRows.editor(.time, value: .string("14:05"))
        var time = try line("date:time", in: lines(editor))
        XCTAssertEqual(time.text, "  14 : 05")
        XCTAssertEqual(try style(of: "14", in: time), theme.focus)
        XCTAssertEqual(try style(of: "05", in: time), .plain)
        _ = editor.handle(.right)
        _ = editor.handle(.char("3"))
        time = try line("date:time", in: lines(editor))
        XCTAssertEqual(time.text, "  14 : 3_")
        XCTAssertEqual(try style(of: "3_", in: time), theme.focus)
        XCTAssertEqual(try style(of: "14", in: line("date:time", in: lines(editor, focused: false))), .plain)
        XCTAssertEqual(lines(editor, width: 80).count, 2, "the time line and one hint line")
    }

    func testCountDownLineHasHoursMinutesAndSeconds() throws {
        var editor = DateRows.editor(.countDownTimer, value: .number(5400))
        _ = editor.handle(.end)
        let time = try line("date:time", in: lines(editor))
        XCTAssertEqual(time.text, "  01 h  30 m  00 s")
        XCTAssertEqual(try style(of: "00", in: time), theme.focus)
    }

    func testDateTimeDrawsTheGridThenTheTimeAndFocusesThePartTakingKeys() throws {
        var editor = DateRows.editor(.dateTime, value: .string("2026-11-10T08:30"))
        var drawn = lines(editor)
        XCTAssertEqual(drawn.map(\.id).prefix(2), ["date:head", "date:weekdays"])
        XCTAssertEqual(try line("date:time", in: drawn).text, "Time  08 : 30")
        XCTAssertEqual(try style(of: "10", in: line("date:week:2", in: drawn)), theme.focus)
        XCTAssertFalse(try line("date:time", in: drawn).spans.contains { $0.style == theme.focus })
        XCTAssertTrue(drawn.filter { $0.id.hasPrefix("date:hint:") }.map(\.text).joined().contains("Tab time"))
        _ = editor.handle(.tab)
        drawn = lines(editor)
        XCTAssertEqual(try style(of: "08", in: line("date:time", in: drawn)), theme.focus)
        XCTAssertFalse(try style(of: "10", in: line("date:week:2", in: drawn)).reverse)
        XCTAssertTrue(try line("date:hint:0", in: drawn).text.hasPrefix("←→ field"))
    }

    func testAsciiBoxesGiveAsciiArrowsAndHints() throws {
        let drawn = lines(DateRows.editor(.date, value: .string("2026-11-10")), width: 80, box: .ascii)
        XCTAssertEqual(try line("date:head", in: drawn).text, "<  November 2026   >")
        XCTAssertTrue(try line("date:hint:0", in: drawn).text.hasPrefix("Arrows move  PgUp/Dn month"))
        XCTAssertTrue(drawn.allSatisfy { $0.text.unicodeScalars.allSatisfy(\.isASCII) })
    }

    func testPreferredWidth() {
        XCTAssertEqual(DateRows.editor(.date).preferredWidth, 20)
        XCTAssertEqual(DateRows.editor(.dateTime).preferredWidth, 20)
        XCTAssertEqual(DateRows.editor(.time).preferredWidth, 9)
        XCTAssertEqual(DateRows.editor(.countDownTimer).preferredWidth, 18)
    }
}
