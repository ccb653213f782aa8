import Foundation
import XCTest

/// `formrun --edit FILE`: a JSON or JSONC config opened through its schema and written back in
/// place, only the edited bytes changed; `--set`, `--diff`, `--output`, the schema found by
/// `$schema` or by a catalog's `fileMatch`, a set that breaks the schema refused (exit 3).
final class EditInPlaceEndToEndTests: FormrunTestCase {
    static let schema = ##"""
    {"type": "object", "properties": {
      "name": {"type": "string", "title": "Service name"},
      "port": {"type": "integer", "minimum": 1, "maximum": 65535},
      "ratio": {"type": "number"},
      "tags": {"type": "array", "items": {"type": "string"}},
      "debug": {"type": "boolean"}
    }, "required": ["name"]}
    """##

    static let config = """
    {
      // the service
      "name": "web",

      "port": 8080,
      "ratio": 1.0,   /* as measured */
      "tags": ["a", "b"],
    }

    """

    private func formrun(_ arguments: [String], environment: [String: String] = [:]) throws -> DetachedRun {
        try DetachedRun(arguments, environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"]
            .merging(environment) { $1 })
    }

    /// A file of the scratch folder, its folders made.
    private func place(_ name: String, _ text: String) throws -> String {
        let path = scratchPath(name)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        return try makeFile(name, text)
    }


    private func files() throws -> (schema: String, config: String) {
        (try makeFile("service.schema.json", Self.schema), try makeFile("service.json", Self.config))
    }

    func testSubmittedUntouchedTheFileIsByteIdentical() throws {
        let (schema, config) = try files()
        let run = try formrun(["--edit", config, "--schema", schema, "--submit"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(try contents(config), Self.config)
    }

    func testSetChangesOnlyItsValueAndKeepsTheMode() throws {
        let (schema, config) = try files()
        XCTAssertEqual(chmod(config, 0o640), 0)
        let run = try formrun(["--edit", config, "--schema", schema, "--set", "/port=9090", "--set", "/name=api", "--submit"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try contents(config), Self.config.replacingOccurrences(of: "8080", with: "9090")
            .replacingOccurrences(of: "\"web\"", with: "\"api\""))
        let mode = try FileManager.default.attributesOfItem(atPath: config)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratchPath("")).filter { $0.hasPrefix(".formrun-edit") }
        XCTAssertEqual(leftovers, [])
    }

    func testANewMemberIsWrittenAsItsSiblingsAre() throws {
        let (schema, config) = try files()
        let run = try formrun(["--edit", config, "--schema", schema, "--set", "/debug=true", "--set", "/tags/-=c", "--submit"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try contents(config), Self.config.replacingOccurrences(of: #"["a", "b"],"#, with: "[\"a\", \"b\", \"c\"],\n  \"debug\": true,"))
    }

    func testDiffPrintsTheChangeAndWritesNothing() throws {
        let (schema, config) = try files()
        let run = try formrun(["--edit", config, "--schema", schema, "--set", "/port=9090", "--submit", "--diff"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let name = config.hasPrefix("/") ? String(config.dropFirst()) : config
        XCTAssertEqual(run.stdout, """
        --- a/\(name)
        +++ b/\(name)
        @@ -2,7 +2,7 @@
           // the service
           "name": "web",
         
