import XCTest
@testable import FormRun

/// Code belongs to its row: a `.validate`, `.onChange` or `.options` runs for the row it is
/// declared on, at that place — a list item's `name` check on every item's `name` and nowhere
/// else, the top `name` row's there only — and a failure it finds is reported with its path.
final class HookPlaceTests: XCTestCase {
    let form = Form("Team") {
        Section {
            Row.text("name", "Team name").validate { value, _ in value == "bad-top" ? "Top check" : nil }
            Row.text("preset", "Preset").onChange { value, _ in
                value == "duo" ? ["members": [["name": "Ada"], ["name": "Bob"]]] : [:]
            }
            Row.list("members", "Members", itemTitle: "Member") {
                Section {
                    Row.text("name", "Name").validate { value, _ in value == "bad-item" ? "Item check" : nil }
                    Row.text("first", "First").onChange { value, _ in ["echo": .string("item: \(value)")] }
                    Row.text("echo", "Echo")
                }
            }
            Row.text("first", "First")
            Row.text("echo", "Echo")
        }
    }

    func testEachCheckRunsOnlyWhereItIsDeclared() throws {
        let passed = try form.submit(values: ["name": "bad-item", "members": [["name": "bad-top"]]])
        XCTAssertEqual(passed["name"], "bad-item")
        XCTAssertEqual(passed["members"], [["name": "bad-top", "first": nil, "echo": nil]], "each item written as its sub-form writes it")
    }

