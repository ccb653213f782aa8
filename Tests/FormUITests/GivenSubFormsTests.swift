import XCTest
import FormCore
@testable import FormUI

/// A sub-form's value given from outside starts as its sub-form writes it (`GivenSubForms`), so
/// the output is the same whether or not the full screen opened it: every visible row, `null`
/// when empty, `""` as `null`, defaults filled in, to any depth and for each item of a list. A
/// JSON Schema form keeps what it was given.
final class GivenSubFormsTests: XCTestCase {
    private typealias F = SubFormFixtures

    private func output(_ state: FormState) -> String {
        OutputWriter.json(state.outputEntries, compact: true).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testAGivenObjectIsWrittenWithEveryRowOfItsSubForm() throws {
        let form = try FormLoader.parse(text: """
            {"sections": [{"rows": [{"tag": "r1", "type": "form", "sections": [{"rows": [
              {"tag": "r2", "type": "text"}, {"tag": "r3", "type": "text"}, {"tag": "r4", "type": "integer"}]}]}]}]}
            """, file: "form.json")
        let state = FormState(form: form, prefill: ["r1": .tree(#"{"r2": "abc", "r4": 10}"#)], today: "2026-01-01")
        XCTAssertEqual(output(state), #"{"r1":{"r2":"abc","r3":null,"r4":10}}"#)
        XCTAssertFalse(state.isDirty, "the value as written is where the row starts")
        let empty = FormState(form: form, prefill: ["r1": .tree(#"{"r2": ""}"#)], today: "2026-01-01")
        XCTAssertEqual(output(empty), #"{"r1":{"r2":null,"r3":null,"r4":null}}"#, #""" is null, as at the top level"#)
    }

    func testTheScreenWritesWhatTheRowStartedWith() throws {
        let team = try F.state(["name": .string("Core"), "lead": .tree(#"{"name": "Grace"}"#)])
        let text = output(team)
        XCTAssertTrue(text.contains(#""lead":{"name":"Grace","email":null}"#), text)
        let lead = try F.open("lead", in: team)
        XCTAssertEqual(SubForms.objectValue(of: lead), team.value(of: "lead"), "what closing its screen edited would give")
    }

    func testEachItemOfAListAndASubFormInsideOneIsWritten() throws {
        let team = try F.state(["name": .string("Core"), "members": .tree(#"[{"name": "Ada"}, {"name": "Bo", "address": {}}]"#),
                                "repos": .tree(#"{"web": {"url": "https://x.org/web"}}"#)])
        let text = output(team)
        XCTAssertTrue(text.contains(#""members":[{"name":"Ada","role":"dev","address":null},{"name":"Bo","role":"dev","address":{"city":null}}]"#), text)
        XCTAssertTrue(text.contains(#""repos":{"web":{"url":"https://x.org/web","private":false}}"#), text)
    }

    func testAValueThatDoesNotFitIsLeftForItsCheck() throws {
        let team = try F.state(["name": .string("Core"), "lead": .tree(#"{"nobody": 1}"#)])
        XCTAssertEqual(team.value(of: "lead"), .tree(#"{"nobody": 1}"#))
    }
}
