import Foundation
import XCTest
import FormCore

/// Issue #19: plain mode for people who listen (a screen reader). Every row type's prompt is one
/// self-contained line (the title, the kind in words, no `*`), a line of its own when piped;
/// `FORMRUN_PLAIN` and `ACCESSIBLE` ask for plain mode and no escape byte is written; the summary
/// uses option titles and hides passwords; a `textView` takes several lines; a piped answer that
/// does not fit stops with exit 3 and the line of stdin.
final class PlainListenerEndToEndTests: FormrunTestCase {
    /// The kind in words each type's prompt says; nil for a type that is no prompt of its own
    /// (text to read, a button, a sub-form walked row by row). No `default:`: a new type must be
    /// added here.
    static func kind(of type: RowType) -> String? {
        switch type {
        case .text: return "Text"
        case .name: return "Person's name"
        case .email: return "Email address"
        case .phone: return "Phone number"
        case .url: return "Web address"
        case .password: return "Password, not shown"
        case .textView: return "Several lines, end with an empty line"
        case .integer: return "Whole number"
        case .decimal, .stepCounter, .slider: return "Number"
        case .countDownTimer, .countDownTimerInline: return "Duration in seconds"
        case .picker, .segmentedControl, .sheet, .alert, .pushSelect: return "Choose one of 3: 1) Red  2) Green  3) Blue"
        case .multipleSelect: return "Choose any of 3, separated by commas: 1) Red  2) Green  3) Blue"
        case .date, .dateInline: return "Date, year-month-day"
        case .time, .timeInline: return "Time, hours and minutes"
        case .dateTime, .dateTimeInline: return "Date and time, year-month-day hours:minutes"
        case .switch, .check: return "Yes or no"
        case .rating: return "Rating from 0 to 5"
        case .tokens: return "Items separated by commas"
        case .file: return "File path"
        case .color: return "Colour as #RRGGBB, #RGB or a CSS name (orange)"
        case .duration: return "Duration, as 90m, 1h30m, 1:30:00 or PT1H30M"
        case .info, .longInfo, .pushButton, .form, .list: return nil
        case .custom: return nil  // not in allCases: a custom kind is named by its registration
        case .typeSwitch: return nil  // not in allCases: read from a JSON Schema only
        }
    }

    /// A form with one row of every type, titled `Row <type>`, none required.
    static var everyType: String {
        let rows = RowType.allCases.map { type -> String in
            var row = #"{"tag": "r_\#(type.rawValue)", "type": "\#(type.rawValue)", "title": "Row \#(type.rawValue)""#
            if type.isChoice && type != .pushButton {
                row += #", "options": [{"title": "Red", "value": "r"}, {"title": "Green", "value": "g"}, {"title": "Blue", "value": "b"}]"#
            }
            switch type {
            case .info, .longInfo: row += #", "value": "Read me""#
            case .pushButton: row += #", "action": "submit""#
            case .form: row += #", "sections": [{"rows": [{"tag": "inner", "type": "text", "title": "Inner"}]}]"#
            case .list: row += #", "item": {"title": "Thing", "sections": [{"rows": [{"tag": "inner", "type": "text", "title": "Inner"}]}]}"#
            default: break
            }
            return row + "}"
        }
        return #"{"title": "All", "sections": [{"title": "Every type", "rows": [\#(rows.joined(separator: ",\n"))]}]}"#
    }

    /// The line of `text` that holds `needle`, or nil.
    private func line(of text: String, containing needle: String) -> String? {
        text.components(separatedBy: "\n").first { $0.contains(needle) }
    }

    func testEveryRowTypePipedIsOneSelfContainedLineEndingInANewline() throws {
        let form = try makeFile("all.json", Self.everyType)
        let ended = try DetachedRun(["--plain", "--compact", form], input: String(repeating: "\n", count: 100),
                                    environment: ["TERM": "xterm-256color", "XDG_STATE_HOME": scratchPath("state")])
        XCTAssertEqual(ended.status, 0, ended.stderr)
        XCTAssertFalse(ended.stderr.contains("\u{1B}"), "no escape byte")
        XCTAssertFalse(ended.stderr.contains("*"), ended.stderr)
        XCTAssertFalse(ended.stderr.contains("••"), ended.stderr)
        for type in RowType.allCases {
            guard let kind = Self.kind(of: type) else { continue }
            let prompt = "Row \(type.rawValue). \(kind)"
            let found = try XCTUnwrap(line(of: ended.stderr, containing: prompt), "\(type): no line with \(prompt):\n\(ended.stderr)")
            XCTAssertTrue(found.hasSuffix(":"), "\(type): the prompt ends its line: \(found)")
            XCTAssertFalse(found.contains("::") || found.contains("..") || found.contains("?."), found)
        }
        XCTAssertTrue(ended.stderr.contains("\nEvery type. Row text. Text:\n"), "the section in the first prompt:\n\(ended.stderr)")
        XCTAssertTrue(ended.stderr.contains("\nFill in Row form? Yes or no. Default no:\n"), ended.stderr)
        XCTAssertTrue(ended.stderr.contains("\nAdd a thing to Row list? Yes or no. Default no:\n"), ended.stderr)
        XCTAssertTrue(ended.stderr.contains("\nRow info: Read me\n"), ended.stderr)
    }