    func testATopLevelFailureIsThrownAtItsRow() {
        XCTAssertThrowsError(try form.submit(values: ["name": "bad-top"])) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.path), ["/name"])
            XCTAssertEqual(failures.map(\.message), ["Top check"])
            XCTAssertEqual("\(error)", "Form(\"Team\"): /name: top check", "every answer named by its path")
        }
    }

    func testAnItemsFailureIsThrownWithItsPath() {
        XCTAssertThrowsError(try form.submit(values: ["members": [["name": "Ada"], ["name": "bad-item"]]])) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.tag), ["members"])
            XCTAssertEqual(failures.map(\.path), ["/members/1/name"])
            XCTAssertEqual(failures.map(\.reason), ["Item check"])
            XCTAssertEqual("\(error)", "Form(\"Team\"): /members/1/name: item check")
        }
    }

    /// A keyed list's item is named by its key in the path.
    func testAKeyedItemsFailureIsNamedByItsKey() {
        let keyed = Form("Repos") {
            Section {
                Row.list("repos", "Repositories", keyed: true) {
                    Section { Row.text("url", "URL").validate { value, _ in value == "nope" ? "Not a URL" : nil } }
                }
            }
        }
        XCTAssertThrowsError(try keyed.submit(values: ["repos": ["web": ["url": "nope"]]])) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.path), ["/repos/web/url"])
        }
    }

    /// On the screen: the top row takes the item's bad value, an item takes the top's, and an
    /// item refuses its own.
    func testOnTheScreenEachRowKeepsItsOwnCheck() throws {
        let size = TerminalSize(columns: 70, rows: 20)
        let answers = try form.run(keys: "text:bad-item,Down,Down,Enter,a,text:bad-top,Escape,Escape,C-s", size: size)
        XCTAssertEqual(answers["name"], "bad-item")
        XCTAssertEqual(answers["members"], [["name": "bad-top", "first": nil, "echo": nil]])
        XCTAssertThrowsError(try form.run(keys: "Down,Down,Enter,a,text:bad-item,C-s", size: size)) { error in
            guard case .keysEnded(let screen)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertTrue(screen.contains("Item check"), screen)
        }
    }

    /// An item's `onChange` sets a row of that item; the top row of the same tag has none.
    func testAnItemsChangeHandlerRunsInTheItemOnly() throws {
        let size = TerminalSize(columns: 70, rows: 20)
        let answers = try form.run(keys: "Down,Down,Enter,a,text:Ada,Down,text:x,Escape,Escape,Down,text:y,C-s", size: size)
        XCTAssertEqual(answers["members"], [["name": "Ada", "first": "x", "echo": "item: \"x\""]])
        XCTAssertEqual(answers["first"], "y")
        XCTAssertEqual(answers["echo"], .null)
    }

    /// A change handler may set a list: its items are the objects it gives.
    func testAChangeHandlerSetsAList() throws {
        let answers = try form.run(keys: "Down,text:duo,C-s", size: TerminalSize(columns: 70, rows: 20))
        XCTAssertEqual(answers["members"], [["name": "Ada"], ["name": "Bob"]])
        let screen = try XCTUnwrap(answers.screen)
        XCTAssertTrue(screen.contains("2 items"), screen)
    }

    /// And a sub-form: its value is the object it gives.
    func testAChangeHandlerSetsASubForm() throws {
        let home = Form("Home") {
            Section {
                Row.text("town", "Town").onChange { value, _ in value == "Paris" ? ["address": ["city": "Paris", "zip": "75001"]] : [:] }
                Row.form("address", "Address") { Section { Row.text("city", "City"); Row.text("zip", "ZIP") } }
            }
        }
        let answers = try home.run(keys: "text:Paris,C-s", size: TerminalSize(columns: 60, rows: 12))
        XCTAssertEqual(answers["address"], ["city": "Paris", "zip": "75001"])
    }

    /// In plain mode too: the list a change handler set is the one offered to keep.
    func testAChangeHandlerSetsAListInPlainMode() throws {
        let lines = ScriptLines(["Core", "duo", "", "", "", "", "", ""])
        let answers = try form.runPlain(lines, from: try form.startState())
        XCTAssertEqual(answers["members"], [["name": "Ada"], ["name": "Bob"]], lines.said.joined(separator: "\n"))
    }

    /// Options computed in an item's row are that row's: a top row of the same tag keeps its own.
    func testAnItemsOptionsAreItsOwn() throws {
        let choices = Form("Roles") {
            Section {
                Row.picker("role", "Role", options: ["Owner", "Dev"])
                Row.list("members", "Members") {
                    Section { Row.picker("role", "Role", options: ["Lead", "Dev"]).options { _ in ["Lead"] } }
                }
            }
        }
        XCTAssertEqual(try choices.submit(values: ["role": "Dev", "members": [["role": "Lead"]]]).value,
                       ["role": "Dev", "members": [["role": "Lead"]]])
    }

    /// Plain mode runs each check where it is declared: the top row takes the item's bad value,
    /// an item's bad value is refused and named by where it is.
    func testPlainModeKeepsEachCheckWithItsRow() throws {
        let state = try form.startState(values: ["members": JSON.array([["name": "bad-item"]]).engineValue])
        let lines = ScriptLines(["bad-item", "", "", ""])
        XCTAssertThrowsError(try form.runPlain(lines, from: state))
        XCTAssertFalse(lines.said.contains("Top check"), lines.said.joined(separator: "\n"))
        XCTAssertTrue(lines.said.contains("Member 1 › Name: Item check"), lines.said.joined(separator: "\n"))
    }

    /// The code sees a list's value as an array, a sub-form's as an object: given to the list
    /// row's own check, and read through the answers by another row's.
    func testCodeSeesNestedValuesAsArraysAndObjects() throws {
        let seen = Form("Team") {
            Section {
                Row.list("members", "Members") {
                    Section { Row.text("name", "Name") }
                }.validate { value, _ in
                    guard case .array(let items) = value else { return "Not an array: \(value)" }
                    return items.count > 2 ? "At most 2 members" : nil
                }
                Row.text("lead", "Lead").validate { value, answers in
                    guard case .array(let items) = answers["members"] else { return "Not an array: \(answers["members"])" }
                    return items.contains { $0["name"] == value } ? nil : "The lead must be a member"
                }
            }
        }
        XCTAssertEqual(try seen.submit(values: ["members": [["name": "Ada"]], "lead": "Ada"])["lead"], "Ada")
        XCTAssertThrowsError(try seen.submit(values: ["members": [["name": "Ada"]], "lead": "Bob"])) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.message), ["The lead must be a member"])
        }
        XCTAssertThrowsError(try seen.submit(values: ["members": [["name": "A"], ["name": "B"], ["name": "C"]], "lead": "A"])) { error in
            guard case .invalid(let failures)? = error as? FormRunError else { return XCTFail("\(error)") }
            XCTAssertEqual(failures.map(\.message), ["At most 2 members"])
            XCTAssertEqual(failures.map(\.path), ["/members"])
        }
    }
}
