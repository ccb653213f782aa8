import Foundation
import XCTest

/// `Examples/new-project`, a package outside formrun's own targets that depends on it by path as
/// any tool would: built with `swift build` (into `.build/examples`, so a second run only links),
/// then run with scripted keys. It builds a form with the builder, uses a row kind of its own
/// (`SemverKind`), decodes the answers into a struct, prints it and writes a package skeleton.
/// Its `readme-example` target is the README's library section, letter for letter.
final class ExamplePackageTests: XCTestCase {
    static let root = LibraryAPITests.repositoryRoot
    static let package = root.appendingPathComponent("Examples/new-project")
    static let scratch = root.appendingPathComponent(".build/examples/new-project")

    /// Builds the example package once for the class; its products' folder.
    static func built() throws -> URL {
        let run = try ToolRun(["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path],
                              seconds: 1200)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        return scratch.appendingPathComponent("debug")
    }

    func testTheExampleAsksDecodesAndWritesAPackage() throws {
        let products = try Self.built()
        let into = try LibraryAPITests.scratchFolder("new-project")
        defer { try? FileManager.default.removeItem(at: into) }
        let keys = "text:my-tool,Tab,Right,Tab,Right,Up,Tab,text:cli,Enter,text:swift,Enter,Tab,Space,C-s"
        let run = try ToolRun([products.appendingPathComponent("new-project").path, "--keys", keys, "--into", into.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
            Project(name: "my-tool", licence: "Apache-2.0", version: "0.2.0", keywords: ["cli", "swift"], tool: false)
            Created my-tool 0.2.0: Package.swift, Sources/my-tool/my-tool.swift, LICENSE, README.md

            """)
        let written = into.appendingPathComponent("my-tool")
        XCTAssertEqual(try String(contentsOf: written.appendingPathComponent("LICENSE"), encoding: .utf8),
                       "SPDX-License-Identifier: Apache-2.0\n")
        XCTAssertEqual(try String(contentsOf: written.appendingPathComponent("Sources/my-tool/my-tool.swift"), encoding: .utf8),
                       "public let version = \"0.2.0\"\n")
    }

    /// The row kind refuses what it cannot take, and the form's own checks hold: a name that the
    /// validator refuses keeps the form open, so the scripted run ends without a submit.
    func testTheExamplesChecksHold() throws {
        let products = try Self.built()
        let into = try LibraryAPITests.scratchFolder("new-project")
        defer { try? FileManager.default.removeItem(at: into) }
        let run = try ToolRun([products.appendingPathComponent("new-project").path, "--keys", "text:My Tool,C-s", "--into", into.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.hasPrefix("new-project: "), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: into.path), [])
    }

    /// A package that depends on the FormRun product sees FormRun's API and nothing else: the
    /// other modules' declarations have `package` access (`scripts/package-access.py`), so code
    /// outside formrun that imports FormCore, FormUI, FormScreen or FormJSON finds none of their
    /// types. Type-checked with the modules the example's build wrote, as a file of
    /// another package (`-package-name new_project`); the same file using FormRun alone passes.
    func testAnOutsidePackageCannotReachTheEngine() throws {
        let products = try Self.built()
        let folder = try LibraryAPITests.scratchFolder("outside")
        defer { try? FileManager.default.removeItem(at: folder) }
        func typecheck(_ source: String) throws -> ToolRun {
            let file = folder.appendingPathComponent("main.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            return try ToolRun(["swiftc", "-typecheck", "-package-name", "new_project",
                                "-I", products.appendingPathComponent("Modules").path,
                                "-Xcc", "-fmodule-map-file=\(products.appendingPathComponent("CCurses.build/module.modulemap").path)",
                                file.path])
        }
        let library = try typecheck("import FormRun\nlet key: Key = .left\nprint(key.name, JSON.null, CustomCell(\"1.0.0\"))\n")
        XCTAssertEqual(library.status, 0, library.stderr)
        // The module is found (no "no such module"), its package declarations are not.
        let engine = [("FormCore", "let form = FormCore.Form(sections: [])", "module 'FormCore' has no member named 'Form'"),
                      ("FormUI", "let cell = FormUI.CustomCell(\"1.0.0\")", "module 'FormUI' has no member named 'CustomCell'"),
                      ("FormScreen", "let key = FormScreen.Key.left", "module 'FormScreen' has no member named 'Key'"),
                      ("FormJSON", "let value: FormJSON.JSONValue? = nil", "no type named 'JSONValue' in module 'FormJSON'")]
        for (module, line, error) in engine {
            let run = try typecheck("import FormRun\nimport \(module)\n\(line)\n")
            XCTAssertNotEqual(run.status, 0, "\(module) is reachable from outside: \(line)")
            XCTAssertTrue(run.stderr.contains(error), run.stderr)
            XCTAssertFalse(run.stderr.contains("no such module"), run.stderr)
        }
    }

    /// The README's library section is the example's `readme-example` target, which the build
    /// above compiles.
    func testTheReadmesLibrarySectionIsCompiled() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.range(of: "## Use it from Swift: the FormRun library"), "README has a library section")
        let start = try XCTUnwrap(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let end = try XCTUnwrap(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        let source = try String(contentsOf: Self.package.appendingPathComponent("Sources/readme-example/main.swift"), encoding: .utf8)
        XCTAssertEqual(String(readme[start.upperBound..<end.lowerBound]), source)
        let products = try Self.built()
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: products.appendingPathComponent("readme-example").path))
    }
}
