import XCTest
import FormUI
@testable import FormTerminal
@testable import FormApp
@testable import FormScreen

extension XCTestCase {
    /// Every cell (character and style) of `terminal` equals a full repaint of the session's current frame.
    func assertScreenEqualsRepaint(_ session: FormSession, _ terminal: MemoryTerminal,
                                   _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        let fresh = MemoryTerminal(rows: terminal.size.rows, cols: terminal.size.cols)
        let frame = Layout.frame(for: session.state, rows: terminal.size.rows, cols: terminal.size.cols,
                                 scroll: session.scroll).frame
        Renderer(terminal: fresh).render(ScreenUpdate(frame: frame, repaint: true))
        XCTAssertEqual(terminal.screenText, fresh.screenText, context, file: file, line: line)
        for r in 0..<terminal.size.rows {
            for c in 0..<terminal.size.cols where terminal.cell(row: r, col: c) != fresh.cell(row: r, col: c) {
                XCTFail("\(context): cell \(r),\(c) differs", file: file, line: line)
                return
            }
        }
    }
}
