import Foundation
import XCTest

/// Issue #18: plain mode walks sub-forms (a team form like `forms/team.json`: a lead, members each with an address,
/// a keyed list of repositories), and `--submit` checks nested values as the screen does.
final class SubFormPlainEndToEndTests: FormrunTestCase {
    /// `forms/team.json` as it was written for these tests: a required team name with no start
    /// value, and at least one member.
    static let teamText = #"""
{
  "title": "Team",
  "sections": [
    {
      "title": "The team",
      "rows": [
        {"tag": "name", "type": "text", "title": "Team name", "required": true, "placeholder": "e.g. Platform"},
        {"tag": "lead", "type": "form", "title": "Lead",
         "sections": [
           {"rows": [
             {"tag": "name", "type": "name", "title": "Name", "required": true},
             {"tag": "email", "type": "email", "title": "Email"}
           ]}
         ]},
        {"tag": "members", "type": "list", "title": "Members", "minItems": 1, "maxItems": 10,
         "item": {
           "title": "Member",
           "sections": [
             {"title": "Member", "rows": [
               {"tag": "name", "type": "name", "title": "Name", "required": true},
               {"tag": "role", "type": "picker", "title": "Role", "value": "dev",
                "options": [{"title": "Developer", "value": "dev"}, {"title": "Designer", "value": "design"},
                            {"title": "Manager", "value": "pm"}]},
               {"tag": "address", "type": "form", "title": "Address",
                "sections": [
                  {"rows": [
                    {"tag": "street", "type": "text", "title": "Street"},
                    {"tag": "city", "type": "text", "title": "City", "required": true},
                    {"tag": "country", "type": "text", "title": "Country", "value": "UK"}
                  ]}
                ]}
             ]}
           ]
         }},
        {"tag": "repos", "type": "list", "title": "Repositories", "keyed": true,
         "item": {
           "title": "Repository",
           "sections": [
             {"rows": [
               {"tag": "url", "type": "url", "title": "URL", "required": true},
               {"tag": "private", "type": "switch", "title": "Private"}
             ]}
           ]
         }}
      ]
    }
  ]
}
"""#

    /// The form in this test's scratch folder.
    var team: String { (try? makeFile("team.json", Self.teamText)) ?? "" }

    /// One answer a line, in prompt order.
    static let answers = [
        "Platform",                                     // Team name
        "y", "Grace Hopper", "",                        // Fill in Lead? Name, Email
        "", "Ada Lovelace", "2", "y", "12 Main St", "London", "",   // member 1, its address
        "y", "Bob", "", "n",                            // member 2, no address
        "n",                                            // no third member
        "y", "web", "https://x.org/web", "y",           // repository web
        "n",                                            // no second repository
    ]

    static let expected = """
    {"name":"Platform","lead":{"name":"Grace Hopper","email":null},\
    "members":[{"name":"Ada Lovelace","role":"design","address":{"street":"12 Main St","city":"London","country":"UK"}},\
    {"name":"Bob","role":"dev","address":null}],"repos":{"web":{"url":"https://x.org/web","private":true}}}
    """

    private func pipe(_ answers: [String]) throws -> DetachedRun {
        try DetachedRun(["--plain", "--compact", team], input: answers.map { $0 + "\n" }.joined(),
                        environment: ["TERM": "dumb", "XDG_STATE_HOME": scratchPath("state")])
    }

    func testPipedAnswersWalkTheSubFormsAndTheListsItems() throws {
        let ended = try pipe(Self.answers)
        XCTAssertEqual(ended.status, 0, ended.stderr)
        XCTAssertEqual(ended.stdout, Self.expected + "\n")
        for prompt in ["Fill in Lead? Yes or no. Default no: ", "Lead › Name. Person's name. Required: ", "Add a member to Members? Yes or no. Default yes: ",
                       "Member 1 › Address › City. Text. Required: ", "Add another member to Members? Yes or no. Default no: ",
                       "New repository › Name. Text. For example the repository's key. Required: ", "web › URL. Web address. Required: "] {
            // Piped, each prompt is a line of its own.
            let line = "\n" + prompt.trimmingCharacters(in: .whitespaces) + "\n"
            XCTAssertTrue(ended.stderr.contains(line), "\(line) not in:\n\(ended.stderr)")
        }
    }

    func testAPipedAnswerRefusedInsideAnItemEndsWithStatus3() throws {
        var answers = Array(Self.answers.dropLast())
        answers += ["y", "web"]
        let ended = try pipe(answers)
        XCTAssertEqual(ended.status, 3)
        XCTAssertEqual(ended.stdout, "")
        XCTAssertTrue(ended.stderr.hasSuffix("formrun: row 'repos' (New repository › Name): another item is named 'web' (stdin:\(answers.count))\n"),
                      ended.stderr)
        let noMember = try pipe(["Platform", "", "n"])
        XCTAssertEqual(noMember.status, 3)
        XCTAssertTrue(noMember.stderr.hasSuffix("formrun: /members: at least 1 item (stdin:3)\n"), noMember.stderr)
    }

    func testSubmitChecksNestedValuesAndNamesWhereTheyFail() throws {
        let invalid = try makeFile("invalid.json", """
        {"name": "P", "lead": {"email": "grace@x.org"},
         "members": [{"name": "Ada", "address": {"city": "London"}}, {"name": "Bob", "address": {"street": "x"}}],
         "repos": {"web": {"url": "nope"}}}
        """)
        let refused = try DetachedRun(["--submit", "--values", invalid, team],
                                      environment: ["XDG_STATE_HOME": scratchPath("state")])
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertEqual(refused.stderr, """
        formrun: /lead/name: name is required
        formrun: /members/1/address/city: city is required
        formrun: /repos/web/url: not a valid URL

