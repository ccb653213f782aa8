import Foundation
import XCTest

/// `formrun --edit` on YAML configs: a GitHub workflow edited with `--set` through SchemaStore's
/// schema changes only that line and keeps its comments; a compose file with a number in a list
/// and a null map value comes back byte for byte; the schema is found by a `yaml-language-server`
/// modeline; `--document N` picks a document of a stream.
final class EditYAMLEndToEndTests: FormrunTestCase {
    static let workflowSchema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas/github-workflow/schema.json").path

    static let workflow = """
    # CI for the web app
    name: CI
    on:
      push:
        branches: [main]   # only main

    jobs:
      build:
        # where it runs
        runs-on: ubuntu-latest
        steps:
          - uses: actions/checkout@v4
          - run: make test

    """

    /// A compose-like schema: string-or-number list items, volumes whose value may be null.
    static let composeSchema = #"""
    {"type": "object", "properties": {
      "services": {"type": "object", "additionalProperties": {"type": "object", "properties": {
        "image": {"type": "string"},
        "expose": {"type": "array", "items": {"anyOf": [{"type": "string"}, {"type": "number"}]}}}}},
      "volumes": {"type": "object", "additionalProperties": {"type": ["object", "null"]}}}}
    """#

    static let compose = "services:\n  db:\n    image: postgres:16   # pinned\n    expose: [5432]\nvolumes: {db-data: }\n"

    private func formrun(_ arguments: [String]) throws -> DetachedRun {
        try DetachedRun(arguments, environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"])
    }


    func testSetOnAWorkflowChangesOneLineAndKeepsComments() throws {
        let file = try makeFile("workflow.yml", Self.workflow)
        let run = try formrun(["--edit", file, "--schema", Self.workflowSchema, "--submit", "--set", "/jobs/build/runs-on=macos-latest"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try contents(file), Self.workflow.replacingOccurrences(of: "runs-on: ubuntu-latest", with: "runs-on: macos-latest"))
    }

    func testAWorkflowSubmittedUntouchedIsByteIdentical() throws {
        let file = try makeFile("workflow.yml", Self.workflow)
        let run = try formrun(["--edit", file, "--schema", Self.workflowSchema, "--submit"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try contents(file), Self.workflow)
    }

    func testAComposeFileWithNumbersAndNullsOpensAndComesBackUnchanged() throws {
        let schema = try makeFile("compose.schema.json", Self.composeSchema)
        let file = try makeFile("compose.yaml", Self.compose)
        let run = try formrun(["--edit", file, "--schema", schema, "--submit"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try contents(file), Self.compose)
        let added = try formrun(["--edit", file, "--schema", schema, "--submit", "--set", "/services/db/expose/-=5433", "--diff"])
        XCTAssertEqual(added.status, 0, added.stderr)
        XCTAssertTrue(added.stdout.contains("-    expose: [5432]\n+    expose: [5432, 5433]\n"), added.stdout)
    }

    func testTheSchemaIsFoundByTheModeline() throws {
        _ = try makeFile("compose.schema.json", Self.composeSchema)
        let file = try makeFile("compose.yaml", "# yaml-language-server: $schema=compose.schema.json\n" + Self.compose)
        let run = try formrun(["--edit", file, "--check"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("named by the file's yaml-language-server modeline 'compose.schema.json'"), run.stderr)
    }

    func testTheSchemaIsFoundByTheCatalogsFileMatch() throws {
        try FileManager.default.createDirectory(atPath: scratchPath("schemas"), withIntermediateDirectories: true)
        _ = try makeFile("schemas/compose.json", Self.composeSchema)
        _ = try makeFile("schemas/catalog.json", #"""
        {"schemas": [{"name": "Compose", "url": "https://example.org/compose.json", "fileMatch": ["docker-compose.yml", "compose.yaml"]}]}
        """#)
        let file = try makeFile("docker-compose.yml", Self.compose)
        let run = try formrun(["--edit", file, "--schema-dir", scratchPath("schemas"), "--submit", "--check"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("'Compose' in \(scratchPath("schemas"))/catalog.json, whose fileMatch 'docker-compose.yml' matches"), run.stderr)
    }

    func testDocumentPicksADocumentOfTheStream() throws {
        let schema = try makeFile("compose.schema.json", Self.composeSchema)
        let text = "volumes: {a: }\n---\n" + Self.compose
        let file = try makeFile("two.yaml", text)
        let run = try formrun(["--edit", file, "--schema", schema, "--document", "1", "--submit", "--set", "/services/db/image=postgres:17"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try contents(file), text.replacingOccurrences(of: "postgres:16", with: "postgres:17"))
        let missing = try formrun(["--edit", file, "--schema", schema, "--document", "2", "--submit"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("has no document 2"), missing.stderr)
    }

    func testAnInteractiveEditWritesBackOneLine() throws {
        let schema = try makeFile("service.schema.json", EditInPlaceEndToEndTests.schema)
        let text = "# the service\nname: web   # public name\n\nport: 8080\ntags: [a, b]\n"
        let file = try makeFile("service.yaml", text)
        let session = try PtySession.formrun(["--edit", file, "--schema", schema], environment: ["HOME": scratchPath("home")])
        XCTAssertTrue(session.waitForScreen(containing: "Service name"))
        session.send(keys: ["End"])
        session.send("2")
        try saveAndExpect(session, file, text.replacingOccurrences(of: "name: web", with: "name: web2"))
    }

    func testAnEditThroughAnAliasIsRefusedNamingIt() throws {
        let schema = try makeFile("compose.schema.json", Self.composeSchema)
        let text = "services:\n  db: &db\n    image: postgres\n  copy: *db\n"
        let file = try makeFile("anchors.yaml", text)
        let run = try formrun(["--edit", file, "--schema", schema, "--submit", "--set", "/services/copy/image=x"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("*db"), run.stderr)
        XCTAssertEqual(try contents(file), text)
    }
}
