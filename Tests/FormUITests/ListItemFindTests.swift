import XCTest
import FormCore
@testable import FormUI
import FormScreen

/// `/` on a list screen: the items in a list that typing filters as any list's options
/// (`FuzzyMatch`), Enter going to the item picked.
final class ListItemFindTests: XCTestCase {
    private typealias F = SubFormFixtures

    private func finder(_ state: FormState) -> ListPopup? {
        if case .list(_, let list)? = state.popup { return list }
        return nil
    }

    private func type(_ text: String, into state: inout FormState) {
        for c in text { _ = Update.apply(.char(c), to: &state) }
    }

    func testSlashListsTheItemsByTitleAndSummaryWithTheFocusedOneHighlighted() throws {
        var list = try F.memberList()
        list.focus(on: "#item2")
        XCTAssertEqual(Update.apply(.char("/"), to: &list), [])
        let find = try XCTUnwrap(finder(list))
        XCTAssertEqual(find.purpose, .findItem(title: "Find in Members"))
        XCTAssertEqual(find.style, .screen)
        XCTAssertEqual(find.options.map(\.value), [.string("#item1"), .string("#item2")])
        XCTAssertTrue(find.options[0].title.hasPrefix("Member 1  Ada"), find.options[0].title)
        XCTAssertTrue(find.options[1].title.hasPrefix("Member 2  Bo"), find.options[1].title)
        XCTAssertEqual(find.highlightedOption, 1, "the focused item is highlighted")
        let screen = Layout.frame(for: list, rows: 12, cols: 60).frame.text
        XCTAssertTrue(screen.contains("Find in Members"), screen)
        XCTAssertTrue(screen.contains("Enter go to  Esc back"), screen)
    }

    func testTypingFiltersTheItemsAndEnterGoesToTheFirstMatch() throws {
        var list = try F.memberList()
        _ = Update.apply(.char("/"), to: &list)
        type("paris", into: &list)
        XCTAssertEqual(finder(list)?.visible, [0], "Ada's address")
        _ = Update.apply(.backspace, to: &list)
        type("BO", into: &list)
        XCTAssertEqual(finder(list)?.filter, "pariBO")
        _ = Update.apply(.ctrl("u"), to: &list)
        type("bo", into: &list)
        XCTAssertEqual(finder(list)?.visible, [1])
        _ = Update.apply(.enter, to: &list)
        XCTAssertNil(list.popup)
        XCTAssertEqual(list.focus, "#item2", "the focus went to the item, no item opened")
        XCTAssertEqual(list.place?.list?.entries.count, 2)
    }

    func testEscClearsTheFilterThenClosesWithTheFocusKept() throws {
        var list = try F.memberList()
        _ = Update.apply(.char("/"), to: &list)
        type("bo", into: &list)
        _ = Update.apply(.escape, to: &list)
        XCTAssertEqual(finder(list)?.filter, "")
        _ = Update.apply(.escape, to: &list)
        XCTAssertNil(list.popup)
        XCTAssertEqual(list.focus, "#item1")
        XCTAssertEqual(list.mode, .form, "Esc closed the list, not the screen")
    }

    func testAKeyedListIsFoundByItsKeys() throws {
        var repos = try F.open("repos", in: try F.state(["repos": F.repos]))
        _ = Update.apply(.char("/"), to: &repos)
        type("db", into: &repos)
        XCTAssertEqual(finder(repos)?.visible, [1])
        _ = Update.apply(.enter, to: &repos)
        XCTAssertEqual(repos.focus, "#item2")
    }

    func testAnEmptyListHasNothingToFind() throws {
        var empty = try F.open("members", in: try F.state())
        _ = Update.apply(.char("/"), to: &empty)
        XCTAssertNil(empty.popup)
    }

    func testSlashIsAListScreensBindingWithItsHelp() {
        XCTAssertTrue(ListScreenBindings.keyHelp.contains { $0.keys == "/" && $0.help.hasPrefix("find an item") })
    }
}
