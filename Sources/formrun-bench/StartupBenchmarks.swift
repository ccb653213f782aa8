import Glibc

/// The start-up section of `make bench` (issue #10): formrun against dialog, the C tool it
/// replaces, measured side by side in the same run, runs of the two interleaved so that the
/// machine's noise falls on both.
/// - `formrun --version` against `dialog --version` (no terminal, output to /dev/null): median of
///   `versionRuns` each;
/// - the first screen of a 6-field form against `dialog --form` with the same fields, each on a
///   fresh 30×100 pty: time from `posix_spawn` to the last byte before the output settles, the
///   bytes, the peak RSS; median of `screenRuns` each;
/// - formrun's peak RSS on `forms/signup.json` after its first screen, against the issue's bar;
/// - the two binaries' sizes on disk.
/// Without dialog on the PATH only formrun's figures are printed. It never fails the process: a
/// missed bar is a `MISSED` in the output.
enum StartupBenchmarks {
    static let versionRuns = 41
    static let screenRuns = 15
    static let rows = 30
    static let cols = 100
    /// Issue #10: `formrun --version` starts at least as fast as `dialog --version`.
    static let versionRatioBar = 1.0
    /// Issue 28: formrun's first screen takes at most 0.9× dialog's (issue #10 asked 1.0×).
    static let ratioBar = 0.9
    /// Issue 28: peak RSS on forms/signup.json (issue #10 asked 12 MB).
    static let rssBarMegabytes = 5.0

    /// The six fields of the small form: title, row type.
    static let fields: [(title: String, type: String)] = [
        ("Full name", "name"), ("Email", "email"), ("Phone", "phone"),
        ("Website", "url"), ("City", "text"), ("Age", "integer"),
    ]

    static func run(signupPath: String) {
        guard let built = formrunPath() else {
            print("start-up: formrun not found next to formrun-bench (make bench builds it)")
            return
        }
        // What users run is the installed binary; the one the linker just wrote is measured too.
        let copy = InstalledCopy(of: built)
        defer { copy?.remove() }
        let formrun = copy?.path ?? built
        let dialog = findOnPath("dialog")
        print("start-up: \(built) \(copy == nil ? "as built (installing a copy failed)" : "installed by install(1) in \(copy?.folder ?? "")") "
              + "(\(linkage(formrun))) against \(dialog ?? "dialog (not installed)"); "
              + "--version: median of \(versionRuns) runs each; first screen: \(rows)x\(cols) pty, settled after 100 ms of quiet, "
              + "median of \(screenRuns) runs each")
        var verdicts: [String] = []

        // formrun --version against dialog --version.
        let version = interleaved(versionRuns, formrun: {
            try Spawned.runToEnd(formrun, ["--version"], environment: Spawned.environment()).milliseconds
        }, dialog: dialog.map { path in
            { try Spawned.runToEnd(path, ["--version"], environment: Spawned.environment()).milliseconds }
        })
        switch version {
        case .failure(let error):
            print("start-up: not measured: \(error)")
        case .success(let (ours, theirs)):
            if let theirs {
                let ratio = median(ours) / median(theirs)
                print("start-up: formrun \(ms(median(ours))) ms, dialog \(ms(median(theirs))) ms, ratio \(fixed(ratio, 2))")
                if copy != nil, let asBuilt = try? (0..<versionRuns).map({ _ in
                    try Spawned.runToEnd(built, ["--version"], environment: Spawned.environment()).milliseconds
                }) {
                    print("start-up as built (the binary the linker wrote, not installed): formrun \(ms(median(asBuilt))) ms, "
                          + "ratio \(fixed(median(asBuilt) / median(theirs), 2))")
                }
                verdicts.append("start-up ratio \(fixed(ratio, 2)) ≤ \(fixed(versionRatioBar, 1)) \(ratio <= versionRatioBar ? "ok" : "MISSED")")
            } else {
                print("start-up: formrun \(ms(median(ours))) ms (dialog not installed: no ratio)")
            }
        }

        // The first screen of the same 6-field form.
        if let file = writeSmallForm() {
            defer { file.remove() }
            let first = interleavedScreens(formrun: (formrun, [file.path]), dialog: dialog.map { ($0, dialogArguments) })
            switch first {
            case .failure(let error):
                print("first screen: not measured: \(error)")
            case .success(let (ours, theirs)):
                var text = "first screen (\(fields.count) fields): formrun \(ms(ours.milliseconds)) ms"
                if let theirs {
                    let ratio = ours.milliseconds / theirs.milliseconds
                    text += ", dialog \(ms(theirs.milliseconds)) ms, ratio \(fixed(ratio, 2))"
                    text += "; bytes formrun \(ours.bytes), dialog \(theirs.bytes); peak RSS formrun \(mb(ours.peakKilobytes)) MB, "
                        + "dialog \(mb(theirs.peakKilobytes)) MB"
                    verdicts.append("first screen ratio \(fixed(ratio, 2)) ≤ \(fixed(ratioBar, 1)) \(ratio <= ratioBar ? "ok" : "MISSED")")
                } else {
                    text += " (dialog not installed: no ratio); \(ours.bytes) bytes; peak RSS \(mb(ours.peakKilobytes)) MB"
                }
                print(text)
            }
        }

        // Peak RSS on forms/signup.json after the first screen.
        do {
            let screen = try firstScreen(formrun, [signupPath])
            let megabytes = Double(screen.peakKilobytes) / 1024
            print("RSS on \(signupPath) after the first screen: formrun \(mb(screen.peakKilobytes)) MB peak "
                  + "(first screen \(ms(screen.milliseconds)) ms, \(screen.bytes) bytes)")
            verdicts.append("signup RSS \(mb(screen.peakKilobytes)) MB ≤ \(fixed(rssBarMegabytes, 0)) MB "
                + "\(megabytes <= rssBarMegabytes ? "ok" : "MISSED")")
        } catch {
            print("RSS on \(signupPath): not measured: \(error)")
        }
        print("binary size: formrun \(sizeText(of: formrun))" + (dialog.map { ", dialog \(sizeText(of: $0))" } ?? ""))
        if !verdicts.isEmpty { print("check: issue 28 start-up bar: " + verdicts.joined(separator: ", ")) }
    }

