import XCTest
import FormCore
@testable import FormUI
@testable import FormScreen

final class ListPopupTests: XCTestCase {
    private let cities = ["Amsterdam", "Berlin", "Bern", "Zürich", "São Paulo", "Genève", "Basel"]

    private func row(_ type: RowType, _ titles: [String]) -> Row {
        var row = Row(tag: "city", type: type, title: "City")
        row.options = titles.enumerated().map { Option(title: $1, value: .string("v\($0)")) }
        return row
    }

    private func list(_ type: RowType, _ titles: [String]? = nil, value: Value = .null) -> ListPopup {
        ListPopup(row: row(type, titles ?? cities), value: value)
    }

    private func titles(_ list: ListPopup) -> [String] {
        list.visible.map { list.options[$0].title }
    }

    private func highlightedTitle(_ list: ListPopup) -> String? {
        list.highlightedOption.map { list.options[$0].title }
    }

    private let theme = Theme(style: Style(), colors: false)

    // MARK: Opening

    func testStyleFollowsTheRowType() {
        XCTAssertEqual(list(.sheet).style, .popup)
        XCTAssertEqual(list(.alert).style, .popup)
        XCTAssertEqual(list(.pushSelect).style, .screen)
        XCTAssertEqual(list(.multipleSelect).style, .multiple)
    }

    func testHighlightStartsOnTheCurrentChoiceOrTheFirstOption() {
        for type in [RowType.sheet, .alert, .pushSelect] {
            XCTAssertNil(list(type).highlighted, "\(type): a single choice with no answer starts with nothing highlighted")
            XCTAssertNil(list(type).highlightedOption, "\(type)")
        }
        XCTAssertEqual(list(.multipleSelect).highlighted, 0, "a multiple choice with nothing chosen starts on the first option")
        XCTAssertEqual(list(.pushSelect, value: .string("v3")).highlighted, 3)
        XCTAssertEqual(list(.sheet, value: .string("v0")).highlighted, 0)
        XCTAssertNil(list(.sheet, value: .string("unknown")).highlighted, "a value that is no option: nothing to highlight")
        XCTAssertEqual(list(.multipleSelect, value: .list([.string("v5"), .string("v2")])).highlighted, 2)
        XCTAssertNil(list(.sheet, []).highlighted)
        XCTAssertEqual(list(.sheet).visible, Array(0..<cities.count))
    }

    func testDownOrUpFromNothingHighlightedGoesToTheFirstOrTheLastOption() {
        for type in [RowType.sheet, .alert, .pushSelect] {
            var down = list(type)
            XCTAssertEqual(down.handle(.down), .stay)
            XCTAssertEqual(down.highlighted, 0, "\(type)")
            var up = list(type)
            XCTAssertEqual(up.handle(.up), .stay)
            XCTAssertEqual(up.highlighted, cities.count - 1, "\(type)")
        }
    }

    func testMultipleStartsWithItsValuesInOptionOrderKeepingUnknownValues() {
        let l = list(.multipleSelect, value: .list([.string("v4"), .string("zz"), .string("v1")]))
        XCTAssertEqual(l.chosen, [.string("v1"), .string("v4"), .string("zz")])
        XCTAssertTrue(l.isChosen(1))
        XCTAssertFalse(l.isChosen(0))
        XCTAssertEqual(list(.multipleSelect).chosen, [])
    }

    // MARK: Moving

    func testUpDownStopAtTheEndsInEveryStyle() {
        for type in [RowType.sheet, .alert, .pushSelect, .multipleSelect] {
            var l = list(type, value: type == .multipleSelect ? .list([.string("v0")]) : .string("v0"))
            XCTAssertEqual(l.handle(.up), .stay)
            XCTAssertEqual(l.highlighted, 0, "\(type)")
            XCTAssertEqual(l.handle(.down), .stay)
            XCTAssertEqual(l.handle(.down), .stay)
            XCTAssertEqual(l.highlighted, 2, "\(type)")
            for _ in 0..<20 { _ = l.handle(.down) }
            XCTAssertEqual(l.highlighted, cities.count - 1, "\(type)")
            _ = l.handle(.up)
            XCTAssertEqual(l.highlighted, cities.count - 2, "\(type)")
        }
    }

