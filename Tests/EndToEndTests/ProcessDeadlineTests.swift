import Foundation
import XCTest

/// The bound on programs run without a terminal: a program that never ends is killed with every
/// process it started, and the deadline says so; one that ends in time is left alone.
final class ProcessDeadlineTests: XCTestCase {
    func testAProgramThatNeverEndsIsKilledWithItsChildren() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "sleep 300 & wait"]
        try process.run()
        let deadline = ProcessDeadline(pid: process.processIdentifier, seconds: 0.5)
        process.waitUntilExit()
        XCTAssertTrue(deadline.expired)
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
    }

    func testAProgramThatEndsInTimeIsLeftAlone() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        let deadline = ProcessDeadline(pid: process.processIdentifier, seconds: 30)
        process.waitUntilExit()
        deadline.finish("true")
        XCTAssertFalse(deadline.expired)
        XCTAssertEqual(process.terminationStatus, 0)
    }

    func testTheTreeHoldsTheChildren() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "sleep 300 & wait"]
        try process.run()
        defer { for pid in ProcessDeadline.tree(of: process.processIdentifier).reversed() { kill(pid, SIGKILL) } }
        var tree: [Int32] = []
        for _ in 0..<200 where tree.count < 2 {
            tree = ProcessDeadline.tree(of: process.processIdentifier)
            usleep(10_000)
        }
        XCTAssertEqual(tree.first, process.processIdentifier)
        XCTAssertEqual(tree.count, 2, "the shell and its sleep")
    }
}
