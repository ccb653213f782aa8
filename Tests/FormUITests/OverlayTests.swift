import XCTest
@testable import FormUI
@testable import FormScreen

final class OverlayTests: XCTestCase {
    func testPopupReplacesOnlyTheCellsUnderIt() {
        let under = [ScreenLine(id: "a", spans: [Span("0123456789")]), ScreenLine(id: "b", spans: [Span("abcdefghij")])]
        let popup = [ScreenLine(id: "p", spans: [Span("XY", CellStyle(reverse: true))])]
        let result = Overlay.place(popup, over: under, top: 1, left: 3)
        XCTAssertEqual(result[0], under[0])
        XCTAssertEqual(result[1].text, "abcXYfghij")
        XCTAssertEqual(result[1].spans[1].style, CellStyle(reverse: true))
        XCTAssertNotEqual(result[1].id, "b", "the id changes so that the renderer does not mistake it for the old line")
    }

    func testWideCharactersCutByThePopupBecomeSpaces() {
        let under = [ScreenLine(id: "a", spans: [Span("名前名前")])]
        let result = Overlay.place([ScreenLine(id: "p", spans: [Span("XX")])], over: under, top: 0, left: 1)
        XCTAssertEqual(result[0].text, " XX 名前")
        XCTAssertEqual(DisplayWidth.of(result[0].text), 8)
    }

    func testShortLinesArePaddedToThePopup() {
        let result = Overlay.place([ScreenLine(id: "p", spans: [Span("[]")])], over: [ScreenLine(id: "a", spans: [])], top: 0, left: 4)
        XCTAssertEqual(result[0].text, "    []")
    }
}
