import Foundation
import XCTest

/// `formrun --keys KEYS --screen[=json] [--size COLSxROWS] FORM` (issue #10, scripted screens): the
/// form run on the in-memory terminal with no terminal at all (a new session, no TERM), fed the
/// keys; the screen after the last key on stdout.
final class ScriptedScreenTests: FormrunTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let signup = root.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("forms/signup.json").path
    /// Name, e-mail, the stepper up once, the newsletter switched on (its section appears).
    static let signupKeys = "text:Ada,Down,text:ada@example.com,Tab,Tab,Tab,+,Tab,Tab,Tab,Space"

    /// Runs formrun with no terminal, stdin empty, drafts pointed at the scratch folder.
    private func formrun(_ arguments: [String]) throws -> DetachedRun {
        try DetachedRun(arguments, environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"])
    }

    /// The screen lines of a text screen (its last `\n` ends the last line).
    private func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    /// Compares `text` with `Golden/NAME.txt`; FORMRUN_UPDATE_GOLDEN=1 rewrites the file first.
    private func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.root.appendingPathComponent("Golden/\(name).txt")
        if ProcessInfo.processInfo.environment["FORMRUN_UPDATE_GOLDEN"] != nil {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(text, try String(contentsOf: url, encoding: .utf8), "screen differs from Golden/\(name).txt:\n\(text)",
                       file: file, line: line)
    }

    func testTheTextScreenAfterTheKeysIsTheGoldenOne() throws {
        let ran = try formrun(["--keys", Self.signupKeys, "--screen", Self.signup])
        XCTAssertEqual(ran.status, 0, ran.stderr)
        XCTAssertEqual(ran.stderr, "")
        try assertGolden(ran.stdout, "signup-keys")
        XCTAssertEqual(lines(ran.stdout).count, 24, "80x24 by default, every row a line")
        XCTAssertTrue(ran.stdout.contains("ada@example.com"))
        XCTAssertTrue(ran.stdout.contains("┌─ Newsletter"), "the switch showed its section")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratchPath("state") + "/formrun"), "no draft")
    }

    /// Issue #16 row 22: `text:` followed by a lone combining mark, a ZWJ or U+FE0F types it (the
    /// mark joins the character typed before it), where `text:` and the mark make one Character.
    func testTextOfALoneCombiningMarkIsTyped() throws {
        let form = try makeFile("form.json", #"{"sections": [{"rows": [{"tag": "a", "type": "text", "title": "A"}]}]}"#)
        let ran = try formrun(["--keys", "text:e,text:\u{301},text:\u{2764},text:\u{FE0F}", "--screen", "--size", "40x8", form])
        XCTAssertEqual(ran.status, 0, ran.stderr)
        XCTAssertTrue(ran.stdout.contains("e\u{301}\u{2764}\u{FE0F}"), ran.stdout)
    }

    func testKeysAloneMeanATextScreen() throws {
        let keysOnly = try formrun(["--keys", Self.signupKeys, Self.signup])
        let explicit = try formrun(["--keys", Self.signupKeys, "--screen=text", Self.signup])
        XCTAssertEqual(keysOnly.status, 0, keysOnly.stderr)
        XCTAssertEqual(keysOnly.stdout, explicit.stdout)
    }

    func testScreenAloneIsTheFirstScreen() throws {
        let first = try formrun(["--screen", Self.signup])
        XCTAssertEqual(first.status, 0, first.stderr)
        let shown = lines(first.stdout)
        guard shown.count == 24 else { return XCTFail("24 lines expected: \(first.stdout)") }
        // The focused row's place among the 12 rows that take input, and more below (issue #15).
        XCTAssertEqual(shown[0], " Create your account                                               1/12  ↓ more")
        XCTAssertEqual(shown[23], "                          ↓/Tab next row  Ctrl-S/F10 submit  Esc cancel  F1 help",
                       "a text row has no keys of its own: the form's keys at the right edge")
        XCTAssertTrue(shown[2].contains("Full name *        Enter full name"), shown[2].description)
    }

    func testJSONGivesTheLinesAndTheFocusedRowsStyle() throws {
        let text = try formrun(["--keys", "text:Ada,Down", "--screen", Self.signup])
        let ran = try formrun(["--keys", "text:Ada,Down", "--screen=json", Self.signup])
        XCTAssertEqual(ran.status, 0, ran.stderr)
        XCTAssertEqual(ran.stdout.filter { $0 == "\n" }.count, 1, "one line of JSON")
        let screen = try json(ran.stdout)
        XCTAssertEqual(screen["cols"] as? Int, 80)
        XCTAssertEqual(screen["rows"] as? Int, 24)
        let shown = try XCTUnwrap(screen["lines"] as? [String])
        XCTAssertEqual(shown, lines(text.stdout).map(String.init), "the same lines as the text screen")
        let email = try XCTUnwrap(shown.firstIndex { $0.contains("Email *") })
        XCTAssertEqual(screen["cursor"] as? [String: Int], ["row": email, "col": 22], "the cursor in the focused Email row")
        let styles = try XCTUnwrap(screen["styles"] as? [[String: Any]])
        let reversed = styles.filter { ($0["attrs"] as? [String])?.contains("reverse") == true }
        // The focused row is a bar from the gutter to the right border (issue 28): the mark, the
        // title, and the cells after the value; the value keeps its own style.
        XCTAssertEqual(Set(reversed.compactMap { $0["line"] as? Int }), [email], "\(reversed)")
        XCTAssertEqual(reversed.first?["from"] as? Int, 2, "the mark in the focused row's gutter")
        XCTAssertEqual(reversed.compactMap { $0["to"] as? Int }.max(), 78, "the bar reaches the right border")
        let barred = reversed.flatMap { run in ((run["from"] as? Int) ?? 0)..<((run["to"] as? Int) ?? 0) }
        XCTAssertTrue((2..<22).allSatisfy(barred.contains), "the title column is on the bar: \(reversed)")
        XCTAssertFalse(barred.contains(22), "the value's first cell keeps its own style: \(reversed)")
        XCTAssertTrue(shown[email].hasPrefix(" │▸Email *"), shown[email])
        let nameRow = try XCTUnwrap(shown.firstIndex { $0.contains("Full name *") })
        XCTAssertTrue(styles.contains { $0["line"] as? Int == nameRow && ($0["attrs"] as? [String]) == ["bold"] },
                      "the row left is drawn as before, its title bold")
        XCTAssertFalse(styles.contains { $0["line"] as? Int == nameRow && ($0["attrs"] as? [String]) == ["dim"] },
                       "the name typed replaced the dimmed placeholder")
    }

    func testColoursAreInTheJSONUnlessNoColor() throws {
        // Ctrl-S with required rows empty: the first failing row's message shows in red.
        let coloured = try json(try formrun(["--keys", "Ctrl-S", "--screen=json", Self.signup]).stdout)
        let styles = try XCTUnwrap(coloured["styles"] as? [[String: Any]])
        XCTAssertTrue(styles.contains { $0["fg"] as? String == "red" }, "\(styles)")
        let plain = try json(try formrun(["--keys", "Ctrl-S", "--screen=json", "--no-color", Self.signup]).stdout)
        XCTAssertFalse((plain["styles"] as? [[String: Any]] ?? []).contains { $0["fg"] != nil })
    }

    func testAnUnknownKeyIs2WithASuggestionAndNothingOnStdout() throws {
        let ran = try formrun(["--keys", "text:Ada,Dwn", "--screen", Self.signup])
        XCTAssertEqual(ran.status, 2)
        XCTAssertEqual(ran.stdout, "")
        XCTAssertEqual(ran.stderr, "formrun: unknown key 'Dwn' in --keys (did you mean 'Down'?)\n")
        let word = try formrun(["--keys", "Hello", Self.signup])
        XCTAssertEqual(word.status, 2)
        XCTAssertEqual(word.stderr, "formrun: unknown key 'Hello' in --keys (did you mean 'text:Hello'?)\n")
        let empty = try formrun(["--keys", "Down,,Up", Self.signup])
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.stderr, "formrun: an empty key in --keys (item 2); a comma is written \\,\n")
        let control = try formrun(["--keys", "text:a\tb", Self.signup])
        XCTAssertEqual(control.status, 2)
        XCTAssertEqual(control.stderr, "formrun: a control character in --keys: 'text:a\\tb' (name the key instead: Enter, Tab, Esc…)\n")
    }

    func testSizeSetsTheScreen() throws {
        let ran = try formrun(["--keys", "Down", "--screen", "--size", "40x10", Self.signup])
        XCTAssertEqual(ran.status, 0, ran.stderr)
        let shown = lines(ran.stdout)
        guard shown.count == 10 else { return XCTFail("10 lines expected: \(ran.stdout)") }
        XCTAssertTrue(shown.allSatisfy { $0.count <= 40 }, ran.stdout)
        XCTAssertEqual(shown[1], " ┌─ Account ──────────────────────────┐")
        // The form's keys sit at the right edge and drop from the left when there is no room, F1 help last.
        XCTAssertTrue(shown[9].hasSuffix(" Esc cancel  F1 help"), ran.stdout)
        let screen = try json(try formrun(["--screen=json", "--size", "40x10", Self.signup]).stdout)
        XCTAssertEqual(screen["cols"] as? Int, 40)
        XCTAssertEqual((screen["lines"] as? [String])?.count, 10)
        for tiny in ["1x1", "12x3", "1000x2"] {
            let small = try formrun(["--keys", "Down,text:x,F1", "--screen", "--size", tiny, Self.signup])
            XCTAssertEqual(small.status, 0, "\(tiny): \(small.stderr)")
        }
    }

    func testASubmitOrCancelLeavesTheScreenOfThatMomentAndNoValues() throws {
        let form = try makeFile("one.json", #"{ "sections": [ { "tag": "s", "title": "S", "rows": [ { "tag": "name", "type": "text", "title": "Name" } ] } ] }"#)
        let submitted = try formrun(["--keys", "text:Ada,Ctrl-S,text:zz", "--screen", form])
        XCTAssertEqual(submitted.status, 0, submitted.stderr)
        XCTAssertTrue(submitted.stdout.contains("Name  ") && submitted.stdout.contains("Ada"), submitted.stdout)
        XCTAssertFalse(submitted.stdout.contains("Adazz"), "keys after the submit are not read")
        XCTAssertFalse(submitted.stdout.contains("\"name\""), "no values")
        let cancelled = try formrun(["--keys", "Esc,text:zz", "--screen", form])
        XCTAssertEqual(cancelled.status, 0, cancelled.stderr)
        XCTAssertFalse(cancelled.stdout.contains("zz"))
        let asked = try formrun(["--keys", "text:Ada,Esc", "--screen", form])
        XCTAssertTrue(asked.stdout.contains("Discard changes? (y/n)"), "a changed form asks first: \(asked.stdout)")
    }

    func testEscapesSpacesAndEveryTraceName() throws {
        let form = try makeFile("one.json", #"{ "sections": [ { "tag": "s", "rows": [ { "tag": "name", "type": "text", "title": "Name" } ] } ] }"#)
        let typed = try formrun(["--keys", #" text:a\, b\\c , \, ,Space, +"#, "--screen", form])
        XCTAssertEqual(typed.status, 0, typed.stderr)
        XCTAssertTrue(typed.stdout.contains(#"a, b\c , +"#), typed.stdout)
        let names = ["Up", "Down", "Left", "Right", "Home", "End", "PgUp", "PgDn", "Tab", "Shift-Tab", "Enter",
                     "Backspace", "Delete", "Insert", "Space", "Ctrl-L", "Ctrl-A", "Ctrl-I", "ctrl-l", "down",
                     "F1", "Esc", "F2", "F12", "Ctrl-Z"]
        let all = try formrun(["--keys", names.joined(separator: ","), "--screen", Self.signup])
        XCTAssertEqual(all.status, 0, all.stderr)
    }

    func testTmuxKeyNamesAreTheSameKeys() throws {
        let traceNames = try formrun(["--keys", "text:Ada,Down,PgDn,Shift-Tab,Backspace,Ctrl-S", "--screen", Self.signup])
        let tmuxNames = try formrun(["--keys", "text:Ada,Down,NPage,BTab,BSpace,C-s", "--screen", Self.signup])
        XCTAssertEqual(traceNames.status, 0, traceNames.stderr)
        XCTAssertEqual(tmuxNames.status, 0, tmuxNames.stderr)
        XCTAssertEqual(tmuxNames.stdout, traceNames.stdout)
        XCTAssertTrue(tmuxNames.stdout.contains("need attention") || tmuxNames.stdout.contains("is required"), tmuxNames.stdout)
    }
}
