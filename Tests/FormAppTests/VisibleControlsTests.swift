import XCTest
import FormCore
import FormUI
@testable import FormTerminal
@testable import FormApp
@testable import FormScreen
import FormSchema

/// Control characters in titles and values are drawn visibly and never reach the terminal raw,
/// while the output keeps the exact characters.
final class VisibleControlsTests: XCTestCase {
    func testTheVisibleForms() {
        XCTAssertEqual(VisibleControls.visible("\u{1B}"), "^[")
        XCTAssertEqual(VisibleControls.visible("\u{7F}"), "^?")
        XCTAssertEqual(VisibleControls.visible("\u{9B}"), "<U+009B>")
        XCTAssertEqual(VisibleControls.visible("\u{202E}"), "<U+202E>")
        XCTAssertFalse(VisibleControls.isControl("\u{200D}"), "a ZWJ joins characters: not a control to show")
    }

    func testControlsInTheFormAreShownAndNeverSent() throws {
        let json = #"{"sections": [{"title": "Sec\u001b]0;pwned\u0007", "rows": [{"tag": "a", "type": "text", "title": "T\u009b2J", "value": "x\u202ey\u001b[31m"}]}]}"#
        let state = FormState(form: try FormLoader.parse(text: json, file: "t.json"))
        let terminal = MemoryTerminal(rows: 12, cols: 80)
        FormSession(state: state, terminal: terminal).start()
        XCTAssertTrue(terminal.screenText.contains("Sec^[]0;pwned^G"), terminal.screenText)
        XCTAssertTrue(terminal.screenText.contains("T<U+009B>2J"))
        XCTAssertTrue(terminal.screenText.contains("x<U+202E>y^[[31m"))
        for case .draw(_, let spans) in terminal.operations {
            for span in spans {
                XCTAssertFalse(span.text.unicodeScalars.contains(where: VisibleControls.isControl), "\(span.text.debugDescription) sent raw")
            }
        }
        XCTAssertEqual(state.value(of: "a"), .string("x\u{202E}y\u{1B}[31m"), "the value keeps the exact characters")
        XCTAssertTrue(OutputWriter.json(state.outputEntries, compact: true).contains("\\u001b"), "the JSON escapes them")
    }
}
