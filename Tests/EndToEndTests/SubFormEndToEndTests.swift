import Foundation
import XCTest

/// Sub-forms through the real binary at 80x24 (issue #18): `forms/team.json` (a list of members
/// each with an address sub-form, a keyed list of repositories), a GitHub-workflow-like form (a
/// keyed list of jobs whose items hold a list of steps) and a compose-like one (keyed services):
/// items added, typed, moved, renamed and removed on list screens, the breadcrumb in the title
/// line, a submit from inside a sub-form, and the JSON that comes out.
final class SubFormEndToEndTests: FormrunTestCase {
    static let team = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("forms/team.json").path

    static let workflow = """
    {"title": "Workflow", "sections": [{"rows": [
      {"tag": "name", "type": "text", "title": "Name"},
      {"tag": "jobs", "type": "list", "title": "Jobs", "keyed": true, "minItems": 1, "item": {"title": "Job", "sections": [{"rows": [
        {"tag": "runs-on", "type": "text", "title": "Runs on", "value": "ubuntu-latest"},
        {"tag": "steps", "type": "list", "title": "Steps", "minItems": 1, "item": {"title": "Step", "sections": [{"rows": [
          {"tag": "name", "type": "text", "title": "Name"},
          {"tag": "run", "type": "text", "title": "Run", "required": true}]}]}}]}]}}]}]}
    """

    static let compose = """
    {"title": "Compose", "sections": [{"rows": [
      {"tag": "services", "type": "list", "title": "Services", "keyed": true, "item": {"title": "Service", "sections": [{"rows": [
        {"tag": "image", "type": "text", "title": "Image", "required": true},
        {"tag": "ports", "type": "tokens", "title": "Ports"}]}]}}]}]}
    """

    /// Starts formrun on `form` (with `--values` when given) and waits for `text` on its first screen.
    private func start(_ form: String, values: String? = nil, showing text: String,
                       file: StaticString = #filePath, line: UInt = #line) throws -> PtySession {
        var arguments = [form]
        if let values { arguments = ["--values", try makeFile("values.json", values)] + arguments }
        let session = try PtySession.formrun(arguments)
        session.waitForScreen(containing: text, file: file, line: line)
        return session
    }

    /// Types `text` a character at a time.
    private func type(_ text: String, into session: PtySession) {
        session.send(keys: text.map(String.init))
    }

    /// Sends `keys`, then waits until the title line is `title` (the breadcrumb of the screen reached).
    private func go(_ keys: [String], to title: String, in session: PtySession,
                    file: StaticString = #filePath, line: UInt = #line) {
        session.send(keys: keys)
        session.waitForScreen("the title \(title.debugDescription)", file: file, line: line) { $0.lines.first == " " + title }
    }

    /// The screen line holding `text`, trimmed; nil (with a failure) when none does.
    private func line(_ text: String, in session: PtySession, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let found = session.screen.lines.first { $0.contains(text) }?.trimmingCharacters(in: .whitespaces)
        if found == nil { XCTFail("no line holds \(text.debugDescription):\n\(session.screen.text)", file: file, line: line) }
        return found
    }

    /// Asks to remove the focused item and answers `y`.
    private func remove(in session: PtySession, file: StaticString = #filePath, line: UInt = #line) {
        session.send(keys: ["C-d"])
        session.waitForScreen("the remove question", file: file, line: line) { _ in session.statusLine.contains("?") }
        session.send(keys: ["y"])
        session.waitForScreen("the question gone", file: file, line: line) { _ in !session.statusLine.contains("?") }
    }

    /// The JSON text of `value`, keys sorted, for comparing with what was expected.
    private func json(_ value: Any?) throws -> String {
        let value = try XCTUnwrap(value)
        return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
    }

    // MARK: - forms/team.json

