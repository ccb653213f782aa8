import XCTest
import FormCore
@testable import FormUI
import FormSchema

/// A combining mark typed after a letter joins it in the text; drawing the field must not trap on
/// the cursor that still counts the mark apart (issue #8, row 1).
final class CombiningMarkTests: XCTestCase {
    func testACombiningMarkAtTheEndOfAFieldIsDrawnJoined() throws {
        for mark in ["\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F3FD}"] {
            var state = FormState(form: try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "a", "type": "text", "title": "A"}]}]}"#,
                                                             file: "t.json"))
            Update.apply(.char("e"), to: &state)
            Update.apply(.char(Character(mark)), to: &state)
            let text = Layout.frame(for: state, rows: 10, cols: 40).frame.text
            XCTAssertTrue(text.contains("e"), "\(mark.unicodeScalars.map(\.value)): \(text)")
        }
    }
}
