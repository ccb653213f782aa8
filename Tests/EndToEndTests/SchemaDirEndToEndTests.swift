import Foundation
import XCTest

/// `formrun --schema-dir DIR`: the schemas a JSON Schema names by URL are read from DIR, so that
/// `--check` has no warning for them and `--submit` checks the values against them.
final class SchemaDirEndToEndTests: FormrunTestCase {
    static let schema = ##"""
    {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {
      "port": {"$ref": "https://json.schemastore.org/common.json#/definitions/port"}}}
    """##
    static let common = ##"{"definitions": {"port": {"title": "Port", "type": "integer", "minimum": 1}}}"##

    private func formrun(_ arguments: [String]) throws -> DetachedRun {
        try DetachedRun(arguments, environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"])
    }

    private func files() throws -> (schema: String, folder: String) {
        let schema = try makeFile("schema.json", Self.schema)
        try FileManager.default.createDirectory(atPath: scratchPath("lib"), withIntermediateDirectories: true)
        _ = try makeFile("lib/common.json", Self.common)
        return (schema, scratchPath("lib"))
    }

    func testCheckFollowsTheReferenceIntoTheFolder() throws {
        let (schema, folder) = try files()
        let without = try formrun(["--check", schema])
        XCTAssertEqual(without.status, 0, without.stderr)
        XCTAssertTrue(without.stderr.contains("cannot be followed (a URL, which formrun does not fetch)"), without.stderr)
        let with = try formrun(["--schema-dir", folder, "--check", schema])
        XCTAssertEqual(with.status, 0, with.stderr)
        XCTAssertEqual(with.stderr, "\(schema): ok (1 sections, 1 rows)\n")
    }

    func testSubmitChecksTheValuesAgainstTheSchemaOfTheFolder() throws {
        let (schema, folder) = try files()
        let bad = try makeFile("bad.json", #"{"port": 0}"#)
        let refused = try formrun(["--schema-dir=" + folder, "--submit", "--values", bad, schema])
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertEqual(refused.stderr, "formrun: /port: must be at least 1\n")
        let good = try makeFile("good.json", #"{"port": 8080}"#)
        let accepted = try formrun(["--schema-dir", folder, "--submit", "--compact", "--values", good, schema])
        XCTAssertEqual(accepted.status, 0, accepted.stderr)
        XCTAssertEqual(accepted.stdout, #"{"port":8080}"# + "\n")
    }

    func testAFolderThatIsNotThereIsABadUsage() throws {
        let (schema, _) = try files()
        let ended = try formrun(["--schema-dir", scratchPath("nothing"), "--check", schema])
        XCTAssertEqual(ended.status, 2)
        XCTAssertTrue(ended.stderr.hasPrefix("formrun: --schema-dir: no such folder: '\(scratchPath("nothing"))'\n"), ended.stderr)
        let missing = try formrun(["--check", schema, "--schema-dir"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("--schema-dir"), missing.stderr)
    }
}
