import Foundation
import XCTest

/// The wait every other wait of the harness is built on, and what a wait that runs out reports.
extension PtySession {
    /// What a failed wait shows: the screen as a person would see it, then the program's stderr.
    var failureReport: String {
        let errors = stderr
        return "the screen:\n\(screen.text)\nstderr:\n\(errors.isEmpty ? "(empty)" : errors)"
    }

    /// Waits until `condition` holds, reading the terminal meanwhile (a program whose output is not
    /// read would block on a full pty). On timeout the test fails with `description` and
    /// `failureReport`, and the result is false.
    @discardableResult
    func waitFor(_ description: @autoclosure () -> String, timeout: TimeInterval = defaultTimeout,
                 file: StaticString = #filePath, line: UInt = #line, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if deadline.timeIntervalSinceNow <= 0 {
                if condition() { return true }
                guard failsTestOnTimeout else { return false }
                XCTFail("timed out after \(timeout) s waiting for \(description()); \(failureReport)", file: file, line: line)
                return false
            }
            pump(for: 0.01)
        }
        return true
    }
}
