import Foundation
import XCTest

/// The command-line contract (FORMAT.md §2) held against the real binary: help, version,
/// usage errors and `--check`. None of these may draw on the terminal.
final class FormrunCLITests: FormrunTestCase {
    static let validForm = """
    {
      "title": "Profile",
      "sections": [
        { "tag": "main", "title": "Main",
          "rows": [ { "tag": "name", "type": "text", "title": "Name" } ] }
      ]
    }
    """

    /// `--help-all` is the whole reference: every option, the keys, the exit statuses, the environment.
    func testHelpAllListsUsageOptionsKeysAndExitCodes() throws {
        let result = try run(["--help-all"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.tty, "", "--help-all draws nothing")
        XCTAssertTrue(result.stdout.contains("formrun [options] FORM.json"), result.stdout)
        for option in ["--values FILE", "--output FILE", "--compact", "--check", "--no-color", "--ascii",
                       "--watch", "--keys KEYS", "--schema-dir DIR", "--help", "--help-all", "--version", "NO_COLOR"] {
            XCTAssertTrue(result.stdout.contains(option), "--help-all lacks \(option)")
        }
        for key in ["Ctrl-S", "Esc", "Ctrl-C", "F1"] {
            XCTAssertTrue(result.stdout.contains(key), "--help-all lacks the key \(key)")
        }
        for status in ["0 ", "1 ", "2 ", "74 ", "128+N "] {
            XCTAssertTrue(result.stdout.contains("  " + status), "--help-all lacks exit status \(status)")
        }
    }

    /// The first thing a new user reads fits a terminal: at most 40 lines of at most 80 columns,
    /// the options people use, the keys that end a form, and where the rest is.
    func testHelpFitsFortyLinesAndNamesTheRest() throws {
        for flag in ["--help", "-h"] {
            let result = try run([flag])
            XCTAssertEqual(result.status, 0, flag)
            XCTAssertEqual(result.stderr, "", flag)
            XCTAssertEqual(result.tty, "", "\(flag) draws nothing")
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            XCTAssertLessThanOrEqual(lines.count, 40, "\(flag) is \(lines.count) lines:\n\(result.stdout)")
            for line in lines {
                XCTAssertLessThanOrEqual(line.count, 80, "a line of \(flag) is wider than 80 columns: \(line)")
            }
            XCTAssertTrue(result.stdout.contains("formrun [options] FORM.json"), result.stdout)
            for option in ["--values FILE", "--output FILE", "--format FORMAT", "--submit", "--plain", "--no-color",
                           "--ascii", "--help-all", "--version"] {
                XCTAssertTrue(result.stdout.contains(option), "\(flag) lacks \(option)")
            }
            for key in ["Ctrl-S", "Esc", "F1"] {
                XCTAssertTrue(result.stdout.contains(key), "\(flag) lacks the key \(key)")
            }
            XCTAssertTrue(result.stdout.contains("--help-all or man formrun"), "\(flag) does not say where the rest is")
            XCTAssertFalse(result.stdout.contains("--schema-dir"), "\(flag) lists an option for few")
        }
    }

    func testHelpNeedsNoFormFileAndWinsOverOne() throws {
        let form = try makeFile("form.json", Self.validForm)
        let result = try run([form, "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("formrun \(Self.changelogVersion)"), result.stdout)
        XCTAssertEqual(result.tty, "")
    }

    /// The newest version CHANGELOG.md names (`## 0.2.0 — …`, below `## Unreleased`): `--version`,
    /// the man pages and the library say the same.
    static var changelogVersion: String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = (try? String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)) ?? ""
        let heading = text.split(separator: "\n").first { $0.hasPrefix("## ") && !$0.hasPrefix("## Unreleased") } ?? ""
        return String(heading.dropFirst(3).prefix { $0 != " " })
    }

    func testTheManPagesNameTheVersionOfTheChangelog() throws {
        XCTAssertFalse(Self.changelogVersion.isEmpty, "CHANGELOG.md names a version")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for page in ["docs/man/formrun.1", "docs/man/formrun-form.5"] {
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            XCTAssertTrue(text.contains("\"formrun \(Self.changelogVersion)\""), page)
        }
    }

    func testVersion() throws {
        for flag in ["--version", "-V"] {
            let result = try run([flag])
            XCTAssertEqual(result.status, 0, flag)
            XCTAssertEqual(result.stdout, "formrun \(Self.changelogVersion)\n", flag)
            XCTAssertEqual(result.stderr, "", flag)
        }
    }

    func testUnknownOptionSuggestsTheClosestAndExitsTwo() throws {
        let form = try makeFile("form.json", Self.validForm)
        let result = try run(["--compct", form])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.tty, "", "a usage error leaves the terminal untouched")
        XCTAssertTrue(result.stderr.hasPrefix("formrun: unknown option '--compct' (did you mean '--compact'?)\n"),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("--help"), "stderr points at --help")
        XCTAssertEqual(result.restorationProblems, [])
    }

