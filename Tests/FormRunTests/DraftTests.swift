import Foundation
import XCTest
@testable import FormRun
import FormCore
import FormUI
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
}
