#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore

/// Plain mode's lines: where the prompts go and the answers come from (`/dev/tty` at a person,
/// stdin and stderr when the answers are piped), counting the lines read (for
/// `formrun: /age: … (stdin:4)`). `formrun --plain` and the FormRun library's plain runs both read through it.
package final class PlainLineReader {
    package let input: UnsafeMutablePointer<FILE>
    package let output: UnsafeMutablePointer<FILE>
    /// A person answers (a refused answer is asked again); false for piped answers.
    package let interactive: Bool
    /// The number of the last line read, from 1.
    package private(set) var lineNumber = 0

    package init(input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>, interactive: Bool) {
        self.input = input
        self.output = output
        self.interactive = interactive
    }

    /// A line said: a title, a refusal, a summary line.
    package func say(_ text: String) {
        fputs(VisibleText.escaped(text) + "\n", output)
    }

    /// A prompt: at a terminal the answer is typed after it on the same line; piped, it is a
    /// line of its own (prompts never run together on one line of stderr).
    package func prompt(_ text: String) {
        fputs(interactive ? VisibleText.escaped(text) : VisibleText.escaped(text.trimmedOfWhitespace) + "\n", output)
        fflush(output)
    }

    /// One line read: its text without the line break, the end of the input, or a line
    /// longer than `PlainAnswer.longestLine` bytes.
    package enum Read: Equatable, Sendable {
        /// The line's text, without its line break.
        case line(String)
        /// The end of the input (or a read a signal interrupted).
        case end
        /// A line past `PlainAnswer.longestLine` bytes, refused.
        case tooLong
    }

    /// One line without its line break. Bytes are kept up to `PlainAnswer.longestLine`; past
    /// that the line is refused: at a terminal the rest of it is read and dropped (the next
    /// question starts on a fresh line), piped the reading stops there (the run ends), so
    /// endless input without a line break (`/dev/zero`) never grows memory.
    /// With `secret` (a password), at a terminal, typing is not echoed while the line is read.
    package func read(secret: Bool = false) -> Read {
        var saved = termios()
        let hide = secret && interactive && tcgetattr(fileno(input), &saved) == 0
        if hide {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(fileno(input), TCSANOW, &quiet)
        }
        defer {
            if hide {
                tcsetattr(fileno(input), TCSANOW, &saved)
                fputs("\n", output)
            }
        }
        var bytes: [UInt8] = []
        while true {
            let c = getc(input)
            if c == EOF {
                if bytes.isEmpty { return .end }
                break
            }
            if c == 0x0A { break }
            guard bytes.count < PlainAnswer.longestLine else {
                lineNumber += 1
                if interactive { dropRestOfLine() }
                return .tooLong
            }
            bytes.append(UInt8(truncatingIfNeeded: c))
        }
        lineNumber += 1
        if bytes.last == 0x0D { bytes.removeLast() }
        return .line(String(decoding: bytes, as: UTF8.self))
    }

    /// An answer of several lines (a `textView`): lines up to an empty line, a `.` alone or
    /// the end of the input, joined by line breaks. The end of the input before any line is
    /// `.end`; an empty first line is an empty answer (the value is kept).
    package func readLines() -> Read {
        var lines: [String] = []
        var bytes = 0
        while true {
            switch read() {
            case .end:
                return lines.isEmpty ? .end : .line(lines.joined(separator: "\n"))
            case .tooLong:
                return .tooLong
            case .line(let text):
                if text.isEmpty || text == "." { return .line(lines.joined(separator: "\n")) }
                bytes += text.utf8.count + 1
                guard bytes <= PlainAnswer.longestLine else {
                    if interactive { skipToEndMarker() }
                    return .tooLong
                }
                lines.append(text)
            }
        }
    }

    /// At a terminal, what follows a refused several-line answer up to its end marker.
    private func skipToEndMarker() {
        while case .line(let text) = read(), !text.isEmpty, text != "." {}
    }

    private func dropRestOfLine() {
        while true {
            let c = getc(input)
            if c == EOF || c == 0x0A { return }
        }
    }

    /// A line for a question of plain mode's own (`Submit?`, which row): nil at the end of the
    /// input; a line too long to be an answer reads as empty (the question is asked again).
    package func readShort() -> String? {
        switch read() {
        case .line(let text): return text
        case .end: return nil
        case .tooLong: return ""
        }
    }

    /// `stdin:4`: where line `number` of piped answers is, for a refusal of it; nil at a terminal.
    package func place(ofLine number: Int) -> String? { interactive ? nil : "stdin:\(number)" }
}
