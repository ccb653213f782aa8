import Foundation
import FormCore
import XCTest
import FormJSON
import FormSchema

/// A JSON Schema as the form file (issue #9), through the real binary: filled in at the terminal,
/// submitted headless and answered in plain mode; every output is checked against the schema.
final class SchemaFormEndToEndTests: FormrunTestCase {
    static let schema = """
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": "Service",
      "type": "object",
      "required": ["name", "server"],
      "properties": {
        "name": { "type": "string", "minLength": 2, "pattern": "^[a-z]" },
        "replicas": { "type": "integer", "minimum": 1, "maximum": 9, "default": 2 },
        "tier": { "enum": ["free", "pro"], "default": "free" },
        "debug": { "type": "boolean" },
        "contact": { "type": "string", "format": "email" },
        "server": {
          "type": "object",
          "title": "Server",
          "properties": {
            "host": { "type": "string", "default": "localhost" },
            "port": { "type": "integer", "exclusiveMinimum": 0, "maximum": 65535 },
            "env": { "type": "object", "additionalProperties": { "type": "string" } }
          },
          "required": ["port"]
        },
        "billing": {
          "type": "object",
          "properties": { "card": { "type": "string" }, "zip": { "type": "string" } },
          "required": ["card"]
        }
      },
      "if": { "properties": { "tier": { "const": "pro" } }, "required": ["tier"] },
      "then": { "required": ["contact"] }
    }
    """

    private func schemaFile() throws -> String { try makeFile("service.schema.json", Self.schema) }

    /// The failures of `output` against the schema, by our validator.
    private func failures(_ output: String, file: StaticString = #filePath, line: UInt = #line) throws -> [SchemaFailure] {
        let schema = try JSONReader.parse(Self.schema, file: "schema")
        let instance = try JSONReader.parse(output, file: "output")
        return SchemaValidator(root: schema).failures(of: instance)
    }

