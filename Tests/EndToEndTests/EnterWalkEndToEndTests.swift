import Foundation
import XCTest

/// Enter alone never changes a value (issue #15): every example form is walked with Enter only,
/// in a pseudo-terminal, until Enter on its last row (or its submit button) submits; what it
/// prints must be what `formrun --submit FORM` prints with no answers at all. A form whose last
/// row opens an editor (forms/dates.json: a count-down timer) is never submitted by Enter — Enter
/// opens the editor, Enter picks and stays there, there being no next row — so after the walk
/// it is submitted with Ctrl-S once its editor is closed.
///
/// The forms are walked with `required` taken out (rows, and JSON Schema's lists): with a
/// required row left empty the submit at the end of the walk is refused and the walk goes round
/// the form again, and `--submit` refuses them too. Whether a row is required decides only
/// whether a submit is accepted, never what a key does to a value, so the walk is the same.
final class EnterWalkEndToEndTests: FormrunTestCase {
    static let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("forms")

    /// `object` with every `required` key taken out, at every depth.
    private static func withoutRequired(_ object: Any) -> Any {
        if let dictionary = object as? [String: Any] {
            return dictionary.filter { $0.key != "required" }.mapValues(withoutRequired)
        }
        if let array = object as? [Any] { return array.map(withoutRequired) }
        return object
    }

    /// Writes `name` from forms/ without its `required` keys into the scratch folder.
    private func unrequired(_ name: String) throws -> (path: String, tags: Int) {
        let text = try String(contentsOf: Self.forms.appendingPathComponent(name), encoding: .utf8)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let data = try JSONSerialization.data(withJSONObject: Self.withoutRequired(object), options: [.sortedKeys])
        let path = try makeFile(name, String(decoding: data, as: UTF8.self))
        // Rows (or schema properties) bound the walk: a few Enters each at most.
        return (path, max(text.components(separatedBy: "\"tag\"").count, text.components(separatedBy: "\"type\"").count))
    }

    private func json(_ text: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) -> NSDictionary? {
        guard let data = text.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? NSDictionary else {
            XCTFail("\(label): not one JSON object: \(text.debugDescription)", file: file, line: line)
            return nil
        }
        return object
    }

    func testEnterAloneChangesNoValueOnAnyExampleForm() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.forms.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 9, "\(names)")
        for name in names {
            let (form, rows) = try unrequired(name)
            let headless = try DetachedRun(["--submit", "--compact", form],
                                           environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"])
            XCTAssertEqual(headless.status, 0, "\(name): \(headless.stderr)")

            let trace = scratchPath("\(name).trace")
            let session = try PtySession.formrun(["--compact", form], environment: ["FORMRUN_TRACE": trace])
            guard session.waitForScreen(containing: "F1 help") else { continue }
            var presses = 0
            while session.isRunning && presses < 3 * rows + 10 {
                session.send(keys: ["Enter"])
                presses += 1
            }
            if session.isRunning {
                // Enter went round the last row's editor: once every Enter is handled (a trace line
                // each), close the editor with one more Enter if it is open, then Ctrl-S.
                session.waitForScreen("\(name): a trace line for each of the \(presses) Enters") { _ in
                    ((try? String(contentsOfFile: trace, encoding: .utf8)) ?? "").filter { $0 == "\n" }.count >= presses
                }
                if !session.hintLine.hasSuffix("F1 help") { session.send(keys: ["Enter"]) }
                session.waitForScreen("\(name): the form's hint line, no editor open") { _ in session.hintLine.hasSuffix("F1 help") }
                session.send(keys: ["C-s"])
            }
            XCTAssertEqual(session.waitForExit(), 0, "\(name): Enter × \(presses) did not submit:\n\(session.screen.text)")
            XCTAssertEqual(session.restorationProblems, [], name)
            guard let walked = json(session.stdout, "\(name) walked"), let expected = json(headless.stdout, "\(name) --submit") else {
                continue
            }
            XCTAssertEqual(walked, expected, "\(name): Enter × \(presses) changed a value")
        }
    }
}