    func testPageKeysMoveByPageSizeAndHomeEndGoToTheEnds() {
        for type in [RowType.sheet, .pushSelect, .multipleSelect] {
            var l = list(type, (0..<100).map { "Option \($0)" }, value: type == .multipleSelect ? .list([]) : .string("v0"))
            l.pageSize = 7
            XCTAssertEqual(l.highlighted, 0)
            XCTAssertEqual(l.handle(.pageDown), .stay)
            XCTAssertEqual(l.highlighted, 7)
            _ = l.handle(.pageDown)
            XCTAssertEqual(l.highlighted, 14)
            _ = l.handle(.pageUp)
            XCTAssertEqual(l.highlighted, 7)
            _ = l.handle(.pageUp)
            _ = l.handle(.pageUp)
            XCTAssertEqual(l.highlighted, 0, "PgUp stops at the top")
            XCTAssertEqual(l.handle(.end), .stay)
            XCTAssertEqual(l.highlighted, 99)
            _ = l.handle(.pageDown)
            XCTAssertEqual(l.highlighted, 99, "PgDn stops at the bottom")
            XCTAssertEqual(l.handle(.home), .stay)
            XCTAssertEqual(l.highlighted, 0)
        }
        for type in [RowType.sheet, .pushSelect] {
            let options = (0..<100).map { "Option \($0)" }
            var down = list(type, options)
            down.pageSize = 7
            _ = down.handle(.pageDown)
            XCTAssertEqual(down.highlighted, 6, "\(type): from nothing highlighted PgDn shows the first page's last option")
            var up = list(type, options)
            up.pageSize = 7
            _ = up.handle(.pageUp)
            XCTAssertEqual(up.highlighted, 93, "\(type): from nothing highlighted PgUp shows the last page's first option")
            var home = list(type, options)
            XCTAssertEqual(home.handle(.home), .stay)
            XCTAssertEqual(home.highlighted, 0, "\(type)")
            var end = list(type, options)
            XCTAssertEqual(end.handle(.end), .stay)
            XCTAssertEqual(end.highlighted, 99, "\(type)")
        }
    }

    func testEmptyListRefusesEnterAndIgnoresMoves() {
        var l = list(.sheet, [])
        XCTAssertEqual(l.handle(.down), .stay)
        XCTAssertEqual(l.handle(.end), .stay)
        XCTAssertNil(l.highlighted)
        XCTAssertEqual(l.handle(.enter), .refused("No options"))
    }

    // MARK: Picking and closing

    func testEnterWithNothingHighlightedClosesKeepingNoAnswer() {
        for type in [RowType.sheet, .alert, .pushSelect] {
            var l = list(type)
            XCTAssertNil(l.highlighted)
            XCTAssertEqual(l.handle(.enter), .closed, "\(type)")
        }
        var popup = list(.sheet)
        XCTAssertEqual(popup.handle(.char(" ")), .closed, "Space picks like Enter in a pop-up")
        var unknown = list(.alert, value: .string("unknown"))
        XCTAssertEqual(unknown.handle(.enter), .closed, "a value that is no option is kept, not replaced")
    }

    func testEnterPicksTheHighlightedOptionInPopupAndScreen() {
        for type in [RowType.sheet, .alert, .pushSelect] {
            var l = list(type, value: .string("v1"))
            _ = l.handle(.down)
            XCTAssertEqual(l.handle(.enter), .picked(.string("v2")), "\(type)")
        }
    }

    func testEscClosesUnchangedInEveryStyle() {
        for type in [RowType.sheet, .alert, .pushSelect, .multipleSelect] {
            var l = list(type)
            _ = l.handle(.down)
            XCTAssertEqual(l.handle(.escape), .closed, "\(type)")
        }
    }

    func testKeysTheListDoesNotUseAreIgnored() {
        for type in [RowType.sheet, .pushSelect, .multipleSelect] {
            var l = list(type)
            let before = l
            for key: Key in [.tab, .backTab, .left, .right, .function(1), .ctrl("c"), .insert] {
                XCTAssertEqual(l.handle(key), .ignored, "\(type) \(key.name)")
            }
            XCTAssertEqual(l, before)
        }
    }

    // MARK: Popup

