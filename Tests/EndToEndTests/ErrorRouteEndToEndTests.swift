import Foundation
import XCTest

/// Issue #26's second case through the real binary at 80x24: a list whose items hold a URL row,
/// two items with an invalid URL, a refused Ctrl-S. The list row says how many problems are
/// inside; F8 and Shift-F8 open the items on the way and land on their URL rows; opening the list
/// and an item by hand lands on the failing row too; fixed, the form submits.
final class ErrorRouteEndToEndTests: FormrunTestCase {
    static let form = """
    {"title": "Chart", "sections": [{"rows": [
      {"tag": "name", "type": "text", "title": "Name", "value": "web"},
      {"tag": "repos", "type": "list", "title": "Repositories", "item": {"title": "Repository", "sections": [{"rows": [
        {"tag": "label", "type": "text", "title": "Label"},
        {"tag": "url", "type": "url", "title": "URL"}]}]}},
      {"tag": "owner", "type": "email", "title": "Owner"}]}]}
    """

    /// Sends `keys`, then waits until the title line is `title` (the breadcrumb of the screen reached).
    private func go(_ keys: [String], to title: String, in session: PtySession,
                    file: StaticString = #filePath, line: UInt = #line) {
        session.send(keys: keys)
        session.waitForScreen("the title \(title.debugDescription)", file: file, line: line) { $0.lines.first == " " + title }
    }

    private func type(_ text: String, into session: PtySession) {
        session.send(keys: text.map(String.init))
    }

    /// The error line under the focused row, trimmed of the box.
    private func errorUnderFocus(in session: PtySession) -> String? {
        let lines = session.screen.lines
        guard let at = lines.firstIndex(where: { $0.contains("▸") }), at + 1 < lines.count else { return nil }
        return lines[at + 1].trimmingCharacters(in: CharacterSet(charactersIn: " │"))
    }

    func testF8AndOpeningAnItemLandOnItsFailingURLRow() throws {
        let session = try PtySession.formrun([try makeFile("chart.json", Self.form)])
        session.waitForScreen(containing: "Repositories")
        session.send(keys: ["Down"])
        session.waitForFocus(on: "Repositories")
        go(["Enter"], to: "Chart › Repositories", in: session)
        for (number, label, url) in [(1, "redis", "charts bitnami"), (2, "pg", "nope")] {
            go(["a"], to: "Chart › Repositories › Repository \(number)", in: session)
            type(label, into: session)
            session.send(keys: ["Down"])
            session.waitForFocus(on: "URL")
            type(url, into: session)
            session.waitForScreen(containing: url)
            go(["Esc"], to: "Chart › Repositories", in: session)
        }
        go(["Esc"], to: "Chart", in: session)

        // The refused submit: the list row counts what is inside and names the first.
        session.send(keys: ["C-s"])
        session.waitForScreen(containing: "✗ 2 problems: Repository 1 › URL: Not a valid URL")
        XCTAssertEqual(session.focusedRow, "Repositories")

        // F8 opens the list and the item on the way, the focus on the failing row, its message under it.
        go(["F8"], to: "Chart › Repositories › Repository 1", in: session)
        session.waitForFocus(on: "URL")
        XCTAssertEqual(errorUnderFocus(in: session), "✗ Not a valid URL")
        go(["F8"], to: "Chart › Repositories › Repository 2", in: session)
        session.waitForFocus(on: "URL")
        XCTAssertEqual(errorUnderFocus(in: session), "✗ Not a valid URL")
        // Round the end (the only failing rows are in the list) and back again.
        go(["F8"], to: "Chart › Repositories › Repository 1", in: session)
        go(["S-F8"], to: "Chart › Repositories › Repository 2", in: session)
        session.waitForFocus(on: "URL")

        // Back to the form, then opening the list and an item by hand lands on the failing rows too.
        go(["Esc"], to: "Chart › Repositories", in: session)
        go(["Esc"], to: "Chart", in: session)
        session.waitForFocus(on: "Repositories")
        go(["Enter"], to: "Chart › Repositories", in: session)
        session.waitForFocus(on: "Repository 1")
        XCTAssertEqual(errorUnderFocus(in: session), "✗ URL: Not a valid URL")
        go(["Enter"], to: "Chart › Repositories › Repository 1", in: session)
        session.waitForFocus(on: "URL")
        XCTAssertEqual(errorUnderFocus(in: session), "✗ Not a valid URL")

        // Fixed, one after the other: F8 goes from the first item's fixed row to the second's.
        session.send(keys: ["C-u"])
        type("https://charts.bitnami.com/bitnami", into: session)
        session.waitForScreen(containing: "bitnami.com/bitnami")
        go(["F8"], to: "Chart › Repositories › Repository 2", in: session)
        session.waitForFocus(on: "URL")
        session.send(keys: ["C-u"])
        type("https://x.org", into: session)
        session.waitForScreen(containing: "https://x.org")
        session.send(keys: ["F8"])
        session.waitForScreen(containing: "No row needs attention")
        go(["Esc"], to: "Chart › Repositories", in: session)
        go(["Esc"], to: "Chart", in: session)
        let output = try submit(session)
        let repos = try XCTUnwrap(output["repos"] as? [[String: Any]])
        XCTAssertEqual(repos.map { $0["url"] as? String }, ["https://charts.bitnami.com/bitnami", "https://x.org"])
    }

    /// A Helm chart's `dependencies[].repository` (a URL or an `@alias`, so a JSON text row): text
    /// that is not JSON blocks the submit, and one F8 from the form lands on it, as does opening
    /// the list and the item by hand.
    func testF8LandsOnAListItemsJSONTextRowThatDoesNotParse() throws {
        let schema = """
        {"type": "object", "title": "Chart", "properties": {
          "deps": {"type": "array", "items": {"type": "object", "title": "Dependency", "properties": {
            "name": {"type": "string"},
            "repository": {"anyOf": [{"type": "string", "format": "uri"}, {"type": "string", "pattern": "^@"}]}}}}}}
        """
        let session = try PtySession.formrun([try makeFile("chart.schema.json", schema)])
        session.waitForFocus(on: "Deps")
        go(["Enter"], to: "Chart › Deps", in: session)
        go(["a"], to: "Chart › Deps › Dependency 1", in: session)
        type("redis", into: session)
        session.send(keys: ["Down"])
        session.waitForFocus(on: "Repository")
        type("https://charts.bitnami.com/bitnami", into: session)
        session.waitForScreen(containing: "bitnami.com/bitnami")
        go(["Esc"], to: "Chart › Deps", in: session)
        go(["Esc"], to: "Chart", in: session)
        session.send(keys: ["C-s"])
        session.waitForScreen(containing: "1 row needs attention")
        go(["F8"], to: "Chart › Deps › Dependency 1", in: session)
        session.waitForFocus(on: "Repository")
        XCTAssertEqual(errorUnderFocus(in: session)?.hasPrefix("✗ Not valid JSON"), true, session.screen.text)
        go(["Esc"], to: "Chart › Deps", in: session)
        go(["Esc"], to: "Chart", in: session)
        go(["Enter"], to: "Chart › Deps", in: session)
        go(["Enter"], to: "Chart › Deps › Dependency 1", in: session)
        session.waitForFocus(on: "Repository")
        XCTAssertEqual(errorUnderFocus(in: session)?.hasPrefix("✗ Not valid JSON"), true, session.screen.text)
        session.send(keys: ["C-c"])
        XCTAssertEqual(session.waitForExit(), 130)
    }
}
