import XCTest
import FormCore
@testable import FormUI
import FormScreen

/// Ctrl-F: the settings of every screen below, unopened items and sub-forms included, ranked as
/// you type; Enter opens the screens on the way and focuses the setting; F3 / Shift-F3 go on.
final class SettingSearchTests: XCTestCase {
    private typealias F = SubFormFixtures

    private func team() throws -> FormState {
        try F.state(["members": F.members, "repos": F.repos])
    }

    private func finder(_ state: FormState) -> ListPopup? {
        if case .list(_, let list)? = state.popup, case .findSetting = list.purpose { return list }
        return nil
    }

    private func type(_ text: String, into stack: inout ScreenStack) {
        for c in text { _ = stack.update(.key(.char(c))) }
    }

    func testTheIndexHoldsTheRowsOfUnopenedItemsAndSubFormsWithTheirPaths() throws {
        let index = SettingIndexBuilder.index(of: try team())
        let paths = index.entries.map(\.pathText)
        XCTAssertTrue(paths.contains("Members › Member 2 › Name"), "an item of a list never opened: \(paths)")
        XCTAssertTrue(paths.contains("Members › Member 1 › Address › City"), "a sub-form inside an item")
        XCTAssertTrue(paths.contains("Repositories › db › URL"), "a keyed item, by its key")
        XCTAssertTrue(paths.contains("Lead › Email"), "a sub-form holding nothing, from the spec")
        XCTAssertFalse(paths.contains { $0.hasSuffix("#key") || $0.contains("Name of") }, "no keyed item's name row")
        let db = try XCTUnwrap(index.entries.first { $0.pathText == "Repositories › db" })
        XCTAssertEqual(db.key, "db")
        XCTAssertEqual(db.way, ["repos", "#item2"])
        let url = try XCTUnwrap(index.entries.first { $0.pathText == "Repositories › db › URL" })
        XCTAssertEqual(url.key, "url")
        XCTAssertEqual(url.way, ["repos", "#item2", "url"])
    }

    func testAnItemInsideAnUnopenedListIsFoundByItsTitleAndAKeyedItemByItsKey() throws {
        let index = SettingIndexBuilder.index(of: try team())
        let city = index.rank("city").map { index.entries[$0].pathText }
        XCTAssertEqual(city.first, "Members › Member 1 › Address › City")
        let db = index.rank("db").map { index.entries[$0].pathText }
        XCTAssertEqual(db.first, "Repositories › db", "the keyed item's key ranks first")
    }

    func testCtrlFOpensTheSearchWithACountAndTypingRanksIt() throws {
        var stack = ScreenStack(try team())
        _ = stack.update(.key(.ctrl("f")))
        let opened = try XCTUnwrap(finder(stack.top))
        XCTAssertEqual(opened.title(rowTitle: ""), "Find a setting: \(opened.options.count) settings")
        type("url", into: &stack)
        let list = try XCTUnwrap(finder(stack.top))
        XCTAssertEqual(list.visible.map { list.options[$0].title }, ["Repositories › web › URL", "Repositories › db › URL"])
        XCTAssertEqual(list.title(rowTitle: ""), "Find a setting: 2 matches")
        let screen = Layout.frame(for: stack.top, rows: 12, cols: 70).frame.text
        XCTAssertTrue(screen.contains("Find a setting: 2 matches"), screen)
        XCTAssertTrue(screen.contains("Repositories › db › URL"), screen)
    }

    func testEnterOpensTheScreensOnTheWayAndF3GoesToTheNextMatch() throws {
        var stack = ScreenStack(try team())
        _ = stack.update(.key(.ctrl("f")))
        type("url", into: &stack)
        _ = stack.update(.key(.down))
        _ = stack.update(.key(.enter))
        XCTAssertEqual(stack.screens.count, 3, "the list and the item opened")
        XCTAssertEqual(stack.top.place?.tag, "#item2")
        XCTAssertEqual(stack.top.value(of: SubForms.keyTag), .string("db"))
        XCTAssertEqual(stack.top.focus, "url")
        XCTAssertNil(stack.top.popup)
        XCTAssertEqual(stack.top.status?.text, "Match 2 of 2: Repositories › db › URL")
        _ = stack.update(.key(.function(3)))
        XCTAssertEqual(stack.screens.count, 3)
        XCTAssertEqual(stack.top.value(of: SubForms.keyTag), .string("web"), "round to the first match, in the other item")
        XCTAssertEqual(stack.top.focus, "url")
        _ = stack.update(.key(.shiftFunction(3)))
        XCTAssertEqual(stack.top.value(of: SubForms.keyTag), .string("db"))
    }

