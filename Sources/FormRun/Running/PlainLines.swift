#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormApp
import FormCore
import FormUI

/// Where plain mode says its lines and reads its answers.
protocol PlainLines {
    func say(_ text: String)
    func prompt(_ text: String)
    /// One line without its line break; nil at the end of the input. `secret` keeps it unseen.
    func read(secret: Bool) -> String?
    /// Whether the input ended because a signal came (Ctrl-C).
    var interrupted: Bool { get }
}

/// The terminal, `/dev/tty`, whatever stdin and stdout are.
final class TerminalLines: PlainLines {
    private let tty: UnsafeMutablePointer<FILE>

    init?() {
        guard let tty = fopen("/dev/tty", "r+") else { return nil }
        self.tty = tty
    }

    func close() { fclose(tty) }

    /// `SignalWatcher` is installed while plain mode reads: a signal interrupts the read.
    var interrupted: Bool { SignalWatcher.pending != nil }

    func say(_ text: String) { fputs(VisibleText.escaped(text) + "\n", tty) }

    func prompt(_ text: String) {
        fputs(VisibleText.escaped(text), tty)
        fflush(tty)
    }

    func read(secret: Bool) -> String? {
        var saved = termios()
        let hide = secret && tcgetattr(fileno(tty), &saved) == 0
        if hide {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(fileno(tty), TCSANOW, &quiet)
        }
        defer {
            if hide {
                tcsetattr(fileno(tty), TCSANOW, &saved)
                fputs("\n", tty)
            }
        }
        var bytes: [UInt8] = []
        while true {
            let c = getc(tty)
            if c == EOF {
                if bytes.isEmpty { return nil }
                break
            }
            if c == 0x0A { break }
            // Past the longest answer plain mode takes, the rest of the line is dropped.
            if bytes.count < PlainAnswer.longestLine { bytes.append(UInt8(truncatingIfNeeded: c)) }
        }
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Given lines, for tests: what is said is kept.
final class ScriptLines: PlainLines {
    private var answers: [String]
    private(set) var said: [String] = []

    init(_ answers: [String]) { self.answers = answers }

    var interrupted: Bool { false }

    func say(_ text: String) { said.append(text) }
    func prompt(_ text: String) { said.append(text) }

    func read(secret: Bool) -> String? {
        answers.isEmpty ? nil : answers.removeFirst()
    }
}
