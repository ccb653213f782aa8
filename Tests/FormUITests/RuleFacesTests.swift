import XCTest
import FormCore
@testable import FormUI

/// Issue #26: the screen, plain mode and the headless submit judge by the one checker: a failure
/// at any depth is found with its path, the screen's F1 opens with what the row takes.
final class RuleFacesTests: XCTestCase {
    static let formText = #"""
    {"sections": [{"rows": [
      {"tag": "stars", "type": "stepCounter", "title": "Stars", "min": 0, "max": 120, "step": 5},
      {"tag": "repos", "type": "list", "title": "Repositories",
       "item": {"title": "Repository", "sections": [{"rows": [
         {"tag": "stars", "type": "stepCounter", "title": "Stars", "max": 100, "step": 5},
         {"tag": "team", "type": "form", "title": "Team", "sections": [{"rows": [
           {"tag": "size", "type": "slider", "title": "Size", "max": 100, "step": 10}]}]}
       ]}]}}
    ]}]}
    """#

    private func state(values: String) throws -> FormState {
        let form = try FormLoader.parse(text: Self.formText, file: "f.json")
        return FormState(form: form, prefill: try ValuesLoader.parse(text: values, file: "v.json", form: form))
    }

    func testAFailureAtAnyDepthIsFoundWithItsPath() throws {
        var state = try self.state(values: #"{"stars": 7, "repos": [{"stars": 5}, {"stars": 5, "team": {"size": 45}}]}"#)
        let failures = Submission.failures(&state, gather: { _ in FileFacts() })
        XCTAssertEqual(failures.map(\.failure.path), ["/stars", "/repos/1/team/size"])
        XCTAssertEqual(failures.map(\.isNested), [false, true])
        XCTAssertEqual(failures.map(\.failure.message), ["Must be a multiple of 5", "Must be a multiple of 10"])
        XCTAssertEqual(failures.map(\.failure.rule), [.step(5, from: 0), .step(10, from: 0)])
        XCTAssertEqual(failures[1].message, "Repository 2 › Team › Size: Must be a multiple of 10", "the screen's words under the row")
        XCTAssertEqual(state.errors["repos"], failures[1].message)
    }

    func testAValueOnTheGridPasses() throws {
        var state = try self.state(values: #"{"stars": 10, "repos": [{"stars": 95, "team": {"size": 40}}]}"#)
        XCTAssertEqual(Submission.failures(&state, gather: { _ in FileFacts() }).map(\.message), [])
    }

    func testF1OpensWithWhatTheFocusedRowTakes() throws {
        let state = try self.state(values: "{}")
        let items = HelpScreen.items(state, keyMap: .standard, cols: 80)
        XCTAssertEqual(Array(items.prefix(2)), [.heading("This row: Stars (a stepper)"),
                                                 .note("Takes a whole number from 0 to 120, in steps of 5.")])
    }

    /// Each example the issue gives for F1, and a duration's bounds, said from the rules.
    func testF1SaysWhatEachKindOfRowTakes() throws {
        let form = try FormLoader.parse(text: #"""
        {"sections": [{"rows": [
          {"tag": "secret", "type": "password", "title": "Password", "validators": [{"type": "length", "min": 8}]},
          {"tag": "env", "type": "picker", "title": "Env", "options": ["dev", "staging", "prod"]},
          {"tag": "born", "type": "date", "title": "Born", "min": "1800-01-01", "max": "today"},
          {"tag": "hosts", "type": "list", "title": "Hosts", "minItems": 1, "maxItems": 10,
           "item": {"sections": [{"rows": [{"tag": "name", "type": "text", "title": "Name"}]}]}},
          {"tag": "slot", "type": "duration", "title": "Slot", "min": "15m", "max": "2h"}
        ]}]}
        """#, file: "f.json")
        let expected = ["secret": "Takes at least 8 characters.", "env": "Takes one of 3 options.",
                        "born": "Takes a date from 1800-01-01 to today.", "hosts": "Takes 1 to 10 items.",
                        "slot": "Takes a duration from 15 min to 2 h."]
        for (tag, words) in expected {
            var state = FormState(form: form)
            state.focus(on: tag)
            let items = HelpScreen.items(state, keyMap: .standard, cols: 80)
            XCTAssertEqual(items.dropFirst().first, .note(words), tag)
        }
    }

    func testAChoiceThatIsNoneOfTheOptionsFailsByPathAtAnyDepth() throws {
        let form = try FormLoader.parse(text: #"""
        {"sections": [{"rows": [
          {"tag": "env", "type": "picker", "title": "Env", "options": ["dev", "staging", "prod"]},
          {"tag": "repos", "type": "list", "title": "Repositories",
           "item": {"title": "Repository", "sections": [{"rows": [
             {"tag": "kind", "type": "segmentedControl", "title": "Kind", "options": ["git", "oci"]}]}]}}
        ]}]}
        """#, file: "f.json")
        var state = FormState(form: form, prefill: try ValuesLoader.parse(
            text: #"{"env": "qa", "repos": [{"kind": "git"}, {"kind": "svn"}]}"#, file: "v.json", form: form))
        let failures = Submission.failures(&state, gather: { _ in FileFacts() })
        XCTAssertEqual(failures.map(\.failure.path), ["/env", "/repos/1/kind"])
        XCTAssertEqual(failures.map(\.failure.message), ["Must be one of: dev, staging, prod", "Must be one of: git, oci"])
        XCTAssertEqual(failures.map(\.failure.rule), [.options(count: 3, multiple: false), .options(count: 2, multiple: false)])
    }

    func testAKeyedListWithAKeyTwiceFailsByPath() throws {
        let form = try FormLoader.parse(text: #"""
        {"sections": [{"rows": [
          {"tag": "services", "type": "list", "title": "Services", "keyed": true,
           "item": {"sections": [{"rows": [{"tag": "image", "type": "text", "title": "Image"}]}]}}
        ]}]}
        """#, file: "f.json")
        let row = try XCTUnwrap(form.allRows.first)
        XCTAssertEqual(row.type.unit.rules(of: row), [.nestedJSON, .uniqueKeys])
        // A values file cannot name a key twice (its reader refuses it); a value built in code can.
        let item: (String) -> Value.Member = { Value.Member(key: $0, value: .object([Value.Member(key: "image", value: .string("x"))])) }
        var state = FormState(form: form, prefill: ["services": .object([item("web"), item("db"), item("web")])])
        let failures = Submission.failures(&state, gather: { _ in FileFacts() })
        XCTAssertEqual(failures.map(\.failure.path), ["/services"])
        XCTAssertEqual(failures.map(\.failure.message), ["Two items are named 'web'"])
        XCTAssertEqual(failures.map(\.failure.rule), [.uniqueKeys])
        var valid = FormState(form: form, prefill: ["services": .object([item("web"), item("db")])])
        XCTAssertEqual(Submission.failures(&valid, gather: { _ in FileFacts() }).map(\.message), [])
    }

    func testTypingOffTheGridIsRefusedByTheSameRule() throws {
        let row = try XCTUnwrap(try self.state(values: "{}").row("stars"))
        XCTAssertEqual(NumberTyping.value(of: "12", row: row), .failure(NumberTyping.Refusal("Must be a multiple of 5")))
        XCTAssertEqual(NumberTyping.value(of: "15", row: row), .success(15))
    }
}
