import FormRun
import SemverKind
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// new-project [--keys KEYS] [--into FOLDER]
// Asks for a new package in a form (full screen; with --keys, the keys typed on an in-memory
// 80×24 screen instead, as the tests run it), prints the answers and writes the package.

/// Writes `text` and a line break to stderr.
func complain(_ text: String) {
    let line = Array((text + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

var keys: String?
var folder = "."
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--keys": keys = arguments.popFirst()
    case "--into": folder = arguments.popFirst() ?? "."
    default:
        complain("usage: new-project [--keys KEYS] [--into FOLDER]")
        exit(2)
    }
}

CustomKinds.register(SemverKind(), as: "semver")

do {
    let answers = try keys.map { try ProjectForm.form.run(keys: $0, size: TerminalSize(columns: 80, rows: 24)) }
        ?? ProjectForm.form.run()
    let project = try answers.decode(Project.self)
    print(project)
    if let failed = Skeleton.write(project, into: folder) {
        complain("new-project: cannot write \(failed)")
        exit(1)
    }
    print("Created \(project.name) \(project.version): " + Skeleton.files(of: project).map(\.path).joined(separator: ", "))
} catch FormRunError.cancelled {
    complain("new-project: cancelled")
    exit(1)
} catch {
    complain("new-project: \(error)")
    exit(1)
}
