import Foundation
import XCTest
import FormDiff
import FormTestSupport

/// The real binary in a pty on random forms and random keys: after every key the screen that
/// minimal redraw left equals the one Ctrl-L repaints, and the trace states the changeset that
/// drove it and the time it took.
final class RandomFormsEndToEndTests: FormrunTestCase {
    /// Keys that never end the form (no Esc, submit or Enter), so that every seed runs its keys, and no F1
    /// or Ctrl-D (on the help screen and at the delete question Ctrl-L is not a repaint).
    static let keys = RandomForm.keys.map(\.name).filter { !["Esc", "C-s", "Enter", "F1", "C-d"].contains($0) }

    func testEveryKeyLeavesTheScreenARepaintWouldDraw() throws {
        for seed in [UInt64(3), 17, 2026] {
            var random = SplitMix64(seed: 0xE2E_0000 + seed)
            let form = scratchPath("random-\(seed).json")
            try RandomForm.text(&random).write(toFile: form, atomically: true, encoding: .utf8)
            let trace = scratchPath("random-\(seed).jsonl")
            let (rows, cols) = (12 + random.below(18), 40 + random.below(60))
            let session = try PtySession.formrun([form], environment: ["FORMRUN_TRACE": trace], rows: rows, cols: cols)
            let meter = KeyMeter(session: session, tracePath: trace, quiet: 0.03)
            XCTAssertTrue(meter.waitForStartup(showing: "Random"), "seed \(seed): \(session.stderr)")
            for step in 0..<15 {
                let key = Self.keys[random.below(Self.keys.count)]
                let press = meter.press(key)
                let record = try XCTUnwrap(press.trace, "seed \(seed) step \(step): no trace for \(key)")
                XCTAssertNotNil(record.microseconds, "the trace says how long the key took: \(record)")
                meter.assertScreenMatchesRepaint("seed \(seed) step \(step) after \(key) in \(rows)x\(cols)",
                                                 ignoring: [rows - 2])
            }
            session.send(keys: ["C-c"])
            XCTAssertEqual(session.waitForExit(), 130)
            XCTAssertEqual(session.restorationProblems, [])
        }
    }
}
