import XCTest
import FormScreen

/// The one colour type: its names (what a form's `style` says) and numbers (what the terminal draws).
final class TermColorTests: XCTestCase {
    func testNumbersAreCursesAndANSIOrder() {
        XCTAssertEqual(TermColor.allCases.map(\.number), Array(0...7))
        XCTAssertEqual(TermColor.red.number, 1)
        XCTAssertEqual(TermColor.white.number, 7)
    }

    func testNamesAreTheStyleWords() {
        XCTAssertEqual(TermColor.allCases.map(\.rawValue),
                       ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"])
        XCTAssertEqual(TermColor(rawValue: "cyan"), .cyan)
        XCTAssertNil(TermColor(rawValue: "Cyan"), "a style is lowercased before it is read")
    }

    func testABackgroundMakesAnotherStyle() {
        let red = CellStyle(foreground: .red)
        let redOnBlue = CellStyle(foreground: .red, background: .blue)
        XCTAssertNotEqual(red, redOnBlue)
        XCTAssertNil(red.background)
        XCTAssertEqual(redOnBlue.background, .blue)
        XCTAssertNil(CellStyle.plain.background)
        XCTAssertEqual(Set([red, redOnBlue, CellStyle(background: .blue)]).count, 3)
    }
}
