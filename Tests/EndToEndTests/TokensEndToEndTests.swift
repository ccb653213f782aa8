import Foundation
import XCTest

/// `tokens` rows through the real binary: items typed and added, one taken back, a refused one,
/// a list from `--values`, and the JSON arrays out.
final class TokensEndToEndTests: FormrunTestCase {
    private static let form = """
    {"title": "Tokens", "sections": [{"tag": "s", "rows": [
      {"tag": "tags", "type": "tokens", "title": "Tags", "pattern": "[a-z]+", "maxItems": 3},
      {"tag": "to", "type": "tokens", "title": "Recipients"},
      {"tag": "cc", "type": "tokens", "title": "Copy"}
    ]}]}
    """

    func testTypedItemsAreSubmittedAsAJSONArray() throws {
        let path = scratchPath("x.json")
        try Self.form.write(toFile: path, atomically: true, encoding: .utf8)
        let values = try makeFile("values.json", #"{"to": ["ada@example.com"]}"#)
        let session = try PtySession.formrun([path, "--values", values, "--ascii"], rows: 20, cols: 70)
        XCTAssertTrue(session.waitForScreen(containing: "[ada@example.com]"))

        session.send(keys: ["swift", "Enter", "go,", "perl", "Backspace", "Backspace", "Backspace", "Backspace"])
        session.send(keys: ["Backspace", "rust,", "Zig", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "'Zig' does not match the pattern [a-z]+"))
        XCTAssertTrue(session.waitForScreen(containing: "[swift] [rust] Zig"), "the refused item stays typed")
        session.send(keys: ["C-u", "Enter", "bob@example.com", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "[ada@example.com] [bob@example.com]"))
        session.send(keys: ["C-s"])

        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        let json = try XCTUnwrap(jsonObject(session.stdout))
        XCTAssertEqual(json["tags"] as? [String], ["swift", "rust"])
        XCTAssertEqual(json["to"] as? [String], ["ada@example.com", "bob@example.com"])
        XCTAssertTrue(json["cc"] is NSNull, "an empty list is null")
        XCTAssertEqual(session.restorationProblems, [])
    }
}
