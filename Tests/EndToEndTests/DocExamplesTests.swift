import Foundation
import XCTest

/// Every command the README and the man pages show is run, and prints what they say it prints
/// (the convention: `DocExamples`, and docs/ARCHITECTURE.md "Examples that are run"). Each
/// block of examples runs in a folder of its own that links the repository's top-level entries
/// (so `forms/signup.json` is the shipped form and `> out.json` writes into the scratch folder),
/// with `formrun` on the PATH being the debug binary, a fresh `XDG_STATE_HOME` and no terminal.
final class DocExamplesTests: FormrunTestCase {
    /// The commands shown and not run, each with the reason. Keep it short: an example that can be
    /// run (with `--keys`, `--submit`, a pipe into plain mode) is shown with `$ ` and run instead.
    static let notRun: [String: String] = [
        "make run": "builds the release binary and opens the full screen",
        "make test": "this test runs inside it",
        "make bench": "minutes of benchmarks",
        "make install": "installs into /usr/local (InstallTests installs into a scratch prefix)",
        "make install PREFIX=~/.local": "installs into the home folder (InstallTests.testALeadingTildeIsTheHomeFolder)",
        "make uninstall": "removes what make install put there (InstallTests)",
        "formrun forms/quickstart.json": "the full screen, for a person at a terminal (shown with --keys below it)",
        "values=$(formrun forms/signup.json) && echo \"$values\"": "the full screen, for a person at a terminal",
        "formrun --watch forms/quickstart.json": "the full screen, until the person submits",
        "formrun --resume forms/quickstart.json": "the full screen, after a draft was left",
        "formrun --fresh forms/quickstart.json": "the full screen",
        "formrun --no-draft forms/quickstart.json": "the full screen",
        "formrun forms/package.schema.json > package.json": "the full screen",
        "formrun --submit --values package.json forms/package.schema.json": "reads the package.json the line above writes",
        "source <(formrun --completions bash)": "changes the running shell (CompletionsTests checks the script)",
    ]

    static let documents = ["README.md", "docs/JSON-SCHEMA.md", "docs/man/formrun.1", "docs/man/formrun-form.5"]

    private static func examples(of path: String) throws -> DocExamples {
        let text = try String(contentsOf: ShippedTool.root.appendingPathComponent(path), encoding: .utf8)
        return path.hasSuffix(".md") ? DocExamples(markdown: text) : DocExamples(roff: text)
    }

    func testEveryExampleOfTheDocsPrintsWhatTheySay() throws {
        var count = 0
        for path in Self.documents {
            let examples = try Self.examples(of: path)
            var folders: [Int: URL] = [:]
            for example in examples.examples {
                // A block's examples share a folder (one may write a file the next reads).
                let folder = try folders[example.block]
                    ?? makeFolder("\(path.replacingOccurrences(of: "/", with: "-"))-\(example.line)")
                folders[example.block] = folder
                let ran = try run(example.command, in: folder)
                let place = "\(path):\(example.line): $ \(example.command)"
                XCTAssertEqual(ran.status, example.status, "\(place)\nexit \(ran.status), stderr: \(ran.stderr)")
                XCTAssertEqual(ran.stdout, example.stdout, "\(place)\nprints instead:\n\(ran.stdout)")
                count += 1
            }
        }
        XCTAssertGreaterThanOrEqual(count, 10, "the docs' examples were not found")
    }

    func testEveryCommandShownIsRunOrAllowed() throws {
        var allowedSeen: Set<String> = []
        for path in Self.documents {
            for block in try Self.examples(of: path).shown {
                for command in block.commands {
                    XCTAssertNotNil(Self.notRun[command], "\(path):\(block.line): `\(command)` is shown but not run: "
                                    + "write it as `$ \(command)` with its output, or add it to DocExamplesTests.notRun with why")
                    allowedSeen.insert(command)
                }
            }
        }
        XCTAssertEqual(Set(Self.notRun.keys).subtracting(allowedSeen), [], "allowed commands the docs no longer show")
    }

