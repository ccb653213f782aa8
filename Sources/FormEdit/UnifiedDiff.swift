/// A unified diff of two texts (`--- a/FILE`, `+++ b/FILE`, hunks with `context` lines around each
/// change), as `diff -u` and `git diff` print it; empty when the texts are equal.
package enum UnifiedDiff {
    package static func text(old: [UInt8], new: [UInt8], name: String, context: Int = 3) -> String {
        if old == new { return "" }
        let a = lines(old), b = lines(new)
        // Common first and last lines, then a longest common subsequence of the rest.
        var head = 0
        while head < a.count && head < b.count && a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head && tail < b.count - head && a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let ma = Array(a[head..<(a.count - tail)]), mb = Array(b[head..<(b.count - tail)])
        var ops: [(Character, String)] = a[..<head].map { (" ", $0) }
        ops += middle(ma, mb)
        ops += a[(a.count - tail)...].map { (" ", $0) }

        var out = "--- a/\(name)\n+++ b/\(name)\n"
        var i = 0
        while i < ops.count {
            guard ops[i].0 != " " else { i += 1; continue }
            // A hunk: from `context` lines before this change to `context` lines after the last change
            // that is at most 2 × context lines from the next.
            let start = max(0, i - context)
            var end = i
            var j = i
            while j < ops.count {
                if ops[j].0 != " " { end = j }
                if j - end > 2 * context { break }
                j += 1
            }
            let stop = min(ops.count, end + context + 1)
            let oldStart = ops[..<start].filter { $0.0 != "+" }.count
            let newStart = ops[..<start].filter { $0.0 != "-" }.count
            let hunk = ops[start..<stop]
            let oldCount = hunk.filter { $0.0 != "+" }.count, newCount = hunk.filter { $0.0 != "-" }.count
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for (mark, line) in hunk {
                out += String(mark) + line
                if !line.hasSuffix("\n") { out += "\n\\ No newline at end of file\n" }
            }
            i = stop
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        let first = count == 0 ? start : start + 1
        return count == 1 ? "\(first)" : "\(first),\(count)"
    }

    /// The lines of `bytes`, each with its line break.
    private static func lines(_ bytes: [UInt8]) -> [String] {
        var out: [String] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == 0x0A {
            out.append(String(decoding: bytes[start...i], as: UTF8.self))
            start = i + 1
        }
        if start < bytes.count { out.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return out
    }

    /// The edit script of two line lists by their longest common subsequence (quadratic in the
    /// changed middle only; an edit changes few lines). Past 4,000 lines a side it is a replace.
    private static func middle(_ a: [String], _ b: [String]) -> [(Character, String)] {
        guard a.count * b.count <= 16_000_000 else { return a.map { ("-", $0) } + b.map { ("+", $0) } }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var out: [(Character, String)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] { out.append((" ", a[i])); i += 1; j += 1 }
            else if i < a.count && (j == b.count || table[i + 1][j] >= table[i][j + 1]) { out.append(("-", a[i])); i += 1 }
            else { out.append(("+", b[j])); j += 1 }
        }
        return out
    }
}
