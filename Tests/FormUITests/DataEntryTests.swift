import XCTest
import FormCore
@testable import FormUI
@testable import FormScreen
import FormSchema

/// Issue #15's data entry: typed numbers, one meaning for Enter and Space, choices that jump and
/// clear, a sense of place, and the keys that say what they do.
final class DataEntryTests: XCTestCase {
    private func state(_ json: String) throws -> FormState {
        FormState(form: try FormLoader.parse(text: json, file: "t.json"), today: "2026-12-01")
    }

    private let stepper = #"{"sections": [{"rows": [{"tag": "age", "type": "stepCounter", "title": "Age", "value": 18, "min": 0, "max": 120}, {"tag": "after", "type": "text"}]}]}"#

    // MARK: Typed numbers

    func testDigitsTypeANumberThatLeavingTakes() throws {
        var s = try state(stepper)
        FormFixtures.type("36", into: &s)
        XCTAssertEqual(s.value(of: "age"), .number(18), "typing is not taken yet")
        XCTAssertEqual(Layout.frame(for: s, rows: 10, cols: 60).frame.text.contains("‹ 36 ›"), true)
        Update.apply(.down, to: &s)
        XCTAssertEqual(s.value(of: "age"), .number(36))
        XCTAssertEqual(s.focus, "after")
    }

    func testEnterAndTabTakeATypedNumber() throws {
        for key in [Key.enter, .tab] {
            var s = try state(stepper)
            FormFixtures.type("42", into: &s)
            Update.apply(key, to: &s)
            XCTAssertEqual(s.value(of: "age"), .number(42), key.name)
        }
    }

    func testANumberOutsideTheBoundsIsRefusedNamingTheBound() throws {
        var s = try state(stepper)
        FormFixtures.type("200", into: &s)
        let effects = Update.apply(.down, to: &s)
        XCTAssertEqual(s.focus, "age", "the focus stays to correct it")
        XCTAssertEqual(s.value(of: "age"), .number(18), "the value stays what it was")
        XCTAssertEqual(s.errors["age"], "Must be at most 120")
        XCTAssertEqual(effects, [.bell(reason: "Must be at most 120")])
        XCTAssertTrue(Layout.frame(for: s, rows: 10, cols: 60).frame.text.contains("Must be at most 120"))
        Update.apply(.escape, to: &s)
        XCTAssertEqual(s.mode, .form, "Esc abandons the typing, it does not cancel the form")
        XCTAssertNil(s.errors["age"])
        Update.apply(.down, to: &s)
        XCTAssertEqual(s.focus, "after")
        XCTAssertEqual(s.value(of: "age"), .number(18))
    }

    func testBackspaceErasesTheLastDigit() throws {
        var s = try state(stepper)
        FormFixtures.type("365", into: &s)
        Update.apply(.backspace, to: &s)
        Update.apply(.enter, to: &s)
        XCTAssertEqual(s.value(of: "age"), .number(36))
    }

