import XCTest
import FormCore
@testable import FormUI
import FormSchema

/// `duration` rows (`DurationKind`): Left/Right by `step` within the bounds, typing taken as
/// ISO 8601, a refused spelling, the drawing and the keys F1 lists.
final class DurationKindTests: XCTestCase {
    private static let json = """
    {"sections": [{"tag": "s", "rows": [
      {"tag": "talk", "type": "duration", "title": "Talk", "value": "PT45M", "min": "10m", "max": "1h", "step": "5m"},
      {"tag": "free", "type": "duration", "title": "Free"},
      {"tag": "next", "type": "text", "title": "Next"}
    ]}]}
    """

    private func state(focus tag: String = "talk") throws -> FormState {
        var state = FormState(form: try FormLoader.parse(text: Self.json, file: "d.json"))
        state.focus(on: tag)
        return state
    }

    private func line(_ title: String, _ state: FormState) -> String {
        let text = Layout.frame(for: state, rows: 20, cols: 60, options: LayoutOptions(ascii: false)).frame.text
        return text.split(separator: "\n").first { $0.contains(title) }.map(String.init) ?? ""
    }

    func testLeftAndRightChangeByTheStepWithinTheBounds() throws {
        var state = try state()
        Update.apply(.right, to: &state)
        XCTAssertEqual(state.value(of: "talk"), .string("PT50M"))
        Update.apply(.char("-"), to: &state)
        Update.apply(.left, to: &state)
        XCTAssertEqual(state.value(of: "talk"), .string("PT40M"))
        Update.apply(.pageUp, to: &state)
        XCTAssertEqual(state.value(of: "talk"), .string("PT1H"), "ten steps, held at max")
        Update.apply(.right, to: &state)
        XCTAssertEqual(state.status?.text, "This is the highest duration")
        XCTAssertTrue(line("Talk", state).contains("‹ 1 h ›"), line("Talk", state))
    }

    func testADurationWithoutAStepMovesByAMinuteFromZero() throws {
        var state = try state(focus: "free")
        Update.apply(.right, to: &state)
        Update.apply(.right, to: &state)
        XCTAssertEqual(state.value(of: "free"), .string("PT1M"))
    }

    func testTypingIsTakenAsISOWhenTheRowIsLeft() throws {
        var state = try state()
        for c in "1:05:00" { Update.apply(.char(c), to: &state) }
        XCTAssertTrue(line("Talk", state).contains("1:05:00"), line("Talk", state))
        Update.apply(.down, to: &state)
        XCTAssertEqual(state.value(of: "talk"), .string("PT1H5M"))
        XCTAssertEqual(state.errors["talk"], "Must be at most 1 h")
    }

    func testASpellingOfNoDurationIsRefusedAndTheFocusStays() throws {
        var state = try state(focus: "free")
        Update.apply(.char("x"), to: &state)
        XCTAssertEqual(state.status?.text, "A duration takes digits, h, m, s, : or PT…")
        for c in "1h1h" { Update.apply(.char(c), to: &state) }
        Update.apply(.down, to: &state)
        XCTAssertEqual(state.focus, "free")
        XCTAssertEqual(state.errors["free"], "Not a duration: type 90m, 1h30m, 1:30:00 or PT1H30M")
        Update.apply(.escape, to: &state)
        XCTAssertEqual(state.value(of: "free"), .null)
    }

    func testTheKeysAreData() throws {
        let state = try state()
        let row = try XCTUnwrap(state.row("talk"))
        let keys = RowKinds.entries(for: row, in: state).map(\.keys)
        XCTAssertEqual(keys, ["Left, Right, -, +", "PgUp, PgDn", "typing", "Backspace, Delete"])
        XCTAssertEqual(RowKinds.kind(for: .duration).noun(for: row), "a duration row")
    }
}
