import FormScreen

/// What one drawn line looks like: its visible text in runs of one style, cut at the screen
/// width. The one definition shared by the renderer (its picture of the screen, to tell changed
/// lines), `MemoryTerminal` (to fill cells) and `CursesTerminal` (to write runs), so the three
/// always agree.
///
/// Zero-width clusters are dropped; a control character left in a span is drawn in its visible form
/// (`VisibleControls`, which the layout already applies); the line stops at the first character that does not fit
/// (a wide character is never split); trailing plain spaces are left out, since a drawn line is
/// cleared to its end anyway. Text made only of scalars that are each one cell and never join
/// with their neighbours (printable ASCII, Latin, box drawing: nearly every line of a form) is
/// taken a scalar at a time, without grapheme breaking.
package struct LineImage: Hashable, Sendable {
    /// A maximal run of characters in one style, with the column it starts at.
    package struct Run: Hashable, Sendable {
        package var text: String
        package var style: CellStyle
        package var column: Int
    }

    package private(set) var runs: [Run] = []
    /// The cells the runs take.
    package private(set) var width = 0

    package static let blank = LineImage()

    private init() {}

    package init(spans: [Span], cols: Int) {
        fill: for span in spans where width < cols {
            if DisplayWidth.isSimple(span.text) {
                let count = span.text.unicodeScalars.count
                let take = Swift.min(count, cols - width)
                if take == count {
                    append(span.text, span.style, width: take)
                } else {
                    var text = String.UnicodeScalarView()
                    text.append(contentsOf: span.text.unicodeScalars.prefix(take))
                    append(String(text), span.style, width: take)
                }
                continue
            }
            if !VisibleControls.contains(span.text), span.text.unicodeScalars.allSatisfy(DisplayWidth.isStandalone) {
                // Every scalar a character: measured one by one, taken in one piece.
                var taken = String.UnicodeScalarView()
                var takenWidth = 0
                var full = false
                for scalar in span.text.unicodeScalars {
                    let w = DisplayWidth.of(scalar)
                    if w == 0 { continue }
                    if width + takenWidth + w > cols {
                        full = true
                        break
                    }
                    taken.append(scalar)
                    takenWidth += w
                }
                append(String(taken), span.style, width: takenWidth)
                if full { break fill }
                continue
            }
            for c in span.text {
                // A control never reaches the terminal: it is drawn in its visible form.
                if c.unicodeScalars.contains(where: VisibleControls.isControl) {
                    let shown = c.unicodeScalars.map { VisibleControls.isControl($0) ? VisibleControls.visible($0) : "" }.joined()
                    if width + shown.count > cols { break fill }
                    append(shown, span.style, width: shown.count)
                    continue
                }
                let w = DisplayWidth.of(c)
                if w == 0 { continue }
                if width + w > cols { break fill }
                append(String(c), span.style, width: w)
            }
        }
        trimmed()
    }

    package var isBlank: Bool { runs.isEmpty }

    /// The runs as spans (for logs and tests).
    package var spans: [Span] { runs.map { Span($0.text, $0.style) } }

    private mutating func append(_ text: String, _ style: CellStyle, width w: Int) {
        guard !text.isEmpty else { return }
        if let last = runs.indices.last, runs[last].style == style {
            runs[last].text += text
        } else {
            runs.append(Run(text: text, style: style, column: width))
        }
        width += w
    }

    /// Drops trailing plain spaces.
    private mutating func trimmed() {
        while let last = runs.indices.last, runs[last].style == .plain, runs[last].text.hasSuffix(" ") {
            var text = runs[last].text
            while text.hasSuffix(" ") {
                text.removeLast()
                width -= 1
            }
            if text.isEmpty { runs.removeLast() } else { runs[last].text = text }
        }
    }
}
