import Foundation
import XCTest

/// A person at the keyboard (FORMAT.md §2–§4): fill in a form, submit, cancel, interrupt; the JSON
/// lands on stdout (or --output) and never on the terminal, and the terminal is always restored.
final class FormrunSessionTests: FormrunTestCase {
    static let profile = """
    {
      "title": "Profile",
      "style": { "value": "cyan" },
      "sections": [
        { "tag": "main", "title": "Main", "footer": "Thanks",
          "rows": [
            { "tag": "name", "type": "text", "title": "Name", "value": "" },
            { "tag": "news", "type": "switch", "title": "Newsletter", "value": false }
          ] }
      ]
    }
    """

    private struct NotDrawn: Error, CustomStringConvertible {
        let stderr: String
        var description: String { "formrun did not draw the form; stderr: \(stderr)" }
    }

    /// Starts formrun on `form` and waits until it has drawn the rows; throws (ending the test,
    /// which has already failed) when it does not.
    private func start(_ form: String = profile, arguments: [String] = [], environment: [String: String] = [:],
                       rows: Int = 24, cols: Int = 80,
                       file: StaticString = #filePath, line: UInt = #line) throws -> PtySession {
        let path = try makeFile("form.json", form)
        let session = try PtySession.formrun(arguments + [path], environment: environment, rows: rows, cols: cols)
        guard session.waitForScreen(containing: "Newsletter", file: file, line: line) else {
            throw NotDrawn(stderr: session.stderr)
        }
        return session
    }

    private func assertRestored(_ session: PtySession, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(session.restorationProblems, [], "terminal not restored", file: file, line: line)
        XCTAssertFalse(session.screen.onAlternateScreen, file: file, line: line)
    }

    func testTypedValueIsSubmittedAsJSONOnStdoutOnly() throws {
        let session = try start()
        session.send(keys: ["Ada"])
        session.waitForScreen(containing: "Ada")
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        let json = jsonObject(session.stdout)
        XCTAssertEqual(json, ["name": "Ada", "news": false] as NSDictionary)
        let stdout = session.stdout
        if let name = stdout.range(of: "\"name\""), let news = stdout.range(of: "\"news\"") {
            XCTAssertLessThan(name.lowerBound, news.lowerBound, "keys in form order")
        }
        XCTAssertFalse(session.ttyOutput.contains("\"name\""), "the JSON is not drawn on the terminal")
        assertRestored(session)
    }

