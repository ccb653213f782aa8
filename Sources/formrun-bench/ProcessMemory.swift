import Glibc

/// A process's memory as Linux reports it in /proc/PID/status (kB).
struct ProcessMemory {
    /// `VmHWM`: the peak resident set size so far.
    var peakKilobytes: Int
    /// `VmRSS`: the resident set size now.
    var currentKilobytes: Int

    /// Reads /proc/self/status; nil where it cannot be read (not Linux).
    static func now() -> ProcessMemory? {
        of("self")
    }

    /// Reads /proc/`process`/status (`self`, or a process id); nil once the process is gone.
    static func of(_ process: String) -> ProcessMemory? {
        guard let text = readStatus(process) else { return nil }
        var peak: Int?
        var current: Int?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("VmHWM:") { peak = kilobytes(line) }
            if line.hasPrefix("VmRSS:") { current = kilobytes(line) }
        }
        guard let peak, let current else { return nil }
        return ProcessMemory(peakKilobytes: peak, currentKilobytes: current)
    }

    /// `VmHWM:    88123 kB` → 88123.
    private static func kilobytes(_ line: Substring) -> Int? {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) }
    }

    private static func readStatus(_ process: String) -> String? {
        let descriptor = open("/proc/\(process)/status", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let bytes = readToEnd(descriptor) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
