@testable import FormTerminal
import XCTest

/// The edge cases of `CursesTerminal`'s insert- and delete-lines, without a terminal.
final class CursesShiftTests: XCTestCase {
    func testAShiftInsideTheRegionScrollsIt() {
        XCTAssertEqual(CursesShift(at: 3, count: 2, bottom: 20, rows: 30, up: true), .scroll(top: 3, bottom: 20, lines: 2))
        XCTAssertEqual(CursesShift(at: 3, count: 2, bottom: 20, rows: 30, up: false), .scroll(top: 3, bottom: 20, lines: -2))
        XCTAssertEqual(CursesShift(at: 0, count: 28, bottom: 28, rows: 30, up: false), .scroll(top: 0, bottom: 28, lines: -28),
                       "one line of a 29-line region survives")
        XCTAssertEqual(CursesShift(at: 0, count: 1, bottom: 29, rows: 30, up: true), .scroll(top: 0, bottom: 29, lines: 1),
                       "a region that reaches the last line")
    }

    func testACountThatEmptiesTheRegionBlanksIt() {
        XCTAssertEqual(CursesShift(at: 3, count: 18, bottom: 20, rows: 30, up: true), .blank(3...20))
        XCTAssertEqual(CursesShift(at: 3, count: 99, bottom: 20, rows: 30, up: false), .blank(3...20))
        XCTAssertEqual(CursesShift(at: 7, count: 1, bottom: 7, rows: 30, up: true), .blank(7...7),
                       "curses refuses a one-line region; shifting it by one blanks it")
    }

    func testArgumentsOutsideTheScreenOrEmptyChangeNothing() {
        XCTAssertEqual(CursesShift(at: 5, count: 0, bottom: 9, rows: 30, up: true), .none)
        XCTAssertEqual(CursesShift(at: 5, count: -2, bottom: 9, rows: 30, up: false), .none)
        XCTAssertEqual(CursesShift(at: 10, count: 1, bottom: 9, rows: 30, up: true), .none, "at > bottom")
        XCTAssertEqual(CursesShift(at: -1, count: 1, bottom: 9, rows: 30, up: true), .none)
        XCTAssertEqual(CursesShift(at: 5, count: 1, bottom: 30, rows: 30, up: true), .none, "bottom off the screen")
    }
}
