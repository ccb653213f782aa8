import CPty
import Foundation
import XCTest

/// A program running on a pseudo-terminal, driven like a person at a keyboard.
///
/// The program's stdin, controlling terminal and `/dev/tty` are the pty; its stdout and stderr go
/// to files, so the JSON it prints is captured apart from what it draws. Every wait is bounded,
/// and one that runs out fails the test with what the program drew and wrote to stderr
/// (`failureReport`); a program that does not finish in time is killed. The bound is generous
/// (a loaded machine is slow) and costs nothing when the condition comes: a wait returns at once.
///
/// ```swift
/// let session = try PtySession.formrun([formPath])
/// session.waitForScreen(containing: "Name")       // send keys only once it has drawn
/// session.send(keys: ["Ada", "Down", "Space", "C-s"])
/// XCTAssertEqual(session.waitForExit(), 0)
/// XCTAssertEqual(session.stdout, "…")
/// XCTAssertEqual(session.restorationProblems, [])
/// ```
final class PtySession {
    /// Why a session could not start.
    enum StartError: Error, CustomStringConvertible {
        case binaryNotFound
        case cannotCreate(String, Int32)
        case spawnFailed(Int32)

        var description: String {
            switch self {
            case .binaryNotFound:
                return "formrun binary not found next to the tests (run `swift build` first, or set FORMRUN_BIN)"
            case .cannotCreate(let path, let code): return "cannot create \(path): \(String(cString: strerror(code)))"
            case .spawnFailed(let code): return "forkpty failed: \(String(cString: strerror(code)))"
            }
        }
    }

    /// The gap left after each key, so that Esc is read as Esc alone and not as the start of a sequence.
    static let keyGap: TimeInterval = 0.03
    /// The default bound of every wait: long enough for a debug build on a loaded 2-core machine.
    static let defaultTimeout: TimeInterval = 20

    let pid: pid_t
    private let master: Int32
    private var masterOpen = true
    private var output: [UInt8] = []
    private var status: Int32?
    private let initialSize: (rows: Int, cols: Int)
    /// Where in `output` the size changed, so the screen can be replayed.
    private var resizes: [(offset: Int, rows: Int, cols: Int)] = []
    private let stdoutPath: String
    private let stderrPath: String
    /// The `XDG_STATE_HOME` given to the program unless a test names one: removed with the session.
    private let stateFolder: String
    /// Whether a wait ran out of time and the program was killed.
    private(set) var timedOut = false
    /// Whether a wait that runs out of time fails the test (only the harness's own tests turn it off).
    var failsTestOnTimeout = true

