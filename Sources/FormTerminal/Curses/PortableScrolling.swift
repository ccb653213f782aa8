import Foundation

/// ncurses scrolls a region with the parameterised scroll-up and scroll-down sequences (`indn`,
/// `rin`: CSI n S, CSI n T) whenever the terminal description offers them, whatever `idlok` says.
/// Some terminal emulators lack them (pyte, which the project's pseudo-terminal tools use, is one)
/// and then show stale lines when rows appear or vanish. Before curses starts, this compiles a copy
/// of the terminal's description without those two capabilities into a temporary directory and
/// points `TERMINFO` at it, so that ncurses falls back to insert/delete-line and index/reverse
/// index, which every emulator knows. The copy is kept in `~/.cache/formrun/terminfo` (keyed by the
/// terminal name and the system entry's date and size) so that only the first start pays for `tic`.
/// When anything fails, nothing changes.
enum PortableScrolling {
    /// The capabilities left out of the copy.
    static let dropped = ["indn", "rin"]

    /// A prepared copy; `finish()` puts `TERMINFO` back and removes the copy once curses has read it.
    struct Preparation {
        let directory: URL
        /// A temporary copy (no cache could be written) is removed once curses has read it.
        let temporary: Bool
        let previousTerminfo: String?

        func finish() {
            if let previousTerminfo {
                setenv("TERMINFO", previousTerminfo, 1)
            } else {
                unsetenv("TERMINFO")
            }
            if temporary { try? FileManager.default.removeItem(at: directory) }
        }
    }

    /// The source of `description` (as `infocmp -x -1` prints it) without the dropped capabilities;
    /// nil when it has none of them.
    static func withoutParameterisedScrolling(_ description: String) -> String? {
        var removed = false
        let lines = description.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let name = line.trimmingCharacters(in: .whitespaces).split(separator: "=").first.map(String.init) ?? ""
            let drop = dropped.contains(name)
            removed = removed || drop
            return !drop
        }
        return removed ? lines.joined(separator: "\n") : nil
    }

    /// Prepares the copy for `$TERM`; nil when there is nothing to do or it cannot be done.
    static func prepare() -> Preparation? {
        let environment = ProcessInfo.processInfo.environment
        guard let term = environment["TERM"], !term.isEmpty, !term.contains("/") else { return nil }
        let previous = environment["TERMINFO"]
        let cache = cacheDirectory(term: term, environment: environment)
        if let cache, hasEntry(term, in: cache) {
            setenv("TERMINFO", cache.path, 1)
            return Preparation(directory: cache, temporary: false, previousTerminfo: previous)
        }
        guard let source = run("infocmp", ["-x", "-1", term]),
              let edited = withoutParameterisedScrolling(source) else { return nil }
        let files = FileManager.default
        let directory = files.temporaryDirectory
            .appendingPathComponent("formrun-terminfo-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try files.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("entry.src")
            try edited.write(to: file, atomically: true, encoding: .utf8)
            guard run("tic", ["-x", "-o", directory.path, file.path]) != nil, hasEntry(term, in: directory) else {
                try? files.removeItem(at: directory)
                return nil
            }
            try? files.removeItem(at: file)
        } catch {
            try? files.removeItem(at: directory)
            return nil
        }
        if let cache, (try? files.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)) != nil,
           (try? files.moveItem(at: directory, to: cache)) != nil {
            setenv("TERMINFO", cache.path, 1)
            return Preparation(directory: cache, temporary: false, previousTerminfo: previous)
        }
        setenv("TERMINFO", directory.path, 1)
        return Preparation(directory: directory, temporary: true, previousTerminfo: previous)
    }

    /// Where the copy for `term` is cached: named after the system entry's modification time and
    /// size, so that an updated terminfo gets a new copy. Nil when the entry or a home is not found.
    static func cacheDirectory(term: String, environment: [String: String]) -> URL? {
        let root: URL
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            root = URL(fileURLWithPath: xdg)
        } else if let home = environment["HOME"], !home.isEmpty {
            root = URL(fileURLWithPath: home).appendingPathComponent(".cache")
        } else {
            return nil
        }
        let systemDirectories = [environment["TERMINFO"], "/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
        for case let base? in systemDirectories {
            let entry = URL(fileURLWithPath: base).appendingPathComponent(String(term.prefix(1))).appendingPathComponent(term)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: entry.path),
                  let date = attributes[.modificationDate] as? Date,
                  let size = attributes[.size] as? Int else { continue }
            let stamp = "\(term)-\(Int(date.timeIntervalSince1970))-\(size)"
            return root.appendingPathComponent("formrun/terminfo/\(stamp)")
        }
        return nil
    }

    /// Whether `directory` holds a compiled entry for `term` (tic names it by first letter or its hex code).
    static func hasEntry(_ term: String, in directory: URL) -> Bool {
        guard let first = term.unicodeScalars.first else { return false }
        let names = [String(first), String(format: "%02x", first.value)]
        return names.contains { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).appendingPathComponent(term).path) }
    }

    /// Runs a tool from ncurses-bin; its standard output, or nil when it is missing or fails.
    private static func run(_ tool: String, _ arguments: [String]) -> String? {
        guard let path = ["/usr/bin/", "/bin/", "/usr/local/bin/"].map({ $0 + tool })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
