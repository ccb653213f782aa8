import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema
import FormTestSupport

/// Issue 27: a form's check across properties does not walk the tree of the sub-forms below it
/// once more (each is checked by its own row, and its own level): the schemas applied at one
/// level are as many at depth 200 as at depth 20, and a failure deep inside is told once, by the
/// level it is in, with its path.
final class SchemaDepthWorkTests: SchemaFormTestCase {
    static let recursive = ##"{"type": "object", "properties": {"name": {"type": "string"}, "tag": {"type": "string"}, "child": {"$ref": "#"}}, "dependentRequired": {"name": ["tag"]}}"##

    /// `depth` nested objects; the innermost without its `tag` when `broken`.
    private func tree(_ depth: Int, broken: Bool = false) throws -> JSONNode {
        let inner = broken ? #"{"name": "x"}"# : #"{"name": "x", "tag": "t"}"#
        let text = String(repeating: #"{"name": "x", "tag": "t", "child": "#, count: depth - 1) + inner
            + String(repeating: "}", count: depth - 1)
        return try JSONReader.parse(text, file: "v.json")
    }

    /// The schemas applied checking `instance` at the root, the `child` member left to its row or not.
    private func evaluations(_ instance: JSONNode, leavingChild: Bool) throws -> (Int, [SchemaFailure]) {
        let form = try load(Self.recursive).form
        let validator = SchemaValidator(root: try JSONReader.parse(Self.recursive, file: "s.json"))
        let child = try XCTUnwrap(form.allRows.first { $0.tag == "child" })
        var run = SchemaEvaluation(index: validator.index)
        if leavingChild { run.checkedBelow = ["/child": child.location] }
        run.evaluate(instance, validator.root, at: "")
        return (run.evaluated, run.failures.map { SchemaFailure(path: $0.path, message: $0.message) })
    }

    func testALevelsCheckAppliesAsManySchemasAtDepth200AsAt20() throws {
        let (at20, _) = try evaluations(try tree(20), leavingChild: true)
        let (at200, _) = try evaluations(try tree(200), leavingChild: true)
        XCTAssertEqual(at20, at200, "the level's own members only")
        let (whole, _) = try evaluations(try tree(200), leavingChild: false)
        XCTAssertGreaterThan(whole, 100 * at200, "without the row's check to rely on, the whole tree is walked")
    }

    func testAFailureDeepInsideIsToldOnceWithItsPathByTheLevelItIsIn() throws {
        let (left, leftFailures) = try evaluations(try tree(50, broken: true), leavingChild: true)
        XCTAssertTrue(leftFailures.isEmpty, "not this level's: its row and its own level tell it")
        XCTAssertGreaterThan(left, 0)
        let validator = SchemaValidator(root: try JSONReader.parse(Self.recursive, file: "s.json"))
        let failures = validator.failures(of: try tree(50, broken: true))
        XCTAssertEqual(failures.map(\.path), [String(repeating: "/child", count: 49)])
        XCTAssertEqual(failures.first?.message, "Missing property 'tag', required when 'name' is present")
    }

    func testAnyOfStillWalksTheMembersItDecidesOn() throws {
        let schema = ##"{"type": "object", "properties": {"child": {"$ref": "#"}, "name": {"type": "string"}}, "anyOf": [{"properties": {"child": {"$ref": "#"}}}]}"##
        let form = try load(schema).form
        let validator = SchemaValidator(root: try JSONReader.parse(schema, file: "s.json"))
        let child = try XCTUnwrap(form.allRows.first { $0.tag == "child" })
        let bad = try JSONReader.parse(#"{"child": {"child": {"name": 5}}}"#, file: "v.json")
        let failures = validator.failures(of: bad, against: validator.root, checkedBelow: ["/child": child.location])
        XCTAssertEqual(failures.map { $0.path + " " + $0.message }, ["/child/child/name Must be a string"],
                       "a branch's members are never left out: its choice depends on them")
    }
}
