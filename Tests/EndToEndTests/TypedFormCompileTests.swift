import Foundation
import XCTest

/// What a caller of `TypedForm` can and cannot write, type-checked against the FormRun module
/// built next to the debug `formrun`, in Swift 6 language mode as an outside package builds it: the
/// issue's example compiles (with an async run on a task, cancelled, the form's own words and a
/// theme), and a `Field` whose property's type no row takes does not.
final class TypedFormCompileTests: XCTestCase {
    static let deploy = """
        import FormRun

        struct Deploy: Codable, Equatable, Sendable {
            enum Env: String, Codable, CaseIterable, Sendable { case dev, staging, prod }
            struct Variable: Codable, Equatable, Sendable { var key = ""; var value = "" }
            var service = ""
            var env = Env.dev
            var replicas = 1
            var variables: [Variable] = []
            var confirm = false
            var port: UInt8 = 0
        }

        func make() -> TypedForm<Deploy> {
            TypedForm(Deploy(), "Deploy") {
                Section("Service") {
                    Field(\\.service, "Service").required()
                    Field(\\.env, "Environment")
                    Field(\\.replicas, "Replicas", in: 1...20)
                    Field(\\.variables, "Variables") {
                        Field(\\.key, "Key").required()
                        Field(\\.value, "Value")
                    }
                    Field(\\.confirm, "Confirm")
                    FIELD
                }
            }
            .validate { d in d.env == .prod && d.replicas < 2 ? [Problem(\\.replicas, "prod needs 2 replicas")] : [] }
        }

        func use(_ form: TypedForm<Deploy>, _ someDeploy: Deploy) {
            do {
                let d: Deploy = try form.run()
                let checked: Deploy = try form.submit(someDeploy)
                _ = (d, checked)
            } catch FormRunError.cancelled {
            } catch {
            }
            _ = try? form.run(keys: "C-s", size: .standard)
        }

        func useOnATask(_ form: TypedForm<Deploy>) async {
            let styled = form.theme(.highContrast).ascii().messages(Messages(required: { "\\($0) fehlt" }))
            let task = Task { try await styled.run() }
            task.cancel()
            do {
                _ = try await task.value
            } catch is CancellationError {
            } catch {
                print(form.message(for: error))
            }
            let own = TypedForm(Deploy()) { Section { Field(\\.service, "Service").required(message: "Name it") } }
            _ = try? own.theme(Theme(focus: "bold white on blue")).run(keys: "C-s")
        }
        """

    private func typecheck(_ source: String) throws -> ToolRun {
        let binary = try XCTUnwrap(BinaryLocator.formrun(), "formrun binary not found")
        let build = URL(fileURLWithPath: binary).deletingLastPathComponent()
        let folder = try LibraryAPITests.scratchFolder("typed")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try ToolRun(["swiftc", "-typecheck", "-swift-version", "6", "-I", build.appendingPathComponent("Modules").path,
                            "-Xcc", "-fmodule-map-file=\(build.appendingPathComponent("CCurses.build/module.modulemap").path)",
                            file.path], seconds: 300)
    }

    func testTheIssuesExampleCompiles() throws {
        let run = try typecheck(Self.deploy.replacingOccurrences(of: "FIELD", with: ""))
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    func testAPropertyNoRowTakesDoesNotCompile() throws {
        let run = try typecheck(Self.deploy.replacingOccurrences(of: "FIELD", with: "Field(\\.port, \"Port\")"))
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("error:"), run.stderr)
        XCTAssertTrue(run.stderr.contains("UInt8"), run.stderr)
    }
}
