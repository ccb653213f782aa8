import XCTest
import FormRun

/// Issue #26: the library's submit judges by the same checker as every face: a stepper's step
/// holds inside a list item, and the failure names its path.
final class RuleFailureTests: XCTestCase {
    private let text = #"""
    {"sections": [{"rows": [
      {"tag": "code", "type": "text", "maxLength": 4},
      {"tag": "repos", "type": "list", "item": {"sections": [{"rows": [
        {"tag": "stars", "type": "stepCounter", "max": 100, "step": 5}]}]}}
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
}
