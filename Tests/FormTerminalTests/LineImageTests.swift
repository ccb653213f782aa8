import XCTest
import FormDiff
import FormUI
@testable import FormTerminal
@testable import FormScreen

/// `LineImage` takes simple text a scalar at a time; it must cut, drop and trim exactly as taking
/// it a character at a time does.
final class LineImageTests: XCTestCase {
    /// The image taken one grapheme cluster at a time: the reference.
    private func reference(_ spans: [Span], cols: Int) -> [Span] {
        var cells: [(Character, CellStyle)] = []
        var used = 0
        fill: for span in spans {
            for c in span.text {
                if c.unicodeScalars.contains(where: VisibleControls.isControl) {
                    let shown = c.unicodeScalars.map { VisibleControls.isControl($0) ? VisibleControls.visible($0) : "" }.joined()
                    if used + shown.count > cols { break fill }
                    for v in shown { cells.append((v, span.style)) }
                    used += shown.count
                    continue
                }
                let w = DisplayWidth.of(c)
                if w == 0 { continue }
                if used + w > cols { break fill }
                cells.append((c, span.style))
                used += w
            }
        }
        while let last = cells.last, last.0 == " ", last.1 == .plain { cells.removeLast() }
        var spans: [Span] = []
        for (c, style) in cells {
            if let last = spans.indices.last, spans[last].style == style { spans[last].text.append(c) } else { spans.append(Span(String(c), style)) }
        }
        return spans
    }

    func testSimpleAndGeneralTextGiveTheSameImage() {
        var random = SplitMix64(seed: 0x11AE)
        let pieces = ["abc", " ", "   ", "│", "─┐", "é", "e\u{301}", "名前", "🎉", "\u{200B}", "x\u{FE0F}", "Ω", "…", "🇫🇷", "\t", "‹", "●", "✓", "✅", "☑\u{FE0F}", "→"]
        let styles = [CellStyle.plain, CellStyle(bold: true), CellStyle(reverse: true)]
        for _ in 0..<2000 {
            let spans = (0..<random.below(6)).map { _ in
                Span((0..<(1 + random.below(4))).map { _ in pieces[random.below(pieces.count)] }.joined(),
                     styles[random.below(styles.count)])
            }
            let cols = random.below(30)
            let image = LineImage(spans: spans, cols: cols)
            XCTAssertEqual(image.spans, reference(spans, cols: cols), "\(spans) in \(cols)")
            XCTAssertLessThanOrEqual(image.width, cols)
        }
    }
}