        """)
        let valid = try makeFile("valid.json", Self.expected)
        let taken = try DetachedRun(["--submit", "--compact", "--values", valid, team],
                                    environment: ["XDG_STATE_HOME": scratchPath("state")])
        XCTAssertEqual(taken.status, 0, taken.stderr)
        XCTAssertEqual(taken.stdout, Self.expected + "\n", "nested values go out as they came")
    }

    /// At a terminal: a refused key is asked again, the summary lists the items, `e` walks a list
    /// again (its items kept or not), and the submit delivers.
    func testAtATerminalTheSummaryListsItemsAndAListCanBeWalkedAgain() throws {
        let session = try PtySession.formrun(["--plain", "--compact", team], environment: ["TERM": "dumb"])
        let steps: [(String, String)] = [
            ("The team. Team name. Text. e.g. Platform. Required: ", "Platform"), ("Fill in Lead? Yes or no. Default no: ", "n"),
            ("Add a member to Members? Yes or no. Default yes: ", "y"), ("Member. Member 1 › Name. Person's name. Required: ", "Ada"),
            ("Member 1 › Role. Choose one of 3: 1) Developer  2) Designer  3) Manager. Default Developer: ", ""), ("Member 1 › Fill in Address? Yes or no. Default no: ", "n"),
            ("Add another member to Members? Yes or no. Default no: ", "n"),
            ("Add a repository to Repositories? Yes or no. Default no: ", "y"), ("New repository › Name. Text. For example the repository's key. Required: ", "web"),
            ("web › URL. Web address. Required: ", "https://x.org"), ("web › Private. Yes or no. Default no: ", ""),
            ("Add another repository to Repositories? Yes or no. Default no: ", "y"), ("New repository › Name. Text. For example the repository's key. Required: ", "web"),
            ("Another item is named 'web'", "db"), ("db › URL. Web address. Required: ", "https://y.org"), ("db › Private. Yes or no. Default no: ", ""),
            ("Add another repository to Repositories? Yes or no. Default no: ", "n"),
            ("Submit? y to submit, n to cancel, e to edit a row: ", "e"), ("Edit which row (number or tag)? ", "members"),
            ("Keep them? Yes or no. Default yes: ", ""), ("Add another member to Members? Yes or no. Default no: ", "n"),
            ("Submit? y to submit, n to cancel, e to edit a row: ", "y"),
        ]
        // Each prompt is waited for as many times as it has come so far (the output is cumulative).
        var seen: [String: Int] = [:]
        for (prompt, answer) in steps {
            let times = seen[prompt, default: 0] + 1
            seen[prompt] = times
            guard session.waitFor("\(prompt.debugDescription) shown \(times) times", until: {
                session.ttyOutput.components(separatedBy: prompt).count > times
            }) else { return }
            session.send(answer + "\r")
        }
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        let tty = session.ttyOutput.replacingOccurrences(of: "\r\n", with: "\n")
        XCTAssertTrue(tty.contains("\n4. Repositories: 2 items: web, db\n       1) web: https://x.org\n       2) db: https://y.org\n"), tty)
        XCTAssertTrue(tty.contains("Members: 1 item\n  1) Ada, dev\nKeep them?"), tty)
        XCTAssertEqual(session.stdout, """
        {"name":"Platform","lead":null,"members":[{"name":"Ada","role":"dev","address":null}],\
        "repos":{"web":{"url":"https://x.org","private":false},"db":{"url":"https://y.org","private":false}}}

        """)
    }
}
