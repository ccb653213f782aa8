import XCTest
import FormCore
@testable import FormUI
@testable import FormScreen
import FormSchema

/// `rating` rows: keys, output, prefilled values and drawing.
final class RatingKindTests: XCTestCase {
    private static let json = """
    {"sections": [{"tag": "s", "rows": [
      {"tag": "stars", "type": "rating", "title": "Stars"},
      {"tag": "ten", "type": "rating", "title": "Ten", "max": 10, "value": 9},
      {"tag": "must", "type": "rating", "title": "Must", "required": true},
      {"tag": "locked", "type": "rating", "title": "Locked", "value": 2, "disabled": true,
       "disabledMessage": "Rated already"}
    ]}]}
    """

    private func form() throws -> Form { try FormLoader.parse(text: Self.json, file: "r.json") }

    private func state(prefill: [String: Value] = [:], focus tag: String = "stars") throws -> FormState {
        var state = FormState(form: try form(), prefill: prefill)
        state.focus(on: tag)
        return state
    }

    private func stars(_ tag: String, _ state: FormState) -> Value { state.value(of: tag) }

    private func line(_ title: String, _ state: FormState, ascii: Bool) -> String {
        let text = Layout.frame(for: state, rows: 20, cols: 60, options: LayoutOptions(ascii: ascii)).frame.text
        return text.split(separator: "\n").first { $0.contains(title) }.map(String.init) ?? ""
    }

