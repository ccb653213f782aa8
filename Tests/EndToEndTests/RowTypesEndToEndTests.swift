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
        // Country: a list screen filtered to "swe"; Enter picks and moves on to Plan (issue #15).
        session.send(keys: ["Enter", "s", "w", "e", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Sweden ›"))
        // Plan: a pop-up list opened on a row with no answer, nothing highlighted: Down highlights
        // the first option, two more the third; Enter picks it and moves on to Contact.
        session.send(keys: ["Enter", "Down", "Down", "Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Team ›"))
        // Topics: a list screen with several choices; Enter returns and moves on to Send.
        session.send(keys: ["Down", "Enter", "Down", "Space", "Down", "Space", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Swift, Go, Rust ›"))
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
        // Enter in an open editor picks and moves the focus to the next row (issue #15).
        session.send(keys: ["Enter", "Left", "Enter"])          // birthday: the day before today
        XCTAssertTrue(session.waitForScreen(containing: "Date of birth *  2"))
        session.send(keys: ["Enter", "Down", "Enter"])          // arrival, inline: one week later
        XCTAssertTrue(session.waitForScreen(containing: "Arrival          2026-12-31"))
        session.send(keys: ["Down", "Enter", "0", "6", "4", "5", "Enter"])  // meeting → alarm 06:45
        XCTAssertTrue(session.waitForScreen(containing: "Alarm            06:45"))
        session.send(keys: ["Down", "Down", "Enter", "Up", "Enter"])        // lunch → call back → tea 3 min + 1 h
        XCTAssertTrue(session.waitForScreen(containing: "Tea              01:03:00"))
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