    func testF3GoesUpAndDownAsFarAsTheNextMatchNeeds() throws {
        var stack = ScreenStack(try team())
        _ = stack.update(.key(.ctrl("f")))
        type("name", into: &stack)
        let list = try XCTUnwrap(finder(stack.top))
        XCTAssertEqual(list.visible.prefix(3).map { list.options[$0].title },
                       ["Team name", "Lead › Name", "Members › Member 1 › Name"])
        _ = stack.update(.key(.enter))
        XCTAssertEqual(stack.screens.count, 1)
        XCTAssertEqual(stack.top.focus, "name")
        _ = stack.update(.key(.function(3)))
        XCTAssertEqual(stack.screens.count, 2)
        XCTAssertEqual(stack.top.place?.tag, "lead")
        _ = stack.update(.key(.function(3)))
        XCTAssertEqual(stack.screens.map { $0.place?.tag ?? "" }, ["", "members", "#item1"])
        XCTAssertEqual(stack.top.focus, "name")
        _ = stack.update(.key(.function(3)))
        XCTAssertEqual(stack.screens.map { $0.place?.tag ?? "" }, ["", "members", "#item2"])
    }

    func testEscClosesWhereYouWereAndF3ThenGoesToTheFirstMatch() throws {
        var stack = ScreenStack(try team())
        _ = stack.update(.key(.ctrl("f")))
        type("city", into: &stack)
        _ = stack.update(.key(.escape))
        XCTAssertNil(stack.top.popup)
        XCTAssertEqual(stack.screens.count, 1)
        XCTAssertEqual(stack.top.focus, "name")
        _ = stack.update(.key(.function(3)))
        XCTAssertEqual(stack.screens.map { $0.place?.tag ?? "" }, ["", "members", "#item1", "address"])
        XCTAssertEqual(stack.top.focus, "city")
    }

    func testF3WithoutASearchSaysHowToStartOne() throws {
        var state = try team()
        XCTAssertEqual(Update.apply(.function(3), to: &state), [.bell(reason: "No search yet: Ctrl-F finds a setting")])
    }

    func testAMatchNoLongerShownIsRefusedByItsPath() throws {
        var state = try team()
        let gone = SettingIndex.Entry(way: ["removed"], path: ["Removed"], key: "removed", title: "Removed", description: "")
        state.foundSettings = FoundSettings(index: SettingIndex([gone]), query: "rem", matches: [0], current: nil, at: [])
        XCTAssertEqual(Update.apply(.function(3), to: &state), [.bell(reason: "Removed is not shown now")])
        XCTAssertEqual(state.focus, "name")
    }

    func testAnEmptyListScreenHasNothingToFind() throws {
        var empty = try F.open("members", in: try F.state())
        XCTAssertEqual(Update.apply(.ctrl("f"), to: &empty), [.bell(reason: "Nothing to find here")])
        XCTAssertNil(empty.popup)
    }

    func testSlashOnATextRowIsTypedAndOnAnotherRowSearches() throws {
        var state = try team()
        _ = Update.apply(.char("/"), to: &state)
        XCTAssertNil(finder(state), "the text row takes /")
        state.focus(on: "lead")
        _ = Update.apply(.char("/"), to: &state)
        XCTAssertNotNil(finder(state))
    }

