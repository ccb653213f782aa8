import XCTest
import FormCore
@testable import FormUI

/// Issue #27: a list screen finds an item by its row's tag, and an item's screen whether a name
/// is another item's, from tables the list keeps as it changes, not by walking or copying every
/// item (opening each item of a list of N items stays linear in N).
final class ListScreenIndexTests: XCTestCase {
    private func keyedRow() -> Row {
        var row = Row(tag: "repos", type: .list, title: "Repos")
        let item = Form(title: nil, sections: [Section(tag: "s", title: nil, rows: [Row(tag: "url", type: .text, title: "URL")])])
        row.subForm = SubForm(form: item, keyed: true, itemTitle: "Repo")
        return row
    }

    private func items(_ keys: [String]) -> [SubFormRule.Item] {
        keys.map { SubFormRule.Item(key: $0, value: .object([])) }
    }

    func testItemsAreFoundByTagThroughAddingRemovingAndMoving() {
        var list = ListScreen(row: keyedRow(), items: items(["a", "b", "c"]))
        XCTAssertEqual(list.index(of: "#item2"), 1)
        list.append(ListScreen.Entry(tag: "#item4", key: nil, isNew: true))
        XCTAssertEqual(list.index(of: "#item4"), 3)
        list.remove(at: 0)
        XCTAssertEqual(["#item1", "#item2", "#item3", "#item4"].map(list.index(of:)), [nil, 0, 1, 2])
        list.swapAt(0, 2)
        XCTAssertEqual(["#item2", "#item3", "#item4"].map(list.index(of:)), [2, 1, 0])
        XCTAssertEqual(list.entries.map(\.tag), ["#item4", "#item3", "#item2"])
    }

    func testAnItemsOtherKeysLeaveOutItsOwnAndFollowRenames() {
        var list = ListScreen(row: keyedRow(), items: items(["web", "db"]))
        let web = list.otherKeys(than: 0)
        XCTAssertFalse(web.contains("web"), "its own name is not another's")
        XCTAssertTrue(web.contains("db"))
        XCTAssertEqual(web, ["db"])
        list.setKey("api", at: 1)
        XCTAssertEqual(list.otherKeys(than: 0), ["api"])
        XCTAssertFalse(list.otherKeys(than: 0).contains("db"))
        list.setKey("web", at: 1)
        XCTAssertTrue(list.otherKeys(than: 0).contains("web"), "two items named alike: each sees the other's")
        list.remove(at: 1)
        XCTAssertEqual(list.otherKeys(than: 0), [])
    }

    func testEveryItemOfALargeKeyedListOpensWithTheOthersNames() throws {
        let count = 3_000
        let parent = FormState(form: Form(title: "T", sections: [Section(tag: "s", title: nil, rows: [keyedRow()])]),
                               prefill: ["repos": .object((0..<count).map { Value.Member(key: "k\($0)", value: .object([])) })],
                               today: "2026-01-01")
        guard case .success(let screen) = SubForms.open("repos", in: parent) else { return XCTFail("the list did not open") }
        for i in 0..<count {
            guard case .success(let item) = SubForms.open("#item\(i + 1)", in: screen),
                  case .item(true, false, let others)? = item.place?.role else { return XCTFail("item \(i) did not open") }
            XCTAssertFalse(others.contains("k\(i)"))
            XCTAssertTrue(others.contains("k\((i + 1) % count)"))
        }
    }
}
