import FormCore
import FormSchema
import FormJSON
#if canImport(Glibc)
import Glibc
#endif
// libFuzzer target: a JSON Schema form whose property is a random `$ref` — relative files, URLs,
// fragments, and, in a scratch folder made once, a FIFO, a directory, symlinks to devices
// (`/dev/zero`, `/dev/tty`, `/dev/stdin`), to `/proc/self/environ` and to itself, a file of
// secret text and one past the size limit. Reading must never block (libFuzzer's -timeout fails a
// slow input) and no error or warning may quote a file that is not a schema (the secret's words,
// /etc/passwd's first line).
// Built by `make fuzz` against FormCore and FormSchema, never by `swift build`.

private let secret = "SECRETWORD"

/// The scratch folder, made once per process.
private let folder: String = {
    var template = Array("/tmp/formrun-refuzz-XXXXXX".utf8CString)
    let path = template.withUnsafeMutableBufferPointer { buffer -> String in
        guard let made = mkdtemp(buffer.baseAddress!) else { fatalError("mkdtemp") }
        return String(cString: made)
    }
    func write(_ name: String, _ text: String) {
        let fd = open(path + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { fatalError("cannot write \(name)") }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }
    write("good.json", #"{"type": "object", "properties": {"a": {"type": "string"}}, "$defs": {"n": {"type": "integer"}}}"#)
    write("secret.txt", "\(secret)1 is the first word\n")
    write("secret.json", "\(secret)2 {\"type\": \"string\"}")
    write("secret-string.json", "\"\(secret)3\"")
    write("self.json", #"{"$ref": "self.json"}"#)
    write("big.json", "{}")
    truncate(path + "/big.json", off_t(FileBytes.maxBytes + 10))  // past the limit, sparse
    atexit { removeFolder() }
    mkdir(path + "/dir", 0o700)
    mkfifo(path + "/fifo", 0o600)
    for (link, target) in [("zero", "/dev/zero"), ("tty", "/dev/tty"), ("stdin", "/dev/stdin"), ("environ", "/proc/self/environ"),
                           ("loop", "loop"), ("fifo-link", "fifo"), ("secret-link.json", "secret.txt"), ("dir-link", "dir"),
                           ("passwd", "/etc/passwd")] {
        symlink(target, path + "/" + link)
    }
    return path
}()

private let links = ["zero", "tty", "stdin", "environ", "loop", "fifo-link", "secret-link.json", "dir-link", "passwd"]

/// Removes the scratch folder when the fuzzer ends (its names are all known).
private func removeFolder() {
    for name in ["good.json", "secret.txt", "secret.json", "secret-string.json", "self.json", "big.json", "fifo"] + links {
        unlink(folder + "/" + name)
    }
    rmdir(folder + "/dir")
    rmdir(folder)
}

private let targets = ["good.json", "good.json#/$defs/n", "secret.txt", "secret.json", "secret-string.json", "self.json", "big.json",
                       "dir", "dir/", "fifo", "zero", "tty", "stdin", "environ", "loop", "fifo-link", "secret-link.json", "dir-link",
                       "passwd", "/etc/passwd", "/proc/self/environ", "/proc/self/status", "/dev/zero", "/dev/tty", "/dev/null",
                       "/dev/stdin", "/dev/urandom", "/", "/tmp", "../", "../../../../etc/passwd", "./fifo", "file:///etc/passwd",
                       "https://example.com/s.json", "#", "#/properties", "#/$defs/missing", "%2e%2e/passwd", "dir/../fifo",
                       "nope.json", "", "~", "\u{0}", "fifo#/a"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSchemaRef(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var reference: String
    if let first = bytes.first, first < 200 {
        // A prepared target, maybe with the rest of the bytes after it (a fragment, a suffix).
        reference = targets[Int(first) % targets.count] + String(decoding: bytes.dropFirst(), as: UTF8.self)
        if first % 2 == 0, !bytes.dropFirst().isEmpty { reference = targets[Int(first) % targets.count] }
    } else {
        reference = String(decoding: bytes.dropFirst(), as: UTF8.self)
    }
    var quoted = ""
    OutputWriter.write(.string(reference), compact: true, into: &quoted)
    let schema = #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {"x": {"$ref": "#
        + quoted + #"}, "y": {"type": "string"}}}"#
    var messages: [String] = []
    do {
        let loaded = try FormLoader.read(text: schema, file: folder + "/form.json")
        messages = loaded.warnings.map(\.description)
    } catch {
        messages = ["\(error)"]
    }
    // A marker the reference itself holds may be quoted with it: only the file's words count.
    let markers = [secret, "root:x:", "PATH="].filter { !reference.contains($0) }
    for message in messages where markers.contains(where: message.contains) {
        fatalError("a message quotes a file that is not a schema: \(message)")
    }
    return 0
}
