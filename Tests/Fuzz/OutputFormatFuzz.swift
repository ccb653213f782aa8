import FormCore
import FormJSON
#if canImport(Glibc)
import Glibc
#endif
// libFuzzer target: random output keys and values (strings, numbers, booleans, null, lists of
// strings) through every `--format` and `--get`. Each output is either refused or reads back to
// the same values: parsed here as its reader does (sh's quoting, env lines, NUL records, lines,
// the one value of --get; a list split at the format's separator gives the same items), and, for
// sh, evaluated by /bin/sh (dash) with an empty environment, which must print the same values.
// Text formats write null, "", [] and [""] alike (as nothing): those read back as "empty".
// Built by `make fuzz` against FormCore, never by `swift build`.

/// The bytes of the input, taken one at a time.
private struct Bytes {
    var data: [UInt8]
    var at = 0
    mutating func next() -> UInt8? {
        guard at < data.count else { return nil }
        defer { at += 1 }
        return data[at]
    }
    /// A short string, biased to what formats and shells treat specially.
    mutating func text() -> String {
        let special: [String] = ["\n", "\r", "'", "\\", "$", "`", "=", ".", ",", ", ", " ", "\0", "\"", "é", "\u{2028}",
                                 "\u{85}", "\t", "$(touch x)", "a", "b", "PATH", "IFS", "_", "-", "~", "/", "0", "\u{1}"]
        var out = ""
        let length = Int(next() ?? 0) % 9
        for _ in 0..<length {
            guard let byte = next() else { break }
            if byte < 128 { out += special[Int(byte) % special.count] } else { out.unicodeScalars.append(Unicode.Scalar(byte)) }
        }
        return out
    }
}

