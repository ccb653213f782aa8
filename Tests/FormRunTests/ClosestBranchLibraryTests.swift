import XCTest
import FormRun

/// Issue 29: a `oneOf` failure says what the closest branch lacks in the library too, in the
/// words `--submit` and the screen use.
final class ClosestBranchLibraryTests: XCTestCase {
    private let schema = ##"""
    {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {"jobs": {"type": "object",
      "additionalProperties": {"oneOf": [{"$ref": "#/definitions/normalJob"}, {"$ref": "#/definitions/callJob"}]}}},
     "definitions": {
      "normalJob": {"type": "object", "required": ["runs-on"], "additionalProperties": false,
                    "properties": {"name": {"type": "string"}, "runs-on": {"type": "string"}}},
      "callJob": {"type": "object", "required": ["uses"], "additionalProperties": false,
                  "properties": {"name": {"type": "string"}, "uses": {"type": "string"}}}}}
    """##

    func testAJobWithoutRunsOnNeedsRunsOnOrUses() throws {
        let form = try Form(json: schema, name: "workflow.schema.json")
        do {
            _ = try form.submit(values: ["jobs": ["build": ["name": "Build"]]])
            XCTFail("a job without runs-on is refused")
        } catch {
            guard case .invalid(let failures) = error else { throw error }
            XCTAssertTrue(failures.contains { $0.description.contains("needs `runs-on` or `uses`") }, "\(failures.map(\.description))")
            XCTAssertFalse(failures.contains { $0.description.contains("allowed forms") }, "\(failures.map(\.description))")
        }
        XCTAssertNoThrow(try form.submit(values: ["jobs": ["build": ["runs-on": "ubuntu-latest"]]]))
    }
}
