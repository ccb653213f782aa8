import FormCore
import FormScreen

extension ListPopup {
    /// One option line of the list window.
    package struct Item: Equatable, Sendable {
        /// The index into `options`.
        package var option: Int
        package var text: String
        package var isHighlighted: Bool
        package var isChosen: Bool
    }

    /// How many option lines `lines(…, height:)` shows for a list screen, or for a pop-up box
    /// of that height: set `pageSize` to it.
    package func listRows(height: Int) -> Int {
        Swift.max(1, height - (style == .popup ? 2 : 3))
    }

    /// The window of at most `rows` visible options that holds the highlight (starting at `top`
    /// when it can).
    package func items(rows: Int) -> [Item] {
        let start = ListPopup.windowStart(top: top, highlighted: highlighted, count: visible.count, rows: rows)
        let end = Swift.min(visible.count, start + Swift.max(0, rows))
        guard start < end else { return [] }
        return (start..<end).map { i in
            Item(option: visible[i], text: options[visible[i]].title, isHighlighted: i == highlighted,
                 isChosen: isChosen(visible[i]))
        }
    }

    /// The size a pop-up box would like (each option, the title and the short key hint on one
    /// line, the whole list shown), within `maxWidth` × `maxHeight`.
    package func preferredSize(title: String, maxWidth: Int, maxHeight: Int) -> (width: Int, height: Int) {
        let longest = options.map { DisplayWidth.of($0.title) }.max() ?? DisplayWidth.of(emptyText)
        let width = Swift.max(longest + 6, DisplayWidth.of(title) + 6, DisplayWidth.of(hints(ascii: false)[hints(ascii: false).count - 1]) + 6)
        return (Swift.min(maxWidth, width), Swift.min(maxHeight, Swift.max(1, options.count) + 2))
    }

    /// The lines to draw: for a `.popup` a box exactly `width` cells wide (`┌─ Title ─┐`, the options,
    /// a bottom border with the position and the keys when they fit); for a `.screen` or `.multiple`
    /// a full-width list (the row title, the filter line, the options, the key hint). Never more than
    /// `height` lines, none wider than `width` cells; ids are `list:top`, `list:opt:<option index>`,
    /// `list:empty`, `list:bottom`, `list:title`, `list:filter`, `list:hint`.
    package func lines(title: String, width: Int, height: Int, theme: Theme, box: BoxChars) -> [ScreenLine] {
        guard width > 0, height > 0 else { return [] }
        let drawn = style == .popup
            ? popupLines(title: title, width: width, height: height, theme: theme, box: box)
            : screenLines(title: title, width: width, height: height, theme: theme, box: box)
        return Array(drawn.prefix(height))
    }

    /// What a list with no visible option shows.
    private var emptyText: String {
        options.isEmpty ? "No options" : "No option matches '\(filter)'"
    }

    /// The mark before an option: a check box for a `.multiple`, a tick on the current value otherwise.
    private func mark(_ item: Item, box: BoxChars) -> String {
        if style == .multiple { return item.isChosen ? box.checkOn : box.checkOff }
        let ascii = box.horizontal.unicodeScalars.allSatisfy(\.isASCII)
        return item.isChosen ? (ascii ? "*" : "✓") : " "
    }

    /// `where/count` when the list is longer than its window, else nil.
    private func position(rows: Int) -> String? {
        guard visible.count > rows, let h = highlighted else { return nil }
        return "\(h + 1)/\(visible.count)"
    }

    // MARK: Pop-up box

    private func popupLines(title: String, width: Int, height: Int, theme: Theme, box: BoxChars) -> [ScreenLine] {
        let rows = Swift.max(1, height - 2)
        let inner = Swift.max(0, width - 2)
        var lines = [border(box.topLeft, title, theme.sectionTitle, box.topRight, width: width, theme: theme, box: box)
            .line("list:top")]
        let shown = items(rows: rows)
        for item in shown {
            var line = LineBuilder(ellipsis: box.ellipsis)
            line.add(box.vertical, theme.border, limit: width)
            let style = item.isHighlighted ? theme.focus : theme.value
            let text = " " + mark(item, box: box) + " " + DisplayWidth.cut(item.text, to: Swift.max(0, inner - 4), ellipsis: box.ellipsis)
            line.add(text, style, limit: 1 + inner)
            line.pad(to: 1 + inner, style)
            line.add(box.vertical, theme.border, limit: width)
            lines.append(line.line("list:opt:\(item.option)"))
        }
        if shown.isEmpty {
            var line = LineBuilder(ellipsis: box.ellipsis)
            line.add(box.vertical, theme.border, limit: width)
            line.add(" " + DisplayWidth.cut(emptyText, to: Swift.max(0, inner - 1), ellipsis: box.ellipsis), theme.placeholder, limit: 1 + inner)
            line.pad(to: 1 + inner)
            line.add(box.vertical, theme.border, limit: width)
            lines.append(line.line("list:empty"))
        }
        // A filter leaves the box its size: the options it hides leave blank lines.
        let filled = Swift.min(rows, Swift.max(1, options.count)) + 1
        while lines.count < filled {
            var line = LineBuilder(ellipsis: box.ellipsis)
            line.add(box.vertical, theme.border, limit: width)
            line.pad(to: 1 + inner)
            line.add(box.vertical, theme.border, limit: width)
            lines.append(line.line("list:blank:\(lines.count)"))
        }
        // While filtering: the filter and how many options it matches (`prtgl  1 of 29`); else the
        // position (when the list scrolls) with the longest hint that fits, else what fits of them.
        let labels: [String]
        if filter.isEmpty {
            let place = position(rows: rows)
            let hints = hints(ascii: box.isASCII)
            labels = (place.map { p in hints.map { p + "  " + $0 } } ?? []) + hints + [place].compactMap { $0 }
        } else {
            let count = "\(visible.count) of \(options.count)"
            let typed = filter + (box.isASCII ? "_" : "▏")
            labels = ["Filter: " + typed + "  " + count, typed + "  " + count, count]
        }
        let label = labels.first { DisplayWidth.of($0) + 6 <= width } ?? ""
        lines.append(border(box.bottomLeft, label, theme.help, box.bottomRight, width: width, theme: theme, box: box)
            .line("list:bottom"))
        return lines
    }