private enum Expected: Equatable {
    case text(String)
    case items([String])
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOutputFormats(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Bytes(data: Array(UnsafeBufferPointer(start: data, count: size)))
    var entries: [OutputEntry] = []
    var expected: [Expected] = []
    let count = Int(bytes.next() ?? 0) % 5 + 1
    for _ in 0..<count {
        let key = bytes.text()
        let kind = Int(bytes.next() ?? 0) % 6
        let value: Value, want: Expected
        switch kind {
        case 0: let s = bytes.text(); value = .string(s); want = .text(s)
        case 1: let n = Int(bytes.next() ?? 0) - 100; value = .number(Number(n)); want = .text(String(n))
        case 2: value = .bool(true); want = .text("true")
        case 3: value = .null; want = .text("")
        default:
            let items = (0..<(Int(bytes.next() ?? 0) % 4)).map { _ in bytes.text() }
            value = .list(items.map(Value.string)); want = .items(items)
        }
        entries.append(OutputEntry(path: key.split(separator: ".", omittingEmptySubsequences: false).map(String.init), content: .value(value)))
        expected.append(want)
    }
    // Keys that nest into one another, or repeat, are the spec layer's to refuse: keep the first.
    var seen: [[String]] = []
    var kept: [(OutputEntry, Expected)] = []
    for (entry, want) in zip(entries, expected) where !seen.contains(where: { $0.starts(with: entry.path) || entry.path.starts(with: $0) }) {
        seen.append(entry.path)
        kept.append((entry, want))
    }
    let prefix = (bytes.next() ?? 0) % 3 == 0 ? "p_" : ""
    for format in OutputFormat.allCases where format != .json {
        let request = OutputRequest(format: format, prefix: format.usesShellNames ? prefix : "")
        guard let text = try? request.render(kept.map(\.0)) else { continue }
        let values = readBack(text, format: format)
        check(values.map { $0.value }, kept.map(\.1), format: format, text: text)
        if format == .sh { checkInDash(text, names: values.map(\.name)) }
    }
    for (entry, want) in kept {
        guard let text = try? OutputRequest(single: entry.path).render(kept.map(\.0)) else { continue }
        guard text.utf8.last == 0x0A else { fatalError("--get without its newline: \(text.debugDescription)") }
        check([String(decoding: text.utf8.dropLast(), as: UTF8.self)], [want], format: nil, text: text)
    }
    return 0
}

/// The (name, value text) pairs a reader of `format` takes from `text`.
private func readBack(_ text: String, format: OutputFormat) -> [(name: String, value: String)] {
    let scalars = Array(text.unicodeScalars)
    var out: [(String, String)] = []
    switch format {
    case .sh:
        var i = 0
        while i < scalars.count {
            var name = ""
            while i < scalars.count, scalars[i] != "=" { name.unicodeScalars.append(scalars[i]); i += 1 }
            i += 1
            var value = ""
            while i < scalars.count, scalars[i] != "\n" {
                if scalars[i] == "'" {
                    i += 1
                    while i < scalars.count, scalars[i] != "'" { value.unicodeScalars.append(scalars[i]); i += 1 }
                    i += 1
                } else if scalars[i] == "\\", i + 1 < scalars.count {
                    value.unicodeScalars.append(scalars[i + 1]); i += 2
                } else {
                    fatalError("sh: unquoted \(scalars[i]) in \(text.debugDescription)")
                }
            }
            i += 1
            out.append((name, value))
        }
    case .env, .lines:
        // Split by bytes: "\r\n" is one Character, and a reader splits at the LF all the same.
        for line in splitBytes(text, at: "\n").dropLast() {
            if format == .lines { out.append(("", String(line))); continue }
            let parts = splitBytes(line, at: "=")
            guard parts.count > 1 else { fatalError("env: no '=' in \(line.debugDescription)") }
            out.append((parts[0], parts.dropFirst().joined(separator: "=")))
        }
    case .nul:
        for record in splitBytes(text, at: "\0").dropLast() {
            let parts = splitBytes(record, at: "=")
            guard parts.count > 1 else { fatalError("nul: no '=' in \(record.debugDescription)") }
            out.append((parts[0], parts.dropFirst().joined(separator: "=")))
        }
    case .json:
        break
    }
    return out
}

private func check(_ values: [String], _ expected: [Expected], format: OutputFormat?, text: String) {
    let name = format.map { "--format \($0.rawValue)" } ?? "--get"
    guard values.count == expected.count else { fatalError("\(name): \(values.count) values for \(expected.count) in \(text.debugDescription)") }
    let separator = format == .lines || format == .env ? ", " : "\n"
    for (value, want) in zip(values, expected) {
        switch want {
        case .text(let s) where value != s:
            fatalError("\(name): \(s.debugDescription) read back as \(value.debugDescription)")
        case .items(let items) where !(items.isEmpty || items == [""]) || !value.isEmpty:
            let read = splitBytes(value, at: separator)
            if read != items { fatalError("\(name): items \(items) read back as \(read) from \(text.debugDescription)") }
        default:
            break
        }
    }
}

/// `text` split at every `separator`, leftmost first, byte for byte.
private func splitBytes(_ text: String, at separator: String) -> [String] {
    let bytes = Array(text.utf8), needle = Array(separator.utf8)
    var parts: [String] = [], start = 0, i = 0
    while i + needle.count <= bytes.count {
        if Array(bytes[i..<(i + needle.count)]) == needle {
            parts.append(String(decoding: bytes[start..<i], as: UTF8.self))
            i += needle.count; start = i
        } else { i += 1 }
    }
    parts.append(String(decoding: bytes[start...], as: UTF8.self))
    return parts
}

/// The file the sh script goes through, one per process.
private let scriptPath: String = {
    atexit { unlink(scriptPath) }
    return "/tmp/formrun-outputfuzz-\(getpid()).sh"
}()

/// `eval` of the sh output in /bin/sh with an empty environment: each variable must hold what the
/// reader above read, byte for byte (the script prints them NUL-separated).
private func checkInDash(_ text: String, names: [String]) {
    let script = text + "printf '%s\\0'" + names.map { " \"$\($0)\"" }.joined() + "\n"
    let fd = open(scriptPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { fatalError("cannot write \(scriptPath)") }
    let bytes = Array(script.utf8)
    let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    close(fd)
    guard written == bytes.count, let pipe = popen("env -i /bin/sh \(scriptPath)", "r") else { fatalError("cannot run /bin/sh") }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    // read(2), retried when a signal interrupts it (libFuzzer's -timeout alarm does).
    while true {
        let n = read(fileno(pipe), &buffer, buffer.count)
        if n < 0, errno == EINTR { continue }
        if n <= 0 { break }
        output += buffer[0..<n]
    }
    let status = pclose(pipe)
    var expected: [UInt8] = []
    for (_, value) in readBack(text, format: .sh) { expected += Array(value.utf8) + [0] }
    if output != expected {
        fatalError("sh: dash (status \(status)) read \(String(decoding: output, as: UTF8.self).debugDescription), expected \(String(decoding: expected, as: UTF8.self).debugDescription) from \(text.debugDescription)")
    }
}
