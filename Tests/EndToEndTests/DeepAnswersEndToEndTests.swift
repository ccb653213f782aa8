import Foundation
import XCTest

/// Issue #27, deep answers: plain mode 150 levels down a recursive schema names where it is in a
/// bounded breadcrumb (the first title, `…`, the last two and the level), not the 149 titles above
/// it; a failure 50 levels down is told once, with its path, by `--submit` and by plain mode.
final class DeepAnswersEndToEndTests: FormrunTestCase {
    private static let recursive = ##"{"type": "object", "properties": {"name": {"type": "string"}, "child": {"$ref": "#"}}}"##

    func testAPromptDeepDownIsAsShortAsOneEightLevelsDown() throws {
        let depth = 150
        let schema = try makeFile("schema.json", Self.recursive)
        let answers = String(repeating: "x\ny\n", count: depth - 1) + "x\nn\n"
        let walked = try DetachedRun(["--plain", "--no-draft", "--compact", schema], input: answers,
                                     environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(walked.status, 0, String(walked.stderr.suffix(300)))
        let prompts = walked.stderr
        XCTAssertTrue(prompts.contains("Child › … › Child › Child (level 150) › Name. Text:"), String(prompts.suffix(400)))
        XCTAssertTrue(prompts.contains("Child › Child › Child › Child › Child › Child › Name. Text:"), String(prompts.prefix(1200)))
        XCTAssertTrue(prompts.contains("Child › … › Child › Child (level 8) › Name. Text:"), String(prompts.prefix(1600)))
        XCTAssertFalse(prompts.contains("Child › Child › Child › Child › Child › Child › Child"), "no prompt names every level above it")
        let longest = prompts.split(separator: "\n").map(\.count).max() ?? 0
        XCTAssertLessThan(longest, 100, "every prompt is of bounded length (85 characters at level 150)")
    }

    func testAFailureDeepInsideIsToldOnceWithItsPath() throws {
        let schema = try makeFile("schema.json", ##"{"type": "object", "properties": {"name": {"type": "string", "maxLength": 3}, "child": {"$ref": "#"}}}"##)
        let tree = String(repeating: #"{"name": "x", "child": "#, count: 49) + #"{"name": "toolong"}"# + String(repeating: "}", count: 49)
        let submitted = try DetachedRun(["--submit", "--values", try makeFile("tree.json", tree), schema],
                                        environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"])
        XCTAssertNotEqual(submitted.status, 0)
        let path = String(repeating: "/child", count: 49) + "/name"
        XCTAssertEqual(submitted.stderr.components(separatedBy: path).count - 1, 1, submitted.stderr)
        XCTAssertTrue(submitted.stderr.contains(path + ": at most 3 characters"), submitted.stderr)
        XCTAssertEqual(submitted.stderr.split(separator: "\n").count, 1, submitted.stderr)
    }
}
