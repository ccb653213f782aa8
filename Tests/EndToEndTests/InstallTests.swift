import Foundation
import XCTest

/// `make install` and `make uninstall` into a scratch prefix, with the debug binary the tests
/// run (`FORMRUN_BIN`, so nothing is built): the binary, the man pages and the completions land
/// where each belongs, work from there, and uninstall leaves the prefix as it found it.
final class InstallTests: FormrunTestCase {
    /// The files `make install` puts under the prefix, with their modes.
    private static let installed: [(path: String, mode: Int)] = [
        ("bin/formrun", 0o755),
        ("share/man/man1/formrun.1", 0o644),
        ("share/man/man5/formrun-form.5", 0o644),
        ("share/bash-completion/completions/formrun", 0o644),
        ("share/zsh/site-functions/_formrun", 0o644),
        ("share/fish/vendor_completions.d/formrun.fish", 0o644),
    ]

    /// The completion script each installed file holds.
    private static let completions = [
        "share/bash-completion/completions/formrun": "bash",
        "share/zsh/site-functions/_formrun": "zsh",
        "share/fish/vendor_completions.d/formrun.fish": "fish",
    ]

    /// Runs `make TARGET VARIABLES…` in the package's folder and checks it succeeded.
    private func make(_ target: String, _ variables: [String: String], environment: [String: String] = [:],
                      file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try makeResult(target, variables, environment: environment)
        XCTAssertEqual(result.status, 0, "make \(target) \(variables): \(result.stdout)\(result.stderr)",
                       file: file, line: line)
    }

    /// What `make TARGET FORMRUN_BIN=… VARIABLES…` in the package's folder printed and how it ended.
    private func makeResult(_ target: String, _ variables: [String: String],
                            environment: [String: String] = [:]) throws -> ShippedTool.Result {
        let binary = try XCTUnwrap(BinaryLocator.formrun(), "formrun binary not found")
        let arguments = [target, "FORMRUN_BIN=\(binary)"] + variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return try ShippedTool.run("make", ["--no-print-directory"] + arguments, in: ShippedTool.root, environment: environment)
    }