    func testFilledInAtTheTerminalTheOutputIsAnInstance() throws {
        let session = try PtySession.formrun(["--compact", try schemaFile()],
                                             environment: ["HOME": scratchPath("home")], rows: 30, cols: 90)
        XCTAssertTrue(session.waitForScreen(containing: "Server"))
        session.send("api")
        // replicas typed (its default 2 is the placeholder), tier → free → pro (it starts unset), debug on, contact.
        session.send(keys: ["Down"])
        session.send("3")
        session.send(keys: ["Down", "Right", "Right", "Down", "Space", "Down"])
        session.send("ops@example.org")
        // Server: host left at its default (not written), port typed, env as JSON.
        session.send(keys: ["Down", "Down"])
        session.send("8080")
        session.send(keys: ["Down"])
        session.send(#"{"MODE": "prod"}"#)
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(session.stdout, #"{"name":"api","replicas":3,"tier":"pro","debug":true,"contact":"ops@example.org","server":{"port":8080,"env":{"MODE":"prod"}}}"# + "\n",
                       "billing, an optional object left empty, is left out; host's untouched default is not written")
        XCTAssertEqual(try failures(session.stdout), [])
        XCTAssertEqual(session.restorationProblems, [])
    }

    func testAConditionFromIfThenIsCheckedAtSubmit() throws {
        let session = try PtySession.formrun(["--compact", try schemaFile()],
                                             environment: ["HOME": scratchPath("home")], rows: 30, cols: 90)
        XCTAssertTrue(session.waitForScreen(containing: "Server"))
        session.send("api")
        session.send(keys: ["Down", "Down", "Right", "Right", "C-s"])   // tier (unset) → free → pro, no contact
        XCTAssertTrue(session.waitForScreen(containing: "Contact is required"))
        session.send(keys: ["Esc", "y"])
        XCTAssertEqual(session.waitForExit(), 1)
    }

    func testHeadlessSubmitTakesAnInstanceAndChecksIt() throws {
        let schema = try schemaFile()
        let environment = ["XDG_STATE_HOME": scratchPath("state")]
        let good = try makeFile("good.json", #"{"name": "api", "server": {"port": 80, "env": {"A": "b"}}, "billing": {"card": "4111"}}"#)
        let valid = try DetachedRun(["--submit", "--compact", "--values", good, schema], environment: environment)
        XCTAssertEqual(valid.status, 0, valid.stderr)
        XCTAssertEqual(valid.stdout, #"{"name":"api","server":{"port":80,"env":{"A":"b"}},"billing":{"card":"4111"}}"# + "\n")
        XCTAssertEqual(try failures(valid.stdout), [])

        let bad = try makeFile("bad.json", #"{"name": "Api", "tier": "pro", "server": {"port": 0, "env": {"A": 1}}, "billing": {"zip": "1"}}"#)
        let invalid = try DetachedRun(["--submit", "--values", bad, schema], environment: environment)
        XCTAssertEqual(invalid.status, 3)
        XCTAssertEqual(invalid.stdout, "")
        XCTAssertEqual(invalid.stderr, """
        formrun: /name: does not match the pattern ^[a-z]
        formrun: /contact: contact is required
        formrun: /server/port: must be at least 1
        formrun: /server/env/A: must be a string
        formrun: /billing/card: card is required

        """)
    }

    func testHeadlessSubmitWritesBackAnUntouchedConfigByteForByte() throws {
        let schema = try makeFile("rt.schema.json", #"{"type": "object", "required": ["name", "description"], "properties": {"name": {"type": "string"}, "description": {"type": "string"}, "ratio": {"type": "number", "default": 0.5}, "big": {"type": "number"}, "when": {"type": "string", "format": "date-time"}, "id": {"type": ["integer", "string"]}, "note": {"type": ["string", "null"]}, "repo": {"type": "object", "required": ["url", "private"], "properties": {"url": {"type": "string"}, "private": {"type": "boolean"}}}}}"#)
        let config = """
        {
          "when": "2024-05-01T09:16:47.765+02:00",
          "name": "x",
          "$schema": "./rt.schema.json",
          "description": "",
          "big": 1e3,
          "id": "abc",
          "note": null
        }

        """
        let values = try makeFile("rt.json", config)
        let run = try DetachedRun(["--submit", "--values", values, schema], environment: ["XDG_STATE_HOME": scratchPath("state"), "TZ": "America/New_York"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, config)
    }

    func testPlainModeAsksTheSchemaAndPrintsAnInstance() throws {
        // name, replicas, tier (1-2), debug, contact, host, port, env, card, zip
        let ended = try DetachedRun(["--plain", "--compact", try schemaFile()], input: "api\n\n2\ny\nops@example.org\n\n443\n\n\n\n",
                                    environment: ["TERM": "dumb", "XDG_STATE_HOME": scratchPath("state")])
        XCTAssertEqual(ended.status, 0, ended.stderr)
        XCTAssertEqual(ended.stdout, #"{"name":"api","tier":"pro","debug":true,"contact":"ops@example.org","server":{"port":443}}"# + "\n")
        XCTAssertEqual(try failures(ended.stdout), [])
        XCTAssertTrue(ended.stderr.contains("\nServer. Host. Text. Default localhost:\n"), ended.stderr)
    }

    func testCheckPrintsLocatedWarningsAndARefCycleIsALocatedError() throws {
        let schema = try makeFile("w.json", """
        {"type": "object", "properties": {
          "when": {"type": "string", "format": "colour"},
          "items": {"type": "array", "items": {"type": "object"}}}}
        """)
        let checked = try DetachedRun(["--check", schema], environment: [:])
        XCTAssertEqual(checked.status, 0)
        XCTAssertEqual(checked.stderr, """
        \(schema):2:40: warning: property 'when': unknown format 'colour' ignored
        \(schema):3:12: warning: property 'items': a list of objects: edited as JSON text, checked against its schema
        \(schema): ok (1 sections, 2 rows)

        """)
        let cycle = try makeFile("c.json", ##"{"type": "object", "properties": {"a": {"$ref": "#/$defs/a"}}, "$defs": {"a": {"$ref": "#/$defs/a"}}}"##)
        let refused = try DetachedRun(["--check", cycle], environment: [:])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "\(cycle):1:88: '$ref' cycle: '#/$defs/a' → '#/$defs/a' never reaches a schema\n")
    }

    /// A rule across properties (an `if` in a root `allOf`) fails only on the whole instance: at a
    /// terminal, plain mode asks the row it is about again instead of ending.
    func testPlainModeAsksAgainWhatTheWholeInstanceRefuses() throws {
        let schema = try makeFile("rule.schema.json", """
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
         "properties": {"kind": {"enum": ["short", "long"]}, "code": {"type": "string"}},
         "allOf": [{"if": {"properties": {"kind": {"const": "short"}}, "required": ["kind"]},
                    "then": {"properties": {"code": {"maxLength": 2}}}}]}
        """)
        let session = try PtySession.formrun(["--plain", "--compact", schema],
                                             environment: ["HOME": scratchPath("home"), "TERM": "dumb"])
        for (prompt, line) in [("Choose one of 2: 1) short  2) long: ", "1"), ("Code. Text: ", "abcd"), ("Submit? y to submit", "y"),
                               ("(row 'code')", ""), ("Code. Text. Currently abcd: ", "ab"), ("Submit? y to submit", "y")] {
            session.waitForOutput(containing: prompt)
            if !line.isEmpty || prompt.hasPrefix("Code") { session.send(line + "\r") }
        }
        XCTAssertEqual(session.waitForExit(), 0, session.ttyOutput)
        XCTAssertEqual(session.stdout, #"{"kind":"short","code":"ab"}"# + "\n")
        XCTAssertTrue(session.ttyOutput.contains("At most 2 characters (row 'code')"), session.ttyOutput)
    }
}