    func testPopupTypingFiltersLikeAListScreen() {
        for type in [RowType.sheet, .alert] {
            var l = list(type)
            for c in "bn" { XCTAssertEqual(l.handle(.char(c)), .stay) }
            XCTAssertEqual(l.filter, "bn", "\(type)")
            XCTAssertEqual(titles(l), ["Bern", "Berlin"], "\(type): fewer letters skipped first")
            XCTAssertEqual(highlightedTitle(l), "Bern", "\(type): the best match is highlighted")
            XCTAssertEqual(l.handle(.enter), .picked(.string("v2")), "\(type): Enter picks the first match")
        }
    }

    func testPopupSpacePicksAndBackspaceWidens() {
        var l = list(.sheet)
        _ = l.handle(.down)
        XCTAssertEqual(highlightedTitle(l), "Amsterdam")
        XCTAssertEqual(l.handle(.backspace), .refused("Nothing to erase"))
        XCTAssertEqual(l.handle(.ctrl("u")), .stay)
        _ = l.handle(.char("z"))
        XCTAssertEqual(titles(l), ["Zürich"])
        XCTAssertEqual(l.handle(.backspace), .stay)
        XCTAssertEqual(titles(l), cities, "the filter emptied: every option again, in order")
        _ = l.handle(.down)
        XCTAssertEqual(highlightedTitle(l), "São Paulo", "the highlight stayed on Zürich, and Down went on from there")
        XCTAssertEqual(l.handle(.char(" ")), .picked(.string("v4")), "Space picks in a pop-up")
    }

    func testPopupBoxKeepsItsSizeAndShowsTheFilterAndCountInItsBottomBorder() {
        var l = list(.sheet, value: .string("v1"))
        let size = l.preferredSize(title: "City", maxWidth: 40, maxHeight: 20)
        let before = l.lines(title: "City", width: size.width, height: size.height, theme: theme, box: .unicode)
        for c in "ber" { _ = l.handle(.char(c)) }
        let after = l.lines(title: "City", width: size.width, height: size.height, theme: theme, box: .unicode)
        XCTAssertEqual(after.count, before.count, "the box keeps its height")
        for line in after { XCTAssertEqual(DisplayWidth.of(line.text), size.width, line.text) }
        XCTAssertEqual(after.filter { $0.id.hasPrefix("list:opt:") }.map(\.id), ["list:opt:1", "list:opt:2"])
        XCTAssertEqual(after.filter { $0.id.hasPrefix("list:blank:") }.count, cities.count - 2, "blank lines where options were")
        XCTAssertTrue(after.last!.text.contains("Filter: ber▏  2 of 7"), after.last!.text)
        XCTAssertEqual(Set(after.map(\.id)).count, after.count, "ids are unique")
        for c in "qq" { _ = l.handle(.char(c)) }
        let none = l.lines(title: "City", width: size.width, height: size.height, theme: theme, box: .ascii)
        XCTAssertEqual(none.count, before.count)
        XCTAssertTrue(none.contains { $0.id == "list:empty" && $0.text.contains("No option matches 'berqq'") })
        XCTAssertTrue(none.last!.text.contains("berqq_  0 of 7"), none.last!.text)
        let narrow = l.lines(title: "City", width: 14, height: size.height, theme: theme, box: .ascii)
        XCTAssertTrue(narrow.last!.text.contains("0 of 7"), narrow.last!.text)
    }

    // MARK: Filtering

    func testTypingFiltersCaseInsensitivelyByLettersInOrder() {
        var l = list(.pushSelect)
        for c in "ER" { XCTAssertEqual(l.handle(.char(c)), .stay) }
        XCTAssertEqual(l.filter, "ER")
        XCTAssertEqual(titles(l), ["Amsterdam", "Berlin", "Bern"])
        _ = l.handle(.char("n"))
        XCTAssertEqual(titles(l), ["Bern", "Berlin"], "e, r, n in order: side by side in Bern, apart in Berlin")
        _ = l.handle(.char("l"))
        XCTAssertEqual(titles(l), [])
    }

