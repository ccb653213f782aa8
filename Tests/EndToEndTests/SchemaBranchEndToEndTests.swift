import Foundation
import FormCore
import XCTest
import FormJSON
import FormSchema

/// A schema whose root is a `oneOf` of objects told apart by `kind` (drone's configs), submitted
/// headless with each branch's config: each comes back as it was given and validates.
final class SchemaBranchEndToEndTests: FormrunTestCase {
    static let schema = ##"""
    {"$schema": "http://json-schema.org/draft-07/schema#",
     "oneOf": [{"$ref": "#/definitions/pipeline"}, {"$ref": "#/definitions/signature"}],
     "definitions": {
       "pipeline": {"type": "object", "required": ["kind", "name"], "additionalProperties": false,
                    "properties": {"kind": {"const": "pipeline"}, "name": {"type": "string"}, "steps": {"type": "integer", "minimum": 1}}},
       "signature": {"type": "object", "required": ["kind", "hmac"], "additionalProperties": false,
                     "properties": {"kind": {"enum": ["signature"]}, "hmac": {"type": "string"}}}}}
    """##

    func testEachBranchsConfigIsAcceptedAndWrittenBackAsGiven() throws {
        let schema = try makeFile("drone.schema.json", Self.schema)
        let environment = ["XDG_STATE_HOME": scratchPath("state")]
        let validator = SchemaValidator(root: try JSONReader.parse(Self.schema, file: "schema"))
        for (name, config) in [("sig.json", #"{"kind": "signature", "hmac": "abc"}"#),
                               ("pipe.json", #"{"kind": "pipeline", "name": "build", "steps": 2}"#)] {
            let values = try makeFile(name, config + "\n")
            let run = try DetachedRun(["--submit", "--values", values, schema], environment: environment)
            XCTAssertEqual(run.status, 0, run.stderr)
            let compact = try DetachedRun(["--submit", "--compact", "--values", values, schema], environment: environment)
            XCTAssertEqual(compact.stdout, config.replacingOccurrences(of: " ", with: "") + "\n")
            XCTAssertEqual(validator.failures(of: try JSONReader.parse(compact.stdout, file: "output")), [], name)
        }
        let missing = try makeFile("bad.json", #"{"kind": "signature", "name": "x"}"#)
        let refused = try DetachedRun(["--submit", "--values", missing, schema], environment: environment)
        XCTAssertEqual(refused.status, 3)
        XCTAssertTrue(refused.stderr.contains("/hmac: hmac is required"), refused.stderr)
    }
}
