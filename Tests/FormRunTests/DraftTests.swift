import Foundation
import XCTest
@testable import FormRun
@testable import FormApp
import FormCore
import FormTerminal
import FormUI
import FormScreen
#if canImport(Glibc)
import Glibc
#endif

/// `draftName:` keeps the answers typed so far, and the next run resumes them.
final class DraftTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        var template = Array("/tmp/formrun-draft-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        folder = try XCTUnwrap(made.map { String(cString: $0) })
        setenv("XDG_STATE_HOME", folder, 1)
    }

    override func tearDown() {
        unsetenv("XDG_STATE_HOME")
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testAnInterruptedRunLeavesItsDraftAndTheNextResumesIt() throws {
        let form = Form("Draft") {
            Section {
                Row.name("name", "Name").required()
                Row.password("secret", "Secret")
                Row.integer("age", "Age").required()
            }
        }
        let model = try form.model()
        let name = "test-\(getpid())"
        let first = try XCTUnwrap(DraftKeeper(name: name, formText: form.formFileText))
        XCTAssertNil(DraftKeeper(name: name, formText: form.formFileText), "a draft in use is not shared")
        let start = try form.startState()
        // Plain mode answers two rows, then the input ends: the run is cancelled, the draft kept
        // here as if interrupted.
        XCTAssertThrowsError(try form.runPlain(ScriptLines(["Ada", "hush"]), from: start, drafts: first))
        first.finish(keep: true)

        let second = try XCTUnwrap(DraftKeeper(name: name, formText: form.formFileText))
        let resumed = second.resumed(for: model)
        XCTAssertEqual(resumed, ["name": .string("Ada")], "passwords are never kept")
        var state = FormState(form: model, prefill: resumed)
        second.start(state, baseline: FormState(form: model).startValues)
        state = FormState(form: model, prefill: resumed)
        let answers = try form.runPlain(ScriptLines(["", "", "40"]), from: state, drafts: second)
        XCTAssertEqual(answers["name"], "Ada")
        second.finish(keep: false)
        let third = try XCTUnwrap(DraftKeeper(name: name, formText: form.formFileText))
        XCTAssertEqual(third.resumed(for: model), [:], "a submitted form's draft is gone")
        third.finish(keep: false)
    }

    /// Issue #27: the library's draft is written by what changed, as formrun's: a key deep in
    /// sub-forms is journaled at its place (no closed form rebuilt), one line of the changed node
    /// (its path a level longer for each level down, nothing else), and reads back as closing
    /// every screen would give.
    func testAKeyDeepInSubFormsIsJournaledAtItsPlaceInTheLibraryToo() throws {
        let schema = ##"{"type":"object","properties":{"name":{"type":"string"},"child":{"$ref":"#"}}}"##
        var lines: [Int] = []
        for depth in [5, 40] {
            var values = #"{"name":"n"}"#
            for level in 1..<depth { values = "{\"name\":\"n\(level)\",\"child\":" + values + "}" }
            let form = try Form(json: schema, name: "deep")
            var model = try form.model()
            let prefill = try GivenValues.apply(text: values, file: "v.json", to: &model)
            let keeper = try XCTUnwrap(DraftKeeper(name: "deep-\(getpid())-\(depth)", formText: schema))
            let state = FormState(form: model, prefill: prefill)
            keeper.start(state, baseline: FormState(form: model).startValues)
            let session = FormSession(state: state, terminal: MemoryTerminal(rows: 20, cols: 80))
            keeper.journal(session)
            let byPlace = try XCTUnwrap(session.onValueChangedAt, "the library journals keys at their place")
            var atPlace = 0
            session.onValueChangedAt = { state, change in
                let note = byPlace(state, change)
                if case .some = note { atPlace += 1 }
                return note
            }
            session.start()
            for key in Array(repeating: [FormScreen.Key.down, .enter], count: depth - 1).flatMap({ $0 }) + [.char("x")] {
                XCTAssertNil(session.handle(key))
            }
            XCTAssertEqual(session.parents.count, depth - 1)
            var size = try FileBytes.contents(of: keeper.store.path).count
            var added: [Int] = []
            for key: FormScreen.Key in [.char("a"), .backspace, .char("b")] {
                XCTAssertNil(session.handle(key))
                let now = try FileBytes.contents(of: keeper.store.path).count
                added.append(now - size)
                size = now
            }
            XCTAssertEqual(atPlace, 3, "every key after the first went by its place (depth \(depth))")
            XCTAssertEqual(added[0], added[2], "a key appends one line of the same size (depth \(depth))")
            lines.append(added[0] - 6 * (depth - 5))

            var expected = DraftValues(baseline: FormState(form: model).startValues)
            let closed = session.formWithOpenScreensClosed().0
            _ = expected.note(closed, tags: Set(closed.form.allRows.map { $0.tag }))
            XCTAssertTrue(keeper.store.read(for: model)?.draft.values == expected.values, "the draft reads back as the screens closed (depth \(depth))")
            keeper.finish(keep: false)
        }
        XCTAssertEqual(lines[0], lines[1], "the line holds the change and its path (/child a level), nothing else")
    }
}
