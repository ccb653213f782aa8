import XCTest
@testable import FormRun

/// Code attached to the rows of a sub-form (a `form` row's, a list's items') runs where those rows
/// are checked and edited, as the top form's does.
final class SubFormCodeTests: XCTestCase {
    let form = Form("Trip") {
        Section {
            Row.list("stops", "Stops", itemTitle: "Stop") {
                Section {
                    Row.text("city", "City").validate { value, _ in value == .string("Atlantis") ? "Not on any map" : nil }
                }
            }
            Row.form("home", "Home") {
                Section {
                    Row.text("street", "Street").validate { value, _ in value == .string("?") ? "Say which street" : nil }
                }
            }
        }
    }

    func testAListItemsValidatorHoldsAtSubmit() throws {
        let passed = try form.submit(values: ["stops": [["city": "Lima"]]])
        XCTAssertEqual(passed["stops"], [["city": "Lima"]])
        XCTAssertThrowsError(try form.submit(values: ["stops": [["city": "Lima"], ["city": "Atlantis"]]])) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.tag), ["stops"])
            XCTAssertTrue(failures[0].message.contains("Not on any map"), failures[0].message)
        }
    }

    func testAFormRowsValidatorHoldsAtSubmit() {
        XCTAssertThrowsError(try form.submit(values: ["home": ["street": "?"]])) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.tag), ["home"])
            XCTAssertTrue(failures[0].message.contains("Say which street"), failures[0].message)
        }
    }

    /// On the screen: the sub-form opened with Enter refuses to close on Ctrl-S while its row's
    /// code refuses the value, and the message is drawn.
    func testTheValidatorRunsInAnOpenSubForm() throws {
        XCTAssertThrowsError(try form.run(keys: "Down,Enter,text:?,C-s", size: TerminalSize(columns: 60, rows: 14))) { error in
            guard case .keysEnded(let screen)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertTrue(screen.contains("Say which street"), screen)
        }
    }
}
