import Glibc

/// Another program started by the start-up benchmark with `posix_spawn`: either detached from any
/// terminal with its output thrown away (`runToEnd`, for `--version`), or on a pseudo-terminal of
/// its own that it takes as controlling terminal, stdin, stdout and stderr (`onPty`), the way a
/// person starts it from a shell. No Foundation: Glibc only.
final class Spawned {
    /// Why a program could not be started.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What arrived on the terminal before it went quiet.
    struct Screen {
        /// Bytes written by the program until it settled.
        var bytes: Int
        /// From just before `posix_spawn` to the arrival of the last byte of that burst; nil when
        /// nothing came before the timeout.
        var lastByte: Duration?
    }

    /// `POSIX_SPAWN_SETSID` (glibc ≥ 2.26; the Glibc module does not export it): the child starts
    /// a new session, so the first terminal it opens becomes its controlling terminal.
    private static let spawnSetsid: Int16 = 0x80
    /// `TIOCGPTN` and `TIOCSPTLCK` (Linux): the pty number, and unlocking its slave side; what
    /// `ptsname` and `unlockpt` do, which the Glibc module does not export either.
    private static let getPtyNumber: UInt = 0x8004_5430
    private static let setPtyLock: UInt = 0x4004_5431

    let pid: pid_t
    /// The master side of the pty; -1 for a program started without one.
    private let master: Int32
    /// Just before `posix_spawn`.
    let started: ContinuousClock.Instant
    private var reaped = false

    private init(pid: pid_t, master: Int32, started: ContinuousClock.Instant) {
        self.pid = pid
        self.master = master
        self.started = started
    }

    deinit {
        stop()
    }

    /// The environment the programs get: a terminal type, a UTF-8 locale, PATH and HOME, then `extra`.
    static func environment(_ extra: [String: String] = [:]) -> [String] {
        var values = ["TERM": "xterm-256color", "LANG": "C.UTF-8",
                      "PATH": getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin",
                      "HOME": getenv("HOME").map { String(cString: $0) } ?? "/tmp"]
        values.merge(extra) { _, new in new }
        return values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    /// The wall time from `posix_spawn` to the end of `executable arguments`, with stdin on `input`,
    /// stdout and stderr on /dev/null and no controlling terminal; throws when it cannot start or
    /// exits non-zero.
    static func runToEnd(_ executable: String, _ arguments: [String], environment: [String],
                         input: String = "/dev/null") throws -> Duration {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, descriptor == 0 ? input : "/dev/null",
                                             descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let pid = try spawn(executable, arguments, environment: environment, actions: &actions)
        let status = wait(pid)
        let elapsed = clock.now - start
        guard status == 0 else { throw Failure(description: "\(executable) \(arguments.joined(separator: " ")): status \(status)") }
        return elapsed
    }

    /// Starts `executable arguments` on a new `rows`×`cols` pty, as its controlling terminal and
    /// standard input, output and error.
    static func onPty(_ executable: String, _ arguments: [String], environment: [String],
                      rows: Int, cols: Int) throws -> Spawned {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw Failure(description: "cannot open /dev/ptmx (errno \(errno))") }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(cols), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, setPtyLock, &unlock) == 0, ioctl(master, getPtyNumber, &number) == 0,
              ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else {
            let code = errno
            close(master)
            throw Failure(description: "cannot set up the pty (errno \(code))")
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, spawnSetsid)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // After setsid, opening the slave without O_NOCTTY makes it the controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/pts/\(number)", O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        let started = ContinuousClock().now
        do {
            let pid = try spawn(executable, arguments, environment: environment, actions: &actions, attributes: &attributes)
            return Spawned(pid: pid, master: master, started: started)
        } catch {
            close(master)
            throw error
        }
    }

    /// Reads the terminal until no byte has come for `settle` (after a first one), or `timeout`
    /// after the start: the first screen, as `../shared/tools/ptyrun.py` measures it.
    func readFirstScreen(settle: Duration = .milliseconds(100), timeout: Duration = .seconds(3)) -> Screen {
        let clock = ContinuousClock()
        var screen = Screen(bytes: 0, lastByte: nil)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let now = clock.now
            let remaining = screen.lastByte.map { started + $0 + settle - now } ?? (started + timeout - now)
            if remaining <= .zero || now - started >= timeout { return screen }
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(1, remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000))
            let ready = poll(&poller, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            // EIO: the program exited and closed the slave side; its screen is what came.
            guard count > 0 else { return screen }
            screen.bytes += count
            screen.lastByte = clock.now - started
        }
    }

    /// The program's peak resident set (`VmHWM` in /proc/PID/status), in kB; nil once it has exited.
    func peakKilobytes() -> Int? {
        ProcessMemory.of(String(pid))?.peakKilobytes
    }

    /// Kills the program (SIGKILL) if it still runs, reaps it and closes the pty.
    func stop() {
        guard !reaped else { return }
        reaped = true
        kill(pid, SIGKILL)
        _ = Spawned.wait(pid)
        if master >= 0 { close(master) }
    }

    private static func spawn(_ executable: String, _ arguments: [String], environment: [String],
                              actions: inout posix_spawn_file_actions_t,
                              attributes: UnsafePointer<posix_spawnattr_t>? = nil) throws -> pid_t {
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, attributes, argv, envp)
        guard spawned == 0 else { throw Failure(description: "posix_spawn \(executable) failed (error \(spawned))") }
        return pid
    }

    /// Waits for `pid`; its exit status, or 128 + the signal that ended it.
    private static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