    /// Every file and folder under `folder`, relative to it, sorted.
    private func contents(of folder: URL) throws -> [String] {
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path))
        return enumerator.compactMap { $0 as? String }.sorted()
    }

    private func mode(_ path: String) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) & 0o7777
    }

    /// `make run`, `make build` and `make install` install what running needs (libncurses-dev),
    /// never the shells only the tests use; `make test` installs those too. Read with `make -n`,
    /// which prints the recipes (the `@` ones included) without running them.
    /// The Makefile's loop over the shells only the tests use.
    private static let testShells = "for shell in zsh dash"

    func testOnlyTheTestsInstallTheTestShells() throws {
        for target in ["run", "build", "install"] {
            let result = try ShippedTool.run("make", ["--no-print-directory", "-n", target], in: ShippedTool.root)
            XCTAssertEqual(result.status, 0, "make -n \(target): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("libncurses-dev"), "make \(target) does not install libncurses-dev")
            XCTAssertFalse(result.stdout.contains(Self.testShells), "make \(target) installs zsh and dash:\n\(result.stdout)")
        }
        let test = try ShippedTool.run("make", ["--no-print-directory", "-n", "test"], in: ShippedTool.root)
        XCTAssertTrue(test.stdout.contains(Self.testShells), "make test does not install the shells its tests use")
        XCTAssertTrue(test.stdout.contains("libncurses-dev"), "make test does not install libncurses-dev")
    }

    func testInstallThenUninstallLeavesThePrefixEmpty() throws {
        let prefix = scratch.appendingPathComponent("prefix")
        try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
        try make("install", ["PREFIX": prefix.path])

        for (path, expectedMode) in Self.installed {
            let full = prefix.appendingPathComponent(path).path
            XCTAssertTrue(FileManager.default.fileExists(atPath: full), "\(path) is not installed")
            guard FileManager.default.fileExists(atPath: full) else { continue }
            XCTAssertEqual(try mode(full), expectedMode, "the mode of \(path)")
        }
        XCTAssertEqual(try contents(of: prefix).filter { !$0.hasPrefix("share") && $0 != "bin" }, ["bin/formrun"])

        // The installed binary runs.
        let version = try ShippedTool.run(prefix.appendingPathComponent("bin/formrun").path, ["--version"])
        XCTAssertEqual(version.status, 0, version.stderr)
        XCTAssertTrue(version.stdout.hasPrefix("formrun "), version.stdout)

        // The man pages are the project's, and render.
        for (installed, source) in [("share/man/man1/formrun.1", "docs/man/formrun.1"),
                                    ("share/man/man5/formrun-form.5", "docs/man/formrun-form.5")] {
            let copy = try? Data(contentsOf: prefix.appendingPathComponent(installed))
            XCTAssertEqual(copy, try Data(contentsOf: ShippedTool.root.appendingPathComponent(source)), installed)
        }

        // Each completion file is what the binary prints for its shell.
        for (path, shell) in Self.completions {
            let script = try? String(contentsOf: prefix.appendingPathComponent(path), encoding: .utf8)
            XCTAssertEqual(script, try ShippedTool.formrun(["--completions", shell]).stdout, path)
        }
        let bash = try ShippedTool.run("bash", ["-n", prefix.appendingPathComponent("share/bash-completion/completions/formrun").path])
        XCTAssertEqual(bash.status, 0, bash.stderr)

        var manRendered = false
        if ShippedTool.which("man") != nil {
            let page = try ManPageTests.man(prefix.appendingPathComponent("share/man/man1/formrun.1").path)
            XCTAssertEqual(page.status, 0, page.stderr)
            XCTAssertEqual(page.stderr, "")
            XCTAssertTrue(page.stdout.contains("FORMRUN(1)"), page.stdout)
            manRendered = true
        }

        try make("uninstall", ["PREFIX": prefix.path])
        XCTAssertTrue(FileManager.default.fileExists(atPath: prefix.path), "uninstall removed the prefix itself")
        XCTAssertEqual(try contents(of: prefix), [], "uninstall left files or folders behind")

        if !manRendered { throw XCTSkip("man is not installed: man -l not run") }
    }

    /// `DESTDIR` stages the files under it; uninstall with the same `DESTDIR` takes them back.
    func testDestdirStagesUnderIt() throws {
        let stage = scratch.appendingPathComponent("stage")
        try FileManager.default.createDirectory(at: stage, withIntermediateDirectories: true)
        try make("install", ["DESTDIR": stage.path, "PREFIX": "/opt/formrun"])
        for (path, _) in Self.installed {
            XCTAssertTrue(FileManager.default.fileExists(atPath: stage.path + "/opt/formrun/" + path), "\(path) is not staged")
        }
        XCTAssertEqual(try contents(of: stage).filter { !$0.hasPrefix("opt/formrun/") }, ["opt", "opt/formrun"])
        try make("uninstall", ["DESTDIR": stage.path, "PREFIX": "/opt/formrun"])
        // The prefix stays (nothing above it is touched); everything under it is gone.
        XCTAssertEqual(try contents(of: stage), ["opt", "opt/formrun"], "uninstall left files or folders behind")
    }

    /// `make install PREFIX=~/x` from zsh or fish, which pass the `~` on: make expands it to
    /// `$HOME`, as bash would have, and creates no folder named `~`.
    func testALeadingTildeIsTheHomeFolder() throws {
        let home = scratch.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try make("install", ["PREFIX": "~/x"], environment: ["HOME": home.path])
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: home.path + "/x/bin/formrun"), "not installed under $HOME/x")
        XCTAssertFalse(FileManager.default.fileExists(atPath: ShippedTool.root.path + "/~"), "make created a folder named ~")
        try make("uninstall", ["PREFIX": "~/x"], environment: ["HOME": home.path])
        XCTAssertEqual(try contents(of: home), ["x"])
    }

    /// `~user/…` cannot be expanded by make: install and uninstall refuse it, saying to write `$HOME`.
    func testATildeMakeCannotExpandIsRefused() throws {
        for target in ["install", "uninstall"] {
            let result = try makeResult(target, ["PREFIX": "~nobody-formrun/x"])
            XCTAssertNotEqual(result.status, 0, "make \(target) PREFIX=~nobody-formrun/x: \(result.stdout)")
            XCTAssertTrue(result.stderr.contains("write $HOME/"), result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: ShippedTool.root.path + "/~nobody-formrun"),
                           "make \(target) created a folder named ~nobody-formrun")
        }
    }

    /// Uninstall removes only formrun's files, and only the folders that are left empty.
    func testUninstallKeepsWhatIsNotFormrun() throws {
        let prefix = scratch.appendingPathComponent("shared")
        for path in ["bin/other", "share/man/man1/other.1"] {
            let url = prefix.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("other\n".utf8).write(to: url)
        }
        try make("install", ["PREFIX": prefix.path])
        try make("uninstall", ["PREFIX": prefix.path])
        XCTAssertEqual(try contents(of: prefix),
                       ["bin", "bin/other", "share", "share/man", "share/man/man1", "share/man/man1/other.1"])
    }
}
