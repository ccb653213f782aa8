import Foundation
import XCTest

/// Issue 26, bug 1, through the real binary: a JSON text row inside a list item (a Helm chart's
/// `dependencies[].repository`) given text that is not JSON blocks the submit in every face, as
/// the same row does at the top level, and the nested answers are written as the tree they are.
final class NestedTreeEndToEndTests: FormrunTestCase {
    static let chart = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {
      "deps": {"type": "array", "items": {"type": "object", "properties": {
        "name": {"type": "string"},
        "repository": {"anyOf": [{"type": "string", "format": "uri"}, {"type": "string", "pattern": "^@"}]}}}}}}
    """#

    private var environment: [String: String] { ["XDG_STATE_HOME": scratchPath("state"), "TERM": "xterm-256color"] }

    private static let typed = "Enter,a,text:redis,Down,text:https://charts.bitnami.com/bitnami,Esc,Esc,C-s"

    func testKeysShowTheSubmitRefusedWithWhere() throws {
        let schema = try makeFile("chart.schema.json", Self.chart)
        let run = try DetachedRun(["--keys", Self.typed, "--size", "80x12", schema], environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("✗ /0/repository: Not valid JSON"), run.stdout)
        XCTAssertTrue(run.stdout.contains("1 row needs attention"), run.stdout)
    }

    func testTheFullScreenRefusesThenTakesTheQuotedURL() throws {
        let schema = try makeFile("chart.schema.json", Self.chart)
        let session = try PtySession.formrun(["--no-draft", schema], environment: environment)
        session.waitForScreen(containing: "Deps")
        session.send(keys: ["Enter"])
        session.waitForScreen(containing: "No items yet")
        session.send(keys: ["a"])
        session.waitForScreen(containing: "Repository")
        session.send("redis")
        session.send(keys: ["Down"])
        session.send("https://charts.bitnami.com/bitnami")
        session.send(keys: ["Esc"])
        session.waitForScreen(containing: "Item 1")
        session.send(keys: ["Esc"])
        session.waitForScreen(containing: "1 item")
        session.send(keys: ["C-s"])
        session.waitForScreen(containing: "/0/repository: Not valid JSON")
        XCTAssertTrue(session.isRunning, "the submit was refused:\n\(session.screen.text)")
        // Mended: the item opened again, the text quoted.
        session.send(keys: ["Enter"])
        session.waitForScreen(containing: "Item 1")
        session.send(keys: ["Enter"])
        session.waitForScreen(containing: "https://charts.bitnami.com/bitnami")
        session.send(keys: ["Down", "Home"])
        session.send("\"")
        session.send(keys: ["End"])
        session.send("\"")
        session.send(keys: ["Esc"])
        session.waitForScreen(containing: "Item 1")
        session.send(keys: ["Esc"])
        session.waitForScreen("the refusal gone") { !$0.text.contains("Not valid JSON") && $0.text.contains("1 item") }
        let answers = try submit(session)
        let deps = try XCTUnwrap(answers["deps"] as? [NSDictionary], "\(answers)")
        XCTAssertEqual(deps.first?["repository"] as? String, "https://charts.bitnami.com/bitnami")
        XCTAssertEqual(deps.first?["name"] as? String, "redis")
    }

    func testSubmitValuesRefusesABadNestedValueAndWritesAGoodOneAsATree() throws {
        let schema = try makeFile("chart.schema.json", Self.chart)
        let bad = try makeFile("bad.json", #"{"deps": [{"name": "redis", "repository": "charts.bitnami.com"}]}"#)
        let refused = try DetachedRun(["--submit", "--values", bad, schema], environment: environment)
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertTrue(refused.stderr.hasPrefix("formrun: /deps/0/repository: "), refused.stderr)
        let good = try makeFile("good.json", #"{"deps": [{"name": "redis", "repository": "https://charts.bitnami.com/bitnami", "version": 1.10}]}"#)
        let run = try DetachedRun(["--submit", "--compact", "--values", good, schema], environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, #"{"deps":[{"name":"redis","repository":"https://charts.bitnami.com/bitnami","version":1.10}]}"# + "\n",
                       "a tree, numbers as spelled, never JSON text")
    }

    func testPipedPlainModeRefusesTheUnquotedURLWithExit3() throws {
        let schema = try makeFile("chart.schema.json", Self.chart)
        let refused = try DetachedRun(["--plain", "--no-draft", schema], input: "y\nredis\nhttps://charts.bitnami.com/bitnami\nn\n",
                                      environment: environment)
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertTrue(refused.stderr.contains("formrun: /deps/0/repository: not valid JSON"), refused.stderr)
        let taken = try DetachedRun(["--plain", "--no-draft", "--compact", schema],
                                    input: "y\nredis\n\"https://charts.bitnami.com/bitnami\"\n\nn\n", environment: environment)
        XCTAssertEqual(taken.status, 0, taken.stderr)
        XCTAssertEqual(taken.stdout, #"{"deps":[{"name":"redis","repository":"https://charts.bitnami.com/bitnami"}]}"# + "\n")
    }
}