    func testSwitchTogglesAndF10Submits() throws {
        let session = try start()
        session.send(keys: ["Down", "Space", "F10"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(jsonObject(session.stdout), ["name": NSNull(), "news": true] as NSDictionary,
                       "an empty optional text is null")
        assertRestored(session)
    }

    func testEscapeWithNothingChangedCancelsAtOnce() throws {
        let session = try start()
        session.send(keys: ["Esc"])
        XCTAssertEqual(session.waitForExit(), 1)
        XCTAssertEqual(session.stdout, "")
        assertRestored(session)
    }

    func testEscapeAfterAChangeAsksFirst() throws {
        let session = try start()
        session.send(keys: ["x", "Esc"])
        session.waitForScreen(containing: "Discard changes?")
        session.send(keys: ["n"])
        session.waitForScreen("the question gone") { !$0.text.contains("Discard changes?") }
        XCTAssertTrue(session.isRunning, "n returns to the form")
        session.send(keys: ["Esc"])
        session.waitForScreen(containing: "Discard changes?")
        session.send(keys: ["y"])
        XCTAssertEqual(session.waitForExit(), 1)
        XCTAssertEqual(session.stdout, "")
        assertRestored(session)
    }

    func testControlCInterrupts() throws {
        let session = try start()
        session.send(keys: ["abc", "C-c"])
        XCTAssertEqual(session.waitForExit(), 130)
        XCTAssertEqual(session.stdout, "")
        assertRestored(session)
    }

    func testSIGINTFromOutsideInterruptsAndRestores() throws {
        let session = try start()
        session.signal(SIGINT)
        XCTAssertEqual(session.waitForExit(), 130)
        XCTAssertEqual(session.stdout, "")
        assertRestored(session)
    }

    func testRequiredRowBlocksSubmitUntilFilled() throws {
        let form = Self.profile.replacingOccurrences(of: "\"title\": \"Name\", \"value\": \"\"",
                                                     with: "\"title\": \"Name\", \"required\": true")
        let session = try start(form)
        session.send(keys: ["C-s"])
        session.waitForScreen(containing: "1 row needs attention")
        XCTAssertTrue(session.isRunning, "a failing submit keeps the form open")
        XCTAssertEqual(session.stdout, "", "nothing is printed")
        session.send(keys: ["Bo", "C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(jsonObject(session.stdout)?["name"] as? String, "Bo")
        assertRestored(session)
    }

    func testValuesFilePrefills() throws {
        let values = try makeFile("values.json", #"{ "name": "Bob", "news": true }"#)
        let session = try start(arguments: ["--values", values])
        session.waitForScreen(containing: "Bob")
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(jsonObject(session.stdout), ["name": "Bob", "news": true] as NSDictionary)
    }

    func testInvalidValuesFileIsAUsageError() throws {
        let form = try makeFile("form.json", Self.profile)
        let values = try makeFile("values.json", "{\n  \"name\": \n}")
        let result = try run(["--values", values, form])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.tty, "")
        assertMatches(result.stderr, "^" + NSRegularExpression.escapedPattern(for: values) + ":[0-9]+:[0-9]+: ")
    }

    func testOutputFileTakesTheJSONAndCompactPutsItOnOneLine() throws {
        let output = scratchPath("out.json")
        let session = try start(arguments: ["--output", output, "--compact"])
        session.send(keys: ["Ann", "C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(session.stdout, "", "--output leaves stdout empty")
        let written = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        XCTAssertEqual(jsonObject(written), ["name": "Ann", "news": false] as NSDictionary)
        XCTAssertFalse(written.trimmingCharacters(in: .whitespacesAndNewlines).contains("\n"), written)
    }

    func testASCIIDrawsBoxesWithoutLineCharacters() throws {
        func boxCharacters(_ session: PtySession) -> Int {
            session.screen.text.unicodeScalars.filter { (0x2500...0x257F).contains($0.value) }.count
        }
        let plain = try start()
        XCTAssertGreaterThan(boxCharacters(plain), 0, "sections are boxed with line-drawing characters")
        plain.send(keys: ["C-c"])
        plain.waitForExit()

        let ascii = try start(arguments: ["--ascii"])
        XCTAssertEqual(boxCharacters(ascii), 0, ascii.screen.text)
        XCTAssertTrue(ascii.screen.text.contains("+"), ascii.screen.text)
        ascii.send(keys: ["C-c"])
        ascii.waitForExit()
    }

    func testNoColorOptionAndEnvironmentDrawWithoutColour() throws {
        let colour = #"\x{1B}\[(?:[0-9;]*;)?(?:3[0-7]|9[0-7]|38;5;[0-9]+|38;2;[0-9;]+)m"#
        func draws(_ arguments: [String], _ environment: [String: String]) throws -> String {
            let session = try start(arguments: arguments, environment: environment)
            session.send(keys: ["Zed"])
            session.waitForScreen(containing: "Zed")
            session.send(keys: ["C-c"])
            session.waitForExit()
            return session.ttyOutput
        }
        let coloured = try draws([], [:])
        XCTAssertTrue(coloured.contains(try Regex(colour)), "a cyan value style draws in colour")
        XCTAssertFalse(try draws(["--no-color"], [:]).contains(try Regex(colour)), "--no-color")
        XCTAssertFalse(try draws([], ["NO_COLOR": "1"]).contains(try Regex(colour)), "NO_COLOR")
    }

    func testResizeRedrawsToTheNewSize() throws {
        let session = try start(rows: 24, cols: 80)
        let before = session.ttyBytes.count
        session.resize(rows: 12, cols: 40)
        session.waitFor("a frame after the resize") { session.ttyBytes.count > before }
        session.waitForScreen(containing: "Newsletter")
        let screen = session.screen
        XCTAssertEqual(screen.lines.count, 12)
        session.send(keys: ["C-c"])
        XCTAssertEqual(session.waitForExit(), 130)
        assertRestored(session)
    }

    func testTraceRecordsOneJSONObjectPerKey() throws {
        let trace = scratchPath("trace.jsonl")
        let session = try start(environment: ["FORMRUN_TRACE": trace])
        session.send(keys: ["Down", "C-l", "C-c"])
        session.waitForExit()
        let lines = ((try? String(contentsOfFile: trace, encoding: .utf8)) ?? "").split(separator: "\n")
        let events = lines.compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        XCTAssertEqual(events.count, lines.count, "every line is one JSON object")
        guard let down = events.first(where: { $0["event"] as? String == "key Down" }) else {
            return XCTFail("no `key Down` event in \(lines)")
        }
        let changes = down["changes"] as? [String: Any]
        for key in ["deleted", "inserted", "moved", "updated"] {
            XCTAssertNotNil(changes?[key] as? Int, "changes.\(key)")
        }
        XCTAssertNotNil(down["linesDrawn"] as? Int)
        XCTAssertNotNil(down["linesShifted"] as? Int)
        XCTAssertEqual(down["fullRepaint"] as? Bool, false, "moving the focus is no full repaint")
        let repaint = events.first { $0["event"] as? String == "key Ctrl-L" }
        XCTAssertEqual(repaint?["fullRepaint"] as? Bool, true, "Ctrl-L repaints the whole screen")
    }
}
