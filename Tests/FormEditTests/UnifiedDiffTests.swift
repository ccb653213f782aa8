import XCTest
@testable import FormEdit

final class UnifiedDiffTests: XCTestCase {
    func testOneChangedLineWithThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        XCTAssertEqual(UnifiedDiff.text(old: Array(old.utf8), new: Array(new.utf8), name: "f.json"), """
        --- a/f.json
        +++ b/f.json
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
    }

    func testEqualTextsGiveNothing() {
        XCTAssertEqual(UnifiedDiff.text(old: Array("a\n".utf8), new: Array("a\n".utf8), name: "f"), "")
    }

    func testAnAddedLineAtTheEnd() {
        XCTAssertEqual(UnifiedDiff.text(old: Array("a\nb\n".utf8), new: Array("a\nb\nc\n".utf8), name: "f"),
                       "--- a/f\n+++ b/f\n@@ -1,2 +1,3 @@\n a\n b\n+c\n")
    }
}
