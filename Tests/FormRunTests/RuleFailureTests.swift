import XCTest
import FormRun

/// Issue #26: the library's submit judges by the same checker as every face: a stepper's step
/// holds inside a list item, and the failure names its path.
final class RuleFailureTests: XCTestCase {
    private let text = #"""
    {"sections": [{"rows": [
      {"tag": "code", "type": "text", "maxLength": 4},
      {"tag": "env", "type": "picker", "options": ["dev", "staging", "prod"]},
      {"tag": "tags", "type": "multipleSelect", "options": ["a", "b"]},
      {"tag": "repos", "type": "list", "item": {"sections": [{"rows": [
        {"tag": "stars", "type": "stepCounter", "max": 100, "step": 5},
        {"tag": "kind", "type": "segmentedControl", "options": ["git", "oci"]}]}]}}
    ]}]}
    """#

    private func failures(_ values: [String: JSON]) throws -> [RowFailure] {
        let form = try Form(json: text, name: "f.json")
        do {
            _ = try form.submit(values: values)
        } catch {
            guard case .invalid(let failures) = error else { throw error }
            return failures
        }
        return []
    }

    func testANestedStepIsRefusedByPath() throws {
        let failures = try failures(["repos": [["stars": 5], ["stars": 7]]])
        XCTAssertEqual(failures.map(\.tag), ["repos"])
        XCTAssertEqual(failures.map(\.path), ["/repos/1/stars"])
        XCTAssertEqual(failures.map(\.reason), ["Must be a multiple of 5"])
        XCTAssertEqual(failures.map(\.description), ["f.json: /repos/1/stars: must be a multiple of 5"])
    }

    func testAMaxLengthInTheValuesIsAnAnswerRefused() throws {
        let failures = try failures(["code": "ABCDEF"])
        XCTAssertEqual(failures.map(\.path), ["/code"])
        XCTAssertEqual(failures.map(\.description), ["f.json: /code: at most 4 characters"])
        XCTAssertEqual(try self.failures(["code": "ABCD", "repos": [["stars": 95]]]), [])
    }

    func testAChoiceThatIsNoneOfTheOptionsIsAnAnswerRefusedByPath() throws {
        let failures = try failures(["env": "qa", "tags": ["a", "a"], "repos": [["kind": "git"], ["kind": "svn"]]])
        XCTAssertEqual(failures.map(\.path), ["/env", "/tags", "/repos/1/kind"])
        XCTAssertEqual(failures.map(\.description), ["f.json: /env: must be one of: dev, staging, prod",
                                                      "f.json: /tags: 'a' is chosen twice",
                                                      "f.json: /repos/1/kind: must be one of: git, oci"])
        XCTAssertEqual(try self.failures(["env": "prod", "tags": ["b", "a"], "repos": [["kind": "oci"]]]), [])
    }
}