    func testFilterIgnoresAccentsBothWays() {
        var l = list(.pushSelect)
        for c in "zur" { _ = l.handle(.char(c)) }
        XCTAssertEqual(titles(l), ["Zürich"])
        _ = l.handle(.ctrl("u"))
        for c in "SAO" { _ = l.handle(.char(c)) }
        XCTAssertEqual(titles(l), ["São Paulo"])
        _ = l.handle(.ctrl("u"))
        for c in "nèv" { _ = l.handle(.char(c)) }
        XCTAssertEqual(titles(l), ["Genève"])
    }

    func testScreenFilterCanHoldASpace() {
        var l = list(.pushSelect)
        for c in "o p" { XCTAssertEqual(l.handle(.char(c)), .stay) }
        XCTAssertEqual(l.filter, "o p")
        XCTAssertEqual(titles(l), ["São Paulo"])
    }

    func testTheHighlightGoesToTheBestMatchWhenTheFilterChanges() {
        var l = list(.pushSelect, value: .string("v2"))
        XCTAssertEqual(highlightedTitle(l), "Bern")
        _ = l.handle(.char("r"))
        XCTAssertEqual(titles(l), ["Amsterdam", "Berlin", "Bern", "Zürich"])
        XCTAssertEqual(highlightedTitle(l), "Amsterdam", "the first match, whatever was highlighted")
        _ = l.handle(.down)
        _ = l.handle(.char("l"))
        XCTAssertEqual(titles(l), ["Berlin"])
        XCTAssertEqual(l.highlighted, 0)
        _ = l.handle(.backspace)
        XCTAssertEqual(highlightedTitle(l), "Amsterdam", "widened: the first match again")
        _ = l.handle(.down)
        _ = l.handle(.down)
        XCTAssertEqual(highlightedTitle(l), "Bern")
        _ = l.handle(.backspace)
        XCTAssertEqual(l.filter, "")
        XCTAssertEqual(highlightedTitle(l), "Bern", "no filter: the highlight stays on its option")
    }

    func testBestMatchesComeFirstAndEnterPicksTheFirst() {
        var l = list(.pushSelect, ["Niger", "Nigeria", "Algeria", "Germany", "Portugal", "Paraguay"])
        for c in "ger" { _ = l.handle(.char(c)) }
        XCTAssertEqual(titles(l), ["Germany", "Niger", "Nigeria", "Algeria"])
        XCTAssertEqual(l.handle(.enter), .picked(.string("v3")))
        var fuzzy = list(.pushSelect, ["Niger", "Nigeria", "Algeria", "Germany", "Portugal", "Paraguay"])
        for c in "prtgl" { _ = fuzzy.handle(.char(c)) }
        XCTAssertEqual(titles(fuzzy), ["Portugal"])
        XCTAssertEqual(fuzzy.handle(.enter), .picked(.string("v4")))
    }

    func testEscClearsAFilterFirstThenCloses() {
        for type in [RowType.sheet, .pushSelect, .multipleSelect] {
            var l = list(type, value: type == .multipleSelect ? .list([]) : .null)
            for c in "ber" { _ = l.handle(.char(c)) }
            XCTAssertEqual(l.handle(.escape), .stay, "\(type)")
            XCTAssertEqual(l.filter, "", "\(type)")
            XCTAssertEqual(titles(l), cities, "\(type)")
            XCTAssertEqual(l.handle(.escape), .closed, "\(type)")
        }
    }

    func testNothingMatchingRefusesEnterAndBackspaceRestores() {
        var l = list(.pushSelect)
        for c in "xyz" { _ = l.handle(.char(c)) }
        XCTAssertEqual(l.visible, [])
        XCTAssertNil(l.highlighted)
        XCTAssertNil(l.highlightedOption)
        XCTAssertEqual(l.handle(.down), .stay)
        XCTAssertEqual(l.handle(.enter), .refused("No option matches 'xyz'"))
        for _ in 0..<3 { XCTAssertEqual(l.handle(.backspace), .stay) }
        XCTAssertEqual(l.filter, "")
        XCTAssertEqual(l.visible.count, cities.count)
        XCTAssertEqual(l.highlighted, 0)
        XCTAssertEqual(l.handle(.backspace), .refused("Nothing to erase"))
    }

