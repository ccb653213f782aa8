import XCTest
import FormDiff
@testable import FormTerminal

final class ShiftPlannerTests: XCTestCase {
    private func ids(_ s: String) -> [String?] { s.map { $0 == "." ? nil : String($0) } }

    /// Applies the plan to the old sequence and checks that every anchor lands where it belongs.
    private func assertPlanPlacesSurvivors(_ old: String, _ new: String, file: StaticString = #filePath, line: UInt = #line) {
        let plan = ShiftPlanner.plan(old: ids(old), new: ids(new))
        var region = ids(old)
        for shift in plan { shift.apply(to: &region, blank: nil) }
        for anchor in ShiftPlanner.increasingAnchors(old: ids(old), new: ids(new)) {
            XCTAssertEqual(region[anchor.new], ids(new)[anchor.new], "\(old) → \(new): \(plan)", file: file, line: line)
        }
    }

    func testNothingMovedNeedsNoShift() {
        XCTAssertEqual(ShiftPlanner.plan(old: ids("abcdef"), new: ids("abcdef")), [])
        XCTAssertEqual(ShiftPlanner.plan(old: ids("abcdef"), new: ids("abXdef")), [], "a replaced line keeps the others in place")
    }

    func testDeletedBlock() {
        XCTAssertEqual(ShiftPlanner.plan(old: ids("abcdefgh"), new: ids("abfgh...")),
                       [LineShift(.delete, at: 2, count: 3)])
    }

    func testInsertedBlock() {
        XCTAssertEqual(ShiftPlanner.plan(old: ids("abcdefgh"), new: ids("abXYcdef")),
                       [LineShift(.insert, at: 2, count: 2)])
    }

    func testDeleteThenInsert() {
        XCTAssertEqual(ShiftPlanner.plan(old: ids("abcdefgh"), new: ids("adefXYgh")),
                       [LineShift(.delete, at: 1, count: 2), LineShift(.insert, at: 4, count: 2)])
        assertPlanPlacesSurvivors("abcdefgh", "adefXYgh")
    }

    func testBlankLinesAreNotAnchors() {
        XCTAssertEqual(ShiftPlanner.plan(old: ids("ab..cd"), new: ids("a..bcd")),
                       [LineShift(.delete, at: 2, count: 2), LineShift(.insert, at: 1, count: 2)])
        assertPlanPlacesSurvivors("ab..cd", "a..bcd")
    }

    func testDuplicateIdentifiersAreNotAnchors() {
        let anchors = ShiftPlanner.increasingAnchors(old: ["x", "a", "x", "b"], new: ["a", "x", "x", "b"])
        XCTAssertEqual(anchors.map(\.old), [1, 3])
        XCTAssertEqual(anchors.map(\.new), [0, 3])
    }

    func testMovedLineIsLeftOutOfTheChain() {
        let anchors = ShiftPlanner.increasingAnchors(old: ids("abcde"), new: ids("bcdea"))
        XCTAssertEqual(anchors.map(\.old), [1, 2, 3, 4])
        XCTAssertEqual(anchors.map(\.new), [0, 1, 2, 3])
    }

    func testRandomEditsPlaceEverySurvivor() {
        var rng = SplitMix64(seed: 42)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        for _ in 0..<500 {
            let n = 2 + rng.below(20)
            let old = String(alphabet.prefix(n))
            var new = Array(old)
            for _ in 0..<rng.below(4) {
                switch rng.below(3) {
                case 0 where !new.isEmpty: new.remove(at: rng.below(new.count))
                case 1: new.insert(Character(String(rng.below(10))), at: rng.below(new.count + 1))
                default: if new.count > 1 { new.swapAt(rng.below(new.count), rng.below(new.count)) }
                }
            }
            let padded = String(new.prefix(n)) + String(repeating: ".", count: max(0, n - new.count))
            assertPlanPlacesSurvivors(old, padded)
        }
    }
}
