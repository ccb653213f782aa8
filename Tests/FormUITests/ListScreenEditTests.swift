import XCTest
import FormCore
@testable import FormUI
import FormScreen

/// A list screen's items added, removed and moved (`ListScreen.applying`), the keys that ask for
/// it (`Update` on a list screen), the keys that close a sub-screen, and what a closed screen
/// gives the one under it (`Message.subFormClosed`).
final class ListScreenEditTests: XCTestCase {
    private typealias F = SubFormFixtures

    // MARK: ListScreen.applying

    func testAddAppendsAnEmptyItemFocusedAndCarriesTheOthers() throws {
        let (list, added) = try XCTUnwrap(ListScreen.applying(.add, to: try F.memberList()))
        XCTAssertEqual(added, "#item3")
        XCTAssertEqual(F.itemTags(list), ["#item1", "#item2", "#item3"])
        XCTAssertEqual(F.titles(list), ["Member 1", "Member 2", "Member 3"])
        XCTAssertEqual(list.focus, "#item3")
        XCTAssertEqual(list.value(of: "#item3"), .tree("{}"))
        XCTAssertEqual(SubFormSummary.text(of: list.value(of: "#item3"), for: try XCTUnwrap(list.row("#item3"))).text, "(empty)")
        XCTAssertNil(ListScreen.applying(.add, to: list), "the list holds at most 3 (maxItems): no fourth")
    }

