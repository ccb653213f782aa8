import Foundation
import XCTest

/// `rating` rows through the real binary: stars typed in, drawn, and the number (or null) out.
final class RatingEndToEndTests: FormrunTestCase {
    private static let form = """
    {"title": "Feedback", "sections": [{"tag": "s", "rows": [
      {"tag": "food", "type": "rating", "title": "Food"},
      {"tag": "service", "type": "rating", "title": "Service", "max": 3, "required": true},
      {"tag": "room", "type": "rating", "title": "Room"}
    ]}]}
    """

    func testKeysSetTheStarsAndTheOutputIsTheirNumber() throws {
        let path = scratchPath("rating.json")
        try Self.form.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try PtySession.formrun([path], rows: 20, cols: 70)
        XCTAssertTrue(session.waitForScreen(containing: "Food"))
        session.send(keys: ["4", "Right", "Left", "-"])
        XCTAssertTrue(session.waitForScreen(containing: "Food       ★★★☆☆"))
        session.send(keys: ["Down", "9"])
        XCTAssertTrue(session.waitForScreen(containing: "At most 3 stars"))
        session.send(keys: ["+", "+"])
        XCTAssertTrue(session.waitForScreen(containing: "Service *  ★★☆"))
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        let json = try XCTUnwrap(jsonObject(session.stdout))
        XCTAssertEqual(json["food"] as? Int, 3)
        XCTAssertEqual(json["service"] as? Int, 2)
        XCTAssertTrue(json["room"] is NSNull, "a rating of 0 is null")
        XCTAssertEqual(session.restorationProblems, [])
    }

    func testValuesFilePrefillsAndASCIIDrawsAsterisks() throws {
        let path = scratchPath("rating.json")
        try Self.form.write(toFile: path, atomically: true, encoding: .utf8)
        let values = try makeFile("values.json", #"{"food": 2, "service": 3}"#)
        let session = try PtySession.formrun(["--ascii", "--values", values, path], rows: 20, cols: 70)
        XCTAssertTrue(session.waitForScreen(containing: "Food       **..."))
        XCTAssertTrue(session.waitForScreen(containing: "Service *  ***"))
        session.send(keys: ["0"])
        XCTAssertTrue(session.waitForScreen(containing: "Food       ....."))
        session.send(keys: ["F10"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        let json = try XCTUnwrap(jsonObject(session.stdout))
        XCTAssertTrue(json["food"] is NSNull, "0 clears the rating")
        XCTAssertEqual(json["service"] as? Int, 3)
        XCTAssertEqual(session.restorationProblems, [])
    }
}
