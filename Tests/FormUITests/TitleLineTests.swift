import XCTest
import FormCore
import FormScreen
@testable import FormUI

/// The title line of a form without a title holds no styled blank: a terminal erases blanks in
/// default attributes, so a bold one drawn after a sub-form's breadcrumb differed from a repaint.
final class TitleLineTests: XCTestCase {
    func testAnUntitledFormsTitleLineHasNoStyledBlank() throws {
        let form = Form(sections: [Section(tag: "s", rows: [Row(tag: "a", type: .text, title: "A")])])
        let line = try XCTUnwrap(Layout.frame(for: FormState(form: form), rows: 10, cols: 40).frame.lines.first)
        XCTAssertTrue(line.spans.allSatisfy { $0.style == .plain || $0.text.allSatisfy { $0 != " " } }, "\(line.spans)")
        var titled = form
        titled.title = "Team"
        let bold = try XCTUnwrap(Layout.frame(for: FormState(form: titled), rows: 10, cols: 40).frame.lines.first)
        XCTAssertEqual(bold.spans.first?.text, " Team")
        XCTAssertEqual(bold.spans.first?.style.bold, true)
    }
}
