import Foundation
import XCTest

/// Issue #27, "linear in the size of the answers": answers far larger than the ones that used to
/// take minutes go through the binary (no time is asserted here: `make bench` measures the growth,
/// the unit tests count the work) — a list of 20,000 items and a keyed list of 20,000 submitted
/// with `--submit --values` on one minified line, and a recursive schema answered 100 levels
/// deep, submitted and piped to plain mode, and 3,000 list items piped to plain mode.
final class AnswerGrowthEndToEndTests: FormrunTestCase {
    private static let lists = #"""
        {"sections": [{"rows": [
          {"tag": "items", "type": "list", "title": "Items",
           "item": {"sections": [{"rows": [{"tag": "name", "type": "text", "title": "Name", "required": true}]}]}},
          {"tag": "repos", "type": "list", "title": "Repos", "keyed": true,
           "item": {"sections": [{"rows": [{"tag": "name", "type": "text", "title": "Name"}]}]}}
        ]}]}
        """#
    private static let recursive = ##"{"type": "object", "properties": {"name": {"type": "string"}, "child": {"$ref": "#"}}}"##

    private func environment() -> [String: String] {
        ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"]
    }

    func testALongListAndALongKeyedListAreSubmittedWhole() throws {
        let count = 20_000
        let items = (0..<count).map { #"{"name":"n\#($0)"}"# }.joined(separator: ",")
        let repos = (0..<count).map { #""k\#($0)":{"name":"n\#($0)"}"# }.joined(separator: ",")
        let values = try makeFile("values.json", #"{"items":[\#(items)],"repos":{\#(repos)}}"#)
        let form = try makeFile("form.json", Self.lists)
        let ended = try DetachedRun(["--submit", "--compact", "--values", values, form], environment: environment())
        XCTAssertEqual(ended.status, 0, String(ended.stderr.prefix(300)))
        let object = try XCTUnwrap(jsonObject(ended.stdout))
        XCTAssertEqual((object["items"] as? [Any])?.count, count)
        XCTAssertEqual((object["repos"] as? [String: Any])?.count, count)
        XCTAssertEqual(((object["repos"] as? [String: Any])?["k19999"] as? [String: Any])?["name"] as? String, "n19999")
    }

    func testAMisfitAtTheEndOfALongListIsFoundWhereItIsWritten() throws {
        let items = (0..<10_000).map { #"{"name":"n\#($0)"}"# }.joined(separator: ",")
        let values = try makeFile("values.json", #"{"items":[\#(items),{"nome":"x"}]}"#)
        let ended = try DetachedRun(["--submit", "--values", values, try makeFile("form.json", Self.lists)],
                                    environment: environment())
        XCTAssertEqual(ended.status, 2, ended.stderr)
        XCTAssertTrue(ended.stderr.contains("values.json:1:\(items.count + 13):"), ended.stderr)
    }

    func testARecursiveSchemaAnswered100LevelsDeepIsSubmittedAndWalked() throws {
        let depth = 100
        let schema = try makeFile("schema.json", Self.recursive)
        let tree = String(repeating: #"{"name":"x","child":"#, count: depth - 1) + #"{"name":"x"}"#
            + String(repeating: "}", count: depth - 1)
        let submitted = try DetachedRun(["--submit", "--compact", "--values", try makeFile("tree.json", tree), schema],
                                        environment: environment())
        XCTAssertEqual(submitted.status, 0, String(submitted.stderr.prefix(300)))
        XCTAssertEqual(submitted.stdout, tree + "\n")
        let answers = String(repeating: "x\ny\n", count: depth - 1) + "x\nn\n"
        let walked = try DetachedRun(["--plain", "--no-draft", "--compact", schema], input: answers, environment: environment())
        XCTAssertEqual(walked.status, 0, String(walked.stderr.suffix(300)))
        XCTAssertEqual(walked.stdout, tree + "\n")
    }

    func testManyListItemsPipedToPlainModeAreAllKept() throws {
        let count = 3_000
        let answers = (0..<count).map { "y\nn\($0)\n" }.joined() + "n\ny\nweb\nhttps\nn\n"
        let walked = try DetachedRun(["--plain", "--no-draft", "--compact", try makeFile("form.json", Self.lists)],
                                     input: answers, environment: environment())
        XCTAssertEqual(walked.status, 0, String(walked.stderr.suffix(300)))
        let object = try XCTUnwrap(jsonObject(walked.stdout))
        let items = try XCTUnwrap(object["items"] as? [[String: Any]])
        XCTAssertEqual(items.count, count)
        XCTAssertEqual(items.last?["name"] as? String, "n\(count - 1)")
        XCTAssertEqual(object["repos"] as? [String: [String: String]], ["web": ["name": "https"]])
    }
}
