import Foundation
import XCTest

/// Issue #26, "every rule stated once": a stepper's `step` and a text's `maxLength` hold in
/// `--submit --values` and piped plain mode as on the screen, at any depth, with exit status 3 and
/// the place named by its JSON Pointer; plain prompts say the rules before the answer.
final class RulesEndToEndTests: FormrunTestCase {
    static let formText = #"""
    {"title": "Rules", "sections": [{"rows": [
      {"tag": "stars", "type": "stepCounter", "title": "Stars", "min": 0, "max": 100, "step": 5},
      {"tag": "volume", "type": "slider", "title": "Volume", "min": 0, "max": 100, "step": 10},
      {"tag": "code", "type": "text", "title": "Code", "maxLength": 4},
      {"tag": "repos", "type": "list", "title": "Repositories", "maxItems": 3,
       "item": {"sections": [{"rows": [
         {"tag": "stars", "type": "stepCounter", "title": "Stars", "min": 1, "max": 100, "step": 5},
         {"tag": "name", "type": "text", "title": "Name", "maxLength": 3}
       ]}]}}
    ]}]}
    """#

    private var form: String { (try? makeFile("rules.json", Self.formText)) ?? "" }

    private func submit(_ values: String) throws -> DetachedRun {
        let file = try makeFile("values.json", values)
        return try DetachedRun(["--submit", "--compact", "--values", file, form],
                               environment: ["XDG_STATE_HOME": scratchPath("state")])
    }

    private func pipe(_ answers: [String]) throws -> DetachedRun {
        try DetachedRun(["--plain", "--compact", form], input: answers.map { $0 + "\n" }.joined(),
                        environment: ["TERM": "dumb", "XDG_STATE_HOME": scratchPath("state")])
    }

    func testSubmitHoldsTheStepAndMaxLengthAtEveryDepthWithStatus3() throws {
        let offGrid = try submit(#"{"stars": 7}"#)
        XCTAssertEqual(offGrid.status, 3)
        XCTAssertEqual(offGrid.stdout, "")
        XCTAssertEqual(offGrid.stderr, "formrun: /stars: must be a multiple of 5\n")

        let nested = try submit(#"{"repos": [{"stars": 6}, {"stars": 7}]}"#)
        XCTAssertEqual(nested.status, 3)
        XCTAssertEqual(nested.stderr, "formrun: /repos/1/stars: must be 1, 6, 11, … (steps of 5 from 1)\n")

        let long = try submit(#"{"code": "ABCDEFG"}"#)
        XCTAssertEqual(long.status, 3, "a broken maxLength is an answer refused, not a file error")
        XCTAssertEqual(long.stderr, "formrun: /code: at most 4 characters\n")

        let nestedLong = try submit(#"{"repos": [{"stars": 1, "name": "redis"}]}"#)
        XCTAssertEqual(nestedLong.status, 3)
        XCTAssertEqual(nestedLong.stderr, "formrun: /repos/0/name: at most 3 characters\n")

        let valid = try submit(#"{"stars": 10, "volume": 30, "repos": [{"stars": 6, "name": "web"}]}"#)
        XCTAssertEqual(valid.status, 0, valid.stderr)
        XCTAssertEqual(valid.stdout, #"{"stars":10,"volume":30,"code":null,"repos":[{"stars":6,"name":"web"}]}"# + "\n")
    }

    func testPipedPlainModeHoldsTheStepInsideListItemsToo() throws {
        let slider = try pipe(["5", "45"])
        XCTAssertEqual(slider.status, 3)
        XCTAssertTrue(slider.stderr.hasSuffix("formrun: /volume: must be a multiple of 10 (stdin:2)\n"), slider.stderr)

        let item = try pipe(["5", "40", "", "y", "7"])
        XCTAssertEqual(item.status, 3)
        XCTAssertTrue(item.stderr.hasSuffix("formrun: /repos/0/stars: must be 1, 6, 11, … (steps of 5 from 1) (stdin:5)\n"),
                      item.stderr)
    }

    func testPlainPromptsSayTheRulesBeforeTheAnswer() throws {
        let ended = try pipe(["5", "40", "ab", "y", "6", "web", "n"])
        XCTAssertEqual(ended.status, 0, ended.stderr)
        for prompt in ["Stars. Number from 0 to 100, in steps of 5. Default 0:", "Volume. Number from 0 to 100, in steps of 10. Default 0:",
                       "Code. Text, at most 4 characters:", "Repositories: at most 3 items",
                       "Item 1 › Stars. Number from 1 to 100, in steps of 5. Default 1:"] {
            XCTAssertTrue(ended.stderr.contains("\n" + prompt + "\n"), "\(prompt) not in:\n\(ended.stderr)")
        }
    }

    func testF1OpensWithWhatTheRowTakes() throws {
        let screen = try DetachedRun(["--keys", "F1", "--screen", form], environment: ["XDG_STATE_HOME": scratchPath("state")])
        XCTAssertEqual(screen.status, 0, screen.stderr)
        let lines = screen.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(Array(lines.dropFirst().prefix(2)), ["This row: Stars (a stepper)", "Takes a whole number from 0 to 100, in steps of 5."])
    }

    static let choicesText = #"""
    {"title": "Choices", "sections": [{"rows": [
      {"tag": "secret", "type": "password", "title": "Password", "validators": [{"type": "length", "min": 8}]},
      {"tag": "env", "type": "picker", "title": "Env", "options": ["dev", "staging", "prod"]},
      {"tag": "tags", "type": "multipleSelect", "title": "Tags", "options": ["a", "b", "c"]},
      {"tag": "stars", "type": "rating", "title": "Stars", "max": 3},
      {"tag": "born", "type": "date", "title": "Born", "min": "1800-01-01", "max": "today"},
      {"tag": "repos", "type": "list", "title": "Repositories", "minItems": 1, "maxItems": 10,
       "item": {"sections": [{"rows": [
         {"tag": "kind", "type": "segmentedControl", "title": "Kind", "options": ["git", "oci"]}]}]}},
      {"tag": "slot", "type": "duration", "title": "Slot", "min": "15m", "max": "2h", "step": "15m"}
    ]}]}
    """#

    private func submitChoices(_ values: String) throws -> (DetachedRun, String) {
        let form = try makeFile("choices.json", Self.choicesText)
        let file = try makeFile("values.json", values)
        return (try DetachedRun(["--submit", "--compact", "--values", file, form],
                                environment: ["XDG_STATE_HOME": scratchPath("state")]), form)
    }

    func testAChoiceThatIsNoneOfTheOptionsIsAnAnswerRefusedWithStatus3AndItsPath() throws {
        let (top, _) = try submitChoices(#"{"env": "qa", "repos": [{"kind": "git"}]}"#)
        XCTAssertEqual(top.status, 3, "not a file error")
        XCTAssertEqual(top.stdout, "")
        XCTAssertEqual(top.stderr, "formrun: /env: must be one of: dev, staging, prod\n")

        let (deep, _) = try submitChoices(#"{"repos": [{"kind": "git"}, {"kind": "svn"}]}"#)
        XCTAssertEqual(deep.status, 3)
        XCTAssertEqual(deep.stderr, "formrun: /repos/1/kind: must be one of: git, oci\n")

        let (several, _) = try submitChoices(#"{"tags": ["a", "z"], "stars": 5, "repos": [{"kind": "oci"}], "slot": "20m"}"#)
        XCTAssertEqual(several.status, 3)
        XCTAssertEqual(several.stderr, "formrun: /tags: 'z' is not one of: a, b, c\nformrun: /stars: at most 3 stars\n"
                       + "formrun: /slot: must be 15 min, 30 min, 45 min, … (steps of 15 min from 15 min)\n")

        let (twice, _) = try submitChoices(#"{"tags": ["b", "b"], "repos": [{"kind": "oci"}]}"#)
        XCTAssertEqual(twice.status, 3)
        XCTAssertEqual(twice.stderr, "formrun: /tags: 'b' is chosen twice\n")

        // What a row cannot hold at all (a number for a list of choices) is a bad answer too
        // (issue 28): said at its place in the values file, with every other one, status 3.
        let (shape, _) = try submitChoices(#"{"tags": 7}"#)
        XCTAssertEqual(shape.status, 3)

        let (valid, _) = try submitChoices(#"{"env": "prod", "tags": ["c"], "repos": [{"kind": "oci"}], "slot": "30m"}"#)
        XCTAssertEqual(valid.status, 0, valid.stderr)
    }

    func testPlainPromptsSayEachExampleOfTheIssueBeforeTheAnswer() throws {
        let form = try makeFile("choices.json", Self.choicesText)
        let ended = try DetachedRun(["--plain", "--compact", form],
                                    input: ["abcdefgh", "prod", "", "", "1900-01-01", "y", "git", "n", "30m"].map { $0 + "\n" }.joined(),
                                    environment: ["TERM": "dumb", "XDG_STATE_HOME": scratchPath("state")])
        XCTAssertEqual(ended.status, 0, ended.stderr)
        for prompt in ["Password. Password, not shown, at least 8 characters:", "Env. Choose one of 3: 1) dev  2) staging  3) prod:",
                       "Born. Date, year-month-day, from 1800-01-01 to today:", "Repositories: 1 to 10 items",
                       "Slot. Duration from 15 min to 2 h, in steps of 15 min, as 90m, 1h30m, 1:30:00 or PT1H30M:"] {
            XCTAssertTrue(ended.stderr.contains("\n" + prompt + "\n"), "\(prompt) not in:\n\(ended.stderr)")
        }
    }

    func testF1SaysADurationsBounds() throws {
        let form = try makeFile("choices.json", Self.choicesText)
        let keys = Array(repeating: "Down", count: 6).joined(separator: ",") + ",F1"
        let screen = try DetachedRun(["--keys", keys, "--screen", form], environment: ["XDG_STATE_HOME": scratchPath("state")])
        XCTAssertEqual(screen.status, 0, screen.stderr)
        let lines = screen.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(Array(lines.dropFirst().prefix(2)),
                       ["This row: Slot (a duration row)", "Takes a duration from 15 min to 2 h, in steps of 15 min."])
    }
}
