import Foundation
import XCTest

/// `--format lines|sh|env|nul` and `--get TAG` (issue #19) through the binary: headless
/// (`--submit --values`), full screen, piped plain mode; the exit statuses; what is checked
/// before the form runs; the refusals, which write nothing anywhere.
final class OutputFormatEndToEndTests: FormrunTestCase {
    static let form = """
    { "title": "Sign up", "sections": [ { "tag": "main", "rows": [
      { "tag": "name", "type": "text", "title": "Name", "key": "user.name", "value": "Ada Lovelace" },
      { "tag": "age", "type": "integer", "title": "Age" },
      { "tag": "topics", "type": "multipleSelect", "title": "Topics",
        "options": [ { "value": "swift", "title": "Swift" }, { "value": "c", "title": "C" } ] },
      { "tag": "about", "type": "info", "title": "About" },
      { "tag": "news", "type": "switch", "title": "News" },
      { "tag": "topic", "type": "text", "title": "Topic", "hidden": "!$news" } ] } ] }
    """

    private var environment: [String: String] { ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"] }

    /// `formrun --submit --values VALUES ARGS FORM`, no terminal.
    private func submit(_ values: String, _ arguments: [String], form: String = form) throws -> DetachedRun {
        let formPath = try makeFile("form.json", form)
        let valuesPath = try makeFile("values.json", values)
        return try DetachedRun(["--submit", "--values", valuesPath] + arguments + [formPath], environment: environment)
    }

    private let values = #"{"age": 36, "topics": ["swift", "c"]}"#

    func testEachFormatWritesTheVisibleValuesInFormOrder() throws {
        let expected: [(String, String)] = [
            ("lines", "Ada Lovelace\n36\nswift, c\nfalse\n"),
            ("sh", "user_name='Ada Lovelace'\nage='36'\ntopics='swift\nc'\nnews='false'\n"),
            ("env", "user_name=Ada Lovelace\nage=36\ntopics=swift, c\nnews=false\n"),
            ("nul", "user.name=Ada Lovelace\0age=36\0topics=swift\nc\0news=false\0"),
        ]
        for (format, output) in expected {
            let ended = try submit(values, ["--format", format])
            XCTAssertEqual(ended.status, 0, "\(format): \(ended.stderr)")
            XCTAssertEqual(ended.stdout, output, format)
            XCTAssertEqual(ended.stderr, "", format)
        }
        let json = try submit(values, ["--format", "json", "--compact"])
        XCTAssertEqual(json.stdout, #"{"user":{"name":"Ada Lovelace"},"age":36,"topics":["swift","c"],"news":false}"# + "\n")
        let prefixed = try submit(values, ["--format", "env", "--prefix", "APP_"])
        XCTAssertEqual(prefixed.stdout, "APP_user_name=Ada Lovelace\nAPP_age=36\nAPP_topics=swift, c\nAPP_news=false\n")
    }

    /// A name that is one row's tag and another row's output key is refused, not silently taken
    /// as the tag (issue 27).
    func testGetRefusesANameThatIsOneRowsTagAndAnothersKey() throws {
        let form = #"{"sections": [{"rows": [{"tag": "x", "type": "text", "key": "first"}, {"tag": "y", "type": "text", "key": "x"}]}]}"#
        let run = try submit(#"{"first": "a", "x": "b"}"#, ["--get", "x"], form: form)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("--get: 'x' is the tag of one row and the key of the row 'y'"), run.stderr)
        XCTAssertEqual(try submit(#"{"first": "a", "x": "b"}"#, ["--get", "y"], form: form).stdout, "b\n", "by the other tag")
        XCTAssertEqual(try submit(#"{"first": "a", "x": "b"}"#, ["--get", "first"], form: form).stdout, "a\n", "by the other key")
    }

    func testGetPrintsOneValueRaw() throws {
        XCTAssertEqual(try submit(values, ["--get", "name"]).stdout, "Ada Lovelace\n", "by tag")
        XCTAssertEqual(try submit(values, ["--get", "user.name"]).stdout, "Ada Lovelace\n", "by key")
        XCTAssertEqual(try submit(values, ["--get", "topics"]).stdout, "swift\nc\n", "a list one item a line")
        XCTAssertEqual(try submit(values, ["--get", "topic"]).stdout, "\n", "a hidden row: an empty line")
        let quoted = try submit(#"{"name": "it's $HOME\nline two"}"#, ["--get", "name"])
        XCTAssertEqual(quoted.status, 0, quoted.stderr)
        XCTAssertEqual(quoted.stdout, "it's $HOME\nline two\n")
    }

    func testGetOfAnUnknownTagIsAUsageErrorBeforeAnything() throws {
        let ended = try submit(values, ["--get", "nmae"])
        XCTAssertEqual(ended.status, 2)
        XCTAssertEqual(ended.stdout, "")
        XCTAssertEqual(ended.stderr, scratchPath("form.json") + ": --get: no row 'nmae' (did you mean 'name'?)\n")
        let info = try submit(values, ["--get", "about"])
        XCTAssertEqual(info.status, 2)
        XCTAssertEqual(info.stderr, scratchPath("form.json") + ": --get: the row 'about' (info) has no value\n")
        // At a terminal: refused before the screen is touched.
        let session = try PtySession.formrun(["--get", "nope", try makeFile("form.json", Self.form)])
        XCTAssertEqual(session.waitForExit(), 2)
        XCTAssertFalse(session.ttyOutput.contains("\u{1B}"), "no escape sequence: \(session.ttyOutput.debugDescription)")
        XCTAssertTrue(session.stderr.contains("--get: no row 'nope'"), session.stderr)
    }

    func testAValueAFormatCannotWriteIsRefusedAndNothingIsWritten() throws {
        let broken = #"{"name": "two\nlines"}"#
        for format in ["lines", "env"] {
            let ended = try submit(broken, ["--format", format])
            XCTAssertEqual(ended.status, 3, format)
            XCTAssertEqual(ended.stdout, "", format)
            XCTAssertEqual(ended.stderr, "formrun: --format \(format): the value of 'user.name' holds a line break, "
                           + "which \(format) cannot write (--format sh, nul or json can)\n")
        }
        for brk in [#"\r"#, #"\u000b"#, #"\f"#, #"\u0085"#, #"\u2028"#, #"\u2029"#] {
            let ended = try submit(#"{"name": "one"# + brk + #"two"}"#, ["--format", "lines"])
            XCTAssertEqual(ended.status, 3, brk)
            XCTAssertEqual(ended.stdout, "", brk)
            XCTAssertEqual(ended.stderr, "formrun: --format lines: the value of 'user.name' holds a line break, "
                           + "which lines cannot write (--format sh, nul or json can)\n", brk)
        }
        let kept = try makeFile("kept.env", "before\n")
        let refused = try submit(#"{"name": " padded"}"#, ["--format", "env", "--output", kept])
        XCTAssertEqual(refused.status, 3)
        XCTAssertTrue(refused.stderr.contains("starts or ends with whitespace"), refused.stderr)
        XCTAssertEqual(try String(contentsOfFile: kept, encoding: .utf8), "before\n", "--output untouched")
        let absent = scratchPath("new.env")
        XCTAssertEqual(try submit(#"{"name": "a\\b"}"#, ["--format", "env", "--output", absent]).status, 3)
        XCTAssertFalse(FileManager.default.fileExists(atPath: absent), "no file created")
    }

    func testFormatsObeyOutputAndItsStatus() throws {
        let out = scratchPath("values.sh")
        let ended = try submit(values, ["--format", "sh", "--output", out])
        XCTAssertEqual(ended.status, 0, ended.stderr)
        XCTAssertEqual(ended.stdout, "")
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "user_name='Ada Lovelace'\nage='36'\ntopics='swift\nc'\nnews='false'\n")
        let full = try submit(values, ["--format", "nul", "--output", "/dev/full"])
        XCTAssertEqual(full.status, 74, full.stderr)
        let invalid = try submit(#"{"age": "x"}"#, ["--format", "lines"])
        XCTAssertNotEqual(invalid.status, 0)
    }

    func testNamesThatClashOrThatShellsUseAreRefusedAtStart() throws {
        let clash = """
        { "sections": [ { "rows": [
          { "tag": "first", "type": "text", "key": "user.name" },
          { "tag": "user_name", "type": "text", "hidden": "true" } ] } ] }
        """
        for arguments in [["--format", "sh"], ["--format", "env"], ["--check", "--format", "sh"]] {
            let ended = try submit("{}", arguments, form: clash)
            XCTAssertEqual(ended.status, 2, "\(arguments)")
            XCTAssertEqual(ended.stderr, scratchPath("form.json") + ": --format \(arguments.last ?? ""): the keys 'user.name' and "
                           + "'user_name' both become the shell name user_name; rename one of them (a row's \"key\")\n")
        }
        XCTAssertEqual(try submit("{}", ["--format", "nul"], form: clash).status, 0, "nul keeps the keys as they are")
        let path = #"{ "sections": [ { "rows": [ { "tag": "path", "type": "text" } ] } ] }"#
        let reserved = try submit("{}", ["--format", "sh"], form: path)
        XCTAssertEqual(reserved.status, 2)
        XCTAssertTrue(reserved.stderr.contains("becomes the shell name path, which shells use for themselves; give --prefix"), reserved.stderr)
        let prefixed = try submit(#"{"path": "/opt"}"#, ["--format", "sh", "--prefix", "form_"], form: path)
        XCTAssertEqual(prefixed.stdout, "form_path='/opt'\n", prefixed.stderr)
    }

    func testOptionsThatCannotGoTogetherAreUsageErrors() throws {
        let form = try makeFile("form.json", Self.form)
        let cases: [([String], String)] = [
            (["--format", "sh", "--compact"], "formrun: --compact cannot be used with --format sh: --compact is for JSON"),
            (["--get", "name", "--format", "lines"], "formrun: --get cannot be used with --format lines: --get prints the one value as it is"),
            (["--get", "name", "--compact"], "formrun: --compact cannot be used with --get name: --compact is for JSON"),
            (["--prefix", "P_"], "formrun: --prefix cannot be used with --format json: --prefix names the variables of --format sh or env"),
            (["--format", "sh", "--keys", "C-s"], "formrun: --format sh cannot be used with --keys: --keys prints the screen, not the values"),
            (["--format", "xml"], "formrun: --format takes json, lines, sh, env or nul, not 'xml'"),
            (["--format", "sh", "--prefix", "my-app"], "formrun: --prefix takes the start of a shell name (letters, digits and _, not starting with a digit), not 'my-app'"),
        ]
        for (arguments, message) in cases {
            let ended = try DetachedRun(arguments + [form], environment: environment)
            XCTAssertEqual(ended.status, 2, "\(arguments)")
            XCTAssertEqual(ended.stdout, "", "\(arguments)")
            XCTAssertTrue(ended.stderr.hasPrefix(message + "\nusage: "), "\(arguments): \(ended.stderr)")
        }
        XCTAssertEqual(try DetachedRun(["--format", "json", "--compact", "--check", form], environment: environment).status, 0)
    }

    func testAFullScreenSubmitPrintsTheAskedFormat() throws {
        let session = try PtySession.formrun(["--format", "sh", "--no-draft", try makeFile("form.json", Self.form)])
        session.waitForScreen(containing: "Sign up")
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(session.restorationProblems, [])
        XCTAssertEqual(session.stdout, "user_name='Ada Lovelace'\nage=''\ntopics=''\nnews='false'\n")
    }

    func testPipedPlainModePrintsTheAskedFormat() throws {
        let form = try makeFile("form.json", Self.form)
        let ended = try DetachedRun(["--plain", "--get", "age", form], input: "Grace\n42\n\nn\n",
                                    environment: environment.merging(["TERM": "xterm-256color"]) { a, _ in a })
        XCTAssertEqual(ended.status, 0, ended.stderr)
        XCTAssertEqual(ended.stdout, "42\n")
    }

    static let listForm = """
    { "title": "Lists", "sections": [ { "rows": [
      { "tag": "tags", "type": "tokens", "title": "Tags" },
      { "tag": "name", "type": "text", "title": "Name", "key": "user.name" },
      { "tag": "repos", "type": "list", "title": "Repos", "item": { "title": "Repo", "sections": [ { "rows": [
        { "tag": "url", "type": "text", "title": "URL" }, { "tag": "t", "type": "tokens", "title": "T" } ] } ] } } ] } ] }
    """

    /// A list item holding a line break would read back as two items: every text format refuses
    /// it by its JSON Pointer and points to JSON (issue 27); sh reads back the items it writes.
    func testAListItemHoldingALineBreakIsRefusedInEveryTextFormat() throws {
        let values = #"{"tags": ["a\nb", "c"], "name": "A"}"#
        for arguments in [["--format", "sh"], ["--format", "nul"], ["--format", "lines"], ["--format", "env"], ["--get", "tags"]] {
            let ended = try submit(values, arguments, form: Self.listForm)
            XCTAssertEqual(ended.status, 3, "\(arguments)")
            XCTAssertEqual(ended.stdout, "", "\(arguments)")
            XCTAssertTrue(ended.stderr.hasPrefix("formrun: /tags/0: "), ended.stderr)
            XCTAssertTrue(ended.stderr.contains("--format json can write it"), ended.stderr)
        }
        let nested = try submit(#"{"repos": [{"url": "u", "t": ["x\ry"]}]}"#, ["--get", "/repos/0/t"], form: Self.listForm)
        XCTAssertEqual(nested.status, 3)
        XCTAssertTrue(nested.stderr.hasPrefix("formrun: /repos/0/t/0: --get writes a list one item a line"), nested.stderr)
        let fine = try submit(#"{"tags": ["it's", "$HOME", "a, b"]}"#, ["--format", "sh"], form: Self.listForm)
        XCTAssertEqual(fine.status, 0, fine.stderr)
        let shell = try ShippedTool.run("/bin/sh", ["-c", fine.stdout + #"printf '[%s]' "$tags""#])
        XCTAssertEqual(shell.stdout, "[it's\n$HOME\na, b]")
    }

    /// `--get` takes a JSON Pointer: inside lists and sub-forms, or the object nested keys make.
    func testGetTakesAJSONPointer() throws {
        let values = #"{"name": "A", "tags": ["p", "q"], "repos": [{"url": "u0"}, {"url": "u1", "t": ["y", "z"]}]}"#
        let expected: [(String, String)] = [
            ("/repos/1/url", "u1\n"), ("/repos/1/t/1", "z\n"), ("/repos/1/t", "y\nz\n"), ("/tags/0", "p\n"),
            ("/user/name", "A\n"), ("/user", #"{"name":"A"}"# + "\n"), ("/repos/0", #"{"url":"u0","t":null}"# + "\n"),
            ("/repos/7/url", "\n"),
        ]
        for (pointer, output) in expected {
            let ended = try submit(values, ["--get", pointer], form: Self.listForm)
            XCTAssertEqual(ended.status, 0, "\(pointer): \(ended.stderr)")
            XCTAssertEqual(ended.stdout, output, pointer)
        }
        let unknown = try submit(values, ["--get", "/repo/1/url"], form: Self.listForm)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, scratchPath("form.json") + ": --get: no row at '/repo/1/url' (did you mean 'repos'?)\n")
    }
}