        -  "port": 8080,
        +  "port": 9090,
           "ratio": 1.0,   /* as measured */
           "tags": ["a", "b"],
         }

        """)
        XCTAssertEqual(try contents(config), Self.config)
    }

    func testOutputWritesElsewhere() throws {
        let (schema, config) = try files()
        XCTAssertEqual(chmod(config, 0o600), 0)
        let copy = scratchPath("copy.json")
        let run = try formrun(["--edit", config, "--schema", schema, "--set", "/ratio=2.5", "--output", copy, "--submit"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try contents(config), Self.config)
        XCTAssertEqual(try contents(copy), Self.config.replacingOccurrences(of: "1.0", with: "2.5"))
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: copy)[.posixPermissions] as? Int, 0o600)
    }

    func testASetThatBreaksTheSchemaWritesNothing() throws {
        let (schema, config) = try files()
        let run = try formrun(["--edit", config, "--schema", schema, "--set", "/port=0", "--set", "/name=", "--submit"])
        XCTAssertEqual(run.status, 3, run.stderr)
        XCTAssertTrue(run.stderr.contains("/port"), run.stderr)
        XCTAssertEqual(try contents(config), Self.config)
        let typed = try formrun(["--edit", config, "--schema", schema, "--set", "/port=\"x\"", "--set", "/debug=7", "--submit"])
        XCTAssertEqual(typed.status, 3, typed.stderr)
        XCTAssertTrue(typed.stderr.contains("formrun: /port: ") && typed.stderr.contains("formrun: /debug: "), typed.stderr)
        XCTAssertEqual(try contents(config), Self.config)
    }

    func testTheSchemaIsFoundByTheFilesSchemaMember() throws {
        _ = try place("schemas/service.json", Self.schema)
        let config = try makeFile("app.json", "{\n  \"$schema\": \"https://example.org/service.json\",\n  \"name\": \"web\"\n}\n")
        let run = try formrun(["--edit", config, "--check"], environment: ["FORMRUN_SCHEMA_DIR": scratchPath("schemas")])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("schema: \(scratchPath("schemas"))/service.json (named by the file's $schema 'https://example.org/service.json')"), run.stderr)
        let relative = try makeFile("rel.json", "{\"$schema\": \"service.schema.json\", \"name\": \"web\"}")
        _ = try makeFile("service.schema.json", Self.schema)
        let set = try formrun(["--edit", relative, "--set", "/port=1", "--submit"])
        XCTAssertEqual(set.status, 0, set.stderr)
        XCTAssertEqual(try contents(relative), "{\"$schema\": \"service.schema.json\", \"name\": \"web\", \"port\": 1}")
    }

    func testTheSchemaIsFoundByTheCatalogsFileMatch() throws {
        _ = try place("schemas/service.json", Self.schema)
        _ = try place("schemas/catalog.json", #"""
        {"schemas": [{"name": "other", "url": "https://example.org/other.json", "fileMatch": ["other.json"]},
                     {"name": "Service", "url": "https://example.org/service.json", "fileMatch": ["deploy/*.service.json"]}]}
        """#)
        let config = try place("deploy/web.service.json", "{\"name\": \"web\"}\n")
        let run = try formrun(["--edit", config, "--schema-dir", scratchPath("schemas"), "--check"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("'Service' in \(scratchPath("schemas"))/catalog.json, whose fileMatch 'deploy/*.service.json' matches"), run.stderr)
        let none = try formrun(["--edit", try makeFile("web.service.json", "{}"), "--schema-dir", scratchPath("schemas"), "--check"])
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.contains("names no $schema"), none.stderr)
    }

    func testAnInteractiveEditWritesBackOneLine() throws {
        let (schema, config) = try files()
        let session = try PtySession.formrun(["--edit", config, "--schema", schema], environment: ["HOME": scratchPath("home")])
        XCTAssertTrue(session.waitForScreen(containing: "Service name"))
        session.send(keys: ["End"])
        session.send("2")
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.ttyOutput)
        XCTAssertEqual(session.stdout, "")
        XCTAssertEqual(try contents(config), Self.config.replacingOccurrences(of: "\"web\"", with: "\"web2\""))
    }

    func testAnInteractiveSubmitOfNothingLeavesTheFileAlone() throws {
        let (schema, config) = try files()
        let before = try FileManager.default.attributesOfItem(atPath: config)[.modificationDate] as? Date
        let session = try PtySession.formrun(["--edit", config, "--schema", schema], environment: ["HOME": scratchPath("home")])
        XCTAssertTrue(session.waitForScreen(containing: "Service name"))
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.ttyOutput)
        XCTAssertEqual(try contents(config), Self.config)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: config)[.modificationDate] as? Date, before)
    }

    /// SchemaStore's testenvironments, github-issue-forms and abc-inventory configs: list items
    /// whose `oneOf` branches share a property (the second branch picked; a shape only the third
    /// branch's row holds), and a required
    /// `["string", "null"]` member given `null`, come back unchanged; a `null` the schema does not
    /// take stays refused.
    func testSharedBranchPropertiesAndARequiredNullComeBackUnchanged() throws {
        let schema = try makeFile("env.schema.json", ##"""
        {"type": "object", "properties": {
          "environments": {"type": "array", "items": {"type": "object", "required": ["name"],
            "properties": {"name": {"type": "string"}},
            "oneOf": [
              {"properties": {"type": {"enum": ["ssh"]}, "remoteUri": {"type": "string"}}, "required": ["remoteUri"]},
              {"properties": {"type": {"enum": ["remote"]}, "remoteUri": {"type": "string"}}, "required": ["remoteUri"]},
              {"properties": {"type": {"enum": ["list"]}, "remoteUri": {"type": "array", "items": {"type": "object"}}}}]}},
          "product": {"type": "object", "required": ["id"], "properties": {"id": {"type": ["string", "null"]}, "name": {"type": "string"}}}},
         "required": ["product"]}
        """##)
        let text = """
        {
          "environments": [
            {"name": "a", "remoteUri": "ssh://a", "type": "ssh"},
            {"name": "b", "remoteUri": "url", "type": "remote"},
            {"name": "c", "remoteUri": [{"host": "h"}], "type": "list"}
          ],
          "product": {"id": null}
        }

        """
        let config = try makeFile("env.json", text)
        let run = try formrun(["--edit", config, "--schema", schema, "--submit"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try contents(config), text)

        let invalid = text.replacingOccurrences(of: #""product": {"id": null}"#, with: #""product": {"id": null, "name": null}"#)
        let refused = try makeFile("env-invalid.json", invalid)
        let bad = try formrun(["--edit", refused, "--schema", schema, "--submit"])
        XCTAssertEqual(bad.status, 3, bad.stderr)
        XCTAssertEqual(try contents(refused), invalid)
    }

    func testEditOptionsNeedEdit() throws {
        let (schema, _) = try files()
        let run = try formrun(["--set", "/a=1", schema])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("--set cannot be used with no --edit"), run.stderr)
    }
}
