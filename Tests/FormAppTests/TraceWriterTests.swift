import Foundation
import XCTest
import FormDiff
@testable import FormTerminal
@testable import FormApp

/// `FORMRUN_TRACE` (issue #8, finding 11): typed password characters are hidden, and a trace
/// that cannot be written stops quietly instead of stopping the form.
final class TraceWriterTests: XCTestCase {
    private func event(_ name: String) -> TraceEvent {
        TraceEvent(event: name, changes: ChangeCounts(), stats: RenderStats(linesDrawn: 0, linesShifted: 0, fullRepaint: false))
    }

    func testTypedCharactersAreHiddenAndOtherKeysStay() {
        XCTAssertEqual(event("key s").hidingTypedText().event, "key •")
        XCTAssertEqual(event("key é").hidingTypedText().event, "key •")
        XCTAssertEqual(event("key Space").hidingTypedText().event, "key •")
        for kept in ["key Tab", "key Ctrl-S", "key F1", "key Backspace", "resize"] {
            XCTAssertEqual(event(kept).hidingTypedText().event, kept)
        }
    }

    func testAFullTraceStopsOnceWithoutTrapping() throws {
        let trace = try XCTUnwrap(TraceWriter(path: "/dev/full"))
        trace.record(event("key a"))
        XCTAssertEqual(trace.failure, "No space left on device")
        trace.record(event("key b"))
        XCTAssertEqual(trace.failure, "No space left on device")
    }

    func testATraceFileIsAppendedTo() throws {
        let path = NSTemporaryDirectory() + "trace-\(UUID().uuidString).jsonl"
        defer { unlink(path) }
        try XCTUnwrap(TraceWriter(path: path)).record(event("key a"))
        try XCTUnwrap(TraceWriter(path: path)).record(event("key b"))
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        XCTAssertNil(TraceWriter(path: "/no/such/folder/trace"))
    }
}
