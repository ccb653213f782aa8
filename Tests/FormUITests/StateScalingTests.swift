import XCTest
import FormScreen
import Dispatch
import FormCore
import FormDiff
import FormTestSupport
@testable import FormUI

/// Issue #17, every key flat in every state: a key costs about the same on a form ten times
/// larger after a failed submit (every row showing an error), on Esc with a change, and on F8
/// between errors. Each test times the same keys on 500 and 5,000 rows and allows the larger at
/// most 3× (flat is 1×; the walks these replace were linear, 10×).
final class StateScalingTests: XCTestCase {
    /// `rows` required text rows, empty, 50 a section.
    private func form(rows: Int) throws -> Form {
        var sections: [String] = []
        var current: [String] = []
        for k in 0..<rows {
            current.append(#"{"tag": "r\#(k)", "type": "text", "title": "R\#(k)", "required": true}"#)
            if current.count == 50 || k == rows - 1 {
                sections.append(#"{"rows": [\#(current.joined(separator: ","))]}"#)
                current = []
            }
        }
        return try FormLoader.parse(text: #"{"sections": [\#(sections.joined(separator: ","))]}"#, file: "f.json")
    }

    /// A state with its visible model and layout, keys taken down the whole pipeline.
    private struct Pipeline {
        var state: FormState
        var visible: VisibleModel
        let layout: ScreenLayout

        init(_ form: Form) {
            state = FormState(form: form, today: "2026-12-01")
            visible = VisibleModel(state: state)
            layout = ScreenLayout(state: state, visible: visible, rows: 20, cols: 80)
        }

        mutating func press(_ key: Key) {
            Update.apply(key, to: &state, context: layout.updateContext)
            let changeset = visible.apply(state.takeChanges(), in: state)
            _ = layout.apply(changeset, visible: visible, state: state)
            layout.settle(state, anchor: nil)
        }
    }

    /// The least CPU seconds over three trials of `keys` run on a pipeline `prepare` readied (untimed).
    private func seconds(_ form: Form, prepare: (inout Pipeline) -> Void, keys: (inout Pipeline) -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            var pipeline = Pipeline(form)
            prepare(&pipeline)
            let start = Scaling.threadSeconds()
            keys(&pipeline)
            best = min(best, Scaling.threadSeconds() - start)
        }
        return best
    }

    private func assertFlat(_ what: String, prepare: (inout Pipeline) -> Void, keys: (inout Pipeline) -> Void,
                            file: StaticString = #filePath, line: UInt = #line) throws {
        let small = seconds(try form(rows: 500), prepare: prepare, keys: keys)
        let large = seconds(try form(rows: 5_000), prepare: prepare, keys: keys)
        XCTAssertLessThanOrEqual(large, 3 * small, "\(what): \(large) s at 5,000 rows against \(small) s at 500",
                                 file: file, line: line)
    }

    /// After a failed submit, the first character typed into each of 150 rows (each clears its
    /// row's message while every other row keeps one).
    func testTypingAfterAFailedSubmitIsFlat() throws {
        var check = Pipeline(try form(rows: 500))
        check.press(.function(10))
        XCTAssertEqual(check.state.errors.count, 500, "every row shows an error")
        check.press(.char("a"))
        XCTAssertEqual(check.state.errors.count, 499, "typing clears the row's own")
        try assertFlat("typing after a failed submit", prepare: { $0.press(.function(10)) }, keys: { pipeline in
            for k in 0..<150 {
                pipeline.state.focus(on: "r\(k)")
                pipeline.press(.char("a"))
            }
        })
    }

    /// Esc on a form with one change (the question), then Esc again (back to the form), 150 times.
    func testEscWithAChangeIsFlat() throws {
        var check = Pipeline(try form(rows: 500))
        check.state.focus(on: "r499")
        check.press(.char("a"))
        check.press(.escape)
        XCTAssertEqual(check.state.mode, .confirmDiscard, "a change asks first")
        check.press(.escape)
        XCTAssertEqual(check.state.mode, .form, "Esc again goes back")
        XCTAssertTrue(check.state.isDirty)
        check.press(.backspace)
        XCTAssertFalse(check.state.isDirty, "the change undone is no change")
        try assertFlat("Esc with a change", prepare: { $0.press(.char("a")) }, keys: { pipeline in
            for _ in 0..<150 {
                pipeline.press(.escape)
                pipeline.press(.escape)
            }
        })
    }

    /// F8 and Shift-F8 between rows that show errors, 150 times each.
    func testF8BetweenErrorsIsFlat() throws {
        var check = Pipeline(try form(rows: 500))
        check.press(.function(10))
        check.press(.function(8))
        XCTAssertEqual(check.state.focus, "r1")
        try assertFlat("F8 between errors", prepare: { $0.press(.function(10)) }, keys: { pipeline in
            for _ in 0..<150 {
                pipeline.press(.function(8))
                pipeline.press(.shiftFunction(8))
            }
        })
    }
}
