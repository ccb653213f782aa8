import XCTest
import FormCore
@testable import FormUI
import FormSchema

/// The F1 screen is built from the key map and from the bindings each row kind declares: the
/// focused row's first, then moving and the form, then the other kinds the form has.
final class KindKeysTests: XCTestCase {
    private func helpText(_ json: String, rows: Int = 40) throws -> String {
        var state = FormState(form: try FormLoader.parse(text: json, file: "t.json"))
        Update.apply(.function(1), to: &state)
        return Layout.frame(for: state, rows: rows, cols: 100).frame.text
    }

    func testTheHelpScreenListsTheKeysOfTheKindsInTheForm() throws {
        let toggles = try helpText(#"{"sections": [{"rows": [{"tag": "a", "type": "switch", "title": "Mail"}, {"tag": "b", "type": "check"}]}]}"#)
        XCTAssertTrue(toggles.contains("This row: Mail (a switch)"), toggles)
        XCTAssertTrue(toggles.contains("turn on / off"), toggles)
        XCTAssertTrue(toggles.contains("On a check box"), toggles)
        XCTAssertTrue(toggles.contains("next row"), "the key map's own keys are there too")
        XCTAssertFalse(toggles.contains("erase a character"), "no text row, no text keys")
        XCTAssertFalse(toggles.contains("Ctrl-D"), "no deletable section, no Ctrl-D")

        let text = try helpText(#"{"sections": [{"rows": [{"tag": "a", "type": "text"}, {"tag": "b", "type": "textView"}]}]}"#)
        XCTAssertTrue(text.contains("erase a character"))
        XCTAssertTrue(text.contains("a new line"), "a text view adds its own keys")
    }

    func testCtrlDIsListedOnlyWithADeletableSection() throws {
        let text = try helpText(#"{"sections": [{"deletable": true, "rows": [{"tag": "a", "type": "text"}]}]}"#)
        XCTAssertTrue(text.contains("Ctrl-D"), text)
    }

    func testEveryKindThatTakesKeysHasBindingsWithWords() throws {
        for type in RowType.allCases where type.carriesValue {
            var row = Row(tag: "t", type: type, title: "T")
            row.options = [Option(title: "a", value: .string("a"))]
            let state = FormState(form: Form(sections: [Section(tag: "s", rows: [row])]), today: "2026-01-01")
            let bindings = RowKinds.kind(for: type).bindings(for: row, in: state)
            XCTAssertFalse(bindings.isEmpty, "\(type) takes no keys")
            XCTAssertTrue(bindings.allSatisfy { !$0.keys.isEmpty && !$0.label.isEmpty && !$0.help.isEmpty }, "\(type)")
            XCTAssertFalse(RowKinds.kind(for: type).noun(for: row).isEmpty)
        }
    }
}

final class AsciiHelpLineTests: XCTestCase {
    func testTheASCIIHelpLineHasNoArrow() throws {
        let state = FormState(form: try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "a", "type": "text"}]}]}"#, file: "t.json"))
        let ascii = Layout.frame(for: state, rows: 10, cols: 80, options: LayoutOptions(ascii: true)).frame.text
        XCTAssertTrue(ascii.contains("Down/Tab next row"), ascii)
        XCTAssertTrue(ascii.unicodeScalars.allSatisfy(\.isASCII), "--ascii draws ASCII only")
        let unicode = Layout.frame(for: state, rows: 10, cols: 80).frame.text
        XCTAssertTrue(unicode.contains("↓/Tab next row"))
    }
}

/// The F1 screen on forms/more-types.json at 80×24 and 80×16: every key that applies is reachable
/// by scrolling, and none that does not apply is listed.
final class HelpScreenScrollTests: XCTestCase {
    private func allLines(rows: Int) throws -> (lines: [String], state: FormState) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../forms/more-types.json")
        var state = FormState(form: try FormLoader.parse(text: String(contentsOf: url, encoding: .utf8), file: "more-types.json"))
        let context = UpdateContext(pageSize: rows - 3, width: 80)
        Update.apply(.function(1), to: &state, context: context)
        var seen: [String] = []
        var marker = ""
        for _ in 0..<200 {
            let frame = Layout.frame(for: state, rows: rows, cols: 80).frame
            seen += frame.lines[1..<(rows - 2)].map(\.text)
            marker = frame.lines[0].text
            guard marker.hasSuffix("↓ more") || marker.hasSuffix("↕ more") else { break }
            Update.apply(.down, to: &state, context: context)
            XCTAssertEqual(state.mode, .help, "Down scrolls, it does not leave the help")
        }
        XCTAssertFalse(marker.hasSuffix("↓ more"), "the bottom was reached")
        return (seen, state)
    }

    func testEveryKeyThatAppliesIsReachableAndNoOtherIsListed() throws {
        for rows in [24, 16] {
            let (lines, state) = try allLines(rows: rows)
            let text = lines.joined(separator: "\n")
            for (heading, entries) in HelpScreen.groups(state, keyMap: .standard) {
                XCTAssertTrue(text.contains(heading), "\(rows) rows: \(heading)")
                for entry in entries {
                    XCTAssertTrue(text.contains(entry.keys), "\(rows) rows: \(entry.keys)")
                    XCTAssertTrue(text.contains(String(entry.help.prefix(20))), "\(rows) rows: \(entry.help)")
                }
            }
            for heading in ["This row", "Moving", "The form", "On a tokens row", "On a file row"] {
                XCTAssertTrue(text.contains(heading), "\(rows) rows: \(heading)")
            }
            XCTAssertFalse(text.contains("Ctrl-D"), "no deletable section in more-types.json")
            XCTAssertFalse(text.contains("a new line"), "no text view in more-types.json")
            XCTAssertFalse(text.contains("On a stepper"), "no stepper in more-types.json")
        }
    }

    func testAnyOtherKeyReturnsToTheForm() throws {
        var (_, state) = try allLines(rows: 16)
        Update.apply(.char("q"), to: &state)
        XCTAssertEqual(state.mode, .form)
    }
}
