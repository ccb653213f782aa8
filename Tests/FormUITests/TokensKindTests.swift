import XCTest
import FormCore
@testable import FormUI
@testable import FormScreen
import FormSchema

/// `tokens` rows: items added with Enter or `,`, removed with Backspace on an empty input, the
/// typed text edited in place, refusals that keep it, the output, and the drawing.
final class TokensKindTests: XCTestCase {
    private func state(_ rows: String, prefill: [String: Value] = [:]) throws -> FormState {
        FormState(form: try FormLoader.parse(text: #"{"sections": [{"tag": "s", "rows": ["# + rows + "]}]}", file: "t.json"),
                  prefill: prefill)
    }

    private let tags = #"{"tag": "tags", "type": "tokens", "title": "Tags"}, {"tag": "name", "type": "text", "title": "Name"}"#

    private func items(_ state: FormState, _ tag: String = "tags") -> [String] {
        TokensRule.items(state.value(of: tag))
    }

    private func input(_ state: FormState, _ tag: String = "tags") -> String { state.inputs[tag]?.text ?? "" }

    private func screen(_ state: FormState, cols: Int = 60) -> String {
        Layout.frame(for: state, rows: 12, cols: cols, options: LayoutOptions(ascii: true)).frame.text
    }

    private func line(_ state: FormState, containing title: String = "Tags", cols: Int = 60) -> String {
        screen(state, cols: cols).split(separator: "\n").first { $0.contains(title) }.map(String.init) ?? ""
    }

    // MARK: Keys

    func testEnterAndCommaAddTheTrimmedTypedItem() throws {
        var state = try state(tags)
        XCTAssertEqual(state.focus, "tags")
        FormFixtures.type("  swift ", into: &state)
        Update.apply(.enter, to: &state)
        FormFixtures.type("go,rust,", into: &state)
        XCTAssertEqual(items(state), ["swift", "go", "rust"])
        XCTAssertEqual(input(state), "")
        XCTAssertEqual(state.focus, "tags", "Enter with typed text adds it and stays")
        XCTAssertNil(state.status)
    }

    func testACommaWithNothingTypedDoesNothing() throws {
        var state = try state(tags)
        Update.apply(.char(","), to: &state)
        FormFixtures.type("  ", into: &state)
        Update.apply(.char(","), to: &state)
        XCTAssertEqual(items(state), [])
        XCTAssertEqual(input(state), "  ", "no comma is typed either")
        XCTAssertEqual(state.focus, "tags")
        XCTAssertNil(state.status)
    }

    func testEnterOnAnEmptyInputMovesToTheNextRow() throws {
        var state = try state(tags)
        FormFixtures.type("a", into: &state)
        Update.apply(.enter, to: &state)
        Update.apply(.enter, to: &state)
        XCTAssertEqual(state.focus, "name")
        XCTAssertEqual(items(state), ["a"])

        state.focus(on: "tags")
        FormFixtures.type("   ", into: &state)
        Update.apply(.enter, to: &state)
        XCTAssertEqual(state.focus, "name", "blank typed text counts as empty")
        XCTAssertEqual(input(state), "")
        XCTAssertEqual(items(state), ["a"])
    }

    func testBackspaceOnAnEmptyInputRemovesTheLastItem() throws {
        var state = try state(tags)
        FormFixtures.type("a,b,c", into: &state)
        Update.apply(.backspace, to: &state)
        XCTAssertEqual(input(state), "", "Backspace first erases the typed text")
        XCTAssertEqual(items(state), ["a", "b"])
        Update.apply(.backspace, to: &state)
        XCTAssertEqual(items(state), ["a"])
        Update.apply(.backspace, to: &state)
        Update.apply(.backspace, to: &state)
        XCTAssertEqual(items(state), [])
        XCTAssertNil(state.status, "Backspace with nothing left is quiet")
    }

    func testEditingKeysEditTheTypedText() throws {
        var state = try state(tags)
        FormFixtures.type("hello world", into: &state)
        Update.apply(.ctrl("w"), to: &state)
        XCTAssertEqual(input(state), "hello ")
        Update.apply(.home, to: &state)
        Update.apply(.delete, to: &state)
        Update.apply(.right, to: &state)
        FormFixtures.type("E", into: &state)
        XCTAssertEqual(input(state), "eEllo ")
        Update.apply(.ctrl("k"), to: &state)
        XCTAssertEqual(input(state), "eE")
        Update.apply(.left, to: &state)
        Update.apply(.backspace, to: &state)
        XCTAssertEqual(input(state), "E", "Backspace inside the typed text erases a character")
        Update.apply(.end, to: &state)
        Update.apply(.ctrl("u"), to: &state)
        XCTAssertEqual(input(state), "")
        XCTAssertEqual(items(state), [])
    }

    func testKeysItDoesNotTakeGoToTheForm() throws {
        var state = try state(tags)
        FormFixtures.type("half", into: &state)
        Update.apply(.tab, to: &state)
        XCTAssertEqual(state.focus, "name")
        XCTAssertEqual(items(state), ["half"], "leaving the row adds what was typed")
        XCTAssertEqual(input(state), "")
        Update.apply(.backTab, to: &state)
        XCTAssertEqual(state.focus, "tags")
        FormFixtures.type("more", into: &state)
        Update.apply(.down, to: &state)
        XCTAssertEqual(state.focus, "name")
        XCTAssertEqual(items(state), ["half", "more"])
        XCTAssertEqual(input(state), "")
    }

    func testLeavingWithARefusedItemKeepsTheFocusAndTheText() throws {
        var state = try state(#"{"tag": "tags", "type": "tokens", "pattern": "[a-z]+"}, {"tag": "name", "type": "text"}"#)
        FormFixtures.type("Swift", into: &state)
        let effects = Update.apply(.tab, to: &state)
        XCTAssertEqual(effects, [.bell(reason: "'Swift' does not match the pattern [a-z]+")])
        XCTAssertEqual(state.focus, "tags", "a refused item keeps the focus on the row")
        XCTAssertEqual(input(state), "Swift")
        XCTAssertEqual(items(state), [])
    }

    // MARK: Refusals

    func testAnItemThatFailsThePatternIsRefusedAndStaysTyped() throws {
        var state = try state(#"{"tag": "tags", "type": "tokens", "pattern": "[a-z]+"}"#)
        FormFixtures.type("Swift", into: &state)
        let effects = Update.apply(.enter, to: &state)
        XCTAssertEqual(effects, [.bell(reason: "'Swift' does not match the pattern [a-z]+")])
        XCTAssertEqual(state.status, StatusMessage("'Swift' does not match the pattern [a-z]+", isError: true))
        XCTAssertEqual(input(state), "Swift")
        XCTAssertEqual(items(state), [])
        Update.apply(.char(","), to: &state)
        XCTAssertEqual(input(state), "Swift", "a comma is refused the same way")
        Update.apply(.ctrl("u"), to: &state)
        FormFixtures.type("swift,", into: &state)
        XCTAssertEqual(items(state), ["swift"])
    }

    func testAnItemPastMaxItemsIsRefusedAndStaysTyped() throws {
        var state = try state(#"{"tag": "tags", "type": "tokens", "maxItems": 2}"#)
        FormFixtures.type("a,b,c", into: &state)
        Update.apply(.enter, to: &state)
        XCTAssertEqual(items(state), ["a", "b"])
        XCTAssertEqual(input(state), "c")
        XCTAssertEqual(state.status, StatusMessage("At most 2 items", isError: true))
        Update.apply(.ctrl("u"), to: &state)
        Update.apply(.backspace, to: &state)
        Update.apply(.enter, to: &state)
        XCTAssertEqual(items(state), ["a"], "Ctrl-U then Backspace removed b; Enter on empty moves on")
    }

    func testADisabledRowRefusesEdits() throws {
        var state = try state(#"{"tag": "tags", "type": "tokens", "value": ["x"], "disabled": true,"#
            + #" "disabledMessage": "Fixed tags"}, {"tag": "name", "type": "text"}"#)
        state.focus(on: "tags")
        for key: Key in [.char("a"), .backspace] {
            XCTAssertEqual(Update.apply(key, to: &state), [.bell(reason: "Fixed tags")], "\(key)")
        }
        XCTAssertEqual(items(state), ["x"])
        XCTAssertEqual(input(state), "")
        Update.apply(.enter, to: &state)
        XCTAssertEqual(state.focus, "name", "Enter on an empty input still moves on")
    }

    // MARK: Value and output

    func testOutputIsTheArrayOfItemsAndNullWhenEmpty() throws {
        var state = try state(tags)
        XCTAssertEqual(state.outputEntries.first { $0.key == "tags" }?.value, .null)
        FormFixtures.type("swift,go,", into: &state)
        XCTAssertEqual(state.outputEntries.first { $0.key == "tags" }?.value, .list([.string("swift"), .string("go")]))
        FormFixtures.type("typed", into: &state)
        XCTAssertEqual(state.outputEntries.first { $0.key == "tags" }?.value, .list([.string("swift"), .string("go")]),
                       "text not yet added is not output")
        Update.apply(.ctrl("u"), to: &state)
        Update.apply(.backspace, to: &state)
        Update.apply(.backspace, to: &state)
        XCTAssertEqual(state.outputEntries.first { $0.key == "tags" }?.value, .null)
    }

    func testPrefillAndValueStartTheList() throws {
        var state = try state(#"{"tag": "tags", "type": "tokens", "value": ["x", "y"]}, {"tag": "to", "type": "tokens"}"#,
                              prefill: ["to": .list([.string("a")])])
        XCTAssertEqual(items(state), ["x", "y"])
        XCTAssertEqual(items(state, "to"), ["a"])
        XCTAssertFalse(state.isDirty)
        state.focus(on: "to")
        FormFixtures.type("b,", into: &state)
        XCTAssertEqual(items(state, "to"), ["a", "b"])
        XCTAssertTrue(state.isDirty)
        state.reset()
        XCTAssertEqual(items(state, "to"), ["a"])
    }

    func testMinItemsIsCheckedOnSubmit() throws {
        var state = try state(#"{"tag": "tags", "type": "tokens", "minItems": 2}"#)
        FormFixtures.type("a,", into: &state)
        Update.apply(.ctrl("s"), to: &state)
        XCTAssertEqual(state.errors["tags"], "At least 2 items")
        FormFixtures.type("b,", into: &state)
        XCTAssertNil(state.errors["tags"], "a change clears the row's message")
        XCTAssertEqual(FormFixtures.outcome(of: Update.apply(.ctrl("s"), to: &state)), .submitted)
    }

    // MARK: Drawing

    func testDrawsTheItemsThenTheTypedTextWithTheCursorInIt() throws {
        var state = try state(tags)
        FormFixtures.type("swift,go,ru", into: &state)
        let result = Layout.frame(for: state, rows: 12, cols: 60, options: LayoutOptions(ascii: true))
        let text = result.frame.text
        let row = try XCTUnwrap(text.split(separator: "\n").first { $0.contains("Tags") })
        XCTAssertTrue(row.contains("[swift] [go] ru"), text)
        let cursor = try XCTUnwrap(result.frame.cursor)
        XCTAssertEqual(cursor.column, Array(row).firstIndex(of: "u").map { $0 + 1 }, "the cursor is after the typed text")
        state.focus(on: "name")
        XCTAssertTrue(line(state).contains("[swift] [go] ru"), "typed text stays on screen when the row is left")
    }

    func testAnEmptyRowShowsItsPlaceholder() throws {
        let state = try state(#"{"tag": "tags", "type": "tokens", "title": "Tags", "placeholder": "add a tag"}"#)
        XCTAssertTrue(line(state).contains("add a tag"), line(state))
    }

    func testANarrowColumnDropsTheOldestItemsAndCountsThem() {
        let items = ["swift", "go", "rust", "zig"]
        XCTAssertEqual(TokensLine(items: items, input: "", cursor: nil, width: 40, ellipsis: "~"),
                       TokensLine(hidden: 0, text: "[swift] [go] [rust] [zig]", cursorColumn: nil))
        XCTAssertEqual(TokensLine(items: items, input: "c", cursor: 1, width: 20, ellipsis: "~"),
                       TokensLine(hidden: 2, text: "[rust] [zig] c", cursorColumn: 17))
        XCTAssertEqual(TokensLine(items: items, input: "", cursor: 0, width: 12, ellipsis: "~"),
                       TokensLine(hidden: 3, text: "[zig] ", cursorColumn: 9))
        // The typed text alone is wider than the column: it scrolls to keep the cursor in view.
        XCTAssertEqual(TokensLine(items: items, input: "abcdefghijklmnop", cursor: 16, width: 12, ellipsis: "~"),
                       TokensLine(hidden: 4, text: "ijklmnop", cursorColumn: 3 + 8))
        XCTAssertEqual(TokensLine(items: items, input: "abcdefghij", cursor: 0, width: 6, ellipsis: "~"),
                       TokensLine(hidden: 0, text: "abcdef", cursorColumn: 0), "no room for the count")
        // Not focused, the newest item alone too wide: it is cut short.
        XCTAssertEqual(TokensLine(items: ["a", "a-very-long-tag"], input: "", cursor: nil, width: 10, ellipsis: "~"),
                       TokensLine(hidden: 1, text: "[a-ver~", cursorColumn: nil))
    }

    func testANarrowScreenKeepsTheTypedTextAndCursorInTheRow() throws {
        var state = try state(tags)
        FormFixtures.type("swift,go,rust,zig,kotlin,next", into: &state)
        let result = Layout.frame(for: state, rows: 12, cols: 36, options: LayoutOptions(ascii: true))
        let row = try XCTUnwrap(result.frame.text.split(separator: "\n").first { $0.contains("Tags") })
        XCTAssertTrue(row.contains("+"), String(row))
        XCTAssertTrue(row.contains("[kotlin] next"), String(row))
        XCTAssertFalse(row.contains("swift"), String(row))
        XCTAssertTrue(row.hasSuffix("|"), "the row stays inside the box: \(row)")
        XCTAssertEqual(result.frame.cursor?.column, Array(row).lastIndex(of: "t").map { $0 + 1 })
    }

    func testASCIIDrawingUsesOnlyASCII() throws {
        var state = try state(#"{"tag": "tags", "type": "tokens", "title": "Tags", "value": ["a", "an-extremely-long-tag-name"]}"#
            + #", {"tag": "name", "type": "text", "title": "Name"}"#)
        state.focus(on: "name")
        let text = screen(state, cols: 30)
        // The key help line at the bottom is the key map's, with its own arrows.
        let rows = text.split(separator: "\n").filter { $0.contains("|") }
        XCTAssertTrue(rows.joined().unicodeScalars.allSatisfy(\.isASCII), text)
        XCTAssertTrue(text.contains("+1 [an-extr"), text)
        XCTAssertTrue(text.contains("~"), text)
    }

    func testTheHelpScreenListsItsKeys() throws {
        var state = try state(tags)
        Update.apply(.function(1), to: &state)
        let text = Layout.frame(for: state, rows: 40, cols: 100).frame.text
        XCTAssertTrue(text.contains("add the typed item"), text)
        XCTAssertTrue(text.contains("on an empty input: remove the last item"), text)
    }
}

private extension TokensLine {
    init(hidden: Int, text: String, cursorColumn: Int?) {
        self.init(items: [], input: "", cursor: nil, width: 0, ellipsis: "")
        self.hidden = hidden
        self.text = text
        self.cursorColumn = cursorColumn
    }
}

/// Text typed into a tokens row and not added is added when the form is submitted, or stops the
/// submit with the reason under the row.
final class TokensSubmitTests: XCTestCase {
    private func state(pattern: String? = nil) throws -> FormState {
        let extra = pattern.map { #", "pattern": "\#($0)""# } ?? ""
        return FormState(form: try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "tags", "type": "tokens", "title": "Tags"\#(extra)}]}]}"#,
                                                    file: "t.json"))
    }

    func testTypedTextIsAddedOnSubmit() throws {
        var state = try state()
        for c in "swift" { Update.apply(.char(c), to: &state) }
        let effects = Update.apply(.ctrl("s"), to: &state)
        XCTAssertEqual(FormFixtures.outcome(of: effects), .submitted)
        XCTAssertEqual(state.outputEntries.first?.value, .list([.string("swift")]))
    }

    func testTypedTextTheRowRefusesStopsTheSubmit() throws {
        var state = try state(pattern: "[a-z]+")
        for c in "Go1" { Update.apply(.char(c), to: &state) }
        let effects = Update.apply(.ctrl("s"), to: &state)
        XCTAssertNil(FormFixtures.outcome(of: effects))
        XCTAssertNotNil(state.errors["tags"], "the reason shows under the row")
        XCTAssertEqual(state.inputs["tags"]?.text, "Go1", "the typed text stays")
    }
}
