import Foundation
import XCTest

/// A bound on a program a test runs and waits for without a terminal: past `seconds`, the program
/// and every process it started are killed, so that a formrun that hangs fails its test loudly
/// (`finish`) instead of hanging the suite. Generous by default: a test waits for a condition, and
/// the deadline only catches a program that will never end.
final class ProcessDeadline: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false
    private var fired = false
    let seconds: Double

    /// Starts the clock on the process `pid` (just started).
    init(pid: Int32, seconds: Double = 120) {
        self.seconds = seconds
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            lock.lock()
            defer { lock.unlock() }
            guard !finished else { return }
            fired = true
            for process in ProcessDeadline.tree(of: pid).reversed() { kill(process, SIGKILL) }
        }
    }

    /// Whether the deadline passed and killed the program.
    var expired: Bool {
        lock.lock()
        defer { lock.unlock() }
        return fired
    }

    /// Stops the clock once the program ended; fails the test when the deadline had killed it.
    func finish(_ what: @autoclosure () -> String = "the program", file: StaticString = #filePath, line: UInt = #line) {
        lock.lock()
        finished = true
        let killed = fired
        lock.unlock()
        if killed { XCTFail("\(what()) did not end within \(Int(seconds)) s and was killed", file: file, line: line) }
    }

    /// `root` and its descendants, parents first, read from /proc.
    static func tree(of root: Int32) -> [Int32] {
        var parents: [Int32: Int32] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // `pid (comm) state ppid …`: the command may hold spaces and parentheses.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { parents[pid] = parent }
        }
        var tree = [root]
        var i = 0
        while i < tree.count {
            tree += parents.filter { $0.value == tree[i] }.map(\.key)
            i += 1
        }
        return tree
    }
}
