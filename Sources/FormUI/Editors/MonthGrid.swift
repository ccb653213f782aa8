import FormScreen

/// The drawing of one month, weeks starting on Monday:
///
/// ```
/// ‹   November 2026  ›
/// Mo Tu We Th Fr Sa Su
///                    1
///  2  3  4  5  6  7  8
/// …
/// ```
///
/// Day numbers are right-aligned in two cells, separated by one space: every line is `width` cells.
package struct MonthGrid: Sendable {
    /// Seven two-cell days and six separating spaces.
    package static let width = 20

    /// The day under the cursor; its month is the one drawn.
    package var cursor: CalendarDate
    package var today: CalendarDate?
    /// Whether the cursor is drawn in the focus style (else bold).
    package var active: Bool
    /// A date being typed, drawn in the header instead of the month: `1985-1` and, dimmed, `M-DD`.
    package var typing: DateTyping?

    package init(cursor: CalendarDate, today: CalendarDate?, active: Bool, typing: DateTyping? = nil) {
        self.cursor = cursor
        self.today = today
        self.active = active
        self.typing = typing
    }

    /// The weeks of the cursor's month, Monday first: 4 to 6 weeks of 7 days, nil outside the month.
    package static func weeks(of month: CalendarDate) -> [[CalendarDate?]] {
        let first = month.firstOfMonth
        let lead = first.weekday
        let cells = lead + month.daysInMonth
        return (0..<(cells + 6) / 7).map { week in
            (0..<7).map { column in
                let offset = week * 7 + column - lead
                return offset >= 0 && offset < month.daysInMonth ? first.adding(days: offset) : nil
            }
        }
    }

    /// The header, the weekday names and the weeks, with ids `<prefix>:head`, `<prefix>:weekdays`,
    /// `<prefix>:week:0` …; `allowed` tells which days are within the row's bounds (the others are
    /// dimmed, and so is an arrow to a month with no allowed day). With `oneWeek`, only the
    /// cursor's week is drawn (a strip for a screen too short for the month); without `weekdays`
    /// the weekday names are left out too (the shortest screens).
    package func lines(theme: Theme, box: BoxChars, idPrefix: String, oneWeek: Bool = false, weekdays: Bool = true,
                      allowed: (CalendarDate) -> Bool) -> [ScreenLine] {
        let previous = cursor.adding(months: -1), next = cursor.adding(months: 1)
        let head = [Span(box.previous, monthHasAllowedDay(previous, allowed) ? theme.title : theme.disabled)]
            + title(theme: theme)
            + [Span(box.next, monthHasAllowedDay(next, allowed) ? theme.title : theme.disabled)]
        var lines = [ScreenLine(id: idPrefix + ":head", spans: head)]
        if weekdays {
            lines.append(ScreenLine(id: idPrefix + ":weekdays",
                                    spans: [Span(CalendarDate.weekdayNames.joined(separator: " "), theme.title)]))
        }
        for (index, week) in MonthGrid.weeks(of: cursor).enumerated() where !oneWeek || week.contains(cursor) {
            let styles = week.map { $0.map { style(of: $0, theme: theme, allowed: allowed($0)) } ?? .plain }
            var spans: [Span] = []
            for (column, day) in week.enumerated() {
                if column > 0 {
                    // A space between two days of one style takes it (dimmed runs stay one span);
                    // the highlight of the cursor never spills over.
                    let joined = styles[column - 1] == styles[column] && week[column - 1] != nil && day != nil
                    spans.append(Span(" ", joined ? styles[column] : .plain))
                }
                let text = day.map { DisplayWidth.pad(String($0.day), to: 2, alignment: .right) } ?? "  "
                spans.append(Span(text, styles[column]))
            }
            lines.append(ScreenLine(id: "\(idPrefix):week:\(index)", spans: merged(spans)))
        }
        return lines
    }

    /// The month's name and year, or the typed date and the rest of its template, centred.
    private func title(theme: Theme) -> [Span] {
        let room = MonthGrid.width - 2
        guard let typing else {
            return [Span(DisplayWidth.pad(cursor.monthTitle, to: room, alignment: .center), theme.sectionTitle)]
        }
        let free = Swift.max(0, room - DisplayWidth.of(typing.text + typing.remainingTemplate))
        let left = String(repeating: " ", count: free / 2), right = String(repeating: " ", count: free - free / 2)
        return [Span(left + typing.text, theme.sectionTitle), Span(typing.remainingTemplate, theme.placeholder),
                Span(right, theme.sectionTitle)]
    }

    private func style(of day: CalendarDate, theme: Theme, allowed: Bool) -> CellStyle {
        var style: CellStyle
        if day == cursor {
            style = active ? theme.focus : CellStyle(bold: true)
        } else {
            style = allowed ? .plain : theme.disabled
        }
        if day == today { style.underline = true }
        return style
    }

    private func monthHasAllowedDay(_ month: CalendarDate, _ allowed: (CalendarDate) -> Bool) -> Bool {
        let first = month.firstOfMonth
        return (0..<month.daysInMonth).contains { allowed(first.adding(days: $0)) }
    }

    /// Neighbouring spans of one style joined into one.
    private func merged(_ spans: [Span]) -> [Span] {
        var result: [Span] = []
        for span in spans {
            if let last = result.last, last.style == span.style {
                result[result.count - 1].text += span.text
            } else {
                result.append(span)
            }
        }
        return result
    }
}
