#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Delivers the values to `--output FILE` the way a shell redirection (`> FILE`) would, but
/// without ever leaving a half-written file in place of a good one:
///
/// - a symlink is followed: its target gets the values, the link stays;
/// - a device, a FIFO, a socket, or anything under `/dev/` or `/proc/` (`/dev/stdout`,
///   `/dev/fd/3`) is opened `O_WRONLY|O_TRUNC` and written in place, never renamed over;
/// - an existing regular file is replaced atomically: a temporary file in the same folder, given
///   the same mode (and owner, when allowed), is written, fsynced and renamed over it;
/// - a regular file with more than one hard link is written in place (`O_TRUNC`), as a shell
///   does, so that every link sees the values (not atomic: a rename would split the links);
/// - so is an existing file whose folder forbids creating the temporary file;
/// - a new file is written the same atomic way and created 0600 when `secret` (the form has a
///   `password` row), else 0666 minus the umask.
package enum OutputFile {
    /// - Parameter waitForReader: a FIFO with no reader is not waited for blind: it is opened
    ///   without blocking and tried again every 100 ms for as long as this answers true (it is
    ///   asked first before the first wait: the caller says what it waits for, and stops on a signal).
    package static func write(_ bytes: [UInt8], to path: String, secret: Bool,
                             waitForReader: () -> Bool = { true }) throws(OutputFailure) {
        let target = resolvingLinks(path)
        var info = stat()
        let exists = stat(target, &info) == 0
        let isRegular = exists && (info.st_mode & S_IFMT) == S_IFREG
        let special = path.hasPrefix("/dev/") || path.hasPrefix("/proc/") || (exists && !isRegular)
        if exists && (info.st_mode & S_IFMT) == S_IFIFO {
            try writeToFIFO(bytes, at: path, waitForReader: waitForReader)
            return
        }
        if special || (isRegular && info.st_nlink > 1) {
            // The path as given: the kernel follows `/dev/stdout` to a pipe, which has no name.
            try writeInPlace(bytes, to: path, shownAs: path, mode: 0o666)
            return
        }
        let mode: mode_t = exists ? info.st_mode & 0o7777 : (secret ? 0o600 : 0o666)
        do {
            try replace(target, with: bytes, mode: exists ? mode : nil, newMode: mode,
                        owner: exists ? (info.st_uid, info.st_gid) : nil, shownAs: path)
        } catch let failure where exists && failure.step == .open && (failure.code == EACCES || failure.code == EPERM) {
            try writeInPlace(bytes, to: target, shownAs: path, mode: mode)
        }
    }

    /// `path` with its symlinks followed (up to 40, as the kernel does); a dangling link gives the
    /// path it points to, so that the values create its target as `>` would.
    static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : FileSystem.folder(of: current) + "/" + link
        }
        return current
    }

    /// Why `--output` cannot write `path`, asked before the form runs: nil for an existing file
    /// that is no folder and is writable, or a new one in a writable folder.
    package static func problem(_ path: String) -> OutputPathProblem? {
        OutputPathProblem.of(path)
    }

    /// A FIFO: opened without blocking (`ENXIO` while nobody reads it, tried again every 100 ms
    /// while `waitForReader` says so), then written as a pipe is.
    private static func writeToFIFO(_ bytes: [UInt8], at path: String, waitForReader: () -> Bool) throws(OutputFailure) {
        var fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        while fd < 0 && (errno == ENXIO || errno == EINTR) {
            guard waitForReader() else { throw OutputFailure(target: path, step: .reader, code: EINTR) }
            usleep(100_000)
            fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        }
        guard fd >= 0 else { throw OutputFailure(target: path, step: .open, code: errno) }
        defer { close(fd) }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        if let code = DescriptorWriter.writeAll(bytes, to: fd) {
            throw OutputFailure(target: path, step: .write, code: code)
        }
    }

    private static func writeInPlace(_ bytes: [UInt8], to path: String, shownAs shown: String, mode: mode_t) throws(OutputFailure) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw OutputFailure(target: shown, step: .open, code: errno) }
        defer { close(fd) }
        if let code = DescriptorWriter.writeAll(bytes, to: fd) {
            throw OutputFailure(target: shown, step: .write, code: code)
        }
    }

    /// Writes a temporary file next to `path`, fsyncs it and renames it over `path`.
    private static func replace(_ path: String, with bytes: [UInt8], mode: mode_t?, newMode: mode_t,
                                owner: (uid_t, gid_t)?, shownAs shown: String) throws(OutputFailure) {
        let base = path.split(separator: "/").last.map(String.init) ?? "output"
        let prefix = FileSystem.folder(of: path) + "/." + base + ".formrun-\(getpid())"
        var temporary = prefix
        var fd: Int32 = -1
        for attempt in 0..<100 {
            temporary = prefix + "-\(attempt).tmp"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, newMode)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw OutputFailure(target: shown, step: .open, code: errno) }
        var failure: OutputFailure?
        if let owner { _ = fchown(fd, owner.0, owner.1) }
        if let mode { _ = fchmod(fd, mode) }
        if let code = DescriptorWriter.writeAll(bytes, to: fd) {
            failure = OutputFailure(target: shown, step: .write, code: code)
        } else if fsync(fd) != 0 {
            failure = OutputFailure(target: shown, step: .sync, code: errno)
        }
        close(fd)
        if failure == nil, rename(temporary, path) != 0 {
            failure = OutputFailure(target: shown, step: .rename, code: errno)
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }
}