    func testANumberOffTheStepIsRefusedNamingTheStep() throws {
        var s = try state(#"{"sections": [{"rows": [{"tag": "n", "type": "slider", "min": 0, "max": 100, "step": 5}, {"tag": "t", "type": "text"}]}]}"#)
        FormFixtures.type("12", into: &s)
        Update.apply(.tab, to: &s)
        XCTAssertEqual(s.errors["n"], "Must be a multiple of 5")
        XCTAssertEqual(s.value(of: "n"), .number(0))
        XCTAssertEqual(RowEditing.handle(.char("."), row: s.row("n")!, in: &s), .ignored, "a whole step takes no point")
    }

    func testAFractionalStepTakesAPoint() throws {
        var s = try state(#"{"sections": [{"rows": [{"tag": "n", "type": "stepCounter", "step": 0.5}, {"tag": "t", "type": "text"}]}]}"#)
        FormFixtures.type("2.5", into: &s)
        Update.apply(.tab, to: &s)
        XCTAssertEqual(s.value(of: "n"), .number(2.5))
    }

    func testPageKeysStepTenTimesAndHomeEndGoToTheBounds() throws {
        var s = try state(stepper)
        Update.apply(.pageUp, to: &s)
        XCTAssertEqual(s.value(of: "age"), .number(28))
        Update.apply(.pageDown, to: &s)
        Update.apply(.pageDown, to: &s)
        XCTAssertEqual(s.value(of: "age"), .number(8))
        Update.apply(.end, to: &s)
        XCTAssertEqual(s.value(of: "age"), .number(120))
        Update.apply(.home, to: &s)
        XCTAssertEqual(s.value(of: "age"), .number(0))
    }

    func testSubmitTakesATypedNumberOrRefusesIt() throws {
        var s = try state(stepper)
        FormFixtures.type("77", into: &s)
        XCTAssertEqual(FormFixtures.outcome(of: Update.apply(.ctrl("s"), to: &s)), .submitted)
        XCTAssertEqual(s.value(of: "age"), .number(77))
        var t = try state(stepper)
        FormFixtures.type("777", into: &t)
        XCTAssertNil(FormFixtures.outcome(of: Update.apply(.ctrl("s"), to: &t)))
        XCTAssertEqual(t.errors["age"], "Must be at most 120")
    }

    // MARK: Typed dates on a closed row

    private let dates = #"{"sections": [{"rows": [{"tag": "d", "type": "date", "title": "Born", "min": "1900-01-01", "max": "today"}, {"tag": "m", "type": "dateTimeInline"}, {"tag": "t", "type": "time"}, {"tag": "x", "type": "text"}]}]}"#

    func testDigitsTypeADateWithItsSeparators() throws {
        var s = try state(dates)
        FormFixtures.type("198512", into: &s)
        let line = Layout.frame(for: s, rows: 12, cols: 60).frame.lines.first { $0.text.contains("Born") }?.text ?? ""
        XCTAssertTrue(line.contains("1985-12-DD"), line)
        FormFixtures.type("-10", into: &s)
        Update.apply(.enter, to: &s)
        XCTAssertEqual(s.value(of: "d"), .string("1985-12-10"))
        XCTAssertEqual(s.focus, "m", "Enter takes it and moves on")
        FormFixtures.type("198512101430", into: &s)
        Update.apply(.tab, to: &s)
        XCTAssertEqual(s.value(of: "m"), .string("1985-12-10T14:30"))
        FormFixtures.type("0745", into: &s)
        Update.apply(.up, to: &s)
        XCTAssertEqual(s.value(of: "t"), .string("07:45"))
    }

    func testAnImpossibleOrOutOfBoundsDateIsRefusedSayingWhy() throws {
        var s = try state(dates)
        FormFixtures.type("20230230", into: &s)
        Update.apply(.down, to: &s)
        XCTAssertEqual(s.focus, "d")
        XCTAssertEqual(s.errors["d"], "2023-02-30 is not a date")
        XCTAssertEqual(s.value(of: "d"), .null)
        Update.apply(.escape, to: &s)
        XCTAssertEqual(s.mode, .form)
        FormFixtures.type("18991231", into: &s)
        Update.apply(.enter, to: &s)
        XCTAssertEqual(s.errors["d"], "Not before 1900-01-01")
        Update.apply(.backspace, to: &s)
        FormFixtures.type("0", into: &s)
        XCTAssertNil(s.errors["d"], "typing again clears the message")
        Update.apply(.enter, to: &s)
        XCTAssertEqual(s.errors["d"], "Not before 1900-01-01")
        for _ in 0..<8 { Update.apply(.backspace, to: &s) }
        FormFixtures.type("2027", into: &s)
        Update.apply(.enter, to: &s)
        XCTAssertEqual(s.errors["d"], "Type the whole date: YYYY-MM-DD")
    }

    // MARK: Enter and Space

    func testEnterMovesOnFromASwitchAndSpaceToggles() throws {
        var s = try state(#"{"sections": [{"rows": [{"tag": "a", "type": "switch"}, {"tag": "b", "type": "check"}, {"tag": "c", "type": "text"}]}]}"#)
        Update.apply(.enter, to: &s)
        XCTAssertEqual(s.focus, "b")
        XCTAssertEqual(s.value(of: "a"), .bool(false))
        Update.apply(.char(" "), to: &s)
        XCTAssertEqual(s.value(of: "b"), .bool(true))
    }

    func testASwitchWithNoValueIsWrittenFalse() throws {
        let s = try state(#"{"sections": [{"rows": [{"tag": "a", "type": "switch"}, {"tag": "b", "type": "check"}]}]}"#)
        XCTAssertEqual(s.outputEntries.map(\.value), [.bool(false), .bool(false)])
    }

    func testEnterOnAListWithNoAnswerKeepsItAndMovesOn() throws {
        var s = try state(#"{"sections": [{"rows": [{"tag": "a", "type": "sheet", "options": ["x", "y"]}, {"tag": "b", "type": "text"}]}]}"#)
        Update.apply(.enter, to: &s)
        XCTAssertNotNil(s.popup)
        Update.apply(.enter, to: &s)
        XCTAssertNil(s.popup)
        XCTAssertEqual(s.value(of: "a"), .null)
        XCTAssertEqual(s.focus, "b")
        Update.apply(.up, to: &s)
        Update.apply(.enter, to: &s)
        Update.apply(.down, to: &s)
        Update.apply(.enter, to: &s)
        XCTAssertEqual(s.value(of: "a"), .string("x"), "a moved highlight is picked")
    }

    func testEnterOnAnUntouchedDateEditorKeepsNoAnswer() throws {
        var s = try state(#"{"sections": [{"rows": [{"tag": "d", "type": "date"}, {"tag": "b", "type": "text"}]}]}"#)
        Update.apply(.enter, to: &s)
        Update.apply(.enter, to: &s)
        XCTAssertEqual(s.value(of: "d"), .null)
        XCTAssertEqual(s.focus, "b")
    }

    func testTwoEntersAtTheEndLeaveATextView() throws {
        var s = try state(#"{"sections": [{"rows": [{"tag": "v", "type": "textView", "value": "hi"}, {"tag": "b", "type": "text"}]}]}"#)
        Update.apply(.enter, to: &s)
        XCTAssertEqual(s.value(of: "v"), .string("hi\n"))
        Update.apply(.enter, to: &s)
        XCTAssertEqual(s.value(of: "v"), .string("hi"))
        XCTAssertEqual(s.focus, "b")
    }

    /// Every example form walked with Enter only: nothing it answers changes.
    func testEnterAloneChangesNoValueOfAnyExampleForm() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../forms").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThan(files.count, 5)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            // Sub-forms open on Enter and close with Enter on their last row: the walk goes through them.
            var stack = ScreenStack(FormState(form: try FormLoader.parse(text: text, file: file), today: "2026-12-01"))
            let start = stack.top.outputEntries
            var ended = false
            for _ in 0..<400 where !ended {
                ended = FormFixtures.outcome(of: stack.update(.key(.enter), context: UpdateContext(pageSize: 20, width: 80))) != nil
                if stack.top.mode.isQuestion { break }
            }
            XCTAssertEqual(stack.screens.count, 1, "\(file): the walk ended on a sub-form")
            let s = stack.top
            XCTAssertEqual(s.outputEntries, start, file)
            XCTAssertTrue(ended || s.mode.isQuestion || !s.errors.isEmpty, "\(file): the walk reached the end, stuck on \(s.focus ?? "-")")
        }
    }

    // MARK: Choices

    func testALetterJumpsToTheNextOptionStartingWithIt() throws {
        var s = try state(#"{"sections": [{"rows": [{"tag": "p", "type": "picker", "options": ["Apple", "Banana", "Éclair", "avocado"]}]}]}"#)
        Update.apply(.char("a"), to: &s)
        XCTAssertEqual(s.value(of: "p"), .string("Apple"))
        Update.apply(.char("A"), to: &s)
        XCTAssertEqual(s.value(of: "p"), .string("avocado"), "case ignored, the next one")
        Update.apply(.char("a"), to: &s)
        XCTAssertEqual(s.value(of: "p"), .string("Apple"), "cycling")
        Update.apply(.char("e"), to: &s)
        XCTAssertEqual(s.value(of: "p"), .string("Éclair"), "accents ignored")
        Update.apply(.char("z"), to: &s)
        XCTAssertEqual(s.status?.text, "No option starts with 'z'")
    }

    func testBackspaceClearsAnOptionalChoiceButNotARequiredOne() throws {
        var s = try state(#"{"sections": [{"rows": [{"tag": "p", "type": "picker", "value": "x", "options": ["x"]}, {"tag": "q", "type": "segmentedControl", "value": "x", "options": ["x"], "required": true}, {"tag": "d", "type": "date", "value": "2020-01-01"}]}]}"#)
        Update.apply(.backspace, to: &s)
        XCTAssertEqual(s.value(of: "p"), .null)
        Update.apply(.down, to: &s)
        Update.apply(.delete, to: &s)
        XCTAssertEqual(s.value(of: "q"), .string("x"))
        XCTAssertEqual(s.status?.isError, true)
        Update.apply(.down, to: &s)
        Update.apply(.backspace, to: &s)
        XCTAssertEqual(s.value(of: "d"), .null)
    }

    // MARK: Keys that say what they do

    func testARefusedKeySaysWhatTheRowTakes() throws {
        var s = try state(#"{"sections": [{"rows": [{"tag": "a", "type": "switch"}]}]}"#)
        Update.apply(.char("x"), to: &s)
        XCTAssertEqual(s.status?.text, "x: a switch takes Space")
        var t = try state(stepper)
        Update.apply(.char("x"), to: &t)
        XCTAssertEqual(t.status?.text, "x: a stepper takes ←/→ or digits")
    }

    func testTheHintLineShowsTheFocusedRowsKeysFirst() throws {
        var s = try state(stepper)
        let hint = { (s: FormState) in Layout.frame(for: s, rows: 10, cols: 80).frame.lines[9].text }
        XCTAssertTrue(hint(s).hasPrefix(" ←/→ change  0-9 type  "), hint(s))
        XCTAssertTrue(hint(s).hasSuffix("↓/Tab next row  Ctrl-S/F10 submit  Esc cancel  F1 help"), hint(s))
        let column = { (s: FormState) in DisplayWidth.of(String(hint(s).prefix { $0 != "↓" })) }
        let formPart = column(s)
        Update.apply(.down, to: &s)
        XCTAssertTrue(hint(s).hasPrefix("      "), "a text row has no keys of its own to show: \(hint(s))")
        XCTAssertEqual(column(s), formPart, "the form's keys stay put")
    }

    // MARK: A sense of place

    private func longForm(_ rows: Int) -> String {
        let list = (0..<rows).map { #"{"tag": "r\#($0)", "type": "text", "title": "Row \#($0)"}"# }.joined(separator: ",")
        return #"{"title": "Long", "sections": [{"rows": ["# + list + "]}]}"
    }

    func testTheTitleLineShowsThePositionAndWhichWayThereIsMore() throws {
        var s = try state(longForm(30))
        var result = Layout.frame(for: s, rows: 12, cols: 60)
        XCTAssertTrue(result.frame.lines[0].text.hasSuffix("1/30  ↓ more"), result.frame.lines[0].text)
        for _ in 0..<12 { Update.apply(.down, to: &s) }
        result = Layout.frame(for: s, rows: 12, cols: 60, scroll: result.scroll)
        XCTAssertTrue(result.frame.lines[0].text.hasSuffix("13/30  ↕ more"), result.frame.lines[0].text)
        Update.apply(.ctrlEnd, to: &s)
        XCTAssertEqual(s.focus, "r29")
        result = Layout.frame(for: s, rows: 12, cols: 60, scroll: result.scroll)
        XCTAssertTrue(result.frame.lines[0].text.hasSuffix("30/30  ↑ more"), result.frame.lines[0].text)
        Update.apply(.ctrlHome, to: &s)
        XCTAssertEqual(s.focus, "r0")
        let short = Layout.frame(for: try state(longForm(2)), rows: 12, cols: 60)
        XCTAssertEqual(short.frame.lines[0].text.trimmingCharacters(in: .whitespaces), "Long", "a form that fits shows neither")
    }

    func testScrollingKeepsTheNextRowInView() throws {
        var s = try state(longForm(30))
        var scroll = 0
        for _ in 0..<15 {
            Update.apply(.down, to: &s)
            let result = Layout.frame(for: s, rows: 12, cols: 60, scroll: scroll)
            scroll = result.scroll
            let text = result.frame.text
            let next = Int(s.focus!.dropFirst())! + 1
            XCTAssertTrue(text.contains("Row \(next) "), "row \(next) after the focus is on screen:\n\(text)")
        }
    }

    func testF8GoesToTheNextRowWithAnError() throws {
        var s = try state(#"{"sections": [{"rows": [{"tag": "a", "type": "text", "required": true}, {"tag": "b", "type": "text"}, {"tag": "c", "type": "text", "required": true}]}]}"#)
        Update.apply(.function(8), to: &s)
        XCTAssertEqual(s.status?.text, "No row needs attention")
        Update.apply(.ctrl("s"), to: &s)
        XCTAssertEqual(s.focus, "a")
        Update.apply(.function(8), to: &s)
        XCTAssertEqual(s.focus, "c")
        Update.apply(.function(8), to: &s)
        XCTAssertEqual(s.focus, "a", "round the end")
        Update.apply(.shiftFunction(8), to: &s)
        XCTAssertEqual(s.focus, "c")
    }
}