    func testCtrlUClearsTheFilter() {
        var l = list(.multipleSelect)
        for c in "bern" { _ = l.handle(.char(c)) }
        XCTAssertEqual(titles(l), ["Bern", "Berlin"])
        XCTAssertEqual(l.handle(.ctrl("u")), .stay)
        XCTAssertEqual(l.filter, "")
        XCTAssertEqual(l.visible.count, cities.count)
        XCTAssertEqual(highlightedTitle(l), "Bern", "cleared: the highlight stays on its option")
        XCTAssertEqual(l.handle(.ctrl("u")), .stay)
    }

    func testEnterAfterFilteringPicksTheFilteredOption() {
        var l = list(.pushSelect)
        for c in "bas" { _ = l.handle(.char(c)) }
        XCTAssertEqual(l.handle(.enter), .picked(.string("v6")))
    }

    // MARK: Multiple choice

    func testSpaceTogglesAndChosenStaysInOptionOrder() {
        var l = list(.multipleSelect)
        _ = l.handle(.end)
        XCTAssertEqual(l.handle(.char(" ")), .stay)
        _ = l.handle(.home)
        _ = l.handle(.char(" "))
        _ = l.handle(.down)
        _ = l.handle(.down)
        _ = l.handle(.char(" "))
        XCTAssertEqual(l.chosen, [.string("v0"), .string("v2"), .string("v6")])
        _ = l.handle(.home)
        _ = l.handle(.char(" "))
        XCTAssertEqual(l.chosen, [.string("v2"), .string("v6")])
        XCTAssertEqual(l.filter, "", "Space never reaches the filter")
        XCTAssertEqual(l.handle(.enter), .picked(.list([.string("v2"), .string("v6")])))
    }

    func testMultipleTogglesWhileFilteredAndEnterReturnsTheWholeChoice() {
        var l = list(.multipleSelect, value: .list([.string("v0")]))
        for c in "ber" { _ = l.handle(.char(c)) }
        _ = l.handle(.down)
        _ = l.handle(.char(" "))
        XCTAssertEqual(l.chosen, [.string("v0"), .string("v2")])
        for c in "q" { _ = l.handle(.char(c)) }
        XCTAssertEqual(l.handle(.char(" ")), .refused("No option matches 'berq'"))
        XCTAssertEqual(l.handle(.enter), .picked(.list([.string("v0"), .string("v2")])),
                       "Enter returns the choice even when the filter matches nothing")
    }

    func testCtrlAChoosesEveryOptionShownThenNone() {
        var l = list(.multipleSelect, value: .list([.string("v6")]))
        XCTAssertEqual(l.handle(.ctrl("a")), .stay)
        XCTAssertEqual(l.chosen, (0..<cities.count).map { .string("v\($0)") }, "every option, in option order")
        XCTAssertEqual(l.handle(.ctrl("a")), .stay)
        XCTAssertEqual(l.chosen, [], "all were chosen: none")
        XCTAssertEqual(l.handle(.enter), .picked(.list([])))
    }

    func testCtrlAWhileFilteredTakesTheShownOptionsOnly() {
        var l = list(.multipleSelect, value: .list([.string("v0"), .string("v1")]))
        for c in "ber" { _ = l.handle(.char(c)) }
        XCTAssertEqual(titles(l), ["Berlin", "Bern"])
        XCTAssertEqual(l.handle(.ctrl("a")), .stay)
        XCTAssertEqual(l.chosen, [.string("v0"), .string("v1"), .string("v2")], "Bern added; Amsterdam, hidden, kept")
        XCTAssertEqual(l.handle(.ctrl("a")), .stay)
        XCTAssertEqual(l.chosen, [.string("v0")], "every shown one was chosen: they are dropped, the hidden one kept")
        for c in "qq" { _ = l.handle(.char(c)) }
        XCTAssertEqual(l.handle(.ctrl("a")), .refused("No option matches 'berqq'"))
        XCTAssertEqual(l.chosen, [.string("v0")])
        _ = l.handle(.escape)
        _ = l.handle(.ctrl("a"))
        XCTAssertEqual(l.chosen.count, cities.count)
        XCTAssertEqual(l.handle(.enter), .picked(.list((0..<cities.count).map { .string("v\($0)") })))
    }

    func testCtrlAIsAMultipleChoicesKeyOnly() {
        for type in [RowType.sheet, .pushSelect] {
            var l = list(type)
            XCTAssertEqual(l.handle(.ctrl("a")), .ignored, "\(type)")
        }
    }

