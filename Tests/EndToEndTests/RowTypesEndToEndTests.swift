import Foundation
import XCTest

/// The choice, date and time rows through the real binary: keys in, typed JSON out.
final class RowTypesEndToEndTests: FormrunTestCase {
    static let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("forms")

    private func start(_ form: String) throws -> PtySession {
        let session = try PtySession.formrun([Self.forms.appendingPathComponent(form).path],
                                             environment: ["HOME": scratchPath("home")], rows: 30, cols: 90)
        XCTAssertTrue(session.waitForScreen(containing: form == "choices.json" ? "Start again" : "Boiled egg"))
        return session
    }

    func testChoicesFromPickersListsAndButtons() throws {
        let session = try start("choices.json")
        // Gender picker, T-shirt segments, Age stepper, Volume slider.
        session.send(keys: ["Right", "Down", "Right", "Down", "+", "+", "Down", "-", "Down"])
        // Country: a list screen filtered to "swe".
        session.send(keys: ["Enter", "s", "w", "e", "Enter", "Down"])
        // Plan: a pop-up list, the third option.
        session.send(keys: ["Enter", "Down", "Down", "Enter", "Down", "Down"])
        // Topics: a list screen with several choices.
        session.send(keys: ["Enter", "Down", "Space", "Down", "Space", "Enter", "Down"])
        session.send(keys: ["Enter"])  // Send
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        let json = try XCTUnwrap(jsonObject(session.stdout))
        XCTAssertEqual(json["gender"] as? String, "f")
        XCTAssertEqual(json["size"] as? String, "L")
        XCTAssertEqual(json["age"] as? Int, 32)
        XCTAssertEqual(json["volume"] as? Int, 35)
        XCTAssertEqual(json["country"] as? String, "Sweden")
        XCTAssertEqual(json["plan"] as? Int, 25)
        XCTAssertEqual(json["contact"] as? String, "mail")
        XCTAssertEqual(json["topics"] as? [String], ["Swift", "Go", "Rust"])
        XCTAssertEqual(session.restorationProblems, [])
    }

    func testDatesTimesAndCountDowns() throws {
        let session = try start("dates.json")
        session.send(keys: ["Enter", "Left", "Enter"])          // birthday: the day before today
        XCTAssertTrue(session.waitForScreen(containing: "Date of birth *  2"))
        session.send(keys: ["Down", "Enter", "Down", "Enter"])  // arrival, inline: one week later
        session.send(keys: ["Down", "Down", "Enter", "0", "6", "4", "5", "Enter"])  // alarm 06:45
        session.send(keys: ["Down", "Down", "Down", "Enter", "Up", "Enter"])        // tea 3 min + 1 h
        session.send(keys: ["F10"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        let json = try XCTUnwrap(jsonObject(session.stdout))
        XCTAssertEqual(json["arrival"] as? String, "2026-12-31")
        XCTAssertEqual(json["meeting"] as? String, "2026-12-01T09:30")
        XCTAssertEqual(json["alarm"] as? String, "06:45")
        XCTAssertEqual(json["tea"] as? Int, 3780)
        XCTAssertEqual(json["egg"] as? Int, 420)
        let birthday = try XCTUnwrap(json["birthday"] as? String)
        XCTAssertNotNil(birthday.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression), birthday)
        XCTAssertTrue(json["lunch"] is NSNull)
        XCTAssertEqual(session.restorationProblems, [])
    }
}
