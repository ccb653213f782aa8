import XCTest
import FormCore
import FormScreen
import FormSchema
@testable import FormUI

/// F8 / Shift-F8 after a refused submit, at any depth (`ErrorRoute`, `FailingPlaces`), and the
/// screens of rows that hold errors (`SubForms.screen`): driven through a `ScreenStack`, as the
/// session drives them.
final class ErrorRouteTests: XCTestCase {
    /// A list of repositories inside a sub-form, each item holding a sub-form of its own.
    static let chart = """
    {"title": "Chart", "sections": [{"rows": [
      {"tag": "name", "type": "text", "title": "Name", "required": true},
      {"tag": "project", "type": "form", "title": "Project", "sections": [{"rows": [
        {"tag": "home", "type": "url", "title": "Home"},
        {"tag": "repos", "type": "list", "title": "Repositories", "item": {"title": "Repository", "sections": [{"rows": [
          {"tag": "label", "type": "text", "title": "Label"},
          {"tag": "url", "type": "url", "title": "URL"},
          {"tag": "mirror", "type": "form", "title": "Mirror", "sections": [{"rows": [
            {"tag": "url", "type": "url", "title": "URL"}]}]}]}]}}]}]},
      {"tag": "owner", "type": "email", "title": "Owner"}]}]}
    """

    /// Five failing rows: Name (empty), Project › Home, Project › Repositories › Repository 2 ›
    /// URL and its Mirror › URL, Owner.
    static let values = """
    {"project": {"home": "nope", "repos": [{"label": "a", "url": "https://ok.org"},
                                           {"label": "b", "url": "bad", "mirror": {"url": "worse"}}]},
     "owner": "x"}
    """

    private func stack(values: String = ErrorRouteTests.values) throws -> ScreenStack {
        var form = try FormLoader.parse(text: Self.chart, file: "chart.json")
        let prefill = try GivenValues.apply(text: values, file: "values.json", to: &form)
        return ScreenStack(FormState(form: form, prefill: prefill, today: "2026-01-01"))
    }

    /// Where the stack is: the breadcrumb and the focused row.
    private func place(_ stack: ScreenStack) -> String {
        stack.top.trail.joined(separator: " › ") + " @ " + (stack.top.focus ?? "-")
    }

    private func press(_ key: Key, _ stack: inout ScreenStack) {
        stack.update(.key(key))
    }