    func testCtrlFOnAScreenOverTheFormSearchesTheWholeFormAndEnterGoesThere() throws {
        var stack = ScreenStack(try team())
        stack.top.focus(on: "members")
        _ = stack.update(.key(.enter))
        _ = stack.update(.key(.enter))
        XCTAssertEqual(stack.screens.map { $0.place?.tag ?? "" }, ["", "members", "#item1"])
        _ = stack.update(.key(.ctrl("f")))
        let all = try XCTUnwrap(finder(stack.top))
        XCTAssertTrue(all.options.contains { $0.title.hasPrefix("Team name") }, "the form's own rows, from its screen")
        type("url", into: &stack)
        let list = try XCTUnwrap(finder(stack.top))
        XCTAssertEqual(list.visible.map { list.options[$0].title }, ["Repositories › web › URL", "Repositories › db › URL"],
                       "the items of another list, shown from the form")
        _ = stack.update(.key(.down))
        _ = stack.update(.key(.enter))
        XCTAssertEqual(stack.screens.map { $0.place?.tag ?? "" }, ["", "repos", "#item2"], "closed up to the form, then opened")
        XCTAssertEqual(stack.top.focus, "url")
        XCTAssertEqual(stack.top.status?.text, "Match 2 of 2: Repositories › db › URL")
        _ = stack.update(.key(.ctrl("f")))
        type("email", into: &stack)
        _ = stack.update(.key(.enter))
        XCTAssertEqual(stack.screens.map { $0.place?.tag ?? "" }, ["", "lead"], "another sub-form, from the spec")
        XCTAssertEqual(stack.top.focus, "email")
        _ = stack.update(.key(.ctrl("f")))
        type("team name", into: &stack)
        _ = stack.update(.key(.enter))
        XCTAssertEqual(stack.screens.count, 1, "a row of the form itself")
        XCTAssertEqual(stack.top.focus, "name")
    }

    func testFromAnItemASiblingItemIsFoundInTheListUnderIt() throws {
        var stack = ScreenStack(try team())
        stack.top.focus(on: "repos")
        _ = stack.update(.key(.enter))
        _ = stack.update(.key(.enter))
        XCTAssertEqual(stack.top.place?.tag, "#item1")
        _ = stack.update(.key(.ctrl("f")))
        type("db", into: &stack)
        _ = stack.update(.key(.enter))
        XCTAssertEqual(stack.screens.map { $0.place?.tag ?? "" }, ["", "repos"], "the item closed, the list kept")
        XCTAssertEqual(stack.top.focus, "#item2", "the sibling item, by its key")
    }

    func testF3AfterEscGoesOnFromTheMatchLastGoneTo() throws {
        var stack = ScreenStack(try team())
        _ = stack.update(.key(.ctrl("f")))
        type("name", into: &stack)
        let list = try XCTUnwrap(finder(stack.top))
        let count = list.visible.count
        XCTAssertEqual(count, 4)
        _ = stack.update(.key(.down))
        _ = stack.update(.key(.down))
        _ = stack.update(.key(.enter))
        XCTAssertEqual(stack.screens.map { $0.place?.tag ?? "" }, ["", "members", "#item1"])
        _ = stack.update(.key(.function(3)))
        XCTAssertEqual(stack.screens.map { $0.place?.tag ?? "" }, ["", "members", "#item2"])
        XCTAssertEqual(stack.top.status?.text.hasPrefix("Match 4 of \(count)"), true)
        _ = stack.update(.key(.escape))
        _ = stack.update(.key(.escape))
        XCTAssertEqual(stack.screens.count, 1)
        _ = stack.update(.key(.function(3)))
        XCTAssertEqual(stack.top.status?.text, "Match 1 of 4: Team name",
                       "the form goes on from the match its screens last went to (4), round to the first")
    }

    func testTheOpenScreensAreSearchedAsTheyStandWithTheirOwnItemTags() throws {
        var stack = ScreenStack(try team())
        stack.top.focus(on: "members")
        _ = stack.update(.key(.enter))
        _ = stack.carry([.editList(.move("#item2", by: -1))])
        XCTAssertEqual(F.itemTags(stack.top), ["#item2", "#item1"], "Bo first, keeping its tag")
        stack.top.focus(on: "#item2")
        _ = stack.update(.key(.enter))
        XCTAssertEqual(stack.top.place?.tag, "#item2")
        _ = stack.update(.key(.ctrl("f")))
        type("city", into: &stack)
        let list = try XCTUnwrap(finder(stack.top))
        XCTAssertEqual(list.visible.map { list.options[$0].title },
                       ["Members › Member 1 › Address › City", "Members › Member 2 › Address › City"],
                       "Bo's address from the spec, then Ada's, second now")
        _ = stack.update(.key(.down))
        _ = stack.update(.key(.enter))
        XCTAssertEqual(stack.screens.map { $0.place?.tag ?? "" }, ["", "members", "#item1", "address"])
        XCTAssertEqual(stack.top.value(of: "city"), .string("Paris"))
        XCTAssertEqual(stack.top.focus, "city")
    }
}
