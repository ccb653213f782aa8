import Foundation
import XCTest

/// Error messages that quote input reach stderr with their control characters spelled out
/// (issue #8, finding 3): a crafted type cannot fake an `ok` line in `--check`.
final class EscapedMessagesEndToEndTests: FormrunTestCase {
    func testACraftedTypeCannotFakeAnOkLine() throws {
        let form = try makeFile("form.json", #"""
        {"sections": [{"tag": "s", "rows": [{"tag": "a", "type": "x\r\u001b[2K\nform.json: ok (1 sections, 1 rows)\u001b]0;pwn\u0007\u009b"}]}]}
        """#)
        let result = try run(["--check", form])
        XCTAssertEqual(result.status, 2)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 2, "one line and its newline: \(result.stderr.debugDescription)")
        XCTAssertFalse(result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) },
                       result.stderr.debugDescription)
        assertMatches(result.stderr, #"unknown type 'x\\r\\u\{001B\}\[2K\\nform\.json: ok"#)
    }

    func testAnUnknownOptionIsSpelledOut() throws {
        let result = try run(["--\u{1B}]0;x\u{07}"])
        XCTAssertEqual(result.status, 2)
        assertMatches(result.stderr, #"unknown option '--\\u\{001B\}\]0;x\\u\{0007\}'"#)
    }
}
