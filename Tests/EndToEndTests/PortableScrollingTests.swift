import Foundation
import XCTest

/// Rows appearing in the middle of the form must reach the terminal as sequences every emulator
/// knows: insert/delete-line or index, never CSI n S / CSI n T (pyte, for one, ignores those).
final class PortableScrollingEndToEndTests: FormrunTestCase {
    static let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("forms")

    func testAnInlineDateEditorOpensWithoutParameterisedScrolls() throws {
        let session = try PtySession.formrun([Self.forms.appendingPathComponent("dates.json").path],
                                             environment: ["HOME": scratchPath("home")], rows: 30, cols: 90)
        XCTAssertTrue(session.waitForScreen(containing: "Boiled egg"))
        session.send(keys: ["Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Mo Tu We Th Fr Sa Su"))
        let output = String(decoding: session.ttyBytes, as: UTF8.self)
        let scroll = try NSRegularExpression(pattern: "\u{1b}\\[[0-9]*[ST]")
        XCTAssertEqual(scroll.numberOfMatches(in: output, range: NSRange(output.startIndex..., in: output)), 0,
                       "CSI n S or CSI n T was sent")
        XCTAssertTrue(session.screen.text.contains("Meeting"), session.screen.text)
        session.send(keys: ["Esc", "Esc"])
        XCTAssertEqual(session.waitForExit(), 1)
    }
}