    func testTheKeysHelpAndHintComeFromTheBindings() {
        let help = ListPopup.keyHelp
        XCTAssertTrue(help.contains { $0.keys == "Ctrl-A" && $0.help.contains("every option shown") }, "\(help)")
        XCTAssertTrue(help.contains { $0.keys == "Esc" && $0.help.contains("clear the filter") }, "\(help)")
        XCTAssertTrue(help.contains { $0.keys == "Backspace" && $0.help.contains("widen") }, "\(help)")
        XCTAssertTrue(help.contains { $0.keys == "typing" && $0.help.contains("prtgl") }, "\(help)")
        var multiple = list(.multipleSelect)
        XCTAssertEqual(multiple.hint(ascii: false), "Type to filter  ↑↓ move  Space toggle  ^A all  Enter done  Esc back")
        XCTAssertEqual(multiple.hint(ascii: true, width: 56), "Up/Down move  Space toggle  ^A all  Enter done  Esc back",
                       "narrower: Type to filter gives way first")
        XCTAssertEqual(multiple.hint(ascii: true, width: 40), "Space toggle  Enter done  Esc back")
        XCTAssertEqual(multiple.hint(ascii: true, width: 10), "Enter done  Esc back", "at least Enter and Esc")
        _ = multiple.handle(.char("b"))
        XCTAssertEqual(multiple.hint(ascii: false), "↑↓ move  Space toggle  ^A all  Enter done  Esc clear",
                       "while filtering: Esc clears")
        XCTAssertEqual(list(.sheet).hint(ascii: false), "Type to filter  ↑↓ move  Enter choose  Esc back")
    }

    func testMultipleWithNothingChosenPicksAnEmptyList() {
        var l = list(.multipleSelect)
        XCTAssertEqual(l.handle(.enter), .picked(.list([])))
    }

    // MARK: Windowing

    func testHundredOptionsShowTheHighlightWithinHeight() {
        for type in [RowType.sheet, .pushSelect, .multipleSelect] {
            var l = ListPopup(row: row(type, (0..<100).map { "Option \($0)" }), value: .string("v57"))
            XCTAssertEqual(l.highlighted, 57)
            for height in [3, 5, 12, 24] {
                l.pageSize = l.listRows(height: height)
                let lines = l.lines(title: "City", width: 40, height: height, theme: theme, box: .unicode)
                XCTAssertLessThanOrEqual(lines.count, height, "\(type) \(height)")
                XCTAssertTrue(lines.contains { $0.id == "list:opt:57" }, "\(type) \(height)")
                XCTAssertTrue(lines.contains { $0.text.contains("Option 57") }, "\(type) \(height)")
                XCTAssertFalse(lines.contains { $0.id == "list:opt:0" }, "\(type) \(height)")
            }
        }
    }

    func testWindowScrollsOnlyWhenTheHighlightLeavesIt() {
        var l = list(.multipleSelect, (0..<30).map { "Option \($0)" })
        l.pageSize = 5
        for _ in 0..<4 { _ = l.handle(.down) }
        XCTAssertEqual(l.items(rows: 5).map(\.option), [0, 1, 2, 3, 4])
        _ = l.handle(.down)
        XCTAssertEqual(l.items(rows: 5).map(\.option), [1, 2, 3, 4, 5])
        _ = l.handle(.up)
        XCTAssertEqual(l.items(rows: 5).map(\.option), [1, 2, 3, 4, 5], "moving back inside the window does not scroll")
        _ = l.handle(.end)
        XCTAssertEqual(l.items(rows: 5).map(\.option), [25, 26, 27, 28, 29])
        XCTAssertEqual(l.items(rows: 5).filter(\.isHighlighted).map(\.option), [29])
    }

    func testItemsMarkTheHighlightAndTheChoice() {
        var l = list(.pushSelect, value: .string("v1"))
        XCTAssertEqual(l.items(rows: 3).map(\.isChosen), [false, true, false])
        _ = l.handle(.down)
        let items = l.items(rows: 10)
        XCTAssertEqual(items.filter(\.isHighlighted).map(\.text), ["Bern"])
        XCTAssertEqual(items.filter(\.isChosen).map(\.text), ["Berlin"])
    }