    func testEveryRowTypeAtATerminalIsAskedOnOneLine() throws {
        let form = try makeFile("all.json", Self.everyType)
        let session = try PtySession.formrun(["--compact", form], environment: ["ACCESSIBLE": "1"])
        var asked = 0
        for type in RowType.allCases {
            let prompt: String
            if let kind = Self.kind(of: type) {
                prompt = "Row \(type.rawValue). \(kind)"
            } else if type == .form {
                prompt = "Fill in Row form? Yes or no. Default no: "
            } else if type == .list {
                prompt = "Add a thing to Row list? Yes or no. Default no: "
            } else {
                continue
            }
            guard session.waitForOutput(containing: prompt) else { return }
            session.send("\r")
            asked += 1
        }
        XCTAssertTrue(session.waitForOutput(containing: "Submit? y to submit, n to cancel, e to edit a row: "))
        let tty = session.ttyOutput.replacingOccurrences(of: "\r\n", with: "\n")
        for type in RowType.allCases {
            guard let kind = Self.kind(of: type), let found = line(of: tty, containing: "Row \(type.rawValue). \(kind)") else { continue }
            XCTAssertTrue(found.contains(": "), "\(type): answered on the prompt's line: \(found)")
        }
        session.send("y\r")
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertGreaterThan(asked, 25)
        XCTAssertFalse(session.ttyBytes.contains(0x1B), "ACCESSIBLE=1: not one escape byte: \(session.ttyOutput.debugDescription)")
    }

    static let small = """
    { "title": "Sign up", "sections": [ { "title": "You", "rows": [
      { "tag": "name", "type": "text", "title": "Full name", "required": true, "placeholder": "Ada Lovelace" },
      { "tag": "age", "type": "integer", "title": "Age", "min": 0, "max": 120 },
      { "tag": "private", "type": "switch", "title": "Private?" },
      { "tag": "gender", "type": "picker", "title": "Gender",
        "options": [{"title": "Female", "value": "f"}, {"title": "Male", "value": "m"}, {"title": "Other", "value": "x"}] },
      { "tag": "bio", "type": "textView", "title": "Short bio" },
      { "tag": "born", "type": "date", "title": "Date of birth" },
      { "tag": "pin", "type": "password", "title": "PIN" } ] } ] }
    """

    private func pipe(_ input: String, arguments: [String] = ["--plain", "--compact"],
                      environment: [String: String] = ["TERM": "xterm-256color"]) throws -> DetachedRun {
        let form = try makeFile("small.json", Self.small)
        return try DetachedRun(arguments + [form], input: input,
                               environment: environment.merging(["XDG_STATE_HOME": scratchPath("state")]) { a, _ in a })
    }

