import XCTest
import FormCore
@testable import FormUI
import FormSchema

/// `PlainWalk`: plain mode over sub-forms, driven by answer lines as a pipe gives them.
final class PlainWalkTests: XCTestCase {
    static let team = """
    { "title": "Team", "sections": [ { "title": "The team", "rows": [
      { "tag": "name", "type": "text", "title": "Team name", "required": true },
      { "tag": "lead", "type": "form", "title": "Lead", "sections": [ { "rows": [
        { "tag": "name", "type": "text", "title": "Name", "required": true } ] } ] },
      { "tag": "members", "type": "list", "title": "Members", "minItems": 1, "maxItems": 2,
        "item": { "title": "Member", "sections": [ { "rows": [
          { "tag": "name", "type": "text", "title": "Name", "required": true },
          { "tag": "address", "type": "form", "title": "Address", "required": true, "sections": [ { "rows": [
            { "tag": "city", "type": "text", "title": "City", "required": true } ] } ] } ] } ] } },
      { "tag": "repos", "type": "list", "title": "Repositories", "keyed": true,
        "item": { "title": "Repository", "sections": [ { "rows": [
          { "tag": "url", "type": "text", "title": "URL", "required": true } ] } ] } } ] } ] }
    """

    private func walk(values: String? = nil) throws -> PlainWalk {
        var form = try FormLoader.parse(text: Self.team, file: "team.json")
        let prefill = try values.map { try GivenValues.apply(text: $0, file: "values.json", to: &form) } ?? [:]
        return PlainWalk(PlainForm(form: form, prefill: prefill))
    }

    /// Walks to the end answering `answers` in order: what was said, each prompt with the answer
    /// typed after it, refusals marked `!`; `<end>` where the answers ran out.
    private func run(_ walk: inout PlainWalk, _ answers: [String]) -> [String] {
        var transcript: [String] = []
        var answers = answers[...]
        for _ in 0..<1_000 {
            switch walk.next() {
            case .done:
                XCTAssertTrue(answers.isEmpty, "answers left: \(answers)")
                return transcript
            case .say(let text):
                transcript.append(text)
            case .refused(let place, let message):
                transcript.append("! \(place.description): \(message)")
            case .ask(let question):
                transcript += question.lines
                while true {
                    guard let line = answers.popFirst() else { return transcript + [question.prompt + "<end>"] }
                    transcript.append(question.prompt + line)
                    guard let refusal = walk.answer(line) else { break }
                    transcript.append("! " + refusal)
                }
            }
        }
        XCTFail("the walk never ended: \(transcript.suffix(5))")
        return transcript
    }

    private func output(_ walk: PlainWalk) -> String {
        OutputWriter.json(walk.root.state.outputEntries, compact: true).trimmedOfWhitespace
    }

    func testAFormRowIsWalkedInPlaceAndAListAsksForItemsUntilItIsFull() throws {
        var walk = try walk()
        let transcript = run(&walk, ["Platform", "y", "Ada", "", "Bob", "London", "y", "Cy", "Paris", "n"])
        XCTAssertEqual(transcript, [
            "The team. Team name. Text. Required: Platform",
            "Fill in Lead? Yes or no. Default no: y",
            "Lead › Name. Text. Required: Ada",
            "Members: 1 to 2 items",
            "Add a member to Members? Yes or no. Default yes: ",
            "Member 1 › Name. Text. Required: Bob",
            "Member 1 › Address › City. Text. Required: London",
            "Add another member to Members? Yes or no. Default no: y",
            "Member 2 › Name. Text. Required: Cy",
            "Member 2 › Address › City. Text. Required: Paris",
            "Members is full: at most 2 items",
            "Add a repository to Repositories? Yes or no. Default no: n",
        ])
        XCTAssertEqual(output(walk), """
        {"name":"Platform","lead":{"name":"Ada"},"members":[{"name":"Bob","address":{"city":"London"}},\
        {"name":"Cy","address":{"city":"Paris"}}],"repos":{}}
        """)
        XCTAssertEqual(walk.takeAnswered(), ["name", "lead", "members", "repos"], "the form's rows, for the draft")
        let members = try XCTUnwrap(walk.root.summary.first { $0.tag == "members" })
        XCTAssertEqual(members.value, "2 items")
        XCTAssertEqual(members.items, ["Bob, London", "Cy, Paris"])
        XCTAssertEqual(walk.root.summary.first { $0.tag == "lead" }?.value, "Ada")
    }

