import Foundation
import XCTest

/// JSON Schemas with nested lists and maps of objects, and roots that are arrays or maps, through
/// the real binary (issue #18): `--check` reads them, `--submit --values` writes an untouched
/// config back as it was written and checks the nested values.
final class SchemaSubFormEndToEndTests: FormrunTestCase {
    /// A compose-like schema: a map of services, each with a list of ports.
    static let compose = ##"""
    {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "required": ["services"],
     "properties": {
       "version": {"type": "string"},
       "services": {"type": "object", "patternProperties": {"^[a-z]+$": {"$ref": "#/definitions/service"}}, "additionalProperties": false}},
     "definitions": {
       "service": {"type": "object", "required": ["image"], "properties": {
         "image": {"type": "string"}, "restart": {"enum": ["no", "always"]},
         "ports": {"type": "array", "items": {"type": "object", "required": ["target"], "properties": {
           "target": {"type": "integer", "minimum": 1}, "published": {"type": "string"}}}}}}}}
    """##

    private var environment: [String: String] { ["XDG_STATE_HOME": scratchPath("state")] }

    func testAnUntouchedConfigWithNestedMapsAndListsIsWrittenBackAsIt() throws {
        let schema = try makeFile("compose.schema.json", Self.compose)
        let config = """
        {
          "services": {
            "web": {
              "ports": [{"published": "", "target": 8.0e1, "x-note": null}],
              "image": "nginx"
            },
            "db": {
              "image": "postgres",
              "restart": "always"
            }
          },
          "version": "3"
        }

        """
        let values = try makeFile("compose.json", config)
        let run = try DetachedRun(["--submit", "--values", values, schema], environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        let compact = try DetachedRun(["--submit", "--compact", "--values", values, schema], environment: environment)
        XCTAssertEqual(compact.stdout, config.filter { !$0.isWhitespace } + "\n")
    }

    func testNestedValuesAreCheckedOnSubmit() throws {
        let schema = try makeFile("compose.schema.json", Self.compose)
        let values = try makeFile("bad.json", #"{"services": {"web": {"image": "nginx", "ports": [{"target": 0}]}}}"#)
        let run = try DetachedRun(["--submit", "--values", values, schema], environment: environment)
        XCTAssertEqual(run.status, 3)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "formrun: /services/web/ports/0/target: must be at least 1\n")
        for (name, bad) in [("key.json", #"{"services": {"Db": {"image": "x"}}}"#), ("missing.json", #"{"services": {"api": {}}}"#)] {
            let refused = try DetachedRun(["--submit", "--values", try makeFile(name, bad), schema], environment: environment)
            XCTAssertEqual(refused.status, 3, name)
            XCTAssertTrue(refused.stderr.hasPrefix("formrun: /services"), refused.stderr)
        }
    }

    func testARootArrayIsCheckedAndSubmittedAsAnArray() throws {
        let schema = try makeFile("hosts.schema.json", #"{"$schema": "http://json-schema.org/draft-07/schema#", "title": "Hosts", "type": "array", "minItems": 1, "items": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}, "port": {"type": "integer"}}}}"#)
        let check = try DetachedRun(["--check", schema], environment: environment)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.stderr, "\(schema): ok (1 sections, 1 rows)\n")
        let values = try makeFile("hosts.json", #"[{"port": 22.0, "name": "a"}, {"name": "b", "extra": [null]}]"#)
        let run = try DetachedRun(["--submit", "--compact", "--values", values, schema], environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, #"[{"port":22.0,"name":"a"},{"name":"b","extra":[null]}]"# + "\n")
        let empty = try makeFile("empty.json", "[]")
        let refused = try DetachedRun(["--submit", "--values", empty, schema], environment: environment)
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stderr, "formrun: at least 1 item\n", "the root array: the whole of the answers")
    }

    func testARootMapIsSubmittedAsAnObjectOfItsItems() throws {
        let schema = try makeFile("map.schema.json", #"{"type": "object", "additionalProperties": {"type": "object", "properties": {"on": {"type": "boolean"}}}}"#)
        let values = try makeFile("map.json", #"{"b": {"on": false}, "a": {}}"#)
        let run = try DetachedRun(["--submit", "--compact", "--values", values, schema], environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, #"{"b":{"on":false},"a":{}}"# + "\n")
    }
}
