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
}