    // MARK: - Measuring

    /// One program's first screen: milliseconds to its last byte, bytes, peak RSS (kB).
    struct FirstScreen {
        var milliseconds: Double
        var bytes: Int
        var peakKilobytes: Int
    }

    /// `runs` measures of `formrun` and of `dialog` (when given), alternating, after one
    /// unrecorded warm-up run of each (page cache, dynamic loader's cache).
    private static func interleaved<Measure>(_ runs: Int, formrun: () throws -> Measure,
                                             dialog: (() throws -> Measure)?) -> Result<([Measure], [Measure]?), Spawned.Failure> {
        do {
            _ = try formrun()
            _ = try dialog?()
            var ours: [Measure] = [], theirs: [Measure] = []
            for _ in 0..<runs {
                ours.append(try formrun())
                if let dialog { theirs.append(try dialog()) }
            }
            return .success((ours, dialog == nil ? nil : theirs))
        } catch let error as Spawned.Failure {
            return .failure(error)
        } catch {
            return .failure(Spawned.Failure(description: "\(error)"))
        }
    }

    /// The median first screens of `screenRuns` runs of each program, alternating.
    private static func interleavedScreens(formrun: (String, [String]), dialog: (String, [String])?)
        -> Result<(FirstScreen, FirstScreen?), Spawned.Failure> {
        interleaved(screenRuns, formrun: { try firstScreen(formrun.0, formrun.1) },
                    dialog: dialog.map { program in { try firstScreen(program.0, program.1) } })
            .map { ours, theirs in (middle(ours), theirs.map(middle)) }
    }

    /// Starts `executable arguments` on a fresh pty, waits for its first screen, reads its peak
    /// RSS, and kills it. Drafts go to a state folder of this process's own, so that none is
    /// offered and none is left in the user's.
    private static func firstScreen(_ executable: String, _ arguments: [String]) throws -> FirstScreen {
        let environment = Spawned.environment(["XDG_STATE_HOME": "/tmp/formrun-bench-state-\(getpid())"])
        let child = try Spawned.onPty(executable, arguments, environment: environment, rows: rows, cols: cols)
        defer { child.stop() }
        let screen = child.readFirstScreen()
        guard let last = screen.lastByte else {
            throw Spawned.Failure(description: "\(executable) drew nothing within 3 s")
        }
        let peak = child.peakKilobytes()
        guard let peak else { throw Spawned.Failure(description: "\(executable) exited before its first screen was read") }
        return FirstScreen(milliseconds: last.milliseconds, bytes: screen.bytes, peakKilobytes: peak)
    }

