import FormApp
import FormCore

/// Where the library's plain mode says its lines and reads its answers: the terminal through
/// `PlainLineReader` (as `formrun --plain` reads), or given lines in tests.
protocol PlainLines {
    func say(_ text: String)
    func prompt(_ text: String)
    /// One line; `secret` keeps it unseen.
    func read(secret: Bool) -> PlainLineReader.Read
    /// A `textView`'s lines, up to an empty line or a `.` alone.
    func readLines() -> PlainLineReader.Read
    /// Whether the input ended because a signal came (Ctrl-C).
    var interrupted: Bool { get }
}

/// `SignalWatcher` is installed while the library's plain mode reads: a signal interrupts the read.
extension PlainLineReader: PlainLines {
    var interrupted: Bool { SignalWatcher.pending != nil }
}

/// Given lines, for tests: what is said is kept.
final class ScriptLines: PlainLines {
    private var answers: [String]
    private(set) var said: [String] = []

    init(_ answers: [String]) { self.answers = answers }

    var interrupted: Bool { false }

    func say(_ text: String) { said.append(text) }
    func prompt(_ text: String) { said.append(text) }

    func read(secret: Bool) -> PlainLineReader.Read {
        answers.isEmpty ? .end : .line(answers.removeFirst())
    }

    func readLines() -> PlainLineReader.Read {
        var lines: [String] = []
        while case .line(let text) = read(secret: false) {
            if text.isEmpty || text == "." { return .line(lines.joined(separator: "\n")) }
            lines.append(text)
        }
        return lines.isEmpty ? .end : .line(lines.joined(separator: "\n"))
    }
}