    // MARK: Drawing

    func testPopupIsABoxExactlyWidthWide() {
        var l = list(.sheet, value: .string("v1"))
        _ = l.handle(.down)
        let lines = l.lines(title: "City", width: 30, height: 20, theme: theme, box: .unicode)
        XCTAssertEqual(lines.count, cities.count + 2)
        XCTAssertTrue(lines[0].text.hasPrefix("┌─ City ─"), lines[0].text)
        XCTAssertTrue(lines.last!.text.hasPrefix("└"), lines.last!.text)
        for line in lines { XCTAssertEqual(DisplayWidth.of(line.text), 30, line.text) }
        for line in lines.dropFirst().dropLast() {
            XCTAssertTrue(line.text.hasPrefix("│") && line.text.hasSuffix("│"), line.text)
        }
        let bern = lines.first { $0.id == "list:opt:2" }!
        XCTAssertTrue(bern.spans.contains { $0.style == theme.focus && $0.text.contains("Bern") })
        let berlin = lines.first { $0.id == "list:opt:1" }!
        XCTAssertTrue(berlin.text.contains("✓ Berlin"), berlin.text)
        XCTAssertFalse(berlin.spans.contains { $0.style == theme.focus })
        XCTAssertEqual(Set(lines.map(\.id)).count, lines.count, "ids are unique")
    }

    func testPopupAsciiBoxAndPositionInTheBottomBorder() {
        let l = ListPopup(row: row(.sheet, (0..<50).map { "Option \($0)" }), value: .string("v9"))
        let lines = l.lines(title: "Pick", width: 50, height: 8, theme: theme, box: .ascii)
        XCTAssertEqual(lines.count, 8)
        XCTAssertTrue(lines[0].text.hasPrefix("+- Pick -"), lines[0].text)
        XCTAssertTrue(lines.last!.text.hasPrefix("+- 10/50  Up/Down move  Enter choose  Esc back --"), lines.last!.text)
        let narrow = l.lines(title: "Pick", width: 35, height: 8, theme: theme, box: .ascii)
        XCTAssertEqual(narrow.last!.text, "+- 10/50  Enter choose  Esc back -+")
        let narrower = l.lines(title: "Pick", width: 20, height: 8, theme: theme, box: .ascii)
        XCTAssertEqual(narrower.last!.text, "+- 10/50 ----------+")
        XCTAssertTrue(lines.contains { $0.text.contains("* Option 9") })
        for line in lines { XCTAssertEqual(DisplayWidth.of(line.text), 50, line.text) }
    }

    func testPreferredPopupSizeFitsTheLongestOptionWithinTheLimits() {
        let l = list(.alert, ["Short", "A much longer option title"])
        let size = l.preferredSize(title: "T", maxWidth: 80, maxHeight: 20)
        XCTAssertEqual(size.height, 4)
        XCTAssertGreaterThanOrEqual(size.width, DisplayWidth.of("A much longer option title") + 6)
        let lines = l.lines(title: "T", width: size.width, height: size.height, theme: theme, box: .unicode)
        XCTAssertTrue(lines.contains { $0.text.contains("A much longer option title") })
        XCTAssertEqual(l.preferredSize(title: "T", maxWidth: 12, maxHeight: 3).width, 12)
        XCTAssertEqual(l.preferredSize(title: "T", maxWidth: 12, maxHeight: 3).height, 3)
    }