    func testRemoveTakesTheItemAndFocusesTheOneAfterOrBefore() throws {
        var list = try F.memberList()
        list.focus(on: "#item2")
        list.setValue(.tree(#"{"name":"Bea"}"#), of: "#item2")
        let first = try XCTUnwrap(ListScreen.applying(.remove("#item1"), to: list)).state
        XCTAssertEqual(F.itemTags(first), ["#item2"])
        XCTAssertEqual(F.titles(first), ["Member 1"], "items are numbered by place")
        XCTAssertEqual(first.focus, "#item2")
        XCTAssertEqual(first.value(of: "#item2"), .tree(#"{"name":"Bea"}"#), "what the screen holds is carried")
        XCTAssertEqual(SubForms.result(of: first)?.value, .tree(#"[{"name":"Bea"}]"#))
        let last = try XCTUnwrap(ListScreen.applying(.remove("#item2"), to: try F.memberList())).state
        XCTAssertEqual(last.focus, "#item1", "the last item removed: the one before")
        let none = try XCTUnwrap(ListScreen.applying(.remove("#item2"), to: first)).state
        XCTAssertEqual(none.form.allRows.map(\.tag), [ListScreen.noItemsTag])
        XCTAssertNil(none.focus)
        XCTAssertEqual(SubForms.result(of: none)?.value, .tree("[]"))
        XCTAssertNil(ListScreen.applying(.remove("#item9"), to: first))
    }

    func testMoveSwapsTheItemWithItsNeighbourKeepingTagsAndFocus() throws {
        var list = try F.memberList()
        list.focus(on: "#item2")
        let moved = try XCTUnwrap(ListScreen.applying(.move("#item2", by: -1), to: list)).state
        XCTAssertEqual(F.itemTags(moved), ["#item2", "#item1"], "the tags follow the items (a move to the diff engine)")
        XCTAssertEqual(F.titles(moved), ["Member 1", "Member 2"])
        XCTAssertEqual(moved.focus, "#item2")
        XCTAssertEqual(SubForms.result(of: moved)?.value,
                       .tree(#"[{"name":"Bo","role":"dev","address":null},{"name":"Ada","role":"pm","address":{"city":"Paris"}}]"#))
        XCTAssertNil(ListScreen.applying(.move("#item2", by: -1), to: moved), "the first item goes no higher")
        XCTAssertNil(ListScreen.applying(.move("#item1", by: 1), to: moved), "the last goes no lower")
    }

    func testAKeyedListKeepsItsKeysThroughEdits() throws {
        let repos = try F.open("repos", in: try F.state(["repos": F.repos]))
        let moved = try XCTUnwrap(ListScreen.applying(.move("#item1", by: 1), to: repos)).state
        XCTAssertEqual(F.titles(moved), ["db", "web"])
        XCTAssertEqual(SubForms.result(of: moved)?.value,
                       .tree(#"{"db":{"url":"https://x.org/db","private":false},"web":{"url":"https://x.org/web","private":true}}"#))
        let (added, tag) = try XCTUnwrap(ListScreen.applying(.add, to: moved))
        XCTAssertEqual(tag, "#item3")
        XCTAssertEqual(F.titles(added), ["db", "web", "New repository"])
    }

    // MARK: Keys on a list screen

    func testAAndInsertAskToAddAnItem() throws {
        var list = try F.memberList()
        XCTAssertEqual(Update.apply(.char("a"), to: &list), [.editList(.add)])
        XCTAssertEqual(Update.apply(.insert, to: &list), [.editList(.add)])
        var empty = try F.open("members", in: try F.state())
        XCTAssertEqual(Update.apply(.char("a"), to: &empty), [.editList(.add)], "with no item to focus too")
        XCTAssertEqual(Update.apply(.insert, to: &empty), [.editList(.add)])
    }

    func testAddingToAFullListIsRefusedWithItsBound() throws {
        var list = try XCTUnwrap(ListScreen.applying(.add, to: try F.memberList())).state
        XCTAssertEqual(Update.apply(.char("a"), to: &list), [.bell(reason: "At most 3 items")])
        XCTAssertEqual(list.status?.text, "At most 3 items")
        XCTAssertEqual(list.status?.isError, true)
    }

    func testCtrlDThenYesRemovesAndNoKeeps() throws {
        var list = try F.memberList()
        list.focus(on: "#item2")
        XCTAssertEqual(Update.apply(.ctrl("d"), to: &list), [])
        XCTAssertEqual(list.mode, .confirmDelete("#item2"))
        XCTAssertEqual(Update.apply(.char("n"), to: &list), [])
        XCTAssertEqual(list.mode, .form)
        _ = Update.apply(.delete, to: &list)
        XCTAssertEqual(list.mode, .confirmDelete("#item2"))
        XCTAssertEqual(Update.apply(.char("y"), to: &list), [.editList(.remove("#item2"))])
        XCTAssertEqual(list.mode, .form)
        var empty = try F.open("members", in: try F.state())
        guard case .bell? = Update.apply(.ctrl("d"), to: &empty).first else { return XCTFail("Ctrl-D with no item removed something") }
        XCTAssertEqual(empty.mode, .form)
        XCTAssertEqual(empty.status?.text, "No item to remove")
    }

    func testKAndJMoveTheFocusedItemAndRefuseAtTheEnds() throws {
        var list = try F.memberList()
        XCTAssertEqual(Update.apply(.char("J"), to: &list), [.editList(.move("#item1", by: 1))])
        XCTAssertEqual(Update.apply(.altDown, to: &list), [.editList(.move("#item1", by: 1))])
        XCTAssertEqual(Update.apply(.char("K"), to: &list), [.bell(reason: "Already the first item")])
        XCTAssertEqual(list.status?.text, "Already the first item")
        list.focus(on: "#item2")
        XCTAssertEqual(Update.apply(.altUp, to: &list), [.editList(.move("#item2", by: -1))])
        XCTAssertEqual(Update.apply(.char("J"), to: &list), [.bell(reason: "Already the last item")])
        XCTAssertEqual(list.status?.text, "Already the last item")
    }

    func testEnterOpensTheFocusedItem() throws {
        var list = try F.memberList()
        XCTAssertEqual(Update.apply(.enter, to: &list), [.openSubForm("#item1")])
        XCTAssertEqual(Update.apply(.right, to: &list), [.openSubForm("#item1")])
    }

    // MARK: Closing keys

    func testEscLeftAndCtrlSCloseASubScreen() throws {
        var list = try F.memberList()
        XCTAssertEqual(Update.apply(.escape, to: &list), [.closeSubForm(submit: false)])
        XCTAssertEqual(Update.apply(.left, to: &list), [.closeSubForm(submit: false)])
        XCTAssertEqual(Update.apply(.ctrl("s"), to: &list), [.closeSubForm(submit: true)])
        var lead = try F.open("lead", in: try F.state())
        FormFixtures.type("Ada", into: &lead)
        XCTAssertEqual(Update.apply(.escape, to: &lead), [.closeSubForm(submit: false)], "Esc asks nothing in a sub-form")
        XCTAssertEqual(lead.mode, .form)
        XCTAssertEqual(Update.apply(.ctrl("s"), to: &lead), [.closeSubForm(submit: true)])
        lead.focus(on: "email")
        XCTAssertEqual(Update.apply(.enter, to: &lead), [.closeSubForm(submit: false, movesOn: true)], "Enter on the last row closes")
    }

    func testEscOnAKeyedItemWithoutANameStaysWithTheMessageUnderTheName() throws {
        let (list, _) = try XCTUnwrap(ListScreen.applying(.add, to: try F.open("repos", in: try F.state())))
        var item = try F.open("#item1", in: list)
        item.focus(on: "url")
        FormFixtures.type("https://x.org", into: &item)
        XCTAssertEqual(Update.apply(.escape, to: &item), [.bell(reason: "Type a name for this item")])
        XCTAssertEqual(item.focus, SubForms.keyTag)
        XCTAssertEqual(item.errors[SubForms.keyTag], "Type a name for this item")
    }

    // MARK: What a closed screen gives

    func testAClosedSubFormSetsTheRowsValue() throws {
        var team = try F.state()
        let value = Value.tree(#"{"name":"Ada","email":null}"#)
        let effects = Update.update(.subFormClosed(tag: "lead", result: SubFormResult(tag: "lead", value: value, key: nil),
                                                   submit: false), to: &team)
        XCTAssertEqual(team.value(of: "lead"), value)
        XCTAssertEqual(effects, [.writeDraft(["lead"])])
        XCTAssertTrue(team.isDirty)
    }

    func testAClosedListSaysAtOnceWhenItHasTooFewItems() throws {
        var team = try F.state(["members": F.members])
        _ = Update.update(.subFormClosed(tag: "members", result: SubFormResult(tag: "members", value: .tree("[]"), key: nil),
                                         submit: false), to: &team)
        XCTAssertEqual(team.value(of: "members"), .tree("[]"))
        XCTAssertEqual(team.errors["members"], "At least 1 item")
    }

    func testAnUntouchedNewItemGivenBackIsRemovedAndARenamedOneRetitled() throws {
        let (list, _) = try XCTUnwrap(ListScreen.applying(.add, to: try F.open("repos", in: try F.state(["repos": F.repos]))))
        var dropped = list
        XCTAssertEqual(Update.update(.subFormClosed(tag: "#item3", result: nil, submit: false), to: &dropped),
                       [.editList(.remove("#item3"))])
        var renamed = list
        let result = SubFormResult(tag: "#item1", value: .tree(#"{"url":"https://x.org/site"}"#), key: "site")
        let effects = Update.update(.subFormClosed(tag: "#item1", result: result, submit: false), to: &renamed)
        XCTAssertEqual(effects.first, .editList(.move("#item1", by: 0)), "the screen is built again with the new title")
        XCTAssertEqual(renamed.place?.list?.entries.map(\.key), ["site", "db", nil])
        let rebuilt = try XCTUnwrap(ListScreen.applying(.move("#item1", by: 0), to: renamed)).state
        XCTAssertEqual(F.titles(rebuilt), ["site", "db", "New repository"])
        XCTAssertEqual(SubForms.result(of: rebuilt)?.value,
                       .tree(#"{"site":{"url":"https://x.org/site"},"db":{"url":"https://x.org/db","private":false},"":{}}"#))
    }

    func testSubmitFromASubScreenClosesEveryScreenThenSubmits() throws {
        var team = try F.state(["name": .string("Core"), "members": F.members])
        let effects = Update.update(.subFormClosed(tag: "lead", result: SubFormResult(tag: "lead", value: .tree(#"{"name":"G"}"#), key: nil),
                                                   submit: true), to: &team)
        XCTAssertEqual(FormFixtures.outcome(of: effects), .submitted)
        var list = try F.memberList()
        let item = SubFormResult(tag: "#item1", value: .tree(#"{"name":"Al"}"#), key: nil)
        XCTAssertEqual(Update.update(.subFormClosed(tag: "#item1", result: item, submit: true), to: &list).first,
                       .closeSubForm(submit: true), "the list screen closes next")
    }
}