    func testUnknownOptionFarFromAnyGetsNoSuggestion() throws {
        let result = try run(["--frobnicate", "x.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("formrun: unknown option '--frobnicate'\n"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testOptionWithoutItsValue() throws {
        let form = try makeFile("form.json", Self.validForm)
        for arguments in [[form, "--output"], ["--output=", form], [form, "--values"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            let option = arguments.contains("--values") ? "--values" : "--output"
            XCTAssertTrue(result.stderr.hasPrefix("formrun: \(option) needs a file\n"), result.stderr)
        }
    }

    func testFlagGivenAValue() throws {
        let result = try run(["--compact=yes", "x.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("formrun: --compact takes no value\n"), result.stderr)
    }

    func testNoFormFile() throws {
        let result = try run([])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.tty, "")
        XCTAssertTrue(result.stderr.hasPrefix("formrun: no form file given\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("formrun [options] FORM.json"), result.stderr)
    }

    func testMoreThanOneFormFile() throws {
        let result = try run(["a.json", "b.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("formrun: more than one form file ('a.json' and 'b.json')"),
                      result.stderr)
    }

    func testDoubleDashEndsOptions() throws {
        // After `--`, `--help` is a file name: there is no such file, so this is an error, not help.
        let result = try run(["--", "--help"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("--help"), result.stderr)
    }

    func testMissingFormFileIsAnErrorNamingIt() throws {
        let path = scratchPath("absent.json")
        let result = try run([path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.tty, "", "nothing is drawn for a form that cannot be read")
        XCTAssertTrue(result.stderr.contains(path), result.stderr)
        XCTAssertEqual(result.restorationProblems, [])
    }

    // MARK: - --check

    func testCheckAcceptsAValidForm() throws {
        let form = try makeFile("form.json", Self.validForm)
        let result = try run(["--check", form])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.tty, "", "--check draws nothing")
    }

    func testCheckReportsAJSONSyntaxErrorWithItsLine() throws {
        let form = try makeFile("broken.json", """
        {
          "title": "Broken",
          "sections": [ { "rows": [ { "tag": "a" "type": "text" } ] } ]
        }
        """)
        let result = try run(["--check", form])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.tty, "")
        assertMatches(result.stderr, "^" + NSRegularExpression.escapedPattern(for: form) + ":3:[0-9]+: ")
    }

    func testCheckReportsADuplicateTagNamingIt() throws {
        let form = try makeFile("duplicate.json", """
        {
          "sections": [
            { "tag": "s", "rows": [
              { "tag": "email", "type": "email", "title": "Email" },
              { "tag": "email", "type": "text", "title": "Again" }
            ] }
          ]
        }
        """)
        let result = try run(["--check", form])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        assertMatches(result.stderr, "^" + NSRegularExpression.escapedPattern(for: form) + ":5:[0-9]+: .*email")
    }

    func testCheckReportsAConditionOnAnUnknownTag() throws {
        let form = try makeFile("condition.json", """
        {
          "sections": [
            { "tag": "s", "rows": [
              { "tag": "a", "type": "text", "title": "A" },
              { "tag": "b", "type": "text", "title": "B", "hidden": "$nosuch == 1" }
            ] }
          ]
        }
        """)
        let result = try run(["--check", form])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        assertMatches(result.stderr, "^" + NSRegularExpression.escapedPattern(for: form) + ":5:[0-9]+: .*nosuch")
    }

    func testInvalidFormWithoutCheckAlsoFailsBeforeAnyDrawing() throws {
        let form = try makeFile("broken.json", "{ \"sections\": [ }")
        let result = try run([form])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.tty, "", "an invalid form leaves the terminal untouched")
        assertMatches(result.stderr, "^" + NSRegularExpression.escapedPattern(for: form) + ":1:[0-9]+: ")
    }
}

final class OutputPathTests: FormrunTestCase {
    func testAnOutputFileThatCannotBeWrittenIsRefusedBeforeTheFormIsDrawn() throws {
        let form = try makeFile("form.json", FormrunCLITests.validForm)
        let result = try run(["--output", scratchPath("missing-folder/out.json"), form])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cannot write the output"), result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.tty, "", "nothing is drawn")
    }
}

final class TracePathTests: FormrunTestCase {
    func testATraceFileThatCannotBeWrittenIsRefusedBeforeTheFormIsDrawn() throws {
        let form = try makeFile("form.json", FormrunCLITests.validForm)
        let result = try run([form], environment: ["FORMRUN_TRACE": scratchPath("missing-folder/trace.jsonl")])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cannot write the trace"), result.stderr)
        XCTAssertEqual(result.tty, "", "nothing is drawn")
        XCTAssertEqual(result.restorationProblems, [])
    }
}