    func testAnOptionalFormLeftOutIsNullAndMinItemsRefusesNo() throws {
        var walk = try walk()
        let transcript = run(&walk, ["P", "", "n", "y", "", "Bob", "", "Rome", "n", ""])
        XCTAssertEqual(transcript, [
            "The team. Team name. Text. Required: P",
            "Fill in Lead? Yes or no. Default no: ",
            "Members: 1 to 2 items",
            "Add a member to Members? Yes or no. Default yes: n",
            "! At least 1 item",
            "Add a member to Members? Yes or no. Default yes: y",
            "Member 1 › Name. Text. Required: ",
            "! Name is required",
            "Member 1 › Name. Text. Required: Bob",
            "Member 1 › Address › City. Text. Required: ",
            "! City is required",
            "Member 1 › Address › City. Text. Required: Rome",
            "Add another member to Members? Yes or no. Default no: n",
            "Add a repository to Repositories? Yes or no. Default no: ",
        ])
        XCTAssertEqual(output(walk), #"{"name":"P","lead":null,"members":[{"name":"Bob","address":{"city":"Rome"}}],"repos":{}}"#)
    }

    func testAKeyedItemIsNamedFirstAndANameTakenIsRefused() throws {
        var walk = try walk()
        let transcript = run(&walk, ["P", "", "", "A", "R", "n", "y", "web", "https://w", "y", "web", "db", "https://d", "n"])
        XCTAssertEqual(Array(transcript.suffix(9).dropLast()), [
            "Add a repository to Repositories? Yes or no. Default no: y",
            "New repository › Name. Text. For example the repository's key. Required: web",
            "web › URL. Text. Required: https://w",
            "Add another repository to Repositories? Yes or no. Default no: y",
            "New repository › Name. Text. For example the repository's key. Required: web",
            "! Another item is named 'web'",
            "New repository › Name. Text. For example the repository's key. Required: db",
            "db › URL. Text. Required: https://d",
        ])
        XCTAssertEqual(transcript.last, "Add another repository to Repositories? Yes or no. Default no: n")
        XCTAssertTrue(output(walk).hasSuffix(#""repos":{"web":{"url":"https://w"},"db":{"url":"https://d"}}}"#), output(walk))
    }

    func testItemsGivenAreListedAndKeptOrDropped() throws {
        let values = #"{"name": "P", "members": [{"name": "Bob", "address": {"city": "Rome"}}]}"#
        var kept = try walk(values: values)
        let keptTranscript = run(&kept, ["", "", "", "n", ""])
        XCTAssertEqual(Array(keptTranscript.dropFirst(2).prefix(4)), [
            "Members: 1 item",
            "  1) Bob, Rome",
            "Keep them? Yes or no. Default yes: ",
            "Add another member to Members? Yes or no. Default no: n",
        ])
        XCTAssertEqual(output(kept), #"{"name":"P","lead":null,"members":[{"name":"Bob","address":{"city":"Rome"}}],"repos":{}}"#)

        var dropped = try walk(values: values)
        _ = run(&dropped, ["", "", "n", "y", "Cy", "Oslo", "n", ""])
        XCTAssertEqual(output(dropped), #"{"name":"P","lead":null,"members":[{"name":"Cy","address":{"city":"Oslo"}}],"repos":{}}"#)
    }

    func testARefusedAnswerInsideASubFormSaysWhereItIs() throws {
        var walk = try walk()
        guard case .ask(let first) = walk.next() else { return XCTFail("the team's name is asked") }
        XCTAssertEqual(first.prompt, "The team. Team name. Text. Required: ", "the section is said in its first prompt")
        XCTAssertNil(walk.answer("P"))
        _ = walk.next()
        XCTAssertNil(walk.answer("y"))
        guard case .ask(let question) = walk.next() else { return XCTFail("Lead's name is asked") }
        XCTAssertEqual(question.place, PlainPlace(tag: "lead", path: ["Name"], pointer: "/lead/name"))
        XCTAssertEqual(question.place.description, "/lead/name", "named by its path in the answers")
        XCTAssertNil(walk.answer("Ada"))
        guard case .ask(let add) = walk.next() else { return XCTFail("the list asks") }
        XCTAssertEqual(add.place.description, "/members")
        XCTAssertNil(walk.answer("y"))
        guard case .ask(let name) = walk.next() else { return XCTFail("the item asks") }
        XCTAssertEqual(name.place.description, "/members/0/name")
    }

    /// A list's value its row refuses although nothing in the list was asked (here `minItems` 1
    /// with `maxItems` 0, which a form file cannot say): walking it again could not mend it, so
    /// the row is asked as JSON text rather than walked again and again.
    func testASubFormRefusedWithNothingAskedIsAskedAsText() throws {
        let text = """
        { "sections": [ { "rows": [ { "tag": "l", "type": "list", "title": "L",
          "item": { "sections": [ { "rows": [ { "tag": "a", "type": "text", "title": "A" } ] } ] } } ] } ] }
        """
        var form = try FormLoader.parse(text: text, file: "f.json")
        form.sections[0].rows[0].minItems = 1
        form.sections[0].rows[0].maxItems = 0
        var walk = PlainWalk(PlainForm(form: form))
        XCTAssertEqual(run(&walk, ["[]", "[{}]"]), [
            "L is full: at most 0 items",
            "! /l: At least 1 item",
            "L. JSON list, 1 to 0 items. Default No items: []",
            "! At least 1 item",
            "L. JSON list, 1 to 0 items. Default No items: [{}]",
            "! At most 0 items",
            "L. JSON list, 1 to 0 items. Default No items: <end>",
        ])
    }
}
