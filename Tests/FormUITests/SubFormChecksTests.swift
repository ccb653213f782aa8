import XCTest
import FormCore
@testable import FormUI

/// A sub-form's own rows are checked when the row holding it is: a required row left empty
/// inside a member or the lead is said on the row under it, and stops a submit.
final class SubFormChecksTests: XCTestCase {
    private typealias F = SubFormFixtures

    func testASubmitSaysWhichItemAndRowFail() throws {
        var team = try F.state(["name": .string("Core"), "lead": .string(#"{"email":"g@x.org"}"#),
                                "members": .string(#"[{"name":"Ada"},{"role":"pm","address":{"city":"Paris"}}]"#),
                                "repos": .string(#"{"web":{"private":true}}"#)])
        let failures = Submission.failures(&team, gather: { _ in FileFacts() })
        XCTAssertEqual(failures.map(\.tag), ["lead", "members", "repos"])
        XCTAssertEqual(failures.map(\.message), ["Name is required", "Member 2: Name is required", "web: URL is required"])
        XCTAssertEqual(team.focus, "lead")
    }

    func testValidSubFormsSubmitAndEmptyOnesAreNotJudged() throws {
        var team = try F.state(["name": .string("Core"), "members": F.members, "repos": F.repos])
        XCTAssertEqual(Submission.failures(&team, gather: { _ in FileFacts() }).map(\.message), [])
    }

    func testAClosedSubFormSaysAtOnceWhatFailsInside() throws {
        var team = try F.state()
        let result = SubFormResult(tag: "lead", value: .string(#"{"name":null,"email":"g@x.org"}"#), key: nil)
        _ = Update.update(.subFormClosed(tag: "lead", result: result, submit: false), to: &team)
        XCTAssertEqual(team.errors["lead"], "Name is required")
    }
}