    func testScreenShowsTitleFilterOptionsAndHint() {
        var l = list(.pushSelect)
        var lines = l.lines(title: "City", width: 60, height: 12, theme: theme, box: .unicode)
        XCTAssertEqual(lines.count, 12)
        XCTAssertEqual(lines[0].id, "list:title")
        XCTAssertTrue(lines[0].text.contains("City"))
        XCTAssertEqual(lines[1].id, "list:filter")
        XCTAssertTrue(lines[1].text.contains("Type to filter"))
        XCTAssertEqual(lines.last?.id, "list:hint")
        XCTAssertTrue(lines.last!.text.contains("Enter choose"))
        XCTAssertTrue(lines.last!.text.contains("Type to filter"))
        _ = l.handle(.char("N"))
        lines = l.lines(title: "City", width: 60, height: 12, theme: theme, box: .unicode)
        XCTAssertTrue(lines[1].text.contains("Filter: N▏"), lines[1].text)
        XCTAssertTrue(lines[1].text.contains("3 of 7"), lines[1].text)
        XCTAssertEqual(lines.filter { $0.id.hasPrefix("list:opt:") }.map(\.id), ["list:opt:1", "list:opt:2", "list:opt:5"])
        let highlighted = lines.first { $0.id == "list:opt:1" }!
        XCTAssertEqual(DisplayWidth.of(highlighted.text), 59, "the highlight spans the line")
        XCTAssertTrue(highlighted.spans.allSatisfy { $0.style == theme.focus })
        for c in "xx" { _ = l.handle(.char(c)) }
        lines = l.lines(title: "City", width: 60, height: 12, theme: theme, box: .unicode)
        XCTAssertTrue(lines.contains { $0.id == "list:empty" && $0.text.contains("No option matches 'Nxx'") })
        XCTAssertEqual(Set(lines.map(\.id)).count, lines.count, "ids are unique")
    }

    func testMultipleScreenShowsCheckBoxesCountAndItsHint() {
        var l = list(.multipleSelect, value: .list([.string("v1")]))
        _ = l.handle(.down)
        _ = l.handle(.char(" "))
        let lines = l.lines(title: "Cities", width: 50, height: 10, theme: theme, box: .unicode)
        XCTAssertTrue(lines[0].text.contains("2 chosen"), lines[0].text)
        XCTAssertTrue(lines.contains { $0.text.contains("[✓] Berlin") })
        XCTAssertTrue(lines.contains { $0.text.contains("[✓] Bern") })
        XCTAssertTrue(lines.contains { $0.text.contains("[ ] Amsterdam") })
        XCTAssertTrue(lines.last!.text.contains("Space toggle"), lines.last!.text)
        let narrow = l.lines(title: "Cities", width: 40, height: 10, theme: theme, box: .unicode)
        XCTAssertEqual(narrow.last?.text, " Space toggle  Enter done  Esc back",
                       "a narrow screen drops the least needed keys from the hint rather than cutting it")
        let ascii = l.lines(title: "Cities", width: 50, height: 10, theme: theme, box: .ascii)
        XCTAssertTrue(ascii.contains { $0.text.contains("[x] Bern") })
    }

    func testWidthsAreNeverExceededWithCJKTitles() {
        let titles = ["東京都千代田区丸の内一丁目", "大阪", "서울특별시 중구 세종대로", "🍣 寿司と天ぷら", "Zürich", "a"]
        for type in [RowType.sheet, .pushSelect, .multipleSelect] {
            var l = list(type, titles, value: type == .multipleSelect ? .list([.string("v0")]) : .string("v0"))
            _ = l.handle(.down)
            for width in 1...40 {
                for height in [1, 2, 3, 4, 8] {
                    let lines = l.lines(title: "住所を選んでください（必須）", width: width, height: height, theme: theme, box: .unicode)
                    XCTAssertLessThanOrEqual(lines.count, height)
                    for line in lines {
                        XCTAssertLessThanOrEqual(DisplayWidth.of(line.text), width, "\(type) \(width): \(line.text)")
                    }
                    if type == .sheet, width >= 2, height >= 3 {
                        for line in lines { XCTAssertEqual(DisplayWidth.of(line.text), width, "\(width): \(line.text)") }
                    }
                }
            }
            let lines = l.lines(title: "住所", width: 16, height: 10, theme: theme, box: .unicode)
            XCTAssertTrue(lines.contains { $0.text.contains("…") }, "long titles end with an ellipsis")
        }
    }

    func testLongFilterKeepsItsEndInView() {
        var l = list(.pushSelect)
        for c in "abcdefghijklmnopqrstuvwxyz" { _ = l.handle(.char(c)) }
        let lines = l.lines(title: "City", width: 30, height: 6, theme: theme, box: .unicode)
        let filter = lines.first { $0.id == "list:filter" }!
        XCTAssertTrue(filter.text.contains("Filter: pqrstuvwxyz▏"), filter.text)
        XCTAssertTrue(filter.text.hasSuffix("0 of 7"), filter.text)
        XCTAssertLessThanOrEqual(DisplayWidth.of(filter.text), 30)
    }
}
