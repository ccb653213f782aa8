import Foundation
import XCTest

/// The FormRun library's public surface, read from the compiled module by the toolchain's
/// `swift-symbolgraph-extract`: it must equal the list checked in (`docs/api/FormRun.api.txt`), so
/// that a change to it is deliberate (`make api` writes the list anew), every public symbol
/// declared in our sources carries a doc comment, and the library imports no Foundation but
/// FoundationEssentials.
final class LibraryAPITests: XCTestCase {
    /// One line a public symbol: its path, then its declaration.
    struct Symbol {
        var path: String
        var declaration: String
        var documented: Bool
        var declaredHere: Bool

        var line: String { "\(path): \(declaration)" }
    }

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static var checkedIn: URL { repositoryRoot.appendingPathComponent("docs/api/FormRun.api.txt") }

    /// Writes the symbol graph of the FormRun module built next to the debug `formrun` into
    /// `folder` (`FormRun.symbols.json`).
    static func extractSymbolGraph(into folder: URL) throws {
        let binary = try XCTUnwrap(BinaryLocator.formrun(), "formrun binary not found")
        let modules = URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("Modules").path
        var machine = utsname()
        uname(&machine)
        let arch = withUnsafeBytes(of: machine.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        // FormRun's interface reaches the C module CCurses, whose module map SwiftPM writes at build.
        let curses = URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("CCurses.build/module.modulemap").path
        let run = try ToolRun(["swift-symbolgraph-extract", "-module-name", "FormRun", "-I", modules,
                               "-Xcc", "-fmodule-map-file=\(curses)",
                               "-target", "\(arch)-unknown-linux-gnu", "-minimum-access-level", "public",
                               "-skip-synthesized-members", "-output-dir", folder.path])
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    /// A scratch folder, removed by the caller.
    static func scratchFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formrun-\(name)-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The symbol graph of the FormRun module built next to the debug `formrun` (its public
    /// symbols and their relationships), and the names of the files the extractor wrote
    /// (`FormRun@Swift.symbols.json` holds FormRun's public extensions of another module's types).
    static func symbolGraph() throws -> (graph: [String: Any], files: [String]) {
        let output = try scratchFolder("api")
        defer { try? FileManager.default.removeItem(at: output) }
        try extractSymbolGraph(into: output)
        let data = try Data(contentsOf: output.appendingPathComponent("FormRun.symbols.json"))
        let graph = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (graph, try FileManager.default.contentsOfDirectory(atPath: output.path).sorted())
    }

    /// The public symbols of the FormRun module built next to the debug `formrun`.
    func symbols() throws -> [Symbol] {
        let graph = try Self.symbolGraph().graph
        let entries = try XCTUnwrap(graph["symbols"] as? [[String: Any]])
        return entries.compactMap { entry in
            guard let path = entry["pathComponents"] as? [String],
                  let fragments = entry["declarationFragments"] as? [[String: Any]] else { return nil }
            let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
            return Symbol(path: path.joined(separator: "."),
                          declaration: declaration.split(whereSeparator: \.isNewline).joined(separator: " "),
                          documented: entry["docComment"] != nil, declaredHere: entry["location"] != nil)
        }
    }

    /// The surface as checked in: one symbol a line, sorted.
    static func surface(_ symbols: [Symbol]) -> String {
        Set(symbols.map(\.line)).sorted().joined(separator: "\n") + "\n"
    }

    func testThePublicSurfaceIsTheOneCheckedIn() throws {
        let actual = Self.surface(try symbols())
        if let target = ProcessInfo.processInfo.environment["FORMRUN_WRITE_API"], !target.isEmpty {
            try actual.write(toFile: target, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: Self.checkedIn, encoding: .utf8)
        guard actual != expected else { return }
        let now = Set(actual.split(separator: "\n")), before = Set(expected.split(separator: "\n"))
        XCTFail("""
            FormRun's public API changed (run `make api` to accept it, and say so in CHANGELOG.md).
            Added: \(now.subtracting(before).sorted().joined(separator: "\n       "))
            Removed: \(before.subtracting(now).sorted().joined(separator: "\n         "))
            """)
    }

    func testEveryPublicSymbolIsDocumented() throws {
        let symbols = try symbols()
        XCTAssertFalse(symbols.isEmpty)
        let undocumented = symbols.filter { $0.declaredHere && !$0.documented }.map(\.line)
        XCTAssertEqual(undocumented, [], "public symbols without a doc comment")
    }

    /// FormRun's public surface is all a user sees: no public declaration names a type of the
    /// other modules (FormCore, FormUI, FormScreen…, which have `package` access, see
    /// `scripts/package-access.py`), none conforms to one of their protocols, and FormRun extends
    /// none of their types publicly. Read from the mangled identifiers (`s:8FormCore4FormV`) of
    /// every type a declaration names and every relationship's target.
    func testThePublicSurfaceNamesNoOtherModulesTypes() throws {
        let (graph, files) = try Self.symbolGraph()
        let sources = Self.repositoryRoot.appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0 != "FormRun" && $0.hasPrefix("Form") }.sorted() + ["FormTestSupport"]
        XCTAssertTrue(modules.contains("FormCore") && modules.contains("FormUI"), "\(modules)")
        var named: [(symbol: String, identifier: String)] = []
        for entry in try XCTUnwrap(graph["symbols"] as? [[String: Any]]) {
            let path = (entry["pathComponents"] as? [String])?.joined(separator: ".") ?? "?"
            for case let fragment as [String: Any] in entry["declarationFragments"] as? [Any] ?? [] {
                if let identifier = fragment["preciseIdentifier"] as? String { named.append((path, identifier)) }
            }
        }
        for case let relationship as [String: Any] in graph["relationships"] as? [Any] ?? [] {
            if let target = relationship["target"] as? String {
                named.append(((relationship["source"] as? String) ?? "?", target))
            }
        }
        XCTAssertFalse(named.isEmpty)
        XCTAssertTrue(named.contains { $0.identifier.contains("7FormRun4JSON") }, "the check sees FormRun's own types")
        for module in modules {
            let mangled = "\(module.utf8.count)\(module)"
            let leaks = named.filter { $0.identifier.contains(mangled) }.map { "\($0.symbol) → \($0.identifier)" }
            XCTAssertEqual(leaks, [], "FormRun's public API names \(module)")
            XCTAssertFalse(files.contains("FormRun@\(module).symbols.json"), "FormRun extends \(module)'s types publicly")
        }
    }

    /// Only FormRun declares anything `public`: the other modules' declarations are `package`,
    /// which a package depending on FormRun cannot reach. A line that starts (after attributes)
    /// with `public` is a public declaration; `scripts/package-access.py` rewrites them.
    func testOnlyFormRunDeclaresPublic() throws {
        let declaration = try NSRegularExpression(pattern: #"^\s*(@\w+(\([^)]*\))?\s+)*public\b"#)
        var folders = try FileManager.default.contentsOfDirectory(atPath: Self.repositoryRoot.appendingPathComponent("Sources").path)
            .filter { $0 != "FormRun" }.map { "Sources/" + $0 }
        folders.append("Tests/Support")
        var found: [String] = [], files = 0
        for folder in folders.sorted() {
            let url = Self.repositoryRoot.appendingPathComponent(folder)
            let names = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
            for name in names.sorted() where name.hasSuffix(".swift") {
                files += 1
                let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let line = String(line)
                    if declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                        found.append("\(folder)/\(name):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        XCTAssertGreaterThan(files, 100)
        XCTAssertEqual(found, [], "public outside FormRun: run `python3 scripts/package-access.py`")
    }

    /// The DocC catalogue (`Sources/FormRun/FormRun.docc`) builds with the toolchain's `docc`, every
    /// symbol link in its articles resolved (warnings are errors), as `make docs` builds it.
    func testTheDocCCatalogueBuildsWithoutWarnings() throws {
        let scratch = try Self.scratchFolder("docc")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let graphs = scratch.appendingPathComponent("symbol-graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        try Self.extractSymbolGraph(into: graphs)
        let catalogue = Self.repositoryRoot.appendingPathComponent("Sources/FormRun/FormRun.docc").path
        let run = try ToolRun(["docc", "convert", catalogue, "--additional-symbol-graph-dir", graphs.path,
                               "--output-path", scratch.appendingPathComponent("out").path,
                               "--fallback-display-name", "FormRun", "--fallback-bundle-identifier", "formrun.FormRun",
                               "--warnings-as-errors"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("out/data/documentation/formrun.json").path),
                      "no page for the module: \(run.stdout)")
    }

    /// The library may import FoundationEssentials (for `Date` and `Decimal` fields) and no other
    /// Foundation: not `Foundation`, whose internationalization brings ICU, nor its other parts.
    /// Every other module of the product imports no Foundation at all (the `formrun` command does
    /// not link the library: `StartupTests`); the benchmarks' executable may (it compares with
    /// Foundation's regular expressions).
    func testTheLibraryImportsFoundationEssentialsOnly() throws {
        let sources = Self.repositoryRoot.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("formrun-bench/") && !$0.hasPrefix("FormRun/FormRun.docc/") }
        XCTAssertTrue(files.contains { $0.hasPrefix("FormRun/") })
        var essentials: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.contains(" import ") {
                guard line.contains("Foundation") else { continue }
                if line == "import FoundationEssentials", file.hasPrefix("FormRun/") {
                    essentials.append(file)
                } else {
                    XCTFail("\(file): \(line)")
                }
            }
        }
        XCTAssertFalse(essentials.isEmpty, "the check reads the imports")
    }
}
