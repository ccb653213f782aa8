import FormScreen
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore
import FormDrafts
import FormApp
import FormTerminal

/// Asks on the terminal (`/dev/tty`), before the form is drawn, whether to resume a draft, in the
/// words of `ResumeQuestion` (`Resume your answers to "Sign up" from 17:42? (y/n) `). One key
/// answers it (no Enter), under `QuestionKeys`' rule: `y` or `n` typed on its own, or Esc (keep
/// the draft for later and start from the form's own values, deleting nothing). Bytes that come
/// in one read (a word, a paste, a cursor key) are refused together with a reminder, so `Dennis`
/// never answers `n`; Ctrl-C or the end of input leaves. Keys typed before the question appeared,
/// and those left when it is answered, are discarded: none reaches the form. A signal
/// (`SignalWatcher`, installed by the caller) ends it.
enum DraftQuestion {
    /// How the question ended.
    enum Reply: Equatable {
        case answer(DraftAnswer)
        /// Ctrl-C, or the terminal went away.
        case interrupted
        case signal(Int32)
    }

    /// The reminder after a refused key, above the question asked again.
    static let reminder = "Answer y, n or Esc (Esc starts over and keeps the draft)"

    /// Asks `question`; nil when there is no terminal.
    static func ask(_ question: String) -> Reply? {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(fd, TCSANOW, &saved) }
        tcflush(fd, TCIFLUSH)
        // What was typed after the answer (the rest of a word, a paste) is not the form's.
        defer { tcflush(fd, TCIFLUSH) }
        _ = DescriptorWriter.writeAll(Array(question.utf8), to: fd)
        var wordRefused = false
        var previous: MonotonicInstant?
        while true {
            if let signal = SignalWatcher.pending { return .signal(signal) }
            guard let bytes = readTogether(fd) else { continue }
            guard !bytes.isEmpty, !bytes.contains(3), bytes != [4] else {
                _ = DescriptorWriter.writeAll(Array("\r\n".utf8), to: fd)
                return .interrupted
            }
            let now = MonotonicInstant.now
            let arrival = QuestionKeys.Arrival(alone: bytes.count == 1,
                                               sincePrevious: previous.map { now.milliseconds(since: $0) } ?? .max)
            previous = now
            switch QuestionKeys.reply(to: key(bytes), arrival: arrival, afterRefusal: wordRefused) {
            case .yes:
                _ = DescriptorWriter.writeAll(Array("y\r\n".utf8), to: fd)
                return .answer(.resume)
            case .no:
                _ = DescriptorWriter.writeAll(Array("n\r\n".utf8), to: fd)
                return .answer(.fresh)
            case .back:
                _ = DescriptorWriter.writeAll(Array("\r\n".utf8), to: fd)
                return .answer(.later)
            case .refused(let word):
                // Once per run of refused keys: the rest of a word brings no second reminder.
                let restOfWord = wordRefused && arrival.sincePrevious < QuestionKeys.quietMilliseconds
                wordRefused = word
                if !restOfWord {
                    _ = DescriptorWriter.writeAll(Array("\r\n\(reminder)\r\n\(question)".utf8), to: fd)
                }
            }
        }
    }

    /// The question's view of the bytes of one read: a lone `y` or `n`, Esc, else another key.
    /// Esc answers however it comes (`QuestionKeys`): one that ends a burst is the Esc key typed
    /// right after other keys (a word's last letters read with it), not the start of an escape
    /// sequence, which never ends with it.
    private static func key(_ bytes: [UInt8]) -> QuestionKeys.Key {
        if bytes.last == 0x1B { return .escape }
        guard bytes.count == 1 else { return .other }
        return QuestionKeys.Key(character: Character(Unicode.Scalar(bytes[0])))
    }

    /// The bytes that arrived together: everything read until the input has been quiet for
    /// 30 ms (a word or a paste written in pieces is still one burst), at most 4 KiB. Empty at
    /// the end of input; nil when nothing came within 100 ms (or a signal interrupted the wait).
    private static func readTogether(_ fd: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var wait: Int32 = 100
        var buffer = [UInt8](repeating: 0, count: 256)
        while bytes.count < 4096 {
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, wait)
            if polled <= 0 { break }
            let count = read(fd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { break }
            guard count > 0 else { return bytes }
            bytes += buffer[..<count]
            wait = 30
        }
        return bytes.isEmpty ? nil : bytes
    }

    /// `17:42` for a time today, `2024-05-31 17:42` for an earlier day (local time).
    static func when(_ seconds: Int, now: Int = Int(time(nil))) -> String {
        func parts(_ seconds: Int) -> tm {
            var t = time_t(seconds)
            var out = tm()
            localtime_r(&t, &out)
            return out
        }
        let then = parts(seconds), today = parts(now)
        let clock = pad(then.tm_hour) + ":" + pad(then.tm_min)
        if then.tm_year == today.tm_year && then.tm_yday == today.tm_yday { return clock }
        return "\(then.tm_year + 1900)-\(pad(then.tm_mon + 1))-\(pad(then.tm_mday)) " + clock
    }

    private static func pad(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
