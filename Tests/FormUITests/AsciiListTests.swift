import XCTest
import FormCore
@testable import FormUI

/// Issue #16 row 24: with `--ascii` every list — pop-up and screens — and its hint in the help
/// line draw ASCII only (`Up/Down move`, not `↑↓ move`).
final class AsciiListTests: XCTestCase {
    func testEveryListStyleDrawsASCIIOnly() {
        for type in [RowType.sheet, .alert, .pushSelect, .multipleSelect] {
            var row = Row(tag: "city", type: type, title: "City")
            row.options = ["Oslo", "Lima", "Pune"].enumerated().map { Option(title: $1, value: .string("v\($0)")) }
            let list = ListPopup(row: row, value: .null)
            let lines = list.lines(title: "City", width: 70, height: 10, theme: Theme(style: Style(), colors: false), box: .ascii)
            let text = lines.map(\.text).joined(separator: "\n")
            XCTAssertTrue(text.unicodeScalars.allSatisfy(\.isASCII), "\(type):\n\(text)")
            XCTAssertTrue(text.contains("Up/Down move") || text.contains("Enter choose") || text.contains("Enter done"), "\(type):\n\(text)")
            XCTAssertTrue(PopupLayout.hint(.list(tag: "city", list), ascii: true).unicodeScalars.allSatisfy(\.isASCII))
            XCTAssertFalse(list.hint(ascii: false).contains("Up/Down"), "Unicode keeps the arrows")
        }
    }
}
