import XCTest
import FormCore
import FormDiff
import FormTestSupport
@testable import FormUI
import FormSchema

/// The visible model states each key's change without diffing; these tests hold it to the diff
/// engine: for random forms and keys, its stages are exactly the ones FormDiff computes between
/// the visible forms before and after, and the layout it drives draws what a fresh layout draws.
final class VisibleModelTests: XCTestCase {
    func testChangesetsEqualTheDiffEnginesForRandomFormsAndKeys() throws {
        var random = SplitMix64(seed: 0x715_1B1E)
        var changes = ChangeCounts()
        for form in 0..<60 {
            let text = RandomForm.text(&random)
            let parsed = try FormLoader.parse(text: text, file: "random-\(form).json")
            var state = FormState(form: parsed, today: "2026-11-30")
            _ = state.takeChanges()
            var model = VisibleModel(state: state)
            let (rows, cols) = (8 + random.below(20), 30 + random.below(60))
            let layout = ScreenLayout(state: state, visible: model, rows: rows, cols: cols)
            for step in 0..<80 {
                let (name, key) = RandomForm.keys[random.below(RandomForm.keys.count)]
                let before = VisibleForm.sections(of: state)
                let anchor = layout.anchor(for: state.focus)
                let focus = state.focus
                let effects = Update.apply(key, to: &state, context: layout.updateContext)
                if effects.contains(where: { if case .end = $0 { true } else { false } }) { break }
                let modelBefore = model
                let changeset = model.apply(state.takeChanges(), in: state)
                let after = VisibleForm.sections(of: state)
                let expected = StagedChangeset(source: before, target: after).paths
                let context = "form \(form) step \(step) key \(name)\n\(text)"
                XCTAssertEqual(changeset.stages(before: modelBefore, after: model), expected, context)
                changes = changes + changeset.counts
                _ = layout.apply(changeset, visible: model, state: state)
                layout.settle(state, anchor: state.focus == focus ? anchor : nil)
                let fresh = Layout.frame(for: state, rows: rows, cols: cols, scroll: layout.scroll)
                XCTAssertEqual(layout.frame(state), fresh.frame, context)
                if XCTestCase.failed(self) { return }
            }
        }
        XCTAssertGreaterThan(changes.sectionDeleted, 0, "the keys hide sections")
        XCTAssertGreaterThan(changes.sectionInserted, 0)
        XCTAssertGreaterThan(changes.elementDeleted, 0, "the keys hide rows")
        XCTAssertGreaterThan(changes.elementInserted, 0)
        XCTAssertGreaterThan(changes.elementUpdated, 0)
    }

    func testTypingIntoARowIsOneUpdateAtItsPath() throws {
        let form = try FormLoader.parse(text: """
        {"sections": [{"tag": "a", "rows": [{"tag": "one", "type": "text"}]},
                      {"tag": "b", "rows": [{"tag": "two", "type": "text"}, {"tag": "three", "type": "text"}]}]}
        """, file: "t.json")
        var state = FormState(form: form)
        state.focus(on: "three")
        _ = state.takeChanges()
        var model = VisibleModel(state: state)
        let before = model
        Update.apply(.char("x"), to: &state)
        let changeset = model.apply(state.takeChanges(), in: state)
        XCTAssertEqual(changeset.stages(before: before, after: model), [ChangesetPaths(elementUpdated: [ElementPath(element: 1, section: 1)])])
        XCTAssertEqual(changeset.updatedRows, [RowPosition(section: 1, row: 1)])
    }

    func testASwitchThatHidesASectionDeletesItWithoutLookingAtItsRows() throws {
        let rows = (0..<1000).map { #"{"tag": "r\#($0)", "type": "text"}"# }.joined(separator: ",")
        let form = try FormLoader.parse(text: """
        {"sections": [{"tag": "a", "rows": [{"tag": "more", "type": "switch", "value": true}]},
                      {"tag": "big", "hidden": "!$more", "rows": [\(rows)]}]}
        """, file: "t.json")
        var state = FormState(form: form)
        _ = state.takeChanges()
        var model = VisibleModel(state: state)
        let before = model
        Update.apply(.char(" "), to: &state)
        let changeset = model.apply(state.takeChanges(), in: state)
        XCTAssertEqual(changeset.stages(before: before, after: model), [ChangesetPaths(elementUpdated: [ElementPath(element: 0, section: 0)]),
                                          ChangesetPaths(sectionDeleted: [1])])
        XCTAssertEqual(changeset.deletedSections, [1])
        XCTAssertEqual(changeset.touched.count, 1, "only the switch was looked at again")
    }
}

private extension VisibleChangeset {
    /// The change as FormDiff's stages between the visible forms of `before` and `after` (the
    /// model before and after the change): updates and deletes at their old paths, then inserted
    /// sections, then inserted rows at their new ones, in the engine's order.
    func stages(before: VisibleModel, after: VisibleModel) -> [ChangesetPaths] {
        let updates = ChangesetPaths(elementUpdated: updatedRows.map(before.path(of:)))
        let deletes = ChangesetPaths(sectionDeleted: deletedSections.map(before.shownIndex(ofSection:)),
                                     elementDeleted: deletedRows.map(before.path(of:)))
        let sections = ChangesetPaths(sectionInserted: insertedSections.map(after.shownIndex(ofSection:)))
        let rows = ChangesetPaths(elementInserted: insertedRows.map(after.path(of:)))
        return [updates, deletes, sections, rows].filter(\.hasChanges)
    }
}

private extension XCTestCase {
    static func failed(_ test: XCTestCase) -> Bool { (test.testRun?.failureCount ?? 0) > 0 }
}