    /// The run with the median time (its bytes and RSS with it), and the median peak RSS.
    private static func middle(_ screens: [FirstScreen]) -> FirstScreen {
        var chosen = screens.sorted { $0.milliseconds < $1.milliseconds }[screens.count / 2]
        chosen.peakKilobytes = screens.map(\.peakKilobytes).sorted()[screens.count / 2]
        return chosen
    }

    // MARK: - The two programs and the form

    /// `formrun` in the folder of this executable (`.build/release/`), if it is there.
    static func formrunPath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let me = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = me.lastIndex(of: "/") else { return nil }
        let path = String(me[..<slash]) + "/formrun"
        return access(path, X_OK) == 0 ? path : nil
    }

    /// The first executable `name` in `$PATH`.
    private static func findOnPath(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// A file's size on disk, `28.3 MB` or `245 kB` (`?` when it cannot be read).
    private static func sizeText(of path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "?" }
        let bytes = Int(info.st_size)
        return bytes >= 1 << 20 ? "\(fixed(Double(bytes) / 1_048_576, 1)) MB" : "\(bytes / 1024) kB"
    }

    /// `static executable`, `static Swift runtime` or `shared Swift runtime`: how the measured
    /// binary was linked. A static executable has no program interpreter (`PT_INTERP`).
    private static func linkage(_ binary: String) -> String {
        let descriptor = open(binary, O_RDONLY)
        guard descriptor >= 0 else { return "?" }
        defer { close(descriptor) }
        let bytes = readToEnd(descriptor) ?? []
        if let interpreted = hasInterpreter(bytes), !interpreted { return "static executable" }
        // The dynamic section names libswiftCore.so when the runtime is shared.
        let needle = Array("libswiftCore.so".utf8)
        let shared = bytes.count >= needle.count && (0...(bytes.count - needle.count)).contains { start in
            bytes[start] == needle[0] && bytes[start..<(start + needle.count)].elementsEqual(needle)
        }
        return shared ? "shared Swift runtime" : "static Swift runtime"
    }

    /// Whether a 64-bit little-endian ELF file has a `PT_INTERP` program header; nil when `bytes`
    /// is not one.
    private static func hasInterpreter(_ bytes: [UInt8]) -> Bool? {
        func word(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= bytes.count else { return nil }
            return (0..<size).reversed().reduce(0) { $0 << 8 | Int(bytes[at + $1]) }
        }
        guard bytes.count >= 64, bytes[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]), bytes[4] == 2, bytes[5] == 1,
              let table = word(0x20, 8), let entrySize = word(0x36, 2), let count = word(0x38, 2) else { return nil }
        for index in 0..<count {
            guard let type = word(table + index * entrySize, 4) else { return nil }
            if type == 3 { return true }
        }
        return false
    }

    /// `dialog --form` with `fields`, as wide as formrun's form and on the same 30×100 pty.
    static var dialogArguments: [String] {
        var arguments = ["--title", "Create your account", "--form", "Fill in the form", "16", "70", "\(fields.count)"]
        for (index, field) in fields.enumerated() {
            arguments += ["\(field.title):", "\(index + 1)", "1", "", "\(index + 1)", "16", "40", "0"]
        }
        return arguments
    }

    /// A temporary form file with `fields` as the rows of one section; nil (said) when it cannot be written.
    private static func writeSmallForm() -> OutputFile? {
        let rows = fields.enumerated().map { index, field in
            #"{"tag": "f\#(index)", "type": "\#(field.type)", "title": "\#(field.title)"}"#
        }
        let json = #"{"title": "Create your account", "sections": [{"tag": "s", "title": "Fill in the form", "rows": ["#
            + rows.joined(separator: ", ") + "]}]}\n"
        do {
            let file = try OutputFile(temporaryPrefix: "formrun-startup-", suffix: ".json")
            try file.write(json)
            file.close()
            return file
        } catch {
            print("first screen: cannot write the form: \(error)")
            return nil
        }
    }

    /// `7.8`, `12.3`, `0.95` (ms).
    private static func ms(_ value: Double) -> String {
        fixed(value, value >= 100 ? 0 : value >= 10 ? 1 : 2)
    }

    private static func mb(_ kilobytes: Int) -> String {
        fixed(Double(kilobytes) / 1024, 1)
    }
}
