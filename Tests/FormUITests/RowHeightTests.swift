import XCTest
import FormCore
@testable import FormUI

/// The body is measured without drawing; each row's measured height must be what it draws.
final class RowHeightTests: XCTestCase {
    func testMeasuredHeightsMatchDrawnLines() {
        let geometry = Geometry(cols: 40, widestTitle: 8)
        let cell = RowCell(geometry: geometry, theme: Theme(style: Style(), colors: true), box: .unicode,
                           requiredMark: true, autoPlaceholder: true)
        let width = geometry.valueWidth(unit: nil)
        let texts = ["", "short", String(repeating: "x", count: width), String(repeating: "x", count: width - 1),
                     String(repeating: "漢", count: width), "a\nb\n", "words that wrap around the value column of the row"]
        for type in RowType.allCases {
            for text in texts {
                for cursor in [nil, 0, text.count] as [Int?] {
                    for error in [nil, "bad"] as [String?] {
                        var row = Row(tag: "t", type: type, title: type == .longInfo ? "" : "Title")
                        if type == .textView && text.isEmpty { row.height = 3 }
                        row.value = .string(text)
                        let visible = VisibleRow(row: row, value: .string(text), display: text, cursor: cursor,
                                                 focused: cursor != nil, disabled: false, required: false, error: error)
                        let output = cell.lines(for: visible)
                        let drawn = output.valueCount + output.under.count
                        XCTAssertEqual(cell.lineCount(for: visible), drawn,
                                       "\(type) \(text.debugDescription) cursor \(String(describing: cursor))")
                        if error == nil, let fixed = cell.fixedLineCount(for: row) {
                            XCTAssertEqual(fixed, drawn, "\(type): a fixed line count must be what the row draws")
                        }
                    }
                }
            }
        }
    }
}

/// A section's tail is measured without wrapping its footer when it fits on one line.
final class FooterHeightTests: XCTestCase {
    func testTailLinesAreTheLinesTheFooterDraws() {
        let footers = ["", "short", "We never share your email.", String(repeating: "x", count: 36), String(repeating: "x", count: 37),
                       "two words " + String(repeating: "y", count: 30), "名前名前名前名前名前名前名前名前名前名", "a\nb", " lead", "trail ", "\t"]
        for cols in [12, 24, 40, 41, 80] {
            let drawer = BodyDrawer(geometry: Geometry(cols: cols, widestTitle: 6), theme: Theme(style: Style(), colors: false),
                                    box: .unicode, form: Form())
            for footer in footers {
                let section = Section(tag: "s", footer: footer)
                XCTAssertEqual(drawer.tailLines(of: section), 1 + drawer.footer(of: section).count, "\(footer.debugDescription) in \(cols)")
            }
        }
    }
}
