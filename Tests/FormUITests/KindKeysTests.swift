import XCTest
import FormCore
@testable import FormUI

/// The F1 screen is built from the key map and from the keys each row kind declares, for the
/// kinds the form has.
final class KindKeysTests: XCTestCase {
    private func helpText(_ json: String) throws -> String {
        var state = FormState(form: try FormLoader.parse(text: json, file: "t.json"))
        Update.apply(.function(1), to: &state)
        return Layout.frame(for: state, rows: 40, cols: 100).frame.text
    }

    func testTheHelpScreenListsTheKeysOfTheKindsInTheForm() throws {
        let toggles = try helpText(#"{"sections": [{"rows": [{"tag": "a", "type": "switch"}, {"tag": "b", "type": "check"}]}]}"#)
        XCTAssertTrue(toggles.contains("turn a switch or check on or off"), toggles)
        XCTAssertTrue(toggles.contains("next row"), "the key map's own keys are there too")
        XCTAssertFalse(toggles.contains("erase a character"), "no text row, no text keys")

        let text = try helpText(#"{"sections": [{"rows": [{"tag": "a", "type": "text"}, {"tag": "b", "type": "textView"}]}]}"#)
        XCTAssertTrue(text.contains("erase a character"))
        XCTAssertTrue(text.contains("a new line"), "a text view adds its own keys")
        XCTAssertEqual(text.components(separatedBy: "erase a character").count, 2, "a key shared by two kinds is listed once")
    }

    func testEveryKindThatTakesKeysSaysWhichForTheHelp() {
        for type in RowType.allCases where type.carriesValue {
            XCTAssertFalse(RowKinds.kind(for: type).keys(for: Row(tag: "t", type: type)).isEmpty, "\(type) lists no keys")
        }
    }
}

final class AsciiHelpLineTests: XCTestCase {
    func testTheASCIIHelpLineHasNoArrow() throws {
        let state = FormState(form: try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "a", "type": "text"}]}]}"#, file: "t.json"))
        let ascii = Layout.frame(for: state, rows: 10, cols: 80, options: LayoutOptions(ascii: true)).frame.text
        XCTAssertTrue(ascii.contains("Down/Tab next row"), ascii)
        XCTAssertTrue(ascii.unicodeScalars.allSatisfy(\.isASCII), "--ascii draws ASCII only")
        let unicode = Layout.frame(for: state, rows: 10, cols: 80).frame.text
        XCTAssertTrue(unicode.contains("↓/Tab next row"))
    }
}
