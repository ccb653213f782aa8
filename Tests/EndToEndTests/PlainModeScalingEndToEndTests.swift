import Foundation
import XCTest
import FormTestSupport

/// Issue #16, plain mode from outside: answers piped to `formrun --plain` cost time linear in the
/// rows (50,000 rows at most 12× 5,000), and an answer line is at most 1 MiB — a longer one, or
/// endless input without a line break, is refused with status 3 without being kept.
final class PlainModeScalingEndToEndTests: FormrunTestCase {
    /// A run with stdin, stdout and stderr files (no pipe to fill or to break), in a new session.
    private func run(form: String, input: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = try XCTUnwrap(BinaryLocator.formrun(), "formrun binary not found")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--wait", binary, "--plain", "--compact", form]
        process.environment = ["TERM": "xterm-256color", "XDG_STATE_HOME": scratchPath("state")]
        let out = scratchPath("out"), err = scratchPath("err")
        FileManager.default.createFile(atPath: out, contents: nil)
        FileManager.default.createFile(atPath: err, contents: nil)
        process.standardInput = try XCTUnwrap(FileHandle(forReadingAtPath: input))
        process.standardOutput = try XCTUnwrap(FileHandle(forWritingAtPath: out))
        process.standardError = try XCTUnwrap(FileHandle(forWritingAtPath: err))
        try process.run()
        let deadline = ProcessDeadline(pid: process.processIdentifier)
        process.waitUntilExit()
        deadline.finish("formrun --plain")
        return (process.terminationStatus, try String(contentsOfFile: out, encoding: .utf8),
                String(decoding: try Data(contentsOf: URL(fileURLWithPath: err)), as: UTF8.self))
    }

    /// `count` text rows in sections of 50, and as many empty answers.
    private func files(rows count: Int) throws -> (form: String, input: String) {
        let sections = stride(from: 0, to: count, by: 50).map { first in
            let rows = (first..<min(first + 50, count)).map { #"{"tag": "r\#($0)", "type": "text", "title": "R\#($0)"}"# }
            return #"{"rows": [\#(rows.joined(separator: ","))]}"#
        }
        return (try makeFile("form\(count).json", #"{"sections": [\#(sections.joined(separator: ","))]}"#),
                try makeFile("answers\(count)", String(repeating: "\n", count: count)))
    }

    func testPipedAnswersCostLinearTime() throws {
        let small = try files(rows: 5_000), large = try files(rows: 50_000)
        let first = try run(form: small.form, input: small.input)
        XCTAssertEqual(first.status, 0, first.stderr.suffix(300).description)
        XCTAssertTrue(first.stdout.hasSuffix(#""r4999":null}"# + "\n"), first.stdout.suffix(100).description)
        let (smallTime, largeTime) = Scaling.growth(bound: 12, children: true,
                                                    small: { _ = try? run(form: small.form, input: small.input) },
                                                    large: { _ = try? run(form: large.form, input: large.input) })
        XCTAssertLessThanOrEqual(largeTime, 12 * smallTime, "50,000 rows: \(largeTime) s; 5,000: \(smallTime) s")
    }

    func testALineOver1MiBIsRefusedWithStatus3() throws {
        let form = try makeFile("form.json", #"{"sections": [{"rows": [{"tag": "a", "type": "text", "title": "A"}]}]}"#)
        let long = try makeFile("long", String(repeating: "x", count: 2 << 20) + "\n")
        let refused = try run(form: form, input: long)
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertTrue(refused.stderr.hasSuffix("formrun: /a: the answer is too long (at most 1 MiB) (stdin:1)\n"), refused.stderr)
        let fits = try makeFile("fits", String(repeating: "x", count: 1 << 20) + "\n")
        let taken = try run(form: form, input: fits)
        XCTAssertEqual(taken.status, 0, taken.stderr)
        XCTAssertEqual(taken.stdout.utf8.count, #"{"a":""}"#.utf8.count + (1 << 20) + 1)
    }

    /// `< /dev/zero`: NUL bytes and never a line break; the reading stops at the cap.
    func testEndlessInputWithoutALineBreakEndsWithStatus3() throws {
        let form = try makeFile("form.json", #"{"sections": [{"rows": [{"tag": "a", "type": "text", "title": "A"}]}]}"#)
        let ended = try run(form: form, input: "/dev/zero")
        XCTAssertEqual(ended.status, 3)
        XCTAssertTrue(ended.stderr.hasSuffix("the answer is too long (at most 1 MiB) (stdin:1)\n"), ended.stderr)
    }
}
