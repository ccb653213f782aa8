import XCTest
import FormCore
import FormJSON
import FormSchema
import FormTestSupport
@testable import FormUI
@testable import FormScreen

/// Issue 28, "Text is never lost": one wrapping routine (`DisplayWidth.wrap`) keeps every mark
/// of its input in order, each line within the width; the lines drawn are the wrapper's lines,
/// wrapped at the width they are drawn in. "Cut text says so": `DisplayWidth.cut` ends a cut
/// text in `…`, and so does every line drawn through `LineBuilder` with a limit.
final class TextNeverLostTests: XCTestCase {
    /// Pieces random texts are made of: words short and long, runs of spaces, line breaks, CJK,
    /// combining marks, arrows and punctuation next to words.
    private static let pieces: [String] = [
        "a", "Enter", "picks,", "PgUp/PgDn", "month.", "←→", "↑↓", "supercalifragilisticexpialidocious",
        " ", " ", " ", "  ", "   ", "\n", "日本語", "漢", "e\u{301}", "n\u{303}o", "👍🏽", "é", "—", "x",
        "\t", "(hint)", "1,2,3",
    ]

    private static func randomText(_ random: inout SeededRandom) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...40, using: &random) {
            text += pieces[Int.random(in: 0..<pieces.count, using: &random)]
        }
        return text
    }

    /// The characters that carry text: all but spaces, tabs and line breaks.
    private static func marks(_ text: String) -> [Character] {
        text.filter { $0 != " " && $0 != "\t" && !$0.isNewline }
    }

    func testWrappingKeepsEveryMarkInOrderAndFitsTheWidth() {
        var random = SeededRandom(state: 0x28)
        for _ in 0..<3000 {
            let text = Self.randomText(&random)
            let width = Int.random(in: 1...200, using: &random)
            let lines = DisplayWidth.wrap(text, width: width)
            XCTAssertFalse(lines.isEmpty)
            XCTAssertEqual(Self.marks(lines.joined(separator: "\n")), Self.marks(text),
                           "width \(width): \(text.debugDescription) → \(lines)")
            for line in lines {
                // A single character wider than the whole width (a CJK character at width 1) stands alone.
                XCTAssertTrue(DisplayWidth.of(line) <= width || line.count == 1,
                              "width \(width): \(line.debugDescription) from \(text.debugDescription)")
            }
            XCTAssertGreaterThanOrEqual(lines.count, text.filter(\.isNewline).count + 1, "every line break starts a line")
        }
    }

    func testWrappingBreaksAtSpacesAndInsideWordsLongerThanTheWidth() {
        XCTAssertEqual(DisplayWidth.wrap("Enter picks, Esc closes.", width: 12), ["Enter picks,", "Esc closes."])
        XCTAssertEqual(DisplayWidth.wrap("PgUp/PgDn a month", width: 11), ["PgUp/PgDn a", "month"])
        XCTAssertEqual(DisplayWidth.wrap("abcdefgh", width: 3), ["abc", "def", "gh"])
        XCTAssertEqual(DisplayWidth.wrap("日本語", width: 4), ["日本", "語"])
    }

    func testCutEndsInAnEllipsisAndFits() {
        XCTAssertEqual(DisplayWidth.cut("✗ Not a valid email address", to: 25), "✗ Not a valid email addr…")
        XCTAssertEqual(DisplayWidth.cut("short", to: 25), "short")
        XCTAssertEqual(DisplayWidth.cut("ab    ", to: 3), "ab ", "only spaces cut: nothing lost, no ellipsis")
        XCTAssertEqual(DisplayWidth.cut("ab cd", to: 4), "ab…", "the space before the ellipsis goes")
        XCTAssertEqual(DisplayWidth.cut("日本語", to: 4), "日…")
        XCTAssertEqual(DisplayWidth.cut("abcdef", to: 4, ellipsis: "~"), "abc~")
        var random = SeededRandom(state: 0xC07)
        for _ in 0..<2000 {
            let text = Self.randomText(&random).replacingOccurrences(of: "\n", with: " ")
            let width = Int.random(in: 1...80, using: &random)
            let cut = DisplayWidth.cut(text, to: width)
            XCTAssertLessThanOrEqual(DisplayWidth.of(cut), width, text.debugDescription)
            if cut != text, Self.marks(cut) != Self.marks(text) {
                XCTAssertTrue(cut.hasSuffix("…") || width == 1, "\(width): \(cut.debugDescription)")
                XCTAssertTrue(text.hasPrefix(String(cut.dropLast())) || cut.count <= 1, "\(width): \(cut.debugDescription)")
            }
        }
    }

    func testALineBuilderCutSaysSo() {
        var line = LineBuilder()
        line.add("2026-12-01 09:30", limit: 13)
        XCTAssertEqual(line.line("l").text, "2026-12-01 0…")
        line.add(" h", limit: 13)
        XCTAssertEqual(line.line("l").text, "2026-12-01 0…", "already marked")

        var full = LineBuilder(ellipsis: "~")
        full.add("abcd", limit: 4)
        full.add(" unit", limit: 4)
        XCTAssertEqual(full.line("l").text, "abc~", "text that finds the line full marks its last cell")

        var spaces = LineBuilder()
        spaces.add("abcd", limit: 4)
        spaces.add("   ", limit: 4)
        XCTAssertEqual(spaces.line("l").text, "abcd", "spaces that do not fit lose nothing")
    }

    /// A text row's value: cut ends show `…` when not edited; while edited the window follows
    /// the cursor and marks the cut ends the cursor does not stand on.
    func testAValueWindowSaysWhereItIsCut() {
        let text = "Augusta Ada King Countess of Lovelace"
        XCTAssertEqual(TextWrap.scrolled(text, cursor: nil, width: 13, ellipsis: "…").text, "Augusta Ada …")
        let end = TextWrap.scrolled(text, cursor: text.count, width: 13, ellipsis: "…")
        XCTAssertEqual(end.text, "…of Lovelace")
        XCTAssertEqual(end.cursorColumn, 12)
        let start = TextWrap.scrolled(text, cursor: 0, width: 13, ellipsis: "…")
        XCTAssertEqual(start.text, "Augusta Ada …")
        XCTAssertEqual(start.cursorColumn, 0)
        XCTAssertEqual(TextWrap.scrolled("short", cursor: nil, width: 13, ellipsis: "…").text, "short")
        XCTAssertEqual(TextWrap.scrolled("abc   ", cursor: nil, width: 4, ellipsis: "…").text, "abc ", "only spaces cut")
        var random = SeededRandom(state: 0x5C40)
        for _ in 0..<500 {
            let chars = Array(Self.randomText(&random).filter { !$0.isNewline })
            let width = Int.random(in: 2...40, using: &random)
            let cursor = chars.isEmpty ? 0 : Int.random(in: 0...chars.count, using: &random)
            let window = TextWrap.scrolled(chars, cursor: cursor, width: width, ellipsis: "…")
            XCTAssertLessThanOrEqual(DisplayWidth.of(window.text), width)
            XCTAssertLessThan(window.cursorColumn ?? 0, width, "the cursor stays in view")
        }
    }

    // MARK: - The lines drawn are the wrapper's lines

    private static func form(footer: String) throws -> FormState {
        var quoted = ""
        for scalar in footer.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        let json = #"{"sections": [{"tag": "s", "title": "Section", "footer": ""# + quoted
            + #"", "rows": [{"tag": "a", "type": "text", "title": "Name"}]}]}"#
        return FormState(form: try FormLoader.parse(text: json, file: "footer.json"))
    }

    /// The footer lines of the frame at `cols`, without the indent before them.
    private static func drawnFooter(_ state: FormState, cols: Int) -> [String] {
        let frame = Layout.frame(for: state, rows: 400, cols: cols).frame
        let start = Geometry(cols: cols, widestTitle: 4).footerStart
        return frame.lines.filter { $0.id.hasPrefix("footer:") }.map { line in
            var text = line.text
            XCTAssertTrue(text.prefix(start).allSatisfy { $0 == " " }, text)
            text.removeFirst(Swift.min(start, text.count))
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    func testTheDatesFooterKeepsEveryWordAtEveryWidth() throws {
        let footer = "Enter opens the editor: ←→ a day, ↑↓ a week, PgUp/PgDn a month, Enter picks, Esc closes."
        let state = try Self.form(footer: footer)
        for cols in [26, 30, 40, 60, 79, 80, 81, 120, 200] {
            let drawn = Self.drawnFooter(state, cols: cols)
            XCTAssertEqual(drawn.joined(separator: " "), footer, "\(cols) columns: \(drawn)")
        }
    }

    func testFootersDrawnAreTheWrappersLines() throws {
        var random = SeededRandom(state: 0xF007)
        for _ in 0..<150 {
            var footer = Self.randomText(&random)
            while footer.first == " " || footer.first == "\t" { footer.removeFirst() }
            guard Self.marks(footer).count > 0 else { continue }
            let state = try Self.form(footer: footer)
            let cols = Int.random(in: MinimumSize.cols...200, using: &random)
            let geometry = Geometry(cols: cols, widestTitle: 4)
            let wrapped = DisplayWidth.wrap(footer, width: geometry.footerWidth).map { line in
                var line = line
                while line.last == " " { line.removeLast() }
                return line
            }
            let drawn = Self.drawnFooter(state, cols: cols)
            XCTAssertEqual(drawn, wrapped, "\(cols) columns: \(footer.debugDescription)")
            XCTAssertEqual(Self.marks(drawn.joined(separator: "\n")), Self.marks(footer), "\(cols): \(footer.debugDescription)")
        }
    }

    /// F1's words are wrapped at the width they are drawn in: no line of the help screen is cut.
    func testTheHelpScreenReflowsToTheWidth() throws {
        let state = try Self.form(footer: "x")
        for cols in [30, 40, 60, 80, 200] {
            let items = HelpScreen.items(state, keyMap: .standard, cols: cols)
            let lines = HelpScreen.lines(state, keyMap: .standard, cols: cols, theme: Theme(style: Style(), colors: false), box: .unicode, height: items.count)
            for line in lines {
                XCTAssertLessThanOrEqual(DisplayWidth.of(line.text), cols, line.text)
                XCTAssertFalse(line.text.contains("…"), "\(cols) columns, cut: \(line.text)")
            }
        }
    }
}