    func testTheEnvironmentAsksForPlainMode() throws {
        let answers = "Ada\n36\nn\nOther\n\n\n1234\n"
        for (name, value) in [("FORMRUN_PLAIN", "1"), ("ACCESSIBLE", "1"), ("ACCESSIBLE", "yes")] {
            let ended = try pipe(answers, arguments: ["--compact"], environment: ["TERM": "xterm-256color", name: value])
            XCTAssertEqual(ended.status, 0, "\(name)=\(value): \(ended.stderr)")
            XCTAssertEqual(ended.stdout, #"{"name":"Ada","age":36,"private":false,"gender":"x","bio":null,"born":null,"pin":"1234"}"# + "\n")
            XCTAssertTrue(ended.stderr.contains("\nYou. Full name. Text. For example Ada Lovelace. Required:\n"), ended.stderr)
        }
        for (name, value) in [("FORMRUN_PLAIN", "0"), ("ACCESSIBLE", "")] {
            let ended = try pipe(answers, arguments: ["--compact"], environment: ["TERM": "xterm-256color", name: value])
            XCTAssertEqual(ended.status, 2, "\(name)=\(value) does not ask for plain mode: no terminal to draw on")
            XCTAssertFalse(ended.stderr.contains("Full name"), ended.stderr)
        }
    }

    func testPromptsSayTheKindDefaultAndRequiredWithoutDoubledPunctuation() throws {
        let ended = try pipe("Ada\n36\ny\n3\n\n\n\n")
        XCTAssertEqual(ended.status, 0, ended.stderr)
        XCTAssertEqual(ended.stderr, """
        Sign up
        You. Full name. Text. For example Ada Lovelace. Required:
        Age. Whole number from 0 to 120:
        Private? Yes or no. Default no:
        Gender. Choose one of 3: 1) Female  2) Male  3) Other:
        Short bio. Several lines, end with an empty line:
        Date of birth. Date, year-month-day:
        PIN. Password, not shown:

        """)
    }

    func testATextViewTakesLinesUpToAnEmptyLineOrADotAlone() throws {
        let empty = try pipe("Ada\n\n\n\nfirst line\nsecond line\n\n1985-12-10\n\n")
        XCTAssertEqual(empty.status, 0, empty.stderr)
        XCTAssertTrue(empty.stdout.contains(#""bio":"first line\nsecond line","born":"1985-12-10""#), empty.stdout)
        let dot = try pipe("Ada\n\n\n\nfirst\n  indented\n.\n\n\n")
        XCTAssertEqual(dot.status, 0, dot.stderr)
        XCTAssertTrue(dot.stdout.contains(#""bio":"first\n  indented","born":null"#), dot.stdout)
    }

    func testAPipedAnswerThatDoesNotFitEndsWithStatus3AndItsLine() throws {
        let url = try pipe("Ada\nhttps://example.org\n\n\nbio\n\n\n\n")
        XCTAssertEqual(url.status, 3)
        XCTAssertEqual(url.stdout, "")
        XCTAssertTrue(url.stderr.hasSuffix("formrun: /age: type a number (stdin:2)\n"), url.stderr)
        let choice = try pipe("Ada\n\n\npurple\n")
        XCTAssertEqual(choice.status, 3)
        XCTAssertTrue(choice.stderr.hasSuffix("formrun: /gender: type a number from 1 to 3 or one of: Female, Male, Other (stdin:4)\n"), choice.stderr)
        // The line of a several-line answer counts: the date is line 8.
        let date = try pipe("Ada\n\n\n\none\ntwo\n\nyesterday-ish\n")
        XCTAssertEqual(date.status, 3)
        XCTAssertTrue(date.stderr.hasSuffix("formrun: /born: type a date as YYYY-MM-DD or YYYYMMDD (or today) (stdin:8)\n"), date.stderr)
    }

    func testTheSummarySaysOptionTitlesAndHidesPasswords() throws {
        let form = try makeFile("small.json", Self.small)
        let session = try PtySession.formrun(["--compact", form], environment: ["FORMRUN_PLAIN": "1"])
        for (prompt, line) in [("Full name. Text", "Ada"), ("Age. Whole number", "36"), ("Private? Yes or no", "y"),
                               ("Gender. Choose one of 3", "3"), ("Short bio. Several lines", "Hi"), ("Short bio", ""),
                               ("Date of birth", ""), ("PIN. Password, not shown: ", "s3cret")] {
            guard session.waitForOutput(containing: prompt) else { return }
            session.send(line + "\r")
        }
        session.waitForOutput(containing: "Submit? ")
        let tty = session.ttyOutput.replacingOccurrences(of: "\r\n", with: "\n")
        XCTAssertTrue(tty.contains("\n4. Gender: Other\n"), tty)
        XCTAssertTrue(tty.contains("\n7. PIN: (hidden)\n"), tty)
        XCTAssertTrue(tty.contains("\n3. Private? yes\n"), tty)
        XCTAssertTrue(tty.contains("\n6. Date of birth: not given\n"), tty)
        XCTAssertFalse(tty.contains("s3cret"), "the password is never shown")
        session.send("y\r")
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(session.stdout, #"{"name":"Ada","age":36,"private":true,"gender":"x","bio":"Hi","born":null,"pin":"s3cret"}"# + "\n")
        XCTAssertFalse(session.ttyBytes.contains(0x1B), "FORMRUN_PLAIN=1: not one escape byte")
    }

    /// The shipped `forms/signup.json` answered through a pipe, one answer a line (its email and
    /// passwords pass the form's checks; the empty line after the bio ends its several lines).
    /// The man page's and the README's piped examples are run by `DocExamplesTests`.
    func testAPipedRunOfSignupPasses() throws {
        let command = #"printf 'Ada Lovelace\nada@example.com\nc0mpl3x pw\nc0mpl3x pw\n36\n\n\nn\n3\n\n\n' | formrun --plain signup.json"#
        let binary = try XCTUnwrap(BinaryLocator.formrun())
        let folder = URL(fileURLWithPath: binary).deletingLastPathComponent().path
        let ended = try ShippedTool.run("/usr/bin/setsid", ["--wait", "/bin/sh", "-c", command],
                                        in: ShippedTool.root.appendingPathComponent("forms"),
                                        environment: ["PATH": folder + ":/usr/bin:/bin", "XDG_STATE_HOME": scratchPath("state"),
                                                      "TERM": "xterm-256color"])
        XCTAssertEqual(ended.status, 0, "\(command)\n\(ended.stderr)")
        XCTAssertTrue(ended.stdout.contains(#""gender": "x""#), ended.stdout)
        XCTAssertTrue(ended.stderr.contains("\nGender. Choose one of 3: 1) Female  2) Male  3) Other:\n"), ended.stderr)
    }
}
