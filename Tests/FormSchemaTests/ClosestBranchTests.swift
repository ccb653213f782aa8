import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// A failed `oneOf`/`anyOf` says what the closest branch lacks (`ClosestBranch`), not "Must match
/// one of the allowed forms".
final class ClosestBranchTests: SchemaValidatorTestCase {
    /// github-workflow.json's jobs, cut down: a normal job needs `runs-on`, a reusable-workflow
    /// call `uses`, and neither allows the other's members.
    static let workflow = ##"""
    {"type": "object", "properties": {"jobs": {"type": "object", "patternProperties": {"^[_a-zA-Z][a-zA-Z0-9_-]*$": {
      "oneOf": [{"$ref": "#/definitions/normalJob"}, {"$ref": "#/definitions/reusableWorkflowCallJob"}]}}}},
     "definitions": {
      "normalJob": {"type": "object", "required": ["runs-on"], "additionalProperties": false,
        "properties": {"name": {"type": "string"}, "runs-on": {"type": "string"},
                       "steps": {"type": "array", "minItems": 1, "items": {"$ref": "#/definitions/step"}}}},
      "reusableWorkflowCallJob": {"type": "object", "required": ["uses"], "additionalProperties": false,
        "properties": {"name": {"type": "string"}, "uses": {"type": "string"}, "with": {"type": "object"}}},
      "step": {"type": "object", "additionalProperties": false,
        "properties": {"run": {"type": "string"}, "uses": {"type": "string"}, "name": {"type": "string"}},
        "oneOf": [{"required": ["uses"]}, {"required": ["run"]}]}}}
    """##

    func testAWorkflowJobWithoutRunsOnNeedsRunsOnOrUses() {
        assertFails(Self.workflow, #"{"jobs": {"build": {"name": "Build"}}}"#, "Needs `runs-on` or `uses`", at: "/jobs/build")
    }

    func testAJobWithStepsNamesTheCallItCouldBeWithoutThem() {
        assertFails(Self.workflow, #"{"jobs": {"build": {"steps": [{"run": "make"}]}}}"#,
                    "Needs `runs-on`, or `uses` without `steps`", at: "/jobs/build")
    }

    func testAFailureInsideTheClosestBranchIsToldWhereItIs() {
        assertFails(Self.workflow, #"{"jobs": {"build": {"runs-on": "ubuntu-latest", "steps": [{"name": "x"}]}}}"#,
                    "Needs `uses` or `run`", at: "/jobs/build/steps/0")
        assertFails(Self.workflow, #"{"jobs": {"build": {"runs-on": 5}}}"#, "Must be a string", at: "/jobs/build/runs-on")
    }

    func testABranchOfAnotherTypeIsNotTheClosest() {
        let schema = #"{"oneOf": [{"type": "string"}, {"type": "object", "required": ["image"]}]}"#
        assertFails(schema, #"{"build": "."}"#, "Needs `image`")
        assertFails(schema, "5", "Must be a string or an object")
    }

    func testABranchWhoseDiscriminatorDiffersIsNotTheClosest() {
        let schema = ##"""
        {"oneOf": [
          {"type": "object", "required": ["kind", "path"], "properties": {"kind": {"const": "file"}, "path": {"type": "string"}}},
          {"type": "object", "required": ["kind", "url"], "properties": {"kind": {"const": "http"}, "url": {"type": "string", "minLength": 8}}}]}
        """##
        assertFails(schema, #"{"kind": "http", "url": "x"}"#, "At least 8 characters", at: "/url")
        assertFails(schema, #"{"kind": "http"}"#, "Needs `url`")
    }

    func testAnAnyOfOfRequiredSetsNamesEachSet() {
        let schema = #"{"type": "object", "anyOf": [{"required": ["id"]}, {"required": ["name", "version"]}]}"#
        assertValid(schema, #"{"id": 1}"#, #"{"name": "a", "version": "1"}"#)
        assertFails(schema, #"{"name": "a"}"#, "Needs `id` or `version`")
        assertFails(schema, "{}", "Needs `id`, or `name` and `version`")
    }

    func testConstantsAreNamedTogether() {
        assertFails(#"{"oneOf": [{"const": "a"}, {"enum": ["b", "c"]}]}"#, #""d""#, "Must be one of: a, b, c")
    }

    func testAValueMatchingTwoBranchesOfAOneOfStillSaysSo() {
        assertFails(#"{"oneOf": [{"type": "integer"}, {"minimum": 10}]}"#, "12", "Must match exactly one of the allowed forms")
    }
}
