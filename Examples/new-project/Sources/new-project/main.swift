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

var keys: String?
var folder = "."
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--keys": keys = arguments.popFirst()
    case "--into": folder = arguments.popFirst() ?? "."
    default:
        fputs("usage: new-project [--keys KEYS] [--into FOLDER]\n", stderr)
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
        fputs("new-project: cannot write \(failed)\n", stderr)
        exit(1)
    }
    print("Created \(project.name) \(project.version): " + Skeleton.files(of: project).map(\.path).joined(separator: ", "))
} catch FormRunError.cancelled {
    fputs("new-project: cancelled\n", stderr)
    exit(1)
} catch {
    fputs("new-project: \(error)\n", stderr)
    exit(1)
}
