import Foundation
import XCTest

/// SchemaStore configs that `--edit` refused untouched (issue 29), each cause on a schema cut
/// down to it: the config comes back byte for byte, and a config the schema refuses is still refused.
final class SchemaStoreInPlaceEndToEndTests: FormrunTestCase {
    private func formrun(_ arguments: [String]) throws -> DetachedRun {
        try DetachedRun(arguments, environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"])
    }

    /// `config` submitted untouched through `schema` is written back unchanged.
    private func assertUntouched(_ schema: String, _ config: String, named name: String = "config.json",
                                 file: StaticString = #filePath, line: UInt = #line) throws {
        let schemaFile = try makeFile("schema.json", schema)
        let configFile = try makeFile(name, config)
        let run = try formrun(["--edit", configFile, "--schema", schemaFile, "--submit"])
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        XCTAssertEqual(try String(contentsOfFile: configFile, encoding: .utf8), config, file: file, line: line)
    }

    /// `config` with `set` applied is refused (exit 3) with a message containing `words`.
    private func assertRefused(_ schema: String, _ config: String, set: String, saying words: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let schemaFile = try makeFile("schema.json", schema)
        let configFile = try makeFile("refused.json", config)
        let run = try formrun(["--edit", configFile, "--schema", schemaFile, "--set", set, "--submit"])
        XCTAssertEqual(run.status, 3, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.contains(words), run.stderr, file: file, line: line)
    }

    /// compilerconfig: a list of items whose `oneOf` branches give `inputFile` a different
    /// `pattern` each; the items share one form, and each may be of another branch.
    func testListItemsOfDifferentBranchesOpen() throws {
        let schema = #"""
        {"type": "array", "items": {"type": "object", "required": ["inputFile"],
          "properties": {"inputFile": {"type": "string"}, "minify": {"type": "boolean"}},
          "oneOf": [{"properties": {"inputFile": {"pattern": "\\.less$"}}},
                    {"properties": {"inputFile": {"pattern": "\\.coffee$"}}}]}}
        """#
        let config = "[\n  {\"inputFile\": \"a.coffee\", \"minify\": true},\n  {\"inputFile\": \"b.less\"}\n]\n"
        try assertUntouched(schema, config)
        try assertRefused(schema, config, set: "/0/inputFile=a.txt", saying: "/0/inputFile")
    }

    /// rudder-techniques: block items whose `reporting.mode` is an `enum` in one branch and a
    /// `const` in the other.
    func testAnEnumInOneBranchAndAConstInAnotherTakeEither() throws {
        let schema = #"""
        {"type": "array", "items": {"type": "object", "properties": {"reporting": {"oneOf": [
          {"type": "object", "properties": {"mode": {"enum": ["enabled", "disabled"]}}, "required": ["mode"], "additionalProperties": false},
          {"type": "object", "properties": {"mode": {"const": "focus"}, "id": {"type": "string"}}, "required": ["mode", "id"], "additionalProperties": false}]}}}}
        """#
        let config = "- reporting:\n    mode: enabled\n- reporting:\n    mode: focus\n    id: a1  # the focused one\n"
        try assertUntouched(schema, config, named: "config.yml")
    }

    /// bxci: `"default": false` on a number-or-duration; an invalid default is never held against
    /// a config that does not set the member, and a config that sets a bad value is still refused.
    func testAnInvalidDefaultIsNotHeldAgainstAConfigThatDoesNotSetIt() throws {
        let schema = #"""
        {"type": "object", "properties": {"build": {"type": "object", "properties": {
          "name": {"type": "string"},
          "threshold": {"oneOf": [{"type": "integer", "const": 0}, {"type": "string", "pattern": "^\\d+[mhd]$"}], "default": false},
          "mode": {"enum": ["a", "b"], "default": "c"}}}}}
        """#
        let config = "build:\n  name: x   # no threshold\n"
        try assertUntouched(schema, config, named: "config.yml")
        try assertRefused(schema, #"{"build": {"name": "x"}}"#, set: "/build/threshold=\"soon\"", saying: "/build/threshold")
    }

    /// uxp-manifest: items whose `oneOf` is two `if`/`then`s and a branch saying the `type` is
    /// `not` one of theirs; the item's own `type` is an enum of those.
    func testAPropertyOneBranchRulesOutKeepsItsOwnSchema() throws {
        let schema = #"""
        {"type": "array", "items": {"type": "object", "required": ["type"],
          "properties": {"type": {"type": "string", "enum": ["command", "panel"]}, "id": {"type": "string"}},
          "oneOf": [{"if": {"properties": {"type": {"const": "command"}}}, "then": {"required": ["id"]}, "else": false},
                    {"if": {"properties": {"type": {"const": "panel"}}}, "then": true, "else": false},
                    {"properties": {"type": {"not": {"enum": ["command", "panel"]}}}}]}}
        """#
        let config = "[\n  {\"type\": \"command\", \"id\": \"run\"},\n  {\"type\": \"panel\"}\n]\n"
        try assertUntouched(schema, config)
        try assertRefused(schema, config, set: "/0/id=7", saying: "/0")
    }

    /// app-config: a publisher `anyOf` whose first branch's `type` is an enum of every kind and
    /// each other branch's an enum of its own kind.
    func testAnEnumOfSeveralValuesInOneBranchKeepsThemAll() throws {
        let schema = #"""
        {"type": "object", "properties": {"publisher": {"anyOf": [
          {"type": "object", "properties": {"type": {"enum": ["awsS3", "local", "openStackSwift"], "type": "string"}, "local": {"type": "object", "properties": {"dir": {"type": "string"}}}}},
          {"type": "object", "properties": {"type": {"type": "string", "enum": ["awsS3"]}, "awsS3": {"type": "object", "properties": {"bucket": {"type": "string"}}}}},
          {"type": "object", "properties": {"type": {"type": "string", "enum": ["openStackSwift"]}, "openStackSwift": {"type": "object", "properties": {
            "credentials": {"type": "object", "properties": {"id": {"type": "string"}, "secret": {"type": "string"}}},
            "containerName": {"type": "string"}, "authUrl": {"type": "string"}, "swiftUrl": {"type": "string"}}}}}]}}}
        """#
        let config = "publisher:\n  type: local   # files on disk\n"
        try assertUntouched(schema, config, named: "config.yml")
        try assertRefused(schema, #"{"publisher": {"type": "local"}}"#, set: "/publisher/type=\"ftp\"", saying: "/publisher/type")
    }

    /// buf.gen: `plugins` is brought by both the `then` (v1) and the `else` (v2) of an `if` on
    /// `version`, with other items in each; a v2 config keeps its plugins.
    func testAPropertyBothThenAndElseBringHasARowInEach() throws {
        let schema = #"""
        {"type": "object", "properties": {"version": {"type": "string"}}, "required": ["version"],
         "if": {"properties": {"version": {"const": "v1"}}},
         "then": {"properties": {"plugins": {"type": "array", "items": {"type": "object", "properties": {"out": {"type": "string"}, "path": {"type": "string"}}}}}},
         "else": {"required": ["plugins"], "properties": {"plugins": {"type": "array", "items": {"type": "object", "properties": {
           "out": {"type": "string"}, "path": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}}}}}}}
        """#
        let config = "version: v2\nplugins:\n  - out: gen   # generated code\n    path: [protoc, --experimental]\n"
        try assertUntouched(schema, config, named: "config.yml")
        try assertRefused(schema, "{\"version\": \"v2\"}", set: "/version=\"v3\"", saying: "plugins")
    }

    /// buf.gen: v1's `managed` (the `then`), whose `override` is an object of nine maps, is a
    /// sub-form; v2's (the `else`) is a section whose `override` is a list. A v2 `managed` goes
    /// to the section: the sub-form cannot hold its list.
    func testAnObjectASubFormCannotHoldGoesToTheSectionOfItsPath() throws {
        let maps = ["CSHARP", "GO", "JAVA", "OBJC", "OPTIMIZE", "PHP", "RUBY", "SWIFT", "KOTLIN"]
            .map { #""\#($0)": {"type": "object", "additionalProperties": {"type": "string"}}"# }.joined(separator: ", ")
        let schema = #"""
        {"type": "object", "properties": {"version": {"type": "string", "enum": ["v2", "v1"]}},
         "if": {"properties": {"version": {"enum": ["v1"]}}},
         "then": {"properties": {"managed": {"type": "object", "properties": {"enabled": {"type": "boolean"},
           "override": {"type": "object", "properties": {\#(maps)}}}}}},
         "else": {"properties": {"managed": {"type": "object", "properties": {"enabled": {"type": "boolean"},
           "override": {"type": "array", "items": {"type": "object", "additionalProperties": false, "minProperties": 1,
             "properties": {"file_option": {"type": "string"}, "value": {"type": "string"}}}}}}}}}
        """#
        let config = "version: v2\nmanaged:\n  enabled: true\n  override:\n    # the prefix\n    - file_option: java_package_prefix\n      value: net\n"
        try assertUntouched(schema, config, named: "config.yml")
    }

    /// github-workflow: a step's `wait-all:` with no value, a `null` its `["boolean", "null"]`
    /// schema takes and the only member the step's `oneOf` needs.
    func testANullASwitchHoldsAsOffIsWrittenBack() throws {
        let schema = #"""
        {"type": "object", "properties": {"steps": {"type": "array", "items": {"type": "object",
          "properties": {"name": {"type": "string"}, "run": {"type": "string"}, "wait-all": {"type": ["boolean", "null"]}},
          "oneOf": [{"required": ["run"]}, {"required": ["wait-all"]}]}}}}
        """#
        let config = "steps:\n  - run: make\n  - name: Wait for all\n    wait-all:\n"
        try assertUntouched(schema, config, named: "config.yml")
    }

    /// any.json: a root of no stated type, an `anyOf` of every type; the document is one JSON
    /// text row, and a schema that only says "a string" still has nothing to ask.
    func testASchemaOfAnyValueEditsTheDocumentAsJSON() throws {
        let schema = #"{"$schema": "http://json-schema.org/draft-07/schema#", "anyOf": [{"type": "object"}, {"type": "array"}, {"type": "string"}, {"type": "null"}]}"#
        let config = "{\n  // greeting\n  \"hello\": \"world\"\n}\n"
        try assertUntouched(schema, config)
        let configFile = try makeFile("set.json", config)
        let run = try formrun(["--edit", configFile, "--schema", try makeFile("any.json", schema), "--set", "/n=1", "--submit"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try String(contentsOfFile: configFile, encoding: .utf8), "{\n  // greeting\n  \"hello\": \"world\",\n  \"n\": 1\n}\n")
        let nested = ##"{"$schema": "http://json-schema.org/draft-07/schema#", "oneOf": [{"$ref": "#/definitions/t"}], "definitions": {"t": {"oneOf": [{"type": "string"}, {"type": "object"}]}}}"##
        let avro = try formrun(["--edit", try makeFile("avro.json", "{\"type\": \"record\"}\n"), "--schema", try makeFile("avsc.json", nested), "--submit"])
        XCTAssertEqual(avro.status, 0, avro.stderr)
        let string = try formrun(["--check", try makeFile("string.json", #"{"$schema": "http://json-schema.org/draft-07/schema#", "anyOf": [{"type": "string"}, {"type": "null"}]}"#)])
        XCTAssertEqual(string.status, 2, string.stderr)
    }

    /// vector: each sink `type` is a branch with its own `encoding`, a sub-form; a sink of the
    /// second type keeps its encoding.
    func testATwinSubFormOfALaterBranchGetsItsValue() throws {
        let fields = (1...9).map { #""f\#($0)": {"type": "string"}"# }.joined(separator: ", ")
        let schema = ##"""
        {"type": "object", "properties": {"sinks": {"type": "object", "additionalProperties": {"oneOf": [
          {"type": "object", "required": ["type"], "properties": {"type": {"const": "amqp"}, "encoding": {"$ref": "#/definitions/encoding"}}},
          {"type": "object", "required": ["type"], "properties": {"type": {"const": "console"}, "encoding": {"$ref": "#/definitions/encoding"}}}]}}},
         "definitions": {"encoding": {"type": "object", "required": ["codec"], "properties": {"codec": {"enum": ["json", "text"]}, \##(fields)}}}}
        """##
        let config = "sinks:\n  out:\n    type: console\n    encoding:\n      codec: json   # one per line\n"
        try assertUntouched(schema, config, named: "config.yml")
    }
}
