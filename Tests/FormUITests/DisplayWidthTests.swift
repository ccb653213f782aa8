import XCTest
@testable import FormUI

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
        XCTAssertEqual(DisplayWidth.of("☺\u{FE0F}"), 2, "VS16 asks for emoji presentation")
        XCTAssertEqual(DisplayWidth.of("❤️"), 2)
        XCTAssertEqual(DisplayWidth.of("👍🏽"), 2, "skin tone modifier joins the cluster")
        XCTAssertEqual(DisplayWidth.of("👨‍👩‍👧"), 2, "ZWJ sequence is one cluster")
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
}
