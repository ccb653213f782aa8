import XCTest
import FormCore
@testable import FormUI
import FormSchema

/// Date, time, date-and-time and count-down rows: the editor opens on Enter, picks on Enter,
/// and the values come out as the contract types them.
final class DateRowTests: XCTestCase {
    private func state(focus: String) throws -> FormState {
        let form = try FormLoader.load(path: GoldenScreenTests.forms.appendingPathComponent("dates.json").path)
        var state = FormState(form: form, today: "2026-11-29")
        state.focus(on: focus)
        return state
    }

    func testAPopUpGridPicksADateWithinItsBounds() throws {
        var state = try state(focus: "birthday")
        Update.apply(.enter, to: &state)
        guard case .date = state.popup else { return XCTFail("no editor open") }
        let shown = Layout.frame(for: state, rows: 30, cols: 90).frame.text
        XCTAssertTrue(shown.contains("November 2026"), shown)
        Update.apply(.right, to: &state)
        XCTAssertEqual(state.status?.isError, true, "max is today")
        XCTAssertEqual(state.status?.text, "Not after 2026-11-29")
        Update.apply(.pageUp, to: &state)
        Update.apply(.left, to: &state)
        Update.apply(.enter, to: &state)
        XCTAssertNil(state.popup)
        XCTAssertEqual(state.value(of: "birthday"), .string("2026-10-28"))
    }

    func testAnInlineEditorOpensInLinesUnderItsRow() throws {
        var state = try state(focus: "arrival")
        let before = Layout.frame(for: state, rows: 30, cols: 90).frame.text
        Update.apply(.enter, to: &state)
        let open = Layout.frame(for: state, rows: 30, cols: 90).frame.text.split(separator: "\n").map(String.init)
        let arrival = try XCTUnwrap(open.firstIndex { $0.contains("Arrival") })
        XCTAssertTrue(open[arrival + 1].contains("December 2026"), open.joined(separator: "\n"))
        XCTAssertTrue(open[arrival + 2].contains("Mo Tu We Th Fr Sa Su"))
        Update.apply(.down, to: &state)
        Update.apply(.enter, to: &state)
        XCTAssertEqual(state.value(of: "arrival"), .string("2026-12-31"))
        XCTAssertNotEqual(Layout.frame(for: state, rows: 30, cols: 90).frame.text, before)
        XCTAssertFalse(Layout.frame(for: state, rows: 30, cols: 90).frame.text.contains("Mo Tu We"), "the editor closed")
    }

    func testTimeAndCountDownFieldsTypeAndOutputTheirTypes() throws {
        var state = try state(focus: "alarm")
        Update.apply(.enter, to: &state)
        for c in "0645" { Update.apply(.char(c), to: &state) }
        Update.apply(.enter, to: &state)
        XCTAssertEqual(state.value(of: "alarm"), .string("06:45"))
        state.focus(on: "tea")
        Update.apply(.enter, to: &state)
        Update.apply(.right, to: &state)
        Update.apply(.up, to: &state)
        Update.apply(.enter, to: &state)
        XCTAssertEqual(state.value(of: "tea"), .number(240))
        state.focus(on: "meeting")
        Update.apply(.enter, to: &state)
        Update.apply(.right, to: &state)
        Update.apply(.tab, to: &state)
        Update.apply(.up, to: &state)
        Update.apply(.enter, to: &state)
        XCTAssertEqual(state.value(of: "meeting"), .string("2026-12-02T10:30"))
    }

    func testEscClosesTheEditorUnchanged() throws {
        var state = try state(focus: "meeting")
        Update.apply(.enter, to: &state)
        Update.apply(.right, to: &state)
        let effects4 = Update.apply(.escape, to: &state)
        XCTAssertNil(state.popup)
        XCTAssertNil(FormFixtures.outcome(of: effects4))
        XCTAssertEqual(state.value(of: "meeting"), .string("2026-12-01T09:30"))
    }

    func testTodayAsAValueIsTheDateOfTheRun() throws {
        let form = try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "d", "type": "date", "value": "today"}]}]}"#, file: "t.json")
        let state = FormState(form: form, today: "2026-11-29")
        XCTAssertEqual(state.outputEntries.first?.value, .string("2026-11-29"))
    }
}