    func testTheReadmeHasAQuickStartThatIsRun() throws {
        let readme = try String(contentsOf: ShippedTool.root.appendingPathComponent("README.md"), encoding: .utf8)
        let quickStart = try XCTUnwrap(readme.components(separatedBy: "\n## Quick start\n").dropFirst().first,
                                       "no '## Quick start'").components(separatedBy: "\n## ")[0]
        // The form file is shown in full, as it is.
        let form = try String(contentsOf: ShippedTool.root.appendingPathComponent("forms/quickstart.json"), encoding: .utf8)
        XCTAssertTrue(quickStart.contains("```json\n" + form + "```\n"), "the quick start does not show forms/quickstart.json as it is")
        let commands = DocExamples(markdown: quickStart).examples.map(\.command)
        XCTAssertTrue(commands.contains { $0.contains("forms/quickstart.json") && !$0.contains("--screen") },
                      "no run example of the quick start's form that prints its values: \(commands)")
    }

    // MARK: The convention

    func testExamplesAreReadFromMarkdown() {
        let text = """
        ```sh
        $ formrun --check f.json
        f.json: ok
        $ printf 'x\\n' | \\
          formrun --plain f.json   # exit 3
        ```

        ```json
        {"a": 1}
        ```

        ```sh
        make run   # builds
        ```
        """
        let examples = DocExamples(markdown: text)
        XCTAssertEqual(examples.examples, [
            .init(command: "formrun --check f.json", stdout: "f.json: ok\n", status: 0, line: 2, block: 0),
            .init(command: "printf 'x\\n' | \\\n  formrun --plain f.json   # exit 3", stdout: "", status: 3, line: 4, block: 0),
        ])
        XCTAssertEqual(examples.shown, [.init(commands: ["make run"], line: 13)])
    }

    func testExamplesAreReadFromRoff() {
        let text = #"""
        .EX
        $ printf \(aqa\(rsn\(aq | formrun \-\-plain f.json
        \&.done
        .EE
        .EX
        { "tag": "x" }
        .EE
        """#
        let examples = DocExamples(roff: text)
        XCTAssertEqual(examples.examples, [.init(command: #"printf 'a\n' | formrun --plain f.json"#, stdout: ".done\n", status: 0, line: 2, block: 0)])
        XCTAssertEqual(examples.shown, [])
    }

    // MARK: Running

    /// A scratch folder linking every top-level entry of the repository, with `bin/formrun`.
    private func makeFolder(_ name: String) throws -> URL {
        let folder = scratch.appendingPathComponent(name)
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for entry in try manager.contentsOfDirectory(atPath: ShippedTool.root.path) where ![".build", ".git"].contains(entry) {
            try manager.createSymbolicLink(atPath: folder.appendingPathComponent(entry).path,
                                           withDestinationPath: ShippedTool.root.appendingPathComponent(entry).path)
        }
        let bin = folder.appendingPathComponent(".doc-bin")
        try manager.createDirectory(at: bin, withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: bin.appendingPathComponent("formrun").path,
                                       withDestinationPath: try XCTUnwrap(BinaryLocator.formrun()))
        for sub in ["state", "home", "tmp"] {
            try manager.createDirectory(at: folder.appendingPathComponent(".doc-\(sub)"), withIntermediateDirectories: true)
        }
        return folder
    }

    /// Runs `command` with `sh -c` in `folder`, in a session of its own (no terminal).
    private func run(_ command: String, in folder: URL) throws -> ShippedTool.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--wait", "/bin/sh", "-c", command]
        process.currentDirectoryURL = folder
        process.environment = [
            "PATH": folder.path + "/.doc-bin:/usr/bin:/bin",
            "XDG_STATE_HOME": folder.path + "/.doc-state",
            "HOME": folder.path + "/.doc-home",
            "TMPDIR": folder.path + "/.doc-tmp",
            "LANG": "C.UTF-8",
        ]
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let deadline = ProcessDeadline(pid: process.processIdentifier, seconds: 60)
        try stdin.fileHandleForWriting.close()
        let errors = Pipe.Reader(stderr)
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = errors.wait()
        process.waitUntilExit()
        deadline.finish("sh -c \(command)")
        return ShippedTool.Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                                  stderr: String(decoding: err, as: UTF8.self))
    }
}

private extension Pipe {
    /// Reads a pipe to its end on a thread of its own (so a full stderr never blocks the program).
    final class Reader: @unchecked Sendable {
        private let done = NSCondition()
        private var data: Data?

        init(_ pipe: Pipe) {
            let handle = pipe.fileHandleForReading
            Thread { [self] in
                let read = handle.readDataToEndOfFile()
                done.lock()
                data = read
                done.signal()
                done.unlock()
            }.start()
        }

        func wait() -> Data {
            done.lock()
            defer { done.unlock() }
            while data == nil { done.wait() }
            return data ?? Data()
        }
    }
}
