import FormCore
import XCTest
@testable import FormUI
@testable import FormScreen
import FormSchema

final class DisplayWidthTests: XCTestCase {
    func testASCII() {
        XCTAssertEqual(DisplayWidth.of("hello"), 5)
        XCTAssertEqual(DisplayWidth.of(""), 0)
        XCTAssertEqual(DisplayWidth.of(Character(" ")), 1)
    }

    func testControlsTakeNoCell() {
        XCTAssertEqual(DisplayWidth.of(Character("\u{7}")), 0)
        XCTAssertEqual(DisplayWidth.of(Character("\u{7F}")), 0)
        XCTAssertEqual(DisplayWidth.of(Character("\u{85}")), 0)
        XCTAssertEqual(DisplayWidth.of("a\nb"), 2)
    }

    func testCJKIsWide() {
        XCTAssertEqual(DisplayWidth.of("名前"), 4)
        XCTAssertEqual(DisplayWidth.of("120 万元"), 8)
        XCTAssertEqual(DisplayWidth.of("ひらがなカタカナ"), 16)
        XCTAssertEqual(DisplayWidth.of("한국어"), 6)
        XCTAssertEqual(DisplayWidth.of("ＡＢ"), 4, "fullwidth forms")
        XCTAssertEqual(DisplayWidth.of("ｱ"), 1, "halfwidth katakana")
        XCTAssertEqual(DisplayWidth.of(Character("\u{20000}")), 2, "CJK extension B")
    }

    func testEmoji() {
        XCTAssertEqual(DisplayWidth.of("🎉"), 2)
        XCTAssertEqual(DisplayWidth.of("⚡"), 2, "U+26A1 has emoji presentation")
        XCTAssertEqual(DisplayWidth.of("☺"), 1, "U+263A is text by default")
        // A cluster takes what curses draws for it (issue #16 row 24): each spacing scalar in cells
        // of its own, zero-width ones (VS16, ZWJ) joined to the cell before.
        XCTAssertEqual(DisplayWidth.of("☺\u{FE0F}"), 1, "VS16 adds no cell")
        XCTAssertEqual(DisplayWidth.of("❤️"), 1)
        XCTAssertEqual(DisplayWidth.of("👍🏽"), 4, "the skin tone modifier is a wide scalar of its own")
        XCTAssertEqual(DisplayWidth.of("👨‍👩‍👧"), 6, "three wide scalars joined by zero-width joiners")
        XCTAssertEqual(Array("👨‍👩‍👧").count, 1, "one character to edit all the same")
        XCTAssertEqual(DisplayWidth.of("🇯🇵"), 2, "flag")
        XCTAssertEqual(DisplayWidth.of("🫠"), 2)
    }

    func testCombiningMarks() {
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
        XCTAssertEqual(DisplayWidth.of("Cafe\u{301}"), 4)
        XCTAssertEqual(DisplayWidth.of(Character("\u{301}")), 0, "a lone combining mark")
        XCTAssertEqual(DisplayWidth.of(Character("\u{200B}")), 0, "zero-width space")
        XCTAssertEqual(DisplayWidth.of(Character("\u{200D}")), 0, "lone ZWJ")
        XCTAssertEqual(DisplayWidth.of(Character("\u{FEFF}")), 0)
        XCTAssertEqual(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}"), 2, "conjoining Hangul jamo")
    }

    func testTablesAreSortedAndDisjoint() {
        for table in [WidthTable.zero, WidthTable.wide] {
            for (a, b) in zip(table, table.dropFirst()) {
                XCTAssertLessThan(a.upperBound, b.lowerBound, "\(a) then \(b)")
            }
        }
    }

    func testTableLookupAgreesWithLinearScan() {
        for v in stride(from: UInt32(0), to: 0x40000, by: 7) {
            let linear = WidthTable.wide.contains { $0.contains(v) }
            XCTAssertEqual(WidthTable.contains(WidthTable.wide, v), linear, String(v, radix: 16))
        }
    }

    func testTruncateNeverSplitsWideCharacter() {
        XCTAssertEqual(DisplayWidth.truncate("hello", to: 3), "hel")
        XCTAssertEqual(DisplayWidth.truncate("hello", to: 10), "hello")
        XCTAssertEqual(DisplayWidth.truncate("名前です", to: 5), "名前")
        XCTAssertEqual(DisplayWidth.truncate("a名前", to: 2), "a")
        XCTAssertEqual(DisplayWidth.truncate("e\u{301}x", to: 1), "e\u{301}")
        XCTAssertEqual(DisplayWidth.truncate("hello", to: 0), "")
        XCTAssertEqual(DisplayWidth.truncate("hello world", to: 6, ellipsis: "…"), "hello…")
        XCTAssertEqual(DisplayWidth.truncate("名前です", to: 6, ellipsis: "…"), "名前…")
        XCTAssertEqual(DisplayWidth.truncate("short", to: 6, ellipsis: "…"), "short")
    }

    func testPad() {
        XCTAssertEqual(DisplayWidth.pad("ab", to: 4), "ab  ")
        XCTAssertEqual(DisplayWidth.pad("名", to: 4), "名  ")
        XCTAssertEqual(DisplayWidth.pad("ab", to: 4, alignment: .right), "  ab")
        XCTAssertEqual(DisplayWidth.pad("ab", to: 5, alignment: .center), " ab  ")
        XCTAssertEqual(DisplayWidth.pad("名前です", to: 5), "名前 ", "cut, then the half cell filled")
        XCTAssertEqual(DisplayWidth.of(DisplayWidth.pad("🎉x名", to: 9)), 9)
    }

