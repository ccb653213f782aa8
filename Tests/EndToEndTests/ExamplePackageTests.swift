import Foundation
import XCTest

/// `Examples/new-project`, a package outside formrun's own targets that depends on it by path as
/// any tool would: built with `swift build` (into `.build/examples/shared`, so a second run only links),
/// then run with scripted keys. It builds a form with the builder, uses a row kind of its own
/// (`SemverKind`), decodes the answers into a struct, prints it and writes a package skeleton;
/// its `team-roster` target shows nested answers (a list of members with addresses).
/// Its `readme-example` target is the README's library section, letter for letter.
final class ExamplePackageTests: XCTestCase {
    static let root = LibraryAPITests.repositoryRoot
    static let package = root.appendingPathComponent("Examples/new-project")

    /// Builds the example package (`OutsidePackage`, in the build folder shared with
    /// `Examples/deploy-wizard`); its products' folder.
    static func built() throws -> URL {
        try OutsidePackage.build(package, products: ["new-project", "team-roster", "readme-example"])
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

    /// Nested answers seen from outside formrun (`team-roster`): a list's answers are an array
    /// and decode into nested structs, a bad value inside an item is thrown with its path, each
    /// check runs where it is declared (an item's `name` check on the items' names only), the
    /// code reads the list as an array, and a change handler sets the list.
    func testTheRosterSeesNestedAnswersAsATree() throws {
        let products = try Self.built()
        let run = try ToolRun([products.appendingPathComponent("team-roster").path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
            members is an array: 2 items
            decoded: Ada in London, Grace in Arlington, led by Grace
            a bad nested value: threw Form("Team"): /members/1/address/city: city is required
            the lead checks the members: threw Form("Team"): /lead: the lead must be a member
            each check stays with its row: [{"name":"Ada","address":{"city":"London"}},{"name":"Nobody","address":{"city":"Oslo"}}]
            and refuses there: /name A team needs a name; /members/1/name A member is not the team
            onChange sets the list: [{"name":"Ada","address":{"city":"London"}},{"name":"Grace","address":{"city":"Arlington"}}]

            """)
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

    /// Only FormRun is visible outside: a file of a tool depending on the FormRun product,
    /// compiled as that tool's build compiles it (against the modules its build made, as another
    /// module), imports FormRun, and is refused an `import` of any module below it.
    func testOnlyFormRunCanBeImportedFromOutside() throws {
        let products = try Self.built()
        let folder = try LibraryAPITests.scratchFolder("outside-import")
        defer { try? FileManager.default.removeItem(at: folder) }
        func typecheck(_ source: String) throws -> ToolRun {
            let file = folder.appendingPathComponent("main.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            return try ToolRun(["swiftc", "-typecheck", "-module-name", "my_tool", "-I", products.appendingPathComponent("Modules").path,
                                "-Xcc", "-fmodule-map-file=" + products.appendingPathComponent("CCurses.build/module.modulemap").path, file.path])
        }
        let library = try typecheck("import FormRun\nlet form = Form(\"x\") { Section { Row.text(\"a\", \"A\") } }\nprint(form.formFileText)\n")
        XCTAssertEqual(library.status, 0, library.stderr)
        for module in ["FormCore", "FormJSON", "FormScreen", "FormSchema", "FormUI", "FormTerminal", "FormApp", "FormDrafts", "FormDiff"] {
            let run = try typecheck("import \(module)\n")
            XCTAssertNotEqual(run.status, 0, module)
            XCTAssertTrue(run.stderr.contains("module '\(module)' doesn't allow importation from module 'my_tool'"), run.stderr)
        }
    }
}
