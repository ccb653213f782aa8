import FormUI

/// What one drawn line looks like: its visible characters and their styles, cut at the screen
/// width. The one definition shared by the renderer (to tell changed lines), `MemoryTerminal`
/// (to fill cells) and `CursesTerminal` (to write runs), so the three always agree.
///
/// Zero-width clusters are dropped; the line stops at the first character that does not fit
/// (a wide character is never split); trailing plain spaces are left out, since a drawn line is
/// cleared to its end anyway.
struct LineImage: Hashable {
    struct Glyph: Hashable {
        var character: Character
        var width: Int
        var style: CellStyle
    }

    /// A maximal run of glyphs in one style.
    struct Run {
        var text: String
        var style: CellStyle
        var column: Int
    }

    private(set) var glyphs: [Glyph] = []

    static let blank = LineImage()

    private init() {}

    init(spans: [Span], cols: Int) {
        var used = 0
        fill: for span in spans {
            for c in span.text {
                let w = DisplayWidth.of(c)
                if w == 0 { continue }
                if used + w > cols { break fill }
                glyphs.append(Glyph(character: c, width: w, style: span.style))
                used += w
            }
        }
        while let last = glyphs.last, last.character == " ", last.style == .plain {
            glyphs.removeLast()
        }
    }

    var isBlank: Bool { glyphs.isEmpty }

    /// The glyphs grouped into runs of one style, each with the column it starts at.
    var runs: [Run] {
        var runs: [Run] = []
        var column = 0
        for glyph in glyphs {
            if let last = runs.indices.last, runs[last].style == glyph.style {
                runs[last].text.append(glyph.character)
            } else {
                runs.append(Run(text: String(glyph.character), style: glyph.style, column: column))
            }
            column += glyph.width
        }
        return runs
    }
}
