import XCTest
import FormCore
@testable import FormUI

/// The team form of `forms/team.json` (a sub-form, a list whose items hold a sub-form, a keyed
/// list) and the screens it opens, for the sub-form tests.
enum SubFormFixtures {
    static let team = """
    {"title": "Team", "sections": [{"title": "The team", "rows": [
      {"tag": "name", "type": "text", "title": "Team name", "required": true},
      {"tag": "lead", "type": "form", "title": "Lead", "sections": [{"rows": [
        {"tag": "name", "type": "name", "title": "Name", "required": true},
        {"tag": "email", "type": "email", "title": "Email"}]}]},
      {"tag": "members", "type": "list", "title": "Members", "minItems": 1, "maxItems": 3, "item": {
        "title": "Member", "sections": [{"title": "Member", "rows": [
          {"tag": "name", "type": "name", "title": "Name", "required": true},
          {"tag": "role", "type": "picker", "title": "Role", "value": "dev",
           "options": [{"title": "Developer", "value": "dev"}, {"title": "Manager", "value": "pm"}]},
          {"tag": "address", "type": "form", "title": "Address", "sections": [{"rows": [
            {"tag": "city", "type": "text", "title": "City"}]}]}]}]}},
      {"tag": "repos", "type": "list", "title": "Repositories", "keyed": true, "item": {
        "title": "Repository", "sections": [{"rows": [
          {"tag": "url", "type": "url", "title": "URL", "required": true},
          {"tag": "private", "type": "switch", "title": "Private"}]}]}}]}]}
    """

    /// The team form's state, with `prefill` (values by tag: JSON text for the sub-form rows).
    static func state(_ prefill: [String: Value] = [:]) throws -> FormState {
        FormState(form: try FormLoader.parse(text: team, file: "team.json"), prefill: prefill, today: "2026-01-01")
    }

    /// The screen row `tag` of `parent` opens; fails the test when it does not open.
    static func open(_ tag: String, in parent: FormState, file: StaticString = #filePath, line: UInt = #line) throws -> FormState {
        switch SubForms.open(tag, in: parent) {
        case .success(let child): return child
        case .failure(let refusal):
            XCTFail("\(tag) did not open: \(refusal)", file: file, line: line)
            throw refusal
        }
    }

    /// Two members, Ada (with an address) and Bo, and two repositories, web and db.
    static let members: Value = .tree(#"[{"name":"Ada","role":"pm","address":{"city":"Paris"}},{"name":"Bo","role":"dev","address":null}]"#)
    static let repos: Value = .tree(#"{"web":{"url":"https://x.org/web","private":true},"db":{"url":"https://x.org/db","private":false}}"#)

    /// The members list screen of a team with `members`.
    static func memberList(_ members: Value = members) throws -> FormState {
        try open("members", in: state(["members": members]))
    }

    /// The titles of the rows of `state`, in order.
    static func titles(_ state: FormState) -> [String] { state.form.allRows.map(\.title) }

    /// The tags of the item rows of a list screen, in order.
    static func itemTags(_ state: FormState) -> [String] { state.place?.list?.entries.map(\.tag) ?? [] }
}
