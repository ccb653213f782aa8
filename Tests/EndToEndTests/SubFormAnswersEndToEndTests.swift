import Foundation
import XCTest

/// Issue 26, "One value tree", through the real binary: a `form` row's object given in a values
/// file is written as its sub-form writes its answers (every visible row, `null` when empty,
/// `""` as `null`), by `--submit` and piped plain mode alike, as the full screen writes it once
/// opened; a form read from a JSON Schema writes what it was given. A failure inside a sub-form
/// is named by its JSON Pointer in every face.
final class SubFormAnswersEndToEndTests: FormrunTestCase {
    static let form = """
    {"title": "Nested", "sections": [{"rows": [
      {"tag": "r1", "type": "form", "sections": [{"rows": [
        {"tag": "r2", "type": "text"}, {"tag": "r3", "type": "text"}, {"tag": "r4", "type": "integer"}]}]}]}]}
    """

    static let deep = """
    {"title": "Deep", "sections": [{"rows": [
      {"tag": "r5", "type": "form", "sections": [{"rows": [
        {"tag": "r8", "type": "list", "item": {"sections": [{"rows": [
          {"tag": "r9", "type": "text"}, {"tag": "r10", "type": "text", "required": true}]}]}}]}]}]}]}
    """

    private var environment: [String: String] { ["XDG_STATE_HOME": scratchPath("state")] }

    func testEveryHeadlessFaceWritesTheSubFormAsItsScreenWould() throws {
        let form = try makeFile("form.json", Self.form)
        let values = try makeFile("values.json", #"{"r1": {"r2": "abc", "r4": 10}}"#)
        let written = #"{"r1":{"r2":"abc","r3":null,"r4":10}}"# + "\n"
        let submitted = try DetachedRun(["--submit", "--compact", "--values", values, form], environment: environment)
        XCTAssertEqual(submitted.status, 0, submitted.stderr)
        XCTAssertEqual(submitted.stdout, written)
        let plain = try DetachedRun(["--plain", "--no-draft", "--compact", "--values", values, form],
                                    input: String(repeating: "\n", count: 10), environment: environment)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(plain.stdout, written)
        let empty = try makeFile("empty.json", #"{"r1": {"r2": ""}}"#)
        let emptied = try DetachedRun(["--submit", "--compact", "--values", empty, form], environment: environment)
        XCTAssertEqual(emptied.stdout, #"{"r1":{"r2":null,"r3":null,"r4":null}}"# + "\n", emptied.stderr)
    }

    func testASchemaSubFormIsWrittenAsGiven() throws {
        let schema = try makeFile("chart.schema.json", NestedTreeEndToEndTests.chart)
        let values = try makeFile("values.json", #"{"deps": [{"name": "redis"}, {"name": "", "repository": "@local"}]}"#)
        let run = try DetachedRun(["--submit", "--compact", "--values", values, schema], environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, #"{"deps":[{"name":"redis"},{"name":"","repository":"@local"}]}"# + "\n")
    }

    func testAFailureDeepInsideIsNamedByItsPathHeadlessAndPiped() throws {
        let form = try makeFile("deep.json", Self.deep)
        let values = try makeFile("values.json", #"{"r5": {"r8": [{"r9": "abc"}]}}"#)
        let submitted = try DetachedRun(["--submit", "--values", values, form], environment: environment)
        XCTAssertEqual(submitted.status, 3)
        XCTAssertTrue(submitted.stderr.contains("/r5/r8/0/r10: "), submitted.stderr)
        let plain = try DetachedRun(["--plain", "--no-draft", "--values", values, form],
                                    input: String(repeating: "\n", count: 10), environment: environment)
        XCTAssertEqual(plain.status, 3)
        XCTAssertTrue(plain.stderr.contains("/r5/r8/0/r10: "), plain.stderr)
    }
}
