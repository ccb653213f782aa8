import XCTest
import FormCore
@testable import FormUI

/// A sub-form's own rows are checked with the row holding it (`SubFormCheck`): a required row
/// left empty inside a member or the lead stops a submit, named by where it is.
final class SubFormSubmitTests: XCTestCase {
    private typealias F = SubFormFixtures

    func testASubmitSaysWhichItemAndRowFail() throws {
        var team = try F.state(["name": .string("Core"), "lead": .tree(#"{"email":"g@x.org"}"#),
                                "members": .tree(#"[{"name":"Ada"},{"role":"pm","address":{"city":"Paris"}}]"#),
                                "repos": .tree(#"{"web":{"private":true}}"#)])
        let failures = Submission.failures(&team, gather: { _ in FileFacts() })
        XCTAssertEqual(failures.map(\.tag), ["lead", "members", "repos"])
        XCTAssertEqual(failures.map(\.message), ["Name: Required", "Member 2 › Name: Required", "web › URL: Required"])
        XCTAssertEqual(team.focus, "lead")
    }

    func testValidSubFormsSubmitAndEmptyOnesAreNotJudged() throws {
        var team = try F.state(["name": .string("Core"), "members": F.members, "repos": F.repos])
        XCTAssertEqual(Submission.failures(&team, gather: { _ in FileFacts() }).map(\.message), [])
    }

    func testAClosedSubFormIsCheckedAgainOnceItsRowShowsAMessage() throws {
        var team = try F.state(["name": .string("Core"), "members": F.members])
        let bad = Value.tree(#"{"name":null,"email":"g@x.org"}"#)
        let close = { (value: Value, state: inout FormState) in
            _ = Update.update(.subFormClosed(tag: "lead", result: SubFormResult(tag: "lead", value: value, key: nil),
                                             submit: false), to: &state)
        }
        close(bad, &team)
        XCTAssertNil(team.errors["lead"], "no message yet: nested checks wait for the submit")
        XCTAssertEqual(Submission.failures(&team, gather: { _ in FileFacts() }).map(\.message), ["Name: Required"])
        close(bad, &team)
        XCTAssertEqual(team.errors["lead"], "Name: Required", "still failing")
        close(.tree(#"{"name":"Grace","email":"g@x.org"}"#), &team)
        XCTAssertNil(team.errors["lead"], "mended: the message goes as the screen closes")
    }
}

/// A refused submit on the screen names its failures by path, as headless does
/// (`FormState.lastRefusal`), while the row shows its words.
final class RefusalByPathTests: XCTestCase {
    private typealias F = SubFormFixtures

    func testARefusedSubmitNamesTheFailingPlaceInsideASubForm() throws {
        var team = try F.state(["name": .string("Core"), "lead": .tree(#"{"email":"g@x.org"}"#),
                                "members": .tree(#"[{"name":"Ada"},{"role":"pm","address":{"city":"Paris"}}]"#)])
        let effects = Submission.submit(&team)
        XCTAssertNotEqual(effects, [.end(.submitted)])
        XCTAssertEqual(team.lastRefusal.map(\.failure.path), ["/lead/name", "/members/1/name"])
        XCTAssertEqual(team.lastRefusal.map(\.tag), ["lead", "members"])
        XCTAssertEqual(team.errors["members"], "Member 2 › Name: Required", "the row's words are unchanged")
        XCTAssertEqual(Set(team.errors.keys), ["lead", "members"])
    }

    func testASubmitThatGoesThroughLeavesNoRefusal() throws {
        var team = try F.state(["lead": .tree(#"{"email":"g@x.org"}"#)])
        _ = Submission.submit(&team)
        XCTAssertFalse(team.lastRefusal.isEmpty)
        team = try F.state(["name": .string("Core"), "members": F.members])
        _ = Submission.submit(&team)
        XCTAssertEqual(team.lastRefusal, [])
    }
}