    /// `┌─ label ───┐` exactly `width` cells wide (the label cut with an ellipsis, or left out when
    /// the box is too narrow for it).
    private func border(_ left: String, _ label: String, _ labelStyle: CellStyle, _ right: String,
                        width: Int, theme: Theme, box: BoxChars) -> LineBuilder {
        var line = LineBuilder(ellipsis: box.ellipsis)
        line.add(left, theme.border, limit: width)
        let room = width - 6
        if !label.isEmpty, room > 0 {
            line.add(box.horizontal + " ", theme.border, limit: width)
            line.add(DisplayWidth.cut(label, to: room, ellipsis: box.ellipsis), labelStyle, limit: width)
            line.add(" ", theme.border, limit: width)
        }
        let fill = Swift.max(0, width - 1 - line.width)
        line.add(String(repeating: box.horizontal, count: fill), theme.border, limit: width - 1)
        line.add(right, theme.border, limit: width)
        return line
    }

    // MARK: List screen

    private func screenLines(title: String, width: Int, height: Int, theme: Theme, box: BoxChars) -> [ScreenLine] {
        let rows = listRows(height: height)
        let ellipsis = box.ellipsis
        var lines: [ScreenLine] = []

        var heading = LineBuilder(ellipsis: box.ellipsis)
        let chosenText = style == .multiple ? "\(chosen.count) chosen" : ""
        let titleRoom = width - 1 - (chosenText.isEmpty ? 0 : DisplayWidth.of(chosenText) + 3)
        heading.add(" ", limit: width)
        heading.add(DisplayWidth.cut(title, to: Swift.max(0, titleRoom), ellipsis: ellipsis), theme.sectionTitle, limit: width)
        if !chosenText.isEmpty, titleRoom > 0 {
            heading.pad(to: width - DisplayWidth.of(chosenText) - 1)
            heading.add(chosenText, theme.help, limit: width)
        }
        lines.append(heading.line("list:title"))

        var filterLine = LineBuilder(ellipsis: box.ellipsis)
        let count = filter.isEmpty ? "" : "\(visible.count) of \(options.count)"
        let filterRoom = width - 1 - (count.isEmpty ? 0 : DisplayWidth.of(count) + 3)
        filterLine.add(" ", limit: width)
        if filter.isEmpty {
            filterLine.add(DisplayWidth.cut("Type to filter", to: Swift.max(0, filterRoom), ellipsis: ellipsis), theme.placeholder, limit: width)
        } else {
            let cursor = box.isASCII ? "_" : "▏"
            // The end of a long filter is what the user is typing: keep it, cut the start.
            var shown = filter + cursor
            while DisplayWidth.of("Filter: " + shown) > filterRoom, !shown.isEmpty { shown.removeFirst() }
            filterLine.add("Filter: ", theme.title, limit: width)
            filterLine.add(shown, theme.value, limit: width)
            if filterRoom > 0 {
                filterLine.pad(to: width - DisplayWidth.of(count) - 1)
                filterLine.add(count, theme.help, limit: width)
            }
        }
        lines.append(filterLine.line("list:filter"))

        let shown = items(rows: rows)
        for item in shown {
            var line = LineBuilder(ellipsis: box.ellipsis)
            let style = item.isHighlighted ? theme.focus : theme.value
            let head = "  " + mark(item, box: box) + " "
            line.add(head, item.isHighlighted ? theme.focus : .plain, limit: width)
            line.add(DisplayWidth.cut(item.text, to: Swift.max(0, width - 1 - line.width), ellipsis: ellipsis), style, limit: width)
            if item.isHighlighted { line.pad(to: width - 1, style) }
            lines.append(line.line("list:opt:\(item.option)"))
        }
        if shown.isEmpty {
            var line = LineBuilder(ellipsis: box.ellipsis)
            line.add("  " + emptyText, theme.placeholder, limit: width)
            lines.append(line.line("list:empty"))
        }
        while lines.count < rows + 2 { lines.append(ScreenLine(id: "list:blank:\(lines.count)", spans: [])) }

        var hintLine = LineBuilder(ellipsis: box.ellipsis)
        let where_ = position(rows: rows) ?? ""
        let hintRoom = width - 1 - (where_.isEmpty ? 0 : DisplayWidth.of(where_) + 3)
        hintLine.add(" ", limit: width)
        let hints = hints(ascii: box.isASCII)
        let fitting = hints.first { DisplayWidth.of($0) <= hintRoom } ?? hints[hints.count - 1]
        hintLine.add(DisplayWidth.cut(fitting, to: Swift.max(0, hintRoom), ellipsis: ellipsis), theme.help, limit: width)
        if !where_.isEmpty, hintRoom > 0 {
            hintLine.pad(to: width - DisplayWidth.of(where_) - 1)
            hintLine.add(where_, theme.help, limit: width)
        }
        lines.append(hintLine.line("list:hint"))
        return lines
    }
}
