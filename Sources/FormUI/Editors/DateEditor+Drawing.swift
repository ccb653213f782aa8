import FormCore
import FormScreen

/// The drawing of a date or time editor: the month grid (date, dateTime), the time line (time,
/// dateTime, countDown) and the key hints, each line at most `width` cells.
extension DateEditor {
    /// The editor's lines, ids `<idPrefix>:head`, `:weekdays`, `:week:N`, `:time`, `:hint:N`.
    /// The cursor day and the focused time field are drawn in `theme.focus` when `focused` (and
    /// their part takes the keys), today is underlined, days outside `min`/`max` are dimmed. The
    /// hints wrap to as many lines as `width` needs.
    /// The grid and time lines are at most `height` when they can be: the month grid shows the
    /// cursor's week only when the month is taller, and without the weekday names when even
    /// that is (`MonthGrid`).
    package func lines(width: Int, theme: Theme, box: BoxChars, focused: Bool,
                      idPrefix: String = "date", height: Int = .max) -> [ScreenLine] {
        var content = contentLines(theme: theme, box: box, focused: focused, idPrefix: idPrefix)
        if content.count > height {
            content = contentLines(theme: theme, box: box, focused: focused, idPrefix: idPrefix, oneWeek: true)
        }
        if content.count > height {
            content = contentLines(theme: theme, box: box, focused: focused, idPrefix: idPrefix, oneWeek: true, weekdays: false)
        }
        return (content
            + hintLines(width: width, theme: theme, box: box, idPrefix: idPrefix))
            .map { DateEditor.clip($0, to: width, ellipsis: box.ellipsis) }
    }

    /// The width of the grid and time lines (the hints wrap to any width).
    package var preferredWidth: Int {
        contentLines(theme: Theme(style: Style(), colors: false), box: .unicode, focused: false, idPrefix: "")
            .map { DisplayWidth.of($0.text) }.max() ?? 0
    }

    /// The key hints of the part taking the keys, short enough that joined with two spaces they
    /// fit a help line of 80 columns: `←→↑↓ move`, `PgUp/Dn month`, … (`Arrows move` … in ASCII).
    /// While a date is typed, the typing keys. A date and time grid leaves `</> year` to F1
    /// (see `keyHelp(kind:)`), for room.
    package func hints(ascii: Bool) -> [String] {
        let tab = kind == .dateTime ? [part == .grid ? "Tab time" : "Tab date"] : []
        if typing != nil {
            return ["0-9 type", "Backspace erase"] + tab + ["Enter pick", "Esc abandon"]
        }
        if part == .grid {
            let year = kind == .date ? ["</> year"] : []
            return [ascii ? "Arrows move" : "←→↑↓ move", "PgUp/Dn month"] + year + ["t today", "0-9 type"]
                + tab + ["Enter pick", "Esc close"]
        }
        let moves = ascii ? ["Left/Right field", "Up/Down change"] : ["←→ field", "↑↓ change"]
        return moves + ["0-9 type"] + tab + ["Enter pick", "Esc close"]
    }

    /// Every key of an editor of `kind`, in full words, for the F1 screen.
    package static func keyHelp(kind: Kind) -> [(keys: String, help: String)] {
        let grid: [(keys: String, help: String)] = [
            ("Left/Right", "one day back / forward"),
            ("Up/Down", "one week back / forward"),
            ("PgUp/PgDn", "one month back / forward"),
            ("< / > or Shift-PgUp/Shift-PgDn", "one year back / forward"),
            ("t", "today"),
            ("Home/End", "first / last day of the month"),
            ("0-9", "type a date (the separators come by themselves)"),
            ("Backspace", "erase the last digit typed"),
        ]
        let inTime = kind == .dateTime ? "in the time: " : ""
        let time: [(keys: String, help: String)] = [
            ("Left/Right", inTime + "previous / next field (hours, minutes" + (kind == .countDown ? ", seconds)" : ")")),
            ("Home/End", inTime + "first / last field"),
            ("Up/Down", inTime + "increase / decrease the field"),
            ("0-9", inTime + "type the field"),
        ]
        let close: [(keys: String, help: String)] = [
            ("Enter", "pick"),
            ("Esc", kind == .date || kind == .dateTime ? "close unchanged (while typing: abandon the typing)" : "close unchanged"),
        ]
        switch kind {
        case .date: return grid + close
        case .dateTime: return grid + [("Tab/Shift-Tab", "between the date and the time")] + time + close
        case .time, .countDown: return time + close
        }
    }

    private func contentLines(theme: Theme, box: BoxChars, focused: Bool, idPrefix: String,
                              oneWeek: Bool = false, weekdays: Bool = true) -> [ScreenLine] {
        var lines: [ScreenLine] = []
        if kind == .date || kind == .dateTime {
            let grid = MonthGrid(cursor: day, today: today, active: focused && part == .grid, typing: typing)
            lines += grid.lines(theme: theme, box: box, idPrefix: idPrefix, oneWeek: oneWeek,
                                weekdays: weekdays) { bounds.dayRefusal($0) == nil }
        }
        if kind != .date {
            lines.append(ScreenLine(id: idPrefix + ":time", spans: timeSpans(theme: theme, active: focused && part == .time)))
        }
        return lines
    }

    /// `  14 : 05`, `Time  14 : 05` under a grid, `  01 h  30 m  00 s` for a count-down.
    private func timeSpans(theme: Theme, active: Bool) -> [Span] {
        let separators = kind == .countDown ? [" h  ", " m  ", " s"] : [" : ", ""]
        var spans = [kind == .dateTime ? Span("Time  ", theme.title) : Span("  ")]
        for index in time.values.indices {
            spans.append(Span(time.text(of: index), active && index == time.focus ? theme.focus : .plain))
            if !separators[index].isEmpty {
                spans.append(Span(separators[index], kind == .countDown ? theme.placeholder : .plain))
            }
        }
        return spans
    }

    private func hintLines(width: Int, theme: Theme, box: BoxChars, idPrefix: String) -> [ScreenLine] {
        let ascii = box.horizontal.unicodeScalars.allSatisfy(\.isASCII)
        var texts: [String] = []
        for item in hints(ascii: ascii) {
            if let last = texts.last, DisplayWidth.of(last) + 2 + DisplayWidth.of(item) <= width {
                texts[texts.count - 1] = last + "  " + item
            } else {
                texts.append(item)
            }
        }
        return texts.enumerated().map { ScreenLine(id: "\(idPrefix):hint:\($0.offset)", spans: [Span($0.element, theme.help)]) }
    }

    /// `line` cut to `width` cells (a cut line ends with `ellipsis`).
    static func clip(_ line: ScreenLine, to width: Int, ellipsis: String) -> ScreenLine {
        guard DisplayWidth.of(line.text) > width else { return line }
        var spans: [Span] = []
        var room = width - DisplayWidth.of(ellipsis)
        for span in line.spans where room > 0 {
            let text = DisplayWidth.truncate(span.text, to: room) // the ellipsis follows the last span kept
            if !text.isEmpty { spans.append(Span(text, span.style)) }
            room -= DisplayWidth.of(text)
            if DisplayWidth.of(text) < DisplayWidth.of(span.text) { break }
        }
        if width >= DisplayWidth.of(ellipsis) { spans.append(Span(ellipsis)) }
        return ScreenLine(id: line.id, spans: spans)
    }
}
