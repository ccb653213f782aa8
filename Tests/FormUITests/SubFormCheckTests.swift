import XCTest
import FormCore
@testable import FormUI
import FormSchema

/// `SubFormCheck`: the values a `form` or `list` row holds are checked as their sub-form checks
/// them, on every submit, the failure named by where it is.
final class SubFormCheckTests: XCTestCase {
    static let team = """
    { "title": "Team", "sections": [ { "rows": [
      { "tag": "lead", "type": "form", "title": "Lead", "sections": [ { "rows": [
        { "tag": "name", "type": "text", "title": "Name", "required": true },
        { "tag": "email", "type": "email", "title": "Email" } ] } ] },
      { "tag": "boss", "type": "form", "title": "Boss", "required": true, "sections": [ { "rows": [
        { "tag": "name", "type": "text", "title": "Name" } ] } ] },
      { "tag": "members", "type": "list", "title": "Members", "item": { "title": "Member", "sections": [ { "rows": [
        { "tag": "name", "type": "text", "title": "Name", "required": true },
        { "tag": "address", "type": "form", "title": "Address", "sections": [ { "rows": [
          { "tag": "city", "type": "text", "title": "City", "required": true } ] } ] } ] } ] } },
      { "tag": "repos", "type": "list", "title": "Repositories", "keyed": true, "item": { "sections": [ { "rows": [
        { "tag": "url", "type": "url", "title": "URL", "required": true } ] } ] } } ] } ] }
    """

    private func failures(_ values: String) throws -> [String] {
        var form = try FormLoader.parse(text: Self.team, file: "team.json")
        let prefill = try GivenValues.apply(text: values, file: "values.json", to: &form)
        var state = FormState(form: form, prefill: prefill)
        return Submission.failures(&state, gather: FileFacts.gather).map { "\($0.tag): \($0.message)" }
    }

    func testValidNestedValuesPass() throws {
        XCTAssertEqual(try failures("""
        {"lead": {"name": "Ada"}, "boss": {}, "members": [{"name": "Bob", "address": {"city": "Paris"}}],
         "repos": {"web": {"url": "https://x.org"}}}
        """), [])
    }

    func testAFormRowNamesTheRowThatFails() throws {
        XCTAssertEqual(try failures(#"{"lead": {"email": "ada@x.org"}, "boss": {}}"#), ["lead: Name: Required"])
        XCTAssertEqual(try failures(#"{"lead": {"name": "Ada", "email": "nope"}, "boss": {}}"#),
                       ["lead: Email: Not a valid email address"])
    }

    func testAFormRowHoldingNothingIsCheckedOnlyWhenRequired() throws {
        XCTAssertEqual(try failures(#"{"boss": {}}"#), [], "lead was never opened")
        XCTAssertEqual(try failures(#"{"lead": null, "boss": {}}"#), [], "a null given is nothing too")
        XCTAssertEqual(try failures("{}"), ["boss: Boss is required"])
    }

    func testAListItemIsNamedByItsNumberOrKeyAndNestingIsFollowed() throws {
        XCTAssertEqual(try failures("""
        {"boss": {}, "members": [{"name": "Ada"}, {"address": {"city": "Paris"}}]}
        """), ["members: Member 2 › Name: Required"])
        XCTAssertEqual(try failures("""
        {"boss": {}, "members": [{"name": "Ada", "address": {}}]}
        """), ["members: Member 1 › Address › City: Required"])
        XCTAssertEqual(try failures(#"{"boss": {}, "repos": {"web": {"url": "nope"}}}"#),
                       ["repos: web › URL: Not a valid URL"])
    }

    func testARowHoldingSeveralFailuresCountsThemAndNamesTheFirst() throws {
        XCTAssertEqual(try failures("""
        {"boss": {}, "members": [{"address": {"city": "Paris"}}, {"name": "Bo", "address": {}}]}
        """), ["members: 2 problems: Member 1 › Name: Required"])
    }

    /// A row showing a message is checked in full when left, nested values included; one showing
    /// none leaves them to the submit (as `required`), so that moving the focus builds no sub-form.
    func testTheRowCheckOfAScreenSeesTheNestedFailureWhenItChecksInFull() throws {
        var form = try FormLoader.parse(text: Self.team, file: "team.json")
        let prefill = try GivenValues.apply(text: #"{"members": [{"name": "Ada"}, {}]}"#, file: "v.json", to: &form)
        let state = FormState(form: form, prefill: prefill)
        let members = try XCTUnwrap(state.row("members"))
        XCTAssertEqual(Submission.check(members, in: state, includeRequired: true), "Member 2 › Name: Required")
        XCTAssertNil(Submission.check(members, in: state, includeRequired: false))
        // The list screen's item row says where inside the item.
        guard case .success(let list) = SubForms.open("members", in: state) else { return XCTFail("the list opens") }
        let second = try XCTUnwrap(list.row("#item2"))
        XCTAssertEqual(Submission.check(second, in: list, includeRequired: true), "Name: Required")
    }
}
