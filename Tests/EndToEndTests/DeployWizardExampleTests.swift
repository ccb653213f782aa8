import Foundation
import XCTest

/// `Examples/deploy-wizard`, a package outside formrun's own targets that depends on it by path and
/// fills its own `Codable` type with a `TypedForm`: built with its tests (into the build folder
/// `Examples/new-project` is built in, so formrun is compiled once for both, and a second run only
/// links) and its tests run, as its user runs them. The DocC tutorial that builds it
/// (`FormRun.docc/Tutorials/BuildADeployWizard.tutorial`) is compiled step by step: each step's
/// code, with the files of the steps before it, against the FormRun module built next to the
/// debug `formrun`; its last steps are the example's files.
final class DeployWizardExampleTests: XCTestCase {
    static let root = LibraryAPITests.repositoryRoot
    static let package = root.appendingPathComponent("Examples/deploy-wizard")
    static let scratch = OutsidePackage.scratch
    static let catalogue = root.appendingPathComponent("Sources/FormRun/FormRun.docc")
    static let tutorial = catalogue.appendingPathComponent("Tutorials/BuildADeployWizard.tutorial")

    /// Builds the example package and its tests (`OutsidePackage`); its products' folder.
    static func built() throws -> URL {
        try OutsidePackage.build(package, tests: true, products: ["deploy-wizard", "deploy-wizardPackageTests.xctest"])
    }

    /// The example's own tests (Swift Testing): a scripted run returns the typed value, the
    /// cross-field rule is refused at `/replicas` and an empty key in a list item at
    /// `/variables/0/key`, a valid value comes back equal, Esc is `FormRunError.cancelled`.
    func testTheExamplesOwnTestsPass() throws {
        _ = try Self.built()
        let run = try ToolRun(["swift", "test", "--skip-build", "--package-path", Self.package.path, "--scratch-path", Self.scratch.path],
                              seconds: 300)
        let output = run.stdout + run.stderr
        XCTAssertEqual(run.status, 0, output)
        for test in ["aScriptedRunReturnsTheDeploy", "prodNeedsTwoReplicas", "aVariableNeedsAKey", "aValidDeployComesBackEqual", "escapeCancels"] {
            XCTAssertTrue(output.contains("Test \(test)() passed"), "\(test) did not pass:\n\(output)")
        }
        XCTAssertTrue(output.contains("Test run with 5 tests"), output)
    }

    /// The tool itself speaks as `deploy-wizard`: with no terminal to run on, it says so in its
    /// own name and fails.
    func testTheToolSpeaksAsItself() throws {
        let products = try Self.built()
        let state = try LibraryAPITests.scratchFolder("deploy-wizard-state")
        defer { try? FileManager.default.removeItem(at: state) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.path
        let run = try ToolRun(["setsid", "--wait", products.appendingPathComponent("deploy-wizard").path], environment: environment)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.hasPrefix("deploy-wizard: "), run.stderr)
        XCTAssertFalse(run.stderr.contains("formrun"), run.stderr)
    }

    /// One `@Code` of the tutorial: the file it shows and the resource holding that step's code.
    struct Step {
        var name: String
        var file: String
    }

    static func steps() throws -> [Step] {
        let text = try String(contentsOf: tutorial, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"@Code\(name: "([^"]+)", file: "([^"]+)"\)"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let name = Range(match.range(at: 1), in: text), let file = Range(match.range(at: 2), in: text) else { return nil }
            return Step(name: String(text[name]), file: String(text[file]))
        }
    }

    /// Where a file the tutorial shows is in the example package.
    static func placeInExample(_ name: String) -> String {
        switch name {
        case "Package.swift": return name
        case let test where test.hasSuffix("Tests.swift"): return "Tests/DeployWizardTests/\(test)"
        default: return "Sources/deploy-wizard/\(name)"
        }
    }