    private func output(_ state: FormState) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: state.outputEntries.map { ($0.key, $0.value) })
    }

    func testRightAndPlusAddAStarLeftAndMinusTakeOneAway() throws {
        var state = try state()
        XCTAssertEqual(stars("stars", state), .number(0))
        Update.apply(.right, to: &state)
        Update.apply(.char("+"), to: &state)
        Update.apply(.right, to: &state)
        XCTAssertEqual(stars("stars", state), .number(3))
        Update.apply(.left, to: &state)
        XCTAssertEqual(stars("stars", state), .number(2))
        Update.apply(.char("-"), to: &state)
        XCTAssertEqual(stars("stars", state), .number(1))
        XCTAssertNil(state.status)
        XCTAssertEqual(state.focus, "stars", "the row keeps the focus")
    }

    func testTheEndsRefuseWithAMessageAndTheBell() throws {
        var state = try state()
        var effects = Update.apply(.left, to: &state)
        XCTAssertEqual(stars("stars", state), .number(0))
        XCTAssertEqual(state.status, StatusMessage("No stars to take away", isError: true))
        XCTAssertEqual(effects, [.bell(reason: "No stars to take away")])
        Update.apply(.char("5"), to: &state)
        effects = Update.apply(.char("+"), to: &state)
        XCTAssertEqual(stars("stars", state), .number(5))
        XCTAssertEqual(state.status?.text, "At most 5 stars")
        XCTAssertEqual(effects, [.bell(reason: "At most 5 stars")])
    }

    func testADigitSetsTheStarsAndZeroClearsThem() throws {
        var state = try state()
        Update.apply(.char("4"), to: &state)
        XCTAssertEqual(stars("stars", state), .number(4))
        Update.apply(.char("2"), to: &state)
        XCTAssertEqual(stars("stars", state), .number(2))
        Update.apply(.char("0"), to: &state)
        XCTAssertEqual(stars("stars", state), .number(0))
        XCTAssertNil(state.status)
    }

    func testADigitAboveMaxIsRefused() throws {
        var state = try state()
        Update.apply(.char("3"), to: &state)
        let effects = Update.apply(.char("7"), to: &state)
        XCTAssertEqual(stars("stars", state), .number(3))
        XCTAssertEqual(state.status, StatusMessage("At most 5 stars", isError: true))
        XCTAssertEqual(effects, [.bell(reason: "At most 5 stars")])
    }

    func testMaxSetsTheNumberOfStarsAndPlusReachesPastNine() throws {
        var state = try state(focus: "ten")
        XCTAssertEqual(stars("ten", state), .number(9))
        Update.apply(.right, to: &state)
        XCTAssertEqual(stars("ten", state), .number(10))
        Update.apply(.right, to: &state)
        XCTAssertEqual(state.status?.text, "At most 10 stars")
        Update.apply(.char("1"), to: &state)
        XCTAssertEqual(stars("ten", state), .number(1))
    }

    func testOtherKeysAreTheFormsAndLettersAreRefused() throws {
        var state = try state()
        Update.apply(.down, to: &state)
        XCTAssertEqual(state.focus, "ten")
        Update.apply(.char("x"), to: &state)
        XCTAssertEqual(stars("ten", state), .number(9))
        XCTAssertEqual(state.status?.isError, true)
        Update.apply(.enter, to: &state)
        XCTAssertEqual(state.focus, "must", "Enter moves to the next row")
    }

    func testADisabledRowRefusesEveryChangeWithItsMessage() throws {
        var state = try state(focus: "locked")
        for key: Key in [.right, .char("+"), .left, .char("-"), .char("4"), .char("0"), .char("9")] {
            let effects = Update.apply(key, to: &state)
            XCTAssertEqual(effects, [.bell(reason: "Rated already")], key.name)
            XCTAssertEqual(stars("locked", state), .number(2), key.name)
        }
        XCTAssertEqual(state.status, StatusMessage("Rated already", isError: true))
    }

    func testOutputIsTheNumberOrNullWhileZero() throws {
        var state = try state()
        XCTAssertEqual(output(state)["stars"], .null)
        XCTAssertEqual(output(state)["ten"], .number(9))
        Update.apply(.char("3"), to: &state)
        XCTAssertEqual(output(state)["stars"], .number(3))
        Update.apply(.char("0"), to: &state)
        XCTAssertEqual(output(state)["stars"], .null)
        let json = OutputWriter.json(state.outputEntries, compact: true)
        XCTAssertTrue(json.contains(#""stars":null"#), json)
        XCTAssertTrue(json.contains(#""locked":2"#), json)
    }

    func testRequiredMeansAtLeastOneStarOnSubmit() throws {
        var state = try state()
        Update.apply(.ctrl("s"), to: &state)
        XCTAssertEqual(state.focus, "must")
        XCTAssertEqual(state.errors["must"], "Must is required")
        XCTAssertTrue(line("Must", state, ascii: true).contains("Must *"))
        Update.apply(.right, to: &state)
        XCTAssertNil(state.errors["must"], "a change clears the row's error")
        let effects = Update.apply(.ctrl("s"), to: &state)
        XCTAssertEqual(FormFixtures.outcome(of: effects), .submitted)
        XCTAssertEqual(output(state)["must"], .number(1))
    }

    func testPrefilledValuesStartTheRow() throws {
        var state = try state(prefill: ["stars": .number(4)])
        XCTAssertEqual(stars("stars", state), .number(4))
        Update.apply(.right, to: &state)
        XCTAssertEqual(stars("stars", state), .number(5))

        let values = try ValuesLoader.parse(text: #"{"stars": 2, "ten": 0}"#, file: "v.json", form: try form())
        state = FormState(form: try form(), prefill: values)
        XCTAssertEqual(stars("stars", state), .number(2))
        XCTAssertEqual(output(state)["ten"], .null, "0 from a values file is no rating")
        XCTAssertTrue(line("Stars", state, ascii: true).contains("**..."))
        // Above `max`: read, then refused on submit by the checker (an answer's status, by path).
        state = FormState(form: try form(), prefill: try ValuesLoader.parse(text: #"{"stars": 6}"#, file: "v.json", form: try form()))
        XCTAssertEqual(Submission.failures(&state, gather: { _ in FileFacts() }).map(\.failure.path).first, "/stars")
        XCTAssertThrowsError(try ValuesLoader.parse(text: #"{"stars": -1}"#, file: "v.json", form: try form()), "no rating at all")
    }

    func testStarsAreDrawnInUnicodeAndInASCII() throws {
        var state = try state()
        Update.apply(.char("3"), to: &state)
        XCTAssertTrue(line("Stars", state, ascii: false).contains("★★★☆☆"), line("Stars", state, ascii: false))
        XCTAssertTrue(line("Stars", state, ascii: true).contains("***.."), line("Stars", state, ascii: true))
        XCTAssertTrue(line("Ten", state, ascii: false).contains("★★★★★★★★★☆"))
        XCTAssertTrue(line("Ten", state, ascii: true).contains("*********."))
        Update.apply(.char("0"), to: &state)
        XCTAssertTrue(line("Stars", state, ascii: false).contains("☆☆☆☆☆"))
        XCTAssertTrue(line("Stars", state, ascii: true).contains("....."))
    }

    func testFullStarsTakeTheValueStyleAndEmptyOnesAreDimmed() throws {
        let row = try XCTUnwrap(try form().sections.first?.rows.first)
        let theme = Theme(style: Style(), colors: false)
        let context = CellContext(geometry: Geometry(cols: 60, widestTitle: 6), theme: theme, box: .unicode, valueWidth: 20,
                                  valueStyle: CellStyle(bold: true), placeholder: nil)
        var visible = VisibleForm.visibleRow(row, in: FormState(form: try form(), prefill: ["stars": .number(2)]))
        XCTAssertEqual(RatingKind().cell(for: visible, in: context).lines,
                       [[Span("★★", CellStyle(bold: true)), Span("☆☆☆", theme.placeholder)]])
        visible.value = .number(5)
        XCTAssertEqual(RatingKind().cell(for: visible, in: context).lines, [[Span("★★★★★", CellStyle(bold: true))]])
    }

    func testStarsThatDoNotFitAreCounted() throws {
        let row = try XCTUnwrap(try form().sections.first?.rows.dropFirst().first)
        let theme = Theme(style: Style(), colors: false)
        let context = CellContext(geometry: Geometry(cols: 60, widestTitle: 6), theme: theme, box: .ascii, valueWidth: 8,
                                  valueStyle: .plain, placeholder: nil)
        let visible = VisibleForm.visibleRow(row, in: FormState(form: try form()))
        XCTAssertEqual(RatingKind().cell(for: visible, in: context).lines, [[Span("* 9/10", .plain)]])
    }

    func testTheHelpScreenListsTheRatingKeys() throws {
        var state = try state()
        Update.apply(.function(1), to: &state)
        let text = Layout.frame(for: state, rows: 40, cols: 100).frame.text
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains(" This row: Stars (a rating)"), text)
        let stars = lines.first { $0.contains("one star fewer / more") } ?? ""
        XCTAssertTrue(stars.hasPrefix("   Left, Right, -, +"), text)
        let digits = lines.first { $0.contains("set the number of stars; 0 clears them") } ?? ""
        XCTAssertTrue(digits.hasPrefix("   0-9 "), text)
    }
}
