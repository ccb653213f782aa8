import XCTest
import FormCore
@testable import FormUI
@testable import FormScreen
import FormSchema

final class ChoiceAndStepperTests: XCTestCase {
    private func form() throws -> Form {
        try FormLoader.parse(text: """
        {"sections": [{"tag": "s", "rows": [
          {"tag": "age", "type": "stepCounter", "title": "Age", "value": 118, "min": 0, "max": 120, "step": 1},
          {"tag": "volume", "type": "slider", "title": "Volume", "min": 0, "max": 1, "step": 0.1},
          {"tag": "gender", "type": "picker", "title": "Gender", "required": true,
           "options": [{"title": "Female", "value": "f"}, {"title": "Male", "value": "m"}]},
          {"tag": "size", "type": "segmentedControl", "title": "Size", "value": 2, "options": [
            {"title": "S", "value": 1}, {"title": "M", "value": 2}, {"title": "L", "value": 3}]},
          {"tag": "name", "type": "text", "title": "Name", "value": "Ada"},
          {"tag": "reset", "type": "pushButton", "title": "Start again", "action": "reset"},
          {"tag": "go", "type": "pushButton", "title": "Send"}
        ]}]}
        """, file: "c.json")
    }

    func testStepperAddsAndSubtractsStepClampedToItsBounds() throws {
        var state = FormState(form: try form())
        XCTAssertEqual(state.focus, "age")
        for key: Key in [.right, .char("+")] { Update.apply(key, to: &state) }
        XCTAssertEqual(state.value(of: "age"), .number(120))
        Update.apply(.right, to: &state)
        XCTAssertEqual(state.value(of: "age"), .number(120))
        XCTAssertEqual(state.status?.isError, true)
        XCTAssertEqual(state.status?.text, "Already at 120")
        Update.apply(.char("-"), to: &state)
        Update.apply(.left, to: &state)
        XCTAssertEqual(state.value(of: "age"), .number(118))
        Update.apply(.home, to: &state)
        XCTAssertEqual(state.value(of: "age"), .number(0))
    }

    func testSliderStartsAtItsMinimumAndStepsWithoutBinaryNoise() throws {
        var state = FormState(form: try form())
        state.focus(on: "volume")
        XCTAssertEqual(state.value(of: "volume"), .number(0))
        for _ in 0..<3 { Update.apply(.right, to: &state) }
        XCTAssertEqual(state.value(of: "volume"), .number(0.3))
        let line = Layout.frame(for: state, rows: 20, cols: 60).frame.text.split(separator: "\n").first { $0.contains("Volume") }
        XCTAssertTrue(line?.contains("0.3") ?? false, String(describing: line))
        XCTAssertTrue(line?.contains("●") ?? false)
    }

    func testPickerCyclesAndSegmentsStopAtTheirEnds() throws {
        var state = FormState(form: try form())
        state.focus(on: "gender")
        XCTAssertEqual(state.value(of: "gender"), .null)
        Update.apply(.right, to: &state)
        XCTAssertEqual(state.value(of: "gender"), .string("f"))
        Update.apply(.right, to: &state)
        Update.apply(.right, to: &state)
        XCTAssertEqual(state.value(of: "gender"), .string("f"), "a picker cycles")
        Update.apply(.left, to: &state)
        XCTAssertEqual(state.value(of: "gender"), .string("m"))
        state.focus(on: "size")
        Update.apply(.right, to: &state)
        XCTAssertEqual(state.value(of: "size"), .number(3))
        Update.apply(.right, to: &state)
        XCTAssertEqual(state.value(of: "size"), .number(3), "a segmented control stops at its end")
        XCTAssertEqual(state.status?.isError, true)
        let text = Layout.frame(for: state, rows: 20, cols: 60).frame.text
        XCTAssertTrue(text.contains(" S   M  [L]"), text)
        XCTAssertTrue(text.contains("‹ Male ›"), text)
    }

    func testRequiredPickerMustBeChosenAndOutputIsTheOptionValue() throws {
        var state = FormState(form: try form())
        Update.apply(.ctrl("s"), to: &state)
        XCTAssertEqual(state.focus, "gender")
        XCTAssertEqual(state.errors["gender"], "Gender is required")
        Update.apply(.right, to: &state)
        let effects1 = Update.apply(.ctrl("s"), to: &state)
        XCTAssertEqual(FormFixtures.outcome(of: effects1), .submitted)
        let entries = state.outputEntries
        XCTAssertEqual(entries.map(\.key), ["age", "volume", "gender", "size", "name"])
        XCTAssertEqual(entries.map(\.value), [.number(118), .number(0), .string("f"), .number(2), .string("Ada")])
    }

    func testButtonsResetAndSubmit() throws {
        var state = FormState(form: try form())
        Update.apply(.right, to: &state)
        state.focus(on: "name")
        FormFixtures.type("!", into: &state)
        XCTAssertTrue(state.isDirty)
        state.focus(on: "reset")
        Update.apply(.enter, to: &state)
        XCTAssertEqual(state.mode, .confirmReset, "reset asks first")
        XCTAssertTrue(state.isDirty)
        Update.apply(.char("n"), to: &state)
        XCTAssertEqual(state.mode, .form)
        XCTAssertTrue(state.isDirty, "n keeps the answers")
        Update.apply(.enter, to: &state)
        Update.apply(.escape, to: &state)
        XCTAssertTrue(state.isDirty, "Esc keeps them too")
        XCTAssertEqual(state.mode, .form)
        Update.apply(.enter, to: &state)
        Update.apply(.char("y"), to: &state)
        XCTAssertFalse(state.isDirty)
        XCTAssertEqual(state.value(of: "name"), .string("Ada"))
        state.focus(on: "gender")
        Update.apply(.right, to: &state)
        state.focus(on: "go")
        let effects2 = Update.apply(.enter, to: &state)
        XCTAssertEqual(FormFixtures.outcome(of: effects2), .submitted)
    }

    func testAChoiceRowWithoutOptionsIsAnErrorInTheFile() {
        XCTAssertThrowsError(try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "p", "type": "picker"}]}]}"#, file: "p.json")) {
            XCTAssertEqual("\($0)", "p.json:1:25: row 'p': missing 'options'")
        }
    }
}

final class StepperFormatTests: XCTestCase {
    func testStepperAndSliderShowTheirFormat() throws {
        let form = try FormLoader.parse(text: """
        {"sections": [{"tag": "s", "rows": [
          {"tag": "budget", "type": "stepCounter", "title": "Budget", "value": 1250000, "step": 1000, "format": "thousands"},
          {"tag": "share", "type": "slider", "title": "Share", "value": 40, "format": "percent"}]}]}
        """, file: "f.json")
        let text = Layout.frame(for: FormState(form: form), rows: 10, cols: 60).frame.text
        XCTAssertTrue(text.contains("‹ 1,250,000 ›"), text)
        XCTAssertTrue(text.contains("40%"), text)
    }
}