    /// Every step compiles with the files as the steps before it left them: a manifest is read by
    /// `swift package dump-package`, the tool's sources are type-checked as one module (Swift 6
    /// language mode, as the package builds them), and a test file against that module built
    /// for testing (`@testable import deploy_wizard`).
    func testEveryStepOfTheTutorialCompiles() throws {
        let steps = try Self.steps()
        XCTAssertGreaterThanOrEqual(steps.count, 10, "the tutorial's steps were not found")
        let binary = try XCTUnwrap(BinaryLocator.formrun(), "formrun binary not found")
        let build = URL(fileURLWithPath: binary).deletingLastPathComponent()
        let modules = ["-I", build.appendingPathComponent("Modules").path,
                       "-Xcc", "-fmodule-map-file=\(build.appendingPathComponent("CCurses.build/module.modulemap").path)"]
        var files: [String: String] = [:]
        for (number, step) in steps.enumerated() {
            let place = "step \(number + 1) (\(step.file))"
            files[step.name] = try String(contentsOf: Self.catalogue.appendingPathComponent("Resources/\(step.file)"), encoding: .utf8)
            let folder = try LibraryAPITests.scratchFolder("tutorial-step")
            defer { try? FileManager.default.removeItem(at: folder) }
            let package = folder.appendingPathComponent("deploy-wizard")
            for (name, text) in files {
                let url = package.appendingPathComponent(Self.placeInExample(name))
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            let sources = files.keys.filter { $0 != "Package.swift" && !$0.hasSuffix("Tests.swift") }.sorted()
                .map { package.appendingPathComponent(Self.placeInExample($0)).path }
            let run: ToolRun
            if step.name == "Package.swift" {
                run = try ToolRun(["swift", "package", "--package-path", package.path, "dump-package"], seconds: 300)
            } else if step.name.hasSuffix("Tests.swift") {
                let tool = folder.appendingPathComponent("modules")
                let emitted = try ToolRun(["swiftc", "-emit-module", "-module-name", "deploy_wizard", "-enable-testing", "-swift-version", "6"]
                                          + modules + sources + ["-emit-module-path", tool.appendingPathComponent("deploy_wizard.swiftmodule").path],
                                          seconds: 300)
                XCTAssertEqual(emitted.status, 0, "\(place): the tool's sources\n\(emitted.stderr)")
                run = try ToolRun(["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6"] + modules + ["-I", tool.path,
                                   package.appendingPathComponent(Self.placeInExample(step.name)).path], seconds: 300)
            } else {
                let library = files["main.swift"] == nil ? ["-parse-as-library"] : []
                run = try ToolRun(["swiftc", "-typecheck", "-module-name", "deploy_wizard", "-swift-version", "6"] + library + modules + sources,
                                  seconds: 300)
            }
            XCTAssertEqual(run.status, 0, "\(place)\n\(run.stdout)\(run.stderr)")
        }
    }

    /// The tutorial ends where the example is: each file it shows, as its last step leaves it, is
    /// the example's file letter for letter (which the example's build compiles and its tests run),
    /// the example has no file the tutorial does not show, and every step's resource is shown.
    func testTheTutorialEndsWithTheExample() throws {
        let steps = try Self.steps()
        var last: [String: String] = [:]
        for step in steps { last[step.name] = step.file }
        for (name, file) in last {
            let shown = try String(contentsOf: Self.catalogue.appendingPathComponent("Resources/\(file)"), encoding: .utf8)
            let example = try String(contentsOf: Self.package.appendingPathComponent(Self.placeInExample(name)), encoding: .utf8)
            XCTAssertEqual(shown, example, "\(file) is not Examples/deploy-wizard/\(Self.placeInExample(name))")
        }
        let exampleFiles = try XCTUnwrap(FileManager.default.enumerator(atPath: Self.package.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".build") }
        XCTAssertEqual(Set(exampleFiles), Set(last.keys.map(Self.placeInExample)))
        let resources = try FileManager.default.contentsOfDirectory(atPath: Self.catalogue.appendingPathComponent("Resources").path)
            .filter { $0.hasPrefix("deploy-wizard-") && $0.hasSuffix(".swift") }
        XCTAssertEqual(Set(resources), Set(steps.map(\.file)), "step files the tutorial does not show, or shows twice")
        XCTAssertEqual(steps.count, Set(steps.map(\.file)).count, "a step file shown twice")
    }
}
