import XCTest
import FormCore
@testable import FormUI
@testable import FormScreen
import FormSchema

/// Layout never crashes nor draws past the edge, however small the terminal.
final class TinyTerminalTests: XCTestCase {
    func testEveryFormLaysOutInTinyTerminals() throws {
        let forms = GoldenScreenTests.forms
        for name in ["signup.json", "cjk.json", "text-types.json", "conditions.json"] {
            var state = FormState(form: try FormLoader.load(path: forms.appendingPathComponent(name).path))
            FormFixtures.type("漢字 and a long text that does not fit", into: &state)
            for rows in 1...8 {
                for cols in 1...30 {
                    let result = Layout.frame(for: state, rows: rows, cols: cols)
                    XCTAssertEqual(result.frame.lines.count, result.frame.rows, "\(name) \(rows)x\(cols)")
                    for line in result.frame.lines {
                        XCTAssertLessThanOrEqual(DisplayWidth.of(line.text), result.frame.cols, "\(name) \(rows)x\(cols): \(line.text)")
                    }
                    if let cursor = result.frame.cursor {
                        XCTAssertLessThan(cursor.column, result.frame.cols)
                        XCTAssertLessThan(cursor.row, result.frame.rows)
                    }
                }
            }
        }
    }
}

/// Every editor that takes over the screen, opened in terminals from tiny to ordinary.
final class TinyPopupTests: XCTestCase {
    func testEveryEditorLaysOutInAnySize() throws {
        let forms = GoldenScreenTests.forms
        for name in ["choices.json", "dates.json"] {
            let form = try FormLoader.load(path: forms.appendingPathComponent(name).path)
            for row in form.allRows where ![RowType.pushButton, .info, .longInfo].contains(row.type) {
                for (rows, cols) in [(1, 1), (4, 12), (6, 20), (8, 30), (12, 40), (24, 80)] {
                    var state = FormState(form: form, today: "2026-11-29")
                    state.focus(on: row.tag)
                    let layout = ScreenLayout(state: state, visible: VisibleModel(state: state), rows: rows, cols: cols)
                    Update.apply(.enter, to: &state, context: layout.updateContext)
                    for key: Key in [.down, .pageDown, .char("s"), .right, .tab] {
                        Update.apply(key, to: &state, context: layout.updateContext)
                        let frame = Layout.frame(for: state, rows: rows, cols: cols).frame
                        XCTAssertEqual(frame.lines.count, frame.rows)
                        for line in frame.lines {
                            XCTAssertLessThanOrEqual(DisplayWidth.of(line.text), frame.cols, "\(name) \(row.tag) \(rows)x\(cols): \(line.text)")
                        }
                    }
                }
            }
        }
    }
}
