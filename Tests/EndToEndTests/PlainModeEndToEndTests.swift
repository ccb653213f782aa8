import Foundation
import XCTest

/// Plain mode (issue #9): one prompt per row, no full screen — piped answers from stdin, or a
/// person at a terminal answering line by line.
final class PlainModeEndToEndTests: FormrunTestCase {
    static let form = """
    { "title": "Sign up", "sections": [ { "tag": "you", "title": "You", "rows": [
      { "tag": "name", "type": "text", "title": "Full name", "required": true },
      { "tag": "age", "type": "integer", "title": "Age", "min": 18 },
      { "tag": "plan", "type": "picker", "title": "Plan", "value": "free",
        "options": [{"title": "Free", "value": "free"}, {"title": "Pro", "value": "pro"}] },
      { "tag": "news", "type": "switch", "title": "Newsletter" },
      { "tag": "topic", "type": "text", "title": "Topic", "hidden": "!$news" },
      { "tag": "pin", "type": "password", "title": "PIN" } ] } ] }
    """

    /// Runs formrun with `input` on stdin (a pipe) and `environment` only.
    private func pipe(_ input: String, _ arguments: [String] = ["--plain", "--compact"],
                      environment: [String: String] = ["TERM": "xterm-256color"]) throws -> DetachedRun {
        let form = try makeFile("form.json", Self.form)
        return try DetachedRun(arguments + [form], input: input,
                               environment: environment.merging(["XDG_STATE_HOME": scratchPath("state")]) { a, _ in a })
    }