    func testTeamMembersAreAddedMovedAndRemovedAndARepositoryRenamedThenSubmittedFromASubForm() throws {
        let session = try start(Self.team, showing: "Team name")
        session.send(keys: ["C-u"])
        type("Core", into: session)
        session.send(keys: ["Down", "Down"])
        session.waitForFocus(on: "Members")
        go(["Enter"], to: "Team › Members", in: session)
        XCTAssertNotNil(line("No items yet: press a or Insert to add one", in: session))
        XCTAssertNotNil(line("At most 10 items", in: session))

        // The first member, with an address.
        go(["a"], to: "Team › Members › Member 1", in: session)
        type("Ada Lovelace", into: session)
        session.send(keys: ["Down", "Down"])
        session.waitForFocus(on: "Address")
        go(["Enter"], to: "Team › Members › Member 1 › Address", in: session)
        type("1 Main St", into: session)
        session.send(keys: ["Down"])
        type("London", into: session)
        session.waitForScreen(containing: "London")
        go(["Esc"], to: "Team › Members › Member 1", in: session)
        XCTAssertEqual(line("Address", in: session), "│▸Address    1 Main St, London, UK ›                                         │")
        go(["Esc"], to: "Team › Members", in: session)
        XCTAssertEqual(line("Member 1", in: session)?.hasPrefix("│▸Member 1  Ada Lovelace, Developer, 1 Main St, London ›  "), true, session.screen.text)

        // The second, by Insert.
        go(["Insert"], to: "Team › Members › Member 2", in: session)
        type("Bo", into: session)
        session.waitForScreen(containing: "Bo")
        go(["Esc"], to: "Team › Members", in: session)
        XCTAssertEqual(line("Member 2", in: session), "│▸Member 2  Bo, Developer ›                                                  │")
        go(["Esc"], to: "Team", in: session)
        XCTAssertEqual(line("Members", in: session), "│▸Members         2 items ›                                                  │")

        // Moved up and down, then the first removed.
        go(["Enter"], to: "Team › Members", in: session)
        session.send(keys: ["Down"])
        session.waitForFocus(on: "Member 2")
        session.send(keys: ["K"], thenShows: "Member 1  Bo, Developer")
        XCTAssertEqual(session.focusedRow, "Member 1", "the focus follows the item moved")
        XCTAssertNotNil(line("Member 2  Ada Lovelace", in: session))
        session.send(keys: ["K"])
        session.waitForScreen(containing: "Already the first item")
        session.send(keys: ["J"], thenShows: "Member 1  Ada Lovelace")
        XCTAssertEqual(session.focusedRow, "Member 2")
        session.send(keys: ["Up"])
        session.waitForFocus(on: "Member 1")
        remove(in: session)
        session.waitForScreen("Ada gone") { !$0.text.contains("Ada") }
        XCTAssertEqual(line("Member 1", in: session), "│▸Member 1  Bo, Developer ›                                                  │")
        go(["Esc"], to: "Team", in: session)
        XCTAssertNotNil(line("1 item ›", in: session))

        // A repository added, closed, opened again and renamed; Ctrl-S inside it submits.
        session.send(keys: ["Down"])
        session.waitForFocus(on: "Repositories")
        go(["Enter"], to: "Team › Repositories", in: session)
        go(["a"], to: "Team › Repositories › New repository", in: session)
        type("web", into: session)
        session.send(keys: ["Down"])
        type("https://x.org/web", into: session)
        session.waitForScreen(containing: "https://x.org/web")
        go(["Esc"], to: "Team › Repositories", in: session)
        XCTAssertEqual(line("web", in: session)?.hasPrefix("│▸web  https://x.org/web ›"), true, session.screen.text)
        go(["Enter"], to: "Team › Repositories › web", in: session)
        session.send(keys: ["C-u"])
        type("site", into: session)
        session.waitForScreen(containing: "site")
        let output = try submit(session)
        XCTAssertEqual(output["name"] as? String, "Core")
        XCTAssertEqual(try json(output["members"]), #"[{"address":null,"name":"Bo","role":"dev"}]"#)
        XCTAssertEqual(try json(output["repos"]), #"{"site":{"private":false,"url":"https:\/\/x.org\/web"}}"#)
        XCTAssertTrue(output["lead"] is NSNull, "the lead was never opened: \(output)")
    }

    func testAnEmptyNameKeepsAKeyedItemOpenWithTheMessageUnderIt() throws {
        let session = try start(Self.team, showing: "Team name")
        session.send(keys: ["Down", "Down", "Down"])
        session.waitForFocus(on: "Repositories")
        go(["Enter"], to: "Team › Repositories", in: session)
        go(["a"], to: "Team › Repositories › New repository", in: session)
        session.send(keys: ["Down"])
        type("https://x.org/api", into: session)
        session.waitForScreen(containing: "https://x.org/api")
        session.send(keys: ["Esc"])
        session.waitForScreen(containing: "✗ Type a name for this item")
        XCTAssertEqual(session.titleLine, " Team › Repositories › New repository", "the item stays open")
        XCTAssertEqual(session.focusedRow, "Name *")
    }

    // MARK: - A GitHub workflow

    func testAJobWithTwoStepsIsAddedBesideTheOneGivenAndSubmitted() throws {
        let values = #"{"name": "CI", "jobs": {"lint": {"runs-on": "ubuntu-22.04", "steps": [{"run": "make lint"}]}}}"#
        let session = try start(try makeFile("workflow.json", Self.workflow), values: values, showing: "Jobs")
        XCTAssertNotNil(line("1 item: lint", in: session))
        session.send(keys: ["Down"])
        session.waitForFocus(on: "Jobs")
        go(["Enter"], to: "Workflow › Jobs", in: session)
        go(["a"], to: "Workflow › Jobs › New job", in: session)
        type("test", into: session)
        session.send(keys: ["Down", "Down"])
        session.waitForFocus(on: "Steps")
        go(["Enter"], to: "Workflow › Jobs › New job › Steps", in: session)
        for (number, (name, run)) in [("Checkout", "git fetch"), ("Test", "make test")].enumerated() {
            go(["a"], to: "Workflow › Jobs › New job › Steps › Step \(number + 1)", in: session)
            type(name, into: session)
            session.send(keys: ["Down"])
            type(run, into: session)
            session.waitForScreen(containing: run)
            go(["Esc"], to: "Workflow › Jobs › New job › Steps", in: session)
        }
        XCTAssertNotNil(line("Step 1  Checkout, git fetch", in: session))
        XCTAssertNotNil(line("Step 2  Test, make test", in: session))
        go(["Esc"], to: "Workflow › Jobs › New job", in: session)
        XCTAssertNotNil(line("2 items", in: session))
        go(["Esc"], to: "Workflow › Jobs", in: session)
        XCTAssertNotNil(line("lint", in: session))
        XCTAssertNotNil(line("test  ubuntu-latest, Checkout, git fetch, Test", in: session))
        let output = try submit(session)
        XCTAssertEqual(try json(output["jobs"]), """
        {"lint":{"runs-on":"ubuntu-22.04","steps":[{"name":null,"run":"make lint"}]},\
        "test":{"runs-on":"ubuntu-latest","steps":[{"name":"Checkout","run":"git fetch"},{"name":"Test","run":"make test"}]}}
        """)
        XCTAssertEqual(output["name"] as? String, "CI")
    }

    // MARK: - A compose file

    func testAServiceIsRenamedAndAnotherRemovedTheRestKept() throws {
        let values = """
        {"services": {"web": {"image": "nginx", "ports": ["80:80"]}, "db": {"image": "postgres"},
                      "cache": {"image": "redis"}}}
        """
        let session = try start(try makeFile("compose.json", Self.compose), values: values, showing: "Services")
        XCTAssertNotNil(line("3 items: web, db, cache", in: session))
        go(["Enter"], to: "Compose › Services", in: session)
        go(["Enter"], to: "Compose › Services › web", in: session)
        session.send(keys: ["C-u"])
        type("proxy", into: session)
        session.waitForScreen(containing: "proxy")
        go(["Esc"], to: "Compose › Services", in: session)
        XCTAssertEqual(line("proxy", in: session)?.hasPrefix("│▸proxy  nginx, 80:80 ›"), true, session.screen.text)
        session.send(keys: ["Down", "Down"])
        session.waitForFocus(on: "cache")
        remove(in: session)
        session.waitForScreen("cache gone") { !$0.text.contains("cache") }
        XCTAssertEqual(session.focusedRow, "db")
        go(["Esc"], to: "Compose", in: session)
        XCTAssertNotNil(line("2 items: proxy, db", in: session))
        let output = try submit(session)
        XCTAssertEqual(try json(output["services"]), #"{"db":{"image":"postgres","ports":null},"proxy":{"image":"nginx","ports":["80:80"]}}"#)
        let order = try XCTUnwrap(session.stdout.range(of: "proxy")).lowerBound < XCTUnwrap(session.stdout.range(of: "db")).lowerBound
        XCTAssertTrue(order, "the renamed service keeps its place: \(session.stdout)")
    }
}
