import Foundation
import XCTest

/// Runs the programs the shipping tests need (the shells, make, man, groff) and the formrun
/// binary, with stdout and stderr captured, and reads what `formrun --help` says.
enum ShippedTool {
    /// What a program printed and how it ended.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package's root folder (`Makefile`, `docs/man/`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The absolute path of `name` on the `PATH`, or nil when it is not installed.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `executable` (a path, or a name looked up on the `PATH`) with `arguments` in
    /// `directory`, stdin empty, and waits for it to end. The environment is the test's, less the
    /// variables of an enclosing make (so `make test` does not pass its flags on), plus `environment`.
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil,
                    environment: [String: String] = [:]) throws -> Result {
        let path = executable.contains("/") ? executable : try XCTUnwrap(which(executable), "\(executable) is not installed")
        var variables = ProcessInfo.processInfo.environment
        for name in ["MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES", "GNUMAKEFLAGS"] { variables[name] = nil }
        variables.merge(environment) { _, new in new }

        // Files rather than pipes: nothing can block however much either stream holds.
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("formrun-tool-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = variables
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = ProcessDeadline(pid: process.processIdentifier)
        process.waitUntilExit()
        deadline.finish(path)
        try out.close()
        try err.close()
        return Result(status: process.terminationStatus,
                      stdout: try String(contentsOf: outURL, encoding: .utf8),
                      stderr: try String(contentsOf: errURL, encoding: .utf8))
    }

    /// Runs the formrun binary the tests use.
    static func formrun(_ arguments: [String]) throws -> Result {
        try run(XCTUnwrap(BinaryLocator.formrun(), "formrun binary not found"), arguments)
    }

    /// The first column of the `Options:` block of `formrun --help`, one label per option as
    /// help prints it: `--values FILE`, `--screen[=json]`, `-h, --help`.
    static func helpOptionLabels() throws -> [String] {
        let help = try formrun(["--help-all"])
        XCTAssertEqual(help.status, 0, help.stderr)
        let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try XCTUnwrap(lines.firstIndex(of: "Options:"), "no Options: in --help-all") + 1
        var labels: [String] = []
        for line in lines[start...] {
            let text = line.drop(while: { $0 == " " })
            if text.isEmpty { break }
            let label = text.firstRange(of: "  ").map { text[..<$0.lowerBound] } ?? text
            labels.append(String(label))
        }
        XCTAssertFalse(labels.isEmpty, "no options in --help")
        return labels
    }

    /// Every option spelling of `formrun --help` (`--values`, `-h`, `--help`…).
    static func helpSpellings() throws -> [String] {
        try helpOptionLabels().flatMap(spellings(of:))
    }

    /// The spellings of the options that take a value (`--values FILE`, `--screen[=json]`).
    static func valuedSpellings() throws -> [String] {
        try helpOptionLabels().flatMap { label -> [String] in
            let last = label.split(separator: ", ").last ?? ""
            return last.contains(" ") || last.contains("[=") ? spellings(of: label) : []
        }
    }

    /// The spellings in a label of `--help`: `-h, --help` → `-h`, `--help`; `--values FILE` → `--values`.
    static func spellings(of label: String) -> [String] {
        label.split(separator: ", ").map { part in String(part.prefix { $0 != " " && $0 != "[" && $0 != "=" }) }
    }
}