    /// Starts `binary` (an absolute path) on a `rows` x `cols` pty. The environment holds PATH, HOME,
    /// TERM=xterm-256color and LANG=C.UTF-8, then `environment` on top (nothing else is inherited).
    init(binary: String, arguments: [String] = [], environment: [String: String] = [:],
         rows: Int = 24, cols: Int = 80) throws {
        let directory = FileManager.default.temporaryDirectory.path
        let stem = "\(directory)/pty-\(getpid())-\(UUID().uuidString)"
        stdoutPath = stem + ".stdout"
        stderrPath = stem + ".stderr"
        stateFolder = stem + ".state"
        let outFD = open(stdoutPath, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard outFD >= 0 else { throw StartError.cannotCreate(stdoutPath, errno) }
        defer { close(outFD) }
        let errFD = open(stderrPath, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard errFD >= 0 else { throw StartError.cannotCreate(stderrPath, errno) }
        defer { close(errFD) }

        let inherited = ProcessInfo.processInfo.environment
        var env: [String: String] = [
            "PATH": inherited["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
            "HOME": inherited["HOME"] ?? "/tmp",
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            // Drafts go to a folder of this session's own unless a test names one.
            "XDG_STATE_HOME": stem + ".state",
        ]
        env.merge(environment) { _, new in new }

        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp = env.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var masterFD: Int32 = -1
        let child = cpty_spawn(binary, argv, envp, Int32(rows), Int32(cols), outFD, errFD, &masterFD)
        guard child > 0 else { throw StartError.spawnFailed(errno) }
        pid = child
        master = masterFD
        initialSize = (rows, cols)
    }

    /// Starts the `formrun` binary built next to the tests.
    static func formrun(_ arguments: [String], environment: [String: String] = [:],
                        rows: Int = 24, cols: Int = 80) throws -> PtySession {
        guard let binary = BinaryLocator.formrun() else { throw StartError.binaryNotFound }
        return try PtySession(binary: binary, arguments: arguments, environment: environment, rows: rows, cols: cols)
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            var raw: Int32 = 0
            waitpid(pid, &raw, 0)
        }
        close(master)
        unlink(stdoutPath)
        unlink(stderrPath)
        try? FileManager.default.removeItem(atPath: stateFolder)
    }

    // MARK: - What the program wrote

    /// Every byte the program wrote to the terminal so far, as text (escape sequences included).
    var ttyOutput: String {
        pump(for: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// Every byte the program wrote to the terminal so far.
    var ttyBytes: [UInt8] {
        pump(for: 0)
        return output
    }

    /// What the program wrote to stdout so far.
    var stdout: String { Self.contents(of: stdoutPath) }
    /// What the program wrote to stderr so far.
    var stderr: String { Self.contents(of: stderrPath) }

    /// What a person would see on the terminal now: the output so far replayed on an xterm emulator.
    var screen: TerminalScreen {
        pump(for: 0)
        var screen = TerminalScreen(rows: initialSize.rows, cols: initialSize.cols)
        var start = 0
        for change in resizes {
            screen.feed(Array(output[start..<change.offset]))
            screen.resize(rows: change.rows, cols: change.cols)
            start = change.offset
        }
        screen.feed(Array(output[start...]))
        return screen
    }

    /// Whether the program switched the cursor keys to application mode (DECCKM, `ESC [ ? 1 h`),
    /// as curses does with `keypad(stdscr, TRUE)`.
    var applicationCursorKeys: Bool {
        let on = output.lastIndex(of: "\u{1B}[?1h".bytes)
        let off = output.lastIndex(of: "\u{1B}[?1l".bytes)
        guard let on else { return false }
        return off.map { $0 < on } ?? true
    }

    // MARK: - Typing

    /// Writes `text` to the terminal as typed (no gap, no translation).
    func send(_ text: String) {
        pump(for: 0)
        var bytes = text.bytes[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Types the named keys one by one (see `KeyBytes`), leaving `keyGap` after each.
    /// Cursor keys follow the mode the program asked for.
    func send(keys: [String]) {
        for key in keys {
            pump(for: 0)
            send(KeyBytes.bytes(for: key, applicationCursor: applicationCursorKeys))
            pump(for: Self.keyGap)
        }
    }

    /// Changes the terminal's size; the program gets SIGWINCH.
    func resize(rows: Int, cols: Int) {
        pump(for: 0)
        resizes.append((output.count, rows, cols))
        _ = cpty_set_size(master, Int32(rows), Int32(cols))
    }

    /// Whether the program is still running (it is reaped when it has exited).
    var isRunning: Bool {
        if status != nil { return false }
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return true }
        drain()
        status = Self.decode(raw)
        return false
    }

    /// Sends `signal` to the program.
    func signal(_ signal: Int32) { kill(pid, signal) }

    // MARK: - Waiting

    /// Waits until the terminal output contains `text`. On timeout (or when the program closes the
    /// terminal first) the test fails with the tail of the output, and the result is false.
    @discardableResult
    func waitForOutput(containing text: String, timeout: TimeInterval = defaultTimeout,
                       file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let needle = text.bytes
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if output.contains(needle) { return true }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 || !masterOpen { break }
            pump(for: min(remaining, 0.05))
        }
        guard failsTestOnTimeout else { return false }
        XCTFail("terminal output never contained \(text.debugDescription); it ends with:\n\(tail)\n\(failureReport)",
                file: file, line: line)
        return false
    }

    /// Waits until the screen (see `screen`) shows `text` on one line. On timeout the test fails
    /// with the screen, and the result is false.
    @discardableResult
    func waitForScreen(containing text: String, timeout: TimeInterval = defaultTimeout,
                       file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var lastLength = -1
        while true {
            if output.count != lastLength {
                lastLength = output.count
                if screen.lines.contains(where: { $0.contains(text) }) { return true }
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 || !masterOpen { break }
            pump(for: min(remaining, 0.05))
        }
        if screen.lines.contains(where: { $0.contains(text) }) { return true }
        guard failsTestOnTimeout else { return false }
        XCTFail("the screen never showed \(text.debugDescription); \(failureReport)", file: file, line: line)
        return false
    }

    /// Waits for the program to exit and returns its exit status, or 128 + the signal that ended it.
    /// On timeout the program is killed, the test fails, and the result is 128 + SIGKILL.
    @discardableResult
    func waitForExit(timeout: TimeInterval = defaultTimeout,
                     file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        if let status { return status }
        let deadline = Date().addingTimeInterval(timeout)
        var raw: Int32 = 0
        while true {
            let reaped = waitpid(pid, &raw, WNOHANG)
            if reaped == pid { break }
            if deadline.timeIntervalSinceNow <= 0 {
                kill(pid, SIGKILL)
                waitpid(pid, &raw, 0)
                timedOut = true
                if failsTestOnTimeout {
                    XCTFail("the program did not exit within \(timeout) s and was killed; \(failureReport)", file: file, line: line)
                }
                break
            }
            if masterOpen { pump(for: 0.02) } else { usleep(10_000) }
        }
        drain()
        let code = Self.decode(raw)
        status = code
        return code
    }

    // MARK: - Terminal state

    /// What is wrong with the terminal after the program left: echo or canonical mode still off,
    /// the alternate screen not left, the cursor left hidden, bracketed paste left on. Empty when all is well.
    var restorationProblems: [String] {
        pump(for: 0)
        var problems: [String] = []
        var lflag: UInt32 = 0
        if cpty_local_flags(master, &lflag) != 0 {
            problems.append("cannot read the terminal's modes: \(String(cString: strerror(errno)))")
        } else {
            if lflag & cpty_ECHO == 0 { problems.append("ECHO is still off") }
            if lflag & cpty_ICANON == 0 { problems.append("ICANON is still off (raw or cbreak mode)") }
        }
        if !Self.lastWins(off: "\u{1B}[?1049l", over: "\u{1B}[?1049h", in: output) {
            problems.append("the alternate screen was entered and not left")
        }
        if !Self.lastWins(off: "\u{1B}[?25h", over: "\u{1B}[?25l", in: output) {
            problems.append("the cursor was hidden and not shown again")
        }
        if !Self.lastWins(off: "\u{1B}[?2004l", over: "\u{1B}[?2004h", in: output) {
            problems.append("bracketed paste was turned on and not off")
        }
        return problems
    }

    /// Whether the terminal is as the program found it (see `restorationProblems`).
    var terminalRestored: Bool { restorationProblems.isEmpty }

    /// The last 1,500 characters of terminal output, escapes made visible, for failure messages.
    var tail: String {
        let text = String(decoding: output.suffix(1500), as: UTF8.self)
        return text.replacingOccurrences(of: "\u{1B}", with: "⎋")
    }

    // MARK: - Private

    /// True when `restore` came after the last `set`, or `set` never occurred.
    private static func lastWins(off restore: String, over set: String, in bytes: [UInt8]) -> Bool {
        guard let setAt = bytes.lastIndex(of: set.bytes) else { return true }
        guard let restoreAt = bytes.lastIndex(of: restore.bytes) else { return false }
        return restoreAt > setAt
    }

    /// Reads what the program wrote to the terminal, waiting at most `seconds` for the first bytes.
    func pump(for seconds: TimeInterval) {
        guard masterOpen else {
            if seconds > 0 { usleep(UInt32(seconds * 1_000_000)) }
            return
        }
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 8192)
        repeat {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return }
            let count = read(master, &buffer, buffer.count)
            if count > 0 {
                output.append(contentsOf: buffer[0..<count])
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                masterOpen = false // EIO: every slave descriptor is closed
                return
            }
        } while deadline.timeIntervalSinceNow > 0
    }

    /// Reads everything still buffered after the program exited.
    private func drain() {
        var rounds = 0
        while masterOpen && rounds < 1000 {
            let before = output.count
            pump(for: 0.01)
            if output.count == before { return }
            rounds += 1
        }
    }

    private static func decode(_ raw: Int32) -> Int32 {
        let signal = raw & 0x7F
        return signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
    }

    private static func contents(of path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