    func testTheParentRowCountsTheProblemsInsideAndNamesTheFirst() throws {
        var s = try stack()
        press(.ctrl("s"), &s)
        XCTAssertEqual(s.top.errors["project"], "3 problems: Home: Not a valid URL")
        XCTAssertEqual(s.top.errors["name"], "Name is required")
        var one = try stack(values: #"{"project": {"repos": [{"url": "bad"}]}, "name": "n"}"#)
        press(.ctrl("s"), &one)
        XCTAssertEqual(one.top.errors["project"], "Repositories › Repository 1 › URL: Not a valid URL")
    }

    /// The parent row's message is cut with an ellipsis at the edge of its cell.
    func testTheParentRowsMessageIsCutWithAnEllipsis() throws {
        var s = try stack()
        press(.ctrl("s"), &s)
        let text = Layout.frame(for: s.top, rows: 12, cols: 44).frame.text
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.contains("problems") }, text)
        XCTAssertTrue(line.hasSuffix("✗ 3 problems: Home: Not a…  │"), String(line))
    }

    func testF8GoesThroughEveryDepthAndRoundTheEnd() throws {
        var s = try stack()
        press(.ctrl("s"), &s)
        XCTAssertEqual(place(s), "Chart @ name")
        var route: [String] = []
        for _ in 0..<6 {
            press(.function(8), &s)
            route.append(place(s))
        }
        XCTAssertEqual(route, [
            "Chart › Project @ home",
            "Chart › Project › Repositories › Repository 2 @ url",
            "Chart › Project › Repositories › Repository 2 › Mirror @ url",
            "Chart @ owner",
            "Chart @ name",
            "Chart › Project @ home",
        ])
        XCTAssertEqual(s.screens.count, 2, "the screens the route left are closed")
    }

    func testShiftF8GoesBackFromTheFirstToTheLast() throws {
        var s = try stack()
        press(.ctrl("s"), &s)
        var route: [String] = []
        for _ in 0..<6 {
            press(.shiftFunction(8), &s)
            route.append(place(s))
        }
        XCTAssertEqual(route, [
            "Chart @ owner",
            "Chart › Project › Repositories › Repository 2 › Mirror @ url",
            "Chart › Project › Repositories › Repository 2 @ url",
            "Chart › Project @ home",
            "Chart @ name",
            "Chart @ owner",
        ])
        XCTAssertEqual(s.screens.count, 1)
    }

    func testTheRouteShowsTheMessageOfEveryFailingRowOnTheWay() throws {
        var s = try stack()
        press(.ctrl("s"), &s)
        press(.function(8), &s)
        press(.function(8), &s)
        XCTAssertEqual(s.screens.count, 4)
        let list = s.screens[2]
        XCTAssertEqual(list.focus, "#item2", "the list screen's focus is on the item the route went into")
        XCTAssertEqual(list.errors, ["#item2": "2 problems: URL: Not a valid URL"])
        XCTAssertEqual(s.top.errors, ["url": "Not a valid URL", "mirror": "URL: Not a valid URL"])
    }

    func testOpeningAnItemHoldingErrorsFocusesItsFirstFailingRow() throws {
        var s = try stack(values: #"{"name": "n", "project": {"repos": [{"label": "a"}, {"label": "b", "url": "bad"}]}}"#)
        press(.ctrl("s"), &s)
        XCTAssertEqual(s.top.focus, "project")
        press(.enter, &s)
        XCTAssertEqual(place(s), "Chart › Project @ repos", "the sub-form opens on its failing row")
        XCTAssertEqual(s.top.errors["repos"], "Repository 2 › URL: Not a valid URL")
        press(.enter, &s)
        XCTAssertEqual(place(s), "Chart › Project › Repositories @ #item2")
        press(.enter, &s)
        XCTAssertEqual(place(s), "Chart › Project › Repositories › Repository 2 @ url")
        XCTAssertEqual(s.top.errors, ["url": "Not a valid URL"])
    }

    func testARowShowingNoErrorOpensAsBefore() throws {
        var s = try stack()
        press(.down, &s)
        press(.enter, &s)
        XCTAssertEqual(place(s), "Chart › Project @ home")
        XCTAssertEqual(s.top.errors, [:], "nothing was refused yet")
    }

    func testF8WithNothingToFindStaysOnTheScreen() throws {
        var s = try stack(values: #"{"name": "n", "project": {"repos": [{"url": "https://ok.org"}]}}"#)
        press(.down, &s)
        press(.enter, &s)
        press(.function(8), &s)
        XCTAssertEqual(place(s), "Chart › Project @ home")
        XCTAssertEqual(s.top.status?.text, "No row needs attention")
    }

    /// Fixing the last failing row of an item and pressing F8 goes on to the next item's.
    func testF8LeavesAFixedItemForTheNextOne() throws {
        var s = try stack(values: #"{"name": "n", "project": {"repos": [{"url": "bad"}, {"url": "worse"}]}}"#)
        press(.ctrl("s"), &s)
        press(.function(8), &s)
        XCTAssertEqual(place(s), "Chart › Project › Repositories › Repository 1 @ url")
        press(.ctrl("u"), &s)
        for character in "https://ok.org" { press(.char(character), &s) }
        press(.function(8), &s)
        XCTAssertEqual(place(s), "Chart › Project › Repositories › Repository 2 @ url")
        XCTAssertNil(s.screens[2].errors["#item1"], "the fixed item says nothing more")
    }

    /// Adding, removing or moving an item keeps the other items' messages, and F8 their way.
    func testAListScreenKeepsItsMessagesWhenItsItemsChange() throws {
        var s = try stack()
        press(.ctrl("s"), &s)
        press(.function(8), &s)
        press(.function(8), &s)
        press(.escape, &s)
        XCTAssertEqual(place(s), "Chart › Project › Repositories @ #item2")
        press(.char("K"), &s)
        XCTAssertEqual(SubFormFixtures.itemTags(s.top), ["#item2", "#item1"])
        XCTAssertEqual(s.top.errors["#item2"], "2 problems: URL: Not a valid URL")
        press(.char("a"), &s)
        press(.escape, &s)
        XCTAssertEqual(SubFormFixtures.itemTags(s.top), ["#item2", "#item1"], "the untouched new item was taken back")
        XCTAssertEqual(s.top.errors["#item2"], "2 problems: URL: Not a valid URL")
        press(.up, &s)
        press(.function(8), &s)
        XCTAssertEqual(place(s), "Chart › Project › Repositories › Repository 1 @ url",
                       "the moved item is the first now")
    }

    /// A list that fails itself (too few items) and holds a failing item: F8 goes into the item
    /// (the list's own message shows on its row); once the item is fixed, the row is a stop.
    func testARowFailingItselfIsAStopOnceNothingInsideFails() throws {
        let text = """
        {"sections": [{"rows": [
          {"tag": "repos", "type": "list", "title": "Repositories", "minItems": 3, "item": {"title": "Repository", "sections": [{"rows": [
            {"tag": "url", "type": "url", "title": "URL"}]}]}},
          {"tag": "owner", "type": "email", "title": "Owner"}]}]}
        """
        var form = try FormLoader.parse(text: text, file: "f.json")
        let prefill = try GivenValues.apply(text: #"{"repos": [{"url": "https://ok.org"}, {"url": "bad"}], "owner": "x"}"#,
                                            file: "v.json", to: &form)
        var s = ScreenStack(FormState(form: form, prefill: prefill, today: "2026-01-01"))
        press(.ctrl("s"), &s)
        XCTAssertEqual(place(s), "Form @ repos")
        XCTAssertEqual(s.top.errors["repos"], "At least 3 items")
        var route: [String] = []
        for key in [Key.function(8), .function(8), .function(8), .shiftFunction(8), .shiftFunction(8)] {
            press(key, &s)
            route.append(place(s))
        }
        XCTAssertEqual(route, [
            "Form › Repositories › Repository 2 @ url",
            "Form @ owner",
            "Form › Repositories › Repository 2 @ url",
            "Form @ owner",
            "Form › Repositories › Repository 2 @ url",
        ])
        press(.ctrl("u"), &s)
        for character in "https://x.org" { press(.char(character), &s) }
        press(.function(8), &s)
        XCTAssertEqual(place(s), "Form @ owner")
        press(.function(8), &s)
        XCTAssertEqual(place(s), "Form @ repos", "the list still has too few items")
    }

    /// A JSON Schema's array of objects: the list row's own message comes from the schema (and
    /// repeats what fails inside), and F8 goes into the items whose rows fail.
    func testF8GoesIntoAJSONSchemaArrayItem() throws {
        let schema = """
        {"type": "object", "title": "Chart", "properties": {
          "deps": {"type": "array", "items": {"type": "object", "title": "Dependency", "properties": {
            "name": {"type": "string"}, "repository": {"type": "string", "format": "uri"}}, "required": ["name"]}}}}
        """
        var form = try FormLoader.read(text: schema, file: "s.json").form
        let prefill = try GivenValues.apply(text: #"{"deps": [{"name": "redis", "repository": "not a url"}, {}]}"#,
                                            file: "v.json", to: &form)
        var s = ScreenStack(FormState(form: form, prefill: prefill, today: "2026-01-01"))
        press(.ctrl("s"), &s)
        XCTAssertEqual(place(s), "Chart @ deps")
        var route: [String] = []
        for _ in 0..<4 {
            press(.function(8), &s)
            route.append(place(s))
        }
        XCTAssertEqual(route, [
            "Chart › Deps › Dependency 1 @ repository",
            "Chart › Deps › Dependency 2 @ name",
            "Chart › Deps › Dependency 1 @ repository",
            "Chart › Deps › Dependency 2 @ name",
        ], "round the end; the empty item given in the values is kept when the route passes it")
    }
}
