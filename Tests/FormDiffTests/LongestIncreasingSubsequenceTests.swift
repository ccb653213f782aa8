@testable import FormDiff
import XCTest

final class LongestIncreasingSubsequenceTests: XCTestCase {
    func testMarksAnIncreasingSubsequenceOfMaximalLength() {
        var random = SplitMix64(seed: 0x11_5EED)
        for _ in 0..<2000 {
            let count = random.below(30)
            var values = Array(0..<count)
            for i in stride(from: count - 1, to: 0, by: -1) { values.swapAt(i, random.below(i + 1)) }
            values = values.filter { _ in !random.chance(20) }
            let members = longestIncreasingSubsequence(values)
            let chosen = values.indices.filter { members[$0] }.map { values[$0] }
            XCTAssertEqual(chosen, chosen.sorted(), "\(values)")
            XCTAssertEqual(chosen.count, lisLength(values), "\(values)")
        }
    }

    func testEdgeCases() {
        XCTAssertEqual(longestIncreasingSubsequence([]), [])
        XCTAssertEqual(longestIncreasingSubsequence([5]), [true])
        XCTAssertEqual(longestIncreasingSubsequence([1, 2, 3]), [true, true, true])
        XCTAssertEqual(longestIncreasingSubsequence([3, 2, 1]).filter { $0 }.count, 1)
    }
}