    func testWrapAtSpaces() {
        XCTAssertEqual(DisplayWidth.wrap("the quick brown fox", width: 10), ["the quick", "brown fox"])
        XCTAssertEqual(DisplayWidth.wrap("one two", width: 20), ["one two"])
        XCTAssertEqual(DisplayWidth.wrap("aaa bbb", width: 3), ["aaa", "bbb"])
    }

    func testWrapBreaksLongWords() {
        XCTAssertEqual(DisplayWidth.wrap("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
        XCTAssertEqual(DisplayWidth.wrap("hi abcdefghij", width: 4), ["hi", "abcd", "efgh", "ij"])
    }

    func testWrapCJKAnywhere() {
        XCTAssertEqual(DisplayWidth.wrap("私は学生です", width: 5), ["私は", "学生", "です"])
        XCTAssertEqual(DisplayWidth.wrap("ab名前", width: 4), ["ab名", "前"])
    }

    func testWrapHonoursNewlines() {
        XCTAssertEqual(DisplayWidth.wrap("a\nb", width: 10), ["a", "b"])
        XCTAssertEqual(DisplayWidth.wrap("a\n\nb", width: 10), ["a", "", "b"])
        XCTAssertEqual(DisplayWidth.wrap("a\n", width: 10), ["a", ""])
        XCTAssertEqual(DisplayWidth.wrap("a\r\nb", width: 10), ["a", "b"])
        XCTAssertEqual(DisplayWidth.wrap("", width: 10), [""])
    }

    func testWrappedLinesFitTheWidth() {
        let text = "Lorem ipsum 名前と住所 dolor sit amet, 🎉🎉 consectetur adipiscing elit\nSed do"
        for width in 1...30 {
            for line in DisplayWidth.wrap(text, width: width) {
                XCTAssertLessThanOrEqual(DisplayWidth.of(line), max(width, 2), "\(width): \(line)")
            }
        }
        let joined = DisplayWidth.wrap(text, width: 7).joined().filter { $0 != " " }
        XCTAssertEqual(joined, text.filter { $0 != " " && $0 != "\n" }, "no character lost")
    }

    func testBoxDrawingLinesAreSimple() {
        XCTAssertTrue(DisplayWidth.isSimple(" │ Full name *        Ada  ─┐"))
        XCTAssertFalse(DisplayWidth.isSimple("e\u{301}"), "a combining mark joins the letter before it")
        XCTAssertFalse(DisplayWidth.isSimple("名"))
        XCTAssertTrue("‹ choose › ● ✓ → …".unicodeScalars.allSatisfy(DisplayWidth.isStandalone))
        XCTAssertFalse(DisplayWidth.isStandalone("\u{FE0F}"), "a variation selector joins the symbol before it")
        XCTAssertFalse(DisplayWidth.isStandalone("\u{200D}"), "a joiner joins its neighbours")
    }

    /// Text measured and cut a scalar at a time (simple and standalone scalars) must come out as
    /// measured and cut a character at a time.
    func testScalarShortcutsAgreeWithCharacters() {
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let pieces = ["abc", " ", "│", "─┐", "é", "e\u{301}", "名前", "🎉", "\u{200B}", "x\u{FE0F}", "Ω", "…",
                      "🇫🇷", "‹", "●", "✓", "✅", "☑\u{FE0F}", "→", "Жи", "\r\n", "\u{7}", "€"]
        for _ in 0..<3000 {
            let text = (0..<(1 + next(5))).map { _ in pieces[next(pieces.count)] }.joined()
            XCTAssertEqual(DisplayWidth.of(text), text.reduce(0) { $0 + DisplayWidth.of($1) }, text.debugDescription)
            let width = 1 + next(12)
            var expected = "", used = 0
            for c in text {
                let w = DisplayWidth.of(c)
                if used + w > width { break }
                expected.append(c)
                used += w
            }
            if DisplayWidth.of(text) > width {
                XCTAssertEqual(DisplayWidth.truncate(text, to: width), expected, "\(text.debugDescription) in \(width)")
            }
        }
    }
}

/// Issue #16 row 24: a row holding a ZWJ family, VS16 and a skin tone fills its line to the
/// box's right border in the cells curses will draw (the sum of its scalars).
final class ClusterLineWidthTests: XCTestCase {
    func testARowOfJoinedEmojiKeepsItsRightBorder() throws {
        let json = #"{"sections": [{"title": "S", "rows": [{"tag": "a", "type": "text", "title": "Family", "value": "👨‍👩‍👧 and ❤️ 👍🏽"}]}]}"#
        let state = FormState(form: try FormLoader.parse(text: json, file: "t.json"))
        let frame = Layout.frame(for: state, rows: 8, cols: 50).frame
        let row = try XCTUnwrap(frame.lines.first { $0.text.contains("Family") })
        let border = try XCTUnwrap(frame.lines.first { $0.text.contains("└") })
        let cells = { (text: String) in text.unicodeScalars.reduce(0) { $0 + DisplayWidth.of($1) } }
        XCTAssertEqual(cells(row.text), cells(border.text),
                       "the row ends where the box's border does, scalar by scalar as curses counts: \(row.text)")
        XCTAssertTrue(row.text.hasSuffix("│"), row.text)
    }
}