    func testPipedAnswersComeInPromptOrderAndConditionsAskShownRows() throws {
        let ended = try pipe("Ada\n36\n2\ny\nswift\n1234\n")
        XCTAssertEqual(ended.status, 0, ended.stderr)
        XCTAssertEqual(ended.stdout, #"{"name":"Ada","age":36,"plan":"pro","news":true,"topic":"swift","pin":"1234"}"# + "\n")
        XCTAssertTrue(ended.stderr.contains("\nYou. Full name. Text. Required:\n"), ended.stderr)
        XCTAssertTrue(ended.stderr.contains("\nPlan. Choose one of 2: 1) Free  2) Pro. Default Free:\n"), ended.stderr)
        XCTAssertTrue(ended.stderr.contains("\nNewsletter. Yes or no. Default no:\n"), ended.stderr)
        XCTAssertFalse(ended.stderr.contains("\u{1B}"), "no escape sequence in plain mode")
    }

    func testAnEmptyLineKeepsTheValueAndAHiddenRowIsNotAsked() throws {
        let ended = try pipe("Ada\n\n\nn\n\n")
        XCTAssertEqual(ended.status, 0, ended.stderr)
        XCTAssertEqual(ended.stdout, #"{"name":"Ada","age":null,"plan":"free","news":false,"pin":null}"# + "\n")
        XCTAssertFalse(ended.stderr.contains("Topic"), ended.stderr)
    }

    /// Issue #15: a switch with no `value` is asked with `[n]` and an empty answer writes `false`,
    /// as the full-screen form draws and writes it.
    func testASwitchWithNoValueDefaultsToFalse() throws {
        let ended = try pipe("Ada\n\n\n\n\n")
        XCTAssertEqual(ended.status, 0, ended.stderr)
        XCTAssertTrue(ended.stdout.contains(#""news":false"#), ended.stdout)
        XCTAssertTrue(ended.stderr.contains("Newsletter. Yes or no. Default no:\n"), ended.stderr)
    }

    func testARefusedAnswerOrTheEndOfInputIsStatus3() throws {
        let refused = try pipe("Ada\n12\n")
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertTrue(refused.stderr.hasSuffix("formrun: /age: must be at least 18 (stdin:2)\n"), refused.stderr)
        let notANumber = try pipe("Ada\nold\n")
        XCTAssertEqual(notANumber.status, 3)
        XCTAssertTrue(notANumber.stderr.hasSuffix("formrun: /age: type a number (stdin:2)\n"), notANumber.stderr)
        let short = try pipe("Ada\n")
        XCTAssertEqual(short.status, 3)
        XCTAssertEqual(short.stdout, "")
        XCTAssertTrue(short.stderr.hasSuffix("formrun: the answers ended before row 'age'\n"), short.stderr)
    }

    func testPlainIsChosenWhenTheTerminalCannotMoveTheCursor() throws {
        // dumb has no `cup`, an unset TERM and an unknown one have no terminfo entry at all.
        for environment in [["TERM": "dumb"], [:], ["TERM": "no-such-terminal-type"]] {
            let ended = try pipe("Ada\n\n\nn\n\n", ["--compact"], environment: environment)
            XCTAssertEqual(ended.status, 0, ended.stderr)
            XCTAssertTrue(ended.stdout.hasPrefix(#"{"name":"Ada""#), ended.stdout)
        }
    }

    /// ncursesw is opened with dlopen when a form is to be drawn: where it cannot be loaded (here a
    /// file of that name that is no library, found first through LD_LIBRARY_PATH) the form is asked
    /// in plain mode, as for a terminal curses cannot drive.
    func testPlainIsChosenWhenCursesCannotBeLoaded() throws {
        let folder = scratchPath("no-curses")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = try makeFile("no-curses/libncursesw.so.6", "not a library")
        let ended = try pipe("Ada\n\n\nn\n\n", ["--compact"],
                             environment: ["TERM": "xterm-256color", "LD_LIBRARY_PATH": folder])
        XCTAssertEqual(ended.status, 0, ended.stderr)
        XCTAssertTrue(ended.stdout.hasPrefix(#"{"name":"Ada""#), ended.stdout)
        XCTAssertTrue(ended.stderr.contains("Full name. Text. Required:\n"), ended.stderr)
    }

    func testAtATerminalARefusedAnswerIsAskedAgainAndTheSummaryAsksToSubmit() throws {
        let form = try makeFile("form.json", Self.form)
        let session = try PtySession.formrun(["--plain", "--compact", form])
        // Each prompt, then the line typed at it.
        let exchange = [("You. Full name. Text. Required: ", "Ada"), ("Age. Whole number, at least 18: ", "12"),
                        ("Must be at least 18", "40"), ("Plan. Choose one of 2: 1) Free  2) Pro. Default Free: ", ""),
                        ("Newsletter. Yes or no. Default no: ", "n"), ("PIN. Password, not shown: ", "9876")]
        for (prompt, line) in exchange {
            session.waitForOutput(containing: prompt)
            session.send(line + "\r")
        }
        session.waitForOutput(containing: "Submit? y to submit, n to cancel, e to edit a row: ")
        XCTAssertFalse(session.ttyOutput.contains("9876"), "the PIN is not echoed")
        XCTAssertTrue(session.ttyOutput.contains("2. Age: 40"), session.ttyOutput)
        session.send("e\r")
        session.waitForOutput(containing: "Edit which row")
        session.send("age\r")
        session.waitForOutput(containing: "Age. Whole number, at least 18. Currently 40: ")
        session.send("41\r")
        XCTAssertTrue(session.waitForOutput(containing: "2. Age: 41"))
        session.send("y\r")
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(session.stdout, #"{"name":"Ada","age":41,"plan":"free","news":false,"pin":"9876"}"# + "\n")
        XCTAssertFalse(session.ttyOutput.contains("\u{1B}[?1049h"), "no full screen")
    }

    /// Issue #16 row 13: a signal at the password prompt (SIGTERM, SIGUSR1, SIGALRM) ends formrun
    /// with echo on again and the half-typed password thrown away: the shell that reads next gets
    /// nothing of it.
    func testASignalAtThePasswordPromptLeavesNoTypedCharacterAndEchoOn() throws {
        guard let binary = BinaryLocator.formrun() else { throw PtySession.StartError.binaryNotFound }
        let form = try makeFile("form.json", Self.form)
        for signal in [SIGTERM, SIGUSR1, SIGALRM] {
            let script = "'\(binary)' --plain '\(form)'; echo \"status=$?\" > /dev/tty; IFS= read -r left; "
                + "echo \"left[$left]\" > /dev/tty; stty -a | grep -o -- '-\\?echo ' | head -1 > /dev/tty"
            let session = try PtySession(binary: "/bin/bash", arguments: ["--norc", "-c", script],
                                         environment: ["XDG_STATE_HOME": scratchPath("state-\(signal)")], rows: 24, cols: 80)
            for (prompt, line) in [("Full name. Text. Required: ", "Ada"), ("Age. Whole number, at least 18: ", ""),
                                   ("Default Free: ", ""), ("Default no: ", "")] {
                session.waitForOutput(containing: prompt)
                session.send(line + "\r")
            }
            session.waitForOutput(containing: "PIN. Password, not shown: ")
            session.send("MyS3cretPW")
            let child = try XCTUnwrap(descendant(of: session, named: "formrun"), "formrun runs under bash")
            kill(child, signal)
            session.waitForOutput(containing: "status=\(128 + signal)")
            session.send("\r")
            XCTAssertTrue(session.waitForOutput(containing: "left[]"), "signal \(signal): the typed password was flushed: \(session.ttyOutput)")
            XCTAssertTrue(session.waitForOutput(containing: "echo "), session.ttyOutput)
            XCTAssertFalse(session.ttyOutput.contains("-echo "), "signal \(signal): echo is on again")
            XCTAssertEqual(session.waitForExit(), 0)
        }
    }

    /// The pid of a process named `name` below the session's program (from /proc), waiting for it
    /// to appear; on timeout the test fails with the screen and stderr.
    private func descendant(of session: PtySession, named name: String) -> Int32? {
        func children(of pid: Int32) -> [Int32] {
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
            return text.split(separator: " ").compactMap { Int32($0) }
        }
        func search() -> Int32? {
            var queue = [session.pid]
            while let pid = queue.popLast() {
                let comm = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
                if pid != session.pid, comm.trimmingCharacters(in: .whitespacesAndNewlines) == name { return pid }
                queue += children(of: pid)
            }
            return nil
        }
        var found: Int32?
        session.waitFor("a process named \(name) under \(session.pid)") {
            found = search()
            return found != nil
        }
        return found
    }

    func testCtrlCAtThePasswordPromptEndsWith130AndEchoBack() throws {
        let form = try makeFile("form.json", Self.form)
        let session = try PtySession.formrun(["--plain", form])
        for (prompt, line) in [("Full name. Text. Required: ", "Ada"), ("Age. Whole number, at least 18: ", ""),
                                   ("Default Free: ", ""), ("Default no: ", "")] {
            session.waitForOutput(containing: prompt)
            session.send(line + "\r")
        }
        session.waitForOutput(containing: "PIN. Password, not shown: ")
        session.send("12\u{03}")
        XCTAssertEqual(session.waitForExit(), 130)
        XCTAssertEqual(session.stdout, "")
        XCTAssertEqual(session.restorationProblems, [], "echo is on again")
    }
}