/// `formrun --completions bash|zsh|fish`: each script parses in its shell (zsh and fish only
/// when installed), names every option of `--help`, and completes what it should.
final class CompletionsTests: FormrunTestCase {
    /// The script for `shell`, written to the scratch folder; returns its text and path.
    private func script(_ shell: String) throws -> (text: String, path: String) {
        let result = try ShippedTool.formrun(["--completions", shell])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.hasSuffix("\n"))
        return (result.stdout, try makeFile("completion.\(shell)", result.stdout))
    }

    /// The words of `text`: runs of letters, digits and `-` (so `'--values=[` holds `--values`).
    private func words(_ text: String) -> Set<String> {
        Set(text.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init))
    }

    /// A folder with a form, a values file, a text file and a sub-folder, to complete in.
    private func completionFolder() throws -> URL {
        let folder = scratch.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for name in ["a.json", "b.txt", "sub/c.json"] {
            FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data("{}".utf8))
        }
        return folder
    }

    func testBashScriptParsesAndNamesEveryOption() throws {
        let (text, path) = try script("bash")
        let check = try ShippedTool.run("bash", ["-n", path])
        XCTAssertEqual(check.status, 0, "bash -n: \(check.stderr)")
        XCTAssertEqual(check.stderr, "")
        XCTAssertTrue(text.contains("complete -F _formrun formrun"), text)
        XCTAssertTrue(text.contains("compgen"), text)
        let words = words(text)
        for spelling in try ShippedTool.helpSpellings() {
            XCTAssertTrue(words.contains(spelling), "\(spelling) is not in the bash script")
        }
        for spelling in try ShippedTool.valuedSpellings() {
            XCTAssertTrue(text.contains("\(spelling))"), "the bash script completes no value for \(spelling)")
        }
    }

    /// Sources the bash script and calls `_formrun` as bash would for each command line (the
    /// last word being completed); the replies are sorted.
    func testBashCompletesFormsValuesAndWords() throws {
        let (_, path) = try script("bash")
        let folder = try completionFolder()
        let cases: [([String], [String])] = [
            (["formrun", ""], ["a.json", "sub"]),
            (["formrun", "--values", ""], ["a.json", "sub"]),
            (["formrun", "--values", "=", ""], ["a.json", "sub"]),
            (["formrun", "--output", ""], ["a.json", "b.txt", "sub"]),
            (["formrun", "--schema-dir", ""], ["sub"]),
            (["formrun", "--schema-dir", "=", ""], ["sub"]),
            (["formrun", "--completions", ""], ["bash", "fish", "zsh"]),
            (["formrun", "--screen", "=", ""], ["json"]),
            (["formrun", "--screen", ""], ["a.json", "sub"]),
            (["formrun", "--keys", ""], []),
            (["formrun", "--size", ""], []),
            (["formrun", "--v"], ["--values", "--version"]),
            (["formrun", "--", ""], ["a.json", "sub"]),
        ]
        var program = """
            source \(shellQuoted(path))
            t() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _formrun
                  printf '%s\\n' "${COMPREPLY[@]}" | LC_ALL=C sort | tr '\\n' ' '; echo; }

            """
        for (line, _) in cases { program += "t " + line.map(shellQuoted).joined(separator: " ") + "\n" }
        program += "t formrun -\n"
        let result = try ShippedTool.run("bash", ["-c", program], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let replies = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.split(separator: " ").map(String.init)
        }
        XCTAssertGreaterThan(replies.count, cases.count, result.stdout)
        guard replies.count > cases.count else { return }
        for (index, (line, expected)) in cases.enumerated() {
            XCTAssertEqual(replies[index], expected, "completing \(line)")
        }
        let dash = Set(replies[cases.count])
        XCTAssertTrue(dash.contains("-"), "`formrun -` does not offer - (the form on stdin)")
        for spelling in try ShippedTool.helpSpellings() {
            XCTAssertTrue(dash.contains(spelling), "`formrun -` does not offer \(spelling)")
        }
    }

    func testZshScriptNamesEveryOptionAndParses() throws {
        let (text, path) = try script("zsh")
        XCTAssertTrue(text.hasPrefix("#compdef formrun\n"), text)
        XCTAssertTrue(text.contains("_arguments"), text)
        XCTAssertTrue(text.contains("_files -g \"*.json\""), text)
        XCTAssertTrue(text.contains("(bash zsh fish)"), text)
        let words = words(text)
        for spelling in try ShippedTool.helpSpellings() {
            XCTAssertTrue(words.contains(spelling), "\(spelling) is not in the zsh script")
        }
        guard ShippedTool.which("zsh") != nil else { throw XCTSkip("zsh is not installed: zsh -n not run") }
        let check = try ShippedTool.run("zsh", ["-n", path])
        XCTAssertEqual(check.status, 0, "zsh -n: \(check.stderr)")
        XCTAssertEqual(check.stderr, "")
    }

    func testFishScriptNamesEveryOptionAndParses() throws {
        let (text, path) = try script("fish")
        XCTAssertTrue(text.contains("complete -c formrun"), text)
        // fish spells the options `-l values`, `-s h`.
        let tokens = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let pairs = Set(zip(tokens, tokens.dropFirst()).map { "\($0) \($1)" })
        for spelling in try ShippedTool.helpSpellings() {
            let fish = spelling.hasPrefix("--") ? "-l " + spelling.dropFirst(2) : "-s " + spelling.dropFirst()
            XCTAssertTrue(pairs.contains(fish), "\(spelling) (\(fish)) is not in the fish script")
        }
        guard ShippedTool.which("fish") != nil else { throw XCTSkip("fish is not installed: fish -n not run") }
        let check = try ShippedTool.run("fish", ["-n", path])
        XCTAssertEqual(check.status, 0, "fish -n: \(check.stderr)")
        XCTAssertEqual(check.stderr, "")

        // What fish offers, by `complete -C` (the candidates, descriptions left out).
        let folder = try completionFolder()
        let lines = ["formrun ", "formrun --values ", "formrun --completions ", "formrun --screen="]
        let program = "source \(shellQuoted(path))\n" + lines.map {
            "complete -C\(shellQuoted($0)) | string replace -r '\\t.*' '' | env LC_ALL=C sort | string join ' '\n"
        }.joined() + "true\n" // string join ends with 1 when it had a single word to join
        let result = try ShippedTool.run("fish", ["-c", program], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let replies = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(Array(replies.prefix(4)), ["- a.json sub/", "a.json sub/", "bash fish zsh", "--screen=json"])
    }

    /// `text` in single quotes for bash and fish (it holds no quote or backslash).
    private func shellQuoted(_ text: String) -> String {
        precondition(!text.contains("'") && !text.contains("\\"))
        return "'\(text)'"
    }
}
