#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore
import FormTerminal

/// Asks on the terminal (`/dev/tty`), before the form is drawn, whether to resume a draft, in the
/// words of `ResumeQuestion` (`Resume your answers to "Sign up" from 17:42? (y/n) `). One key
/// answers it (no Enter): `y` or `n`; Ctrl-C or the end of input leaves. Keys typed before the
/// question appeared are discarded, so that typeahead cannot answer it. A signal
/// (`SignalWatcher`, installed by the caller) ends it.
enum DraftQuestion {
    /// How the question ended.
    enum Reply: Equatable {
        case answer(DraftAnswer)
        /// Ctrl-C, or the terminal went away.
        case interrupted
        case signal(Int32)
    }

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
        _ = DescriptorWriter.writeAll(Array(question.utf8), to: fd)
        while true {
            if let signal = SignalWatcher.pending { return .signal(signal) }
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, 100)
            if polled < 0 && errno == EINTR { continue }
            if polled <= 0 { continue }
            var byte: UInt8 = 0
            let count = read(fd, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return .interrupted }
            switch byte {
            case UInt8(ascii: "y"), UInt8(ascii: "Y"):
                _ = DescriptorWriter.writeAll(Array("y\r\n".utf8), to: fd)
                return .answer(.resume)
            case UInt8(ascii: "n"), UInt8(ascii: "N"):
                _ = DescriptorWriter.writeAll(Array("n\r\n".utf8), to: fd)
                return .answer(.fresh)
            case 3, 4:
                _ = DescriptorWriter.writeAll(Array("\r\n".utf8), to: fd)
                return .interrupted
            default:
                continue
            }
        }
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
