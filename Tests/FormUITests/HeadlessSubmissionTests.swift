import XCTest
import FormCore
@testable import FormUI
import FormSchema

/// `Submission.failures`: the checks of a submit with no screen, in form order.
final class HeadlessSubmissionTests: XCTestCase {
    private let form = """
    { "sections": [ { "tag": "s", "rows": [
      { "tag": "b", "type": "integer", "title": "B", "max": 5 },
      { "tag": "a", "type": "text", "title": "A", "required": true },
      { "tag": "show", "type": "switch", "title": "Show" },
      { "tag": "c", "type": "text", "title": "C", "required": true, "hidden": "!$show" } ] } ] }
    """

    func testFailuresComeInFormOrderAndHiddenRowsAreNotChecked() throws {
        var state = FormState(form: try FormLoader.parse(text: form, file: "f.json"),
                              prefill: ["b": .number(Number(9))])
        let failures = Submission.failures(&state, gather: FileFacts.gather)
        XCTAssertEqual(failures.map(\.tag), ["b", "a"])
        XCTAssertEqual(failures.first?.message, "Must be at most 5")
    }

    func testARowShownByAValueIsChecked() throws {
        var state = FormState(form: try FormLoader.parse(text: form, file: "f.json"),
                              prefill: ["a": .string("x"), "show": .bool(true)])
        XCTAssertEqual(Submission.failures(&state, gather: FileFacts.gather).map(\.tag), ["c"])
        var valid = FormState(form: try FormLoader.parse(text: form, file: "f.json"),
                              prefill: ["a": .string("x"), "show": .bool(true), "c": .string("y")])
        XCTAssertTrue(Submission.failures(&valid, gather: FileFacts.gather).isEmpty)
    }
}
