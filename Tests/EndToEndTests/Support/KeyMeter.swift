import Foundation
import XCTest

/// One line of `FORMRUN_TRACE`: what formrun did for one handled event.
struct TraceRecord: Equatable, CustomStringConvertible {
    /// `key Down`, `key a`, `key Ctrl-L`, `resize`, …
    let event: String
    let deleted: Int
    let inserted: Int
    let moved: Int
    let updated: Int
    let linesDrawn: Int
    let linesShifted: Int
    let linesScrolledIn: Int
    let fullRepaint: Bool
    /// Microseconds from the key read to the refreshed screen.
    let microseconds: Int?

    /// Parses one trace line; nil when it is not a trace object.
    init?(line: Substring) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let event = object["event"] as? String,
              let changes = object["changes"] as? [String: Any],
              let deleted = changes["deleted"] as? Int, let inserted = changes["inserted"] as? Int,
              let moved = changes["moved"] as? Int, let updated = changes["updated"] as? Int,
              let linesDrawn = object["linesDrawn"] as? Int, let linesShifted = object["linesShifted"] as? Int,
              let linesScrolledIn = object["linesScrolledIn"] as? Int,
              let fullRepaint = object["fullRepaint"] as? Bool else { return nil }
        self.event = event
        self.deleted = deleted
        self.inserted = inserted
        self.moved = moved
        self.updated = updated
        self.linesDrawn = linesDrawn
        self.linesShifted = linesShifted
        self.linesScrolledIn = linesScrolledIn
        self.fullRepaint = fullRepaint
        microseconds = object["us"] as? Int
    }

    var description: String {
        "\(event): deleted \(deleted) inserted \(inserted) moved \(moved) updated \(updated), "
            + "linesDrawn \(linesDrawn) linesShifted \(linesShifted) linesScrolledIn \(linesScrolledIn) fullRepaint \(fullRepaint)"
    }
}

/// Measures what each key costs a program that writes `FORMRUN_TRACE`: the bytes it wrote to the
/// terminal in answer and the trace line it recorded.
///
/// The trace line is written after the frame is rendered, so it is the sign that the answer is
/// complete; the meter then also waits until no byte has come for `quiet` seconds, so that bytes
/// still in the pty's buffers are counted for this key and not the next. Every wait is bounded by
/// `timeout`; a key that never gets its trace line fails the test.
final class KeyMeter {
    /// What one key cost.
    struct Press {
        let key: String
        /// Where in the session's terminal output the answer starts.
        let start: Int
        /// The bytes written to the terminal between this key and the next.
        let bytes: [UInt8]
        /// The trace line recorded for it (nil when none came in time).
        let trace: TraceRecord?
    }

    let session: PtySession
    let tracePath: String
    let quiet: TimeInterval
    let timeout: TimeInterval
    /// Every key pressed through the meter, in order.
    private(set) var presses: [Press] = []

    init(session: PtySession, tracePath: String, quiet: TimeInterval = 0.04, timeout: TimeInterval = PtySession.defaultTimeout) {
        self.session = session
        self.tracePath = tracePath
        self.quiet = quiet
        self.timeout = timeout
    }

    /// Every trace line recorded so far.
    var records: [TraceRecord] {
        traceLines().compactMap { TraceRecord(line: $0) }
    }

    /// Waits until the startup frame shows `text` and the output has settled.
    @discardableResult
    func waitForStartup(showing text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard session.waitForScreen(containing: text, timeout: timeout, file: file, line: line) else { return false }
        settle()
        return true
    }

    /// Presses the named key (see `KeyBytes`) and measures its answer.
    @discardableResult
    func press(_ key: String, file: StaticString = #filePath, line: UInt = #line) -> Press {
        measure(key, file: file, line: line) { session.send(keys: [key]) }
    }

    /// Presses each key in turn.
    @discardableResult
    func press(_ keys: [String], file: StaticString = #filePath, line: UInt = #line) -> [Press] {
        keys.map { press($0, file: file, line: line) }
    }

    /// Types `text` one character per key.
    @discardableResult
    func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [Press] {
        text.map { press(String($0), file: file, line: line) }
    }

    /// Resizes the terminal and measures the answer.
    @discardableResult
    func resize(rows: Int, cols: Int, file: StaticString = #filePath, line: UInt = #line) -> Press {
        measure("resize \(rows)x\(cols)", file: file, line: line) { session.resize(rows: rows, cols: cols) }
    }

    /// Does `action` (anything the program answers with a trace line: a file rewritten under
    /// `--watch`, say) and measures the answer like a key's.
    @discardableResult
    func act(_ label: String, file: StaticString = #filePath, line: UInt = #line, _ action: () -> Void) -> Press {
        measure(label, file: file, line: line, action)
    }

    // MARK: - Private

    private func measure(_ label: String, file: StaticString, line: UInt, _ action: () -> Void) -> Press {
        let start = session.ttyBytes.count
        let before = traceLines().count
        action()
        let deadline = Date().addingTimeInterval(timeout)
        var lines = traceLines()
        while lines.count <= before && Date() < deadline && session.isRunning {
            usleep(5_000)
            _ = session.ttyBytes
            lines = traceLines()
        }
        if lines.count <= before {
            XCTFail("no trace line for \(label) within \(timeout) s; the terminal ends with:\n\(session.tail)\n\(session.failureReport)",
                    file: file, line: line)
        }
        settle()
        let bytes = Array(session.ttyBytes[start...])
        let press = Press(key: label, start: start, bytes: bytes,
                          trace: lines.count > before ? TraceRecord(line: lines[before]) : nil)
        presses.append(press)
        return press
    }

    /// Waits until no byte has come for `quiet` seconds (at most `timeout`).
    private func settle() {
        let deadline = Date().addingTimeInterval(timeout)
        var count = session.ttyBytes.count
        var lastChange = Date()
        while Date() < deadline && Date().timeIntervalSince(lastChange) < quiet {
            usleep(10_000)
            let now = session.ttyBytes.count
            if now != count {
                count = now
                lastChange = Date()
            }
        }
    }

    private func traceLines() -> [Substring] {
        guard let data = FileManager.default.contents(atPath: tracePath) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        // A line still being written has no newline yet: leave it for the next look.
        guard let end = text.lastIndex(of: "\n") else { return [] }
        return text[..<end].split(separator: "\n")
    }
}
