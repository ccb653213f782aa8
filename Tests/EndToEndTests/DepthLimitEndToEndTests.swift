import Foundation
import XCTest

/// Issue 27, row 1, through the real binary: one nesting limit for the tree of answers (200
/// levels, the form's object counted) in every face. A value typed at the limit goes out whole;
/// one level more is refused where it would happen — the screen does not open (the limit named,
/// the form stays), a values file or a plain answer is refused with where — never a silent `{}`.
final class DepthLimitEndToEndTests: FormrunTestCase {
    /// The reported form: it holds itself, `child` one level below.
    static let recursive = ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"name":{"type":"string"},"child":{"$ref":"#"}}}"##

    /// A form reaching the limit in four screens: each of `a`, `b`, `c` nests 64 names (levels
    /// 65, 129, 193), `d` 7 more (200, the limit); `d`'s `e` would stand at 201.
    static var keyed: String {
        func names(_ prefix: String, _ n: Int) -> String { (1...n).map { "\(prefix)\($0)" }.joined(separator: ".") }
        let inner = #"{"tag": "name", "type": "text", "title": "Name"}, {"tag": "e", "type": "form", "title": "E", "sections": [{"rows": [{"tag": "last", "type": "text"}]}]}"#
        var rows = inner
        for (tag, count) in [("d", 7), ("c", 64), ("b", 64), ("a", 64)] {
            rows = #"{"tag": "\#(tag)", "type": "form", "title": "\#(tag.uppercased())", "key": "\#(names(tag, count))", "sections": [{"rows": [\#(rows)]}]}"#
        }
        return #"{"title": "Deep", "sections": [{"rows": [\#(rows)]}]}"#
    }

    /// The JSON Pointer of `d`'s object (level 200).
    static var deepest: String {
        "/" + [("a", 64), ("b", 64), ("c", 64), ("d", 7)].flatMap { p, n in (1...n).map { "\(p)\($0)" } }.joined(separator: "/")
    }

    private var environment: [String: String] { ["XDG_STATE_HOME": scratchPath("state"), "TERM": "xterm-256color"] }

    /// The object at `pointer` in `json`.
    private func node(_ json: String, at pointer: String) throws -> NSDictionary? {
        var node: Any = try JSONSerialization.jsonObject(with: Data(json.utf8))
        for key in pointer.split(separator: "/") {
            guard let next = (node as? NSDictionary)?[String(key)] else { return nil }
            node = next
        }
        return node as? NSDictionary
    }

    /// `child` objects nested `depth` deep and the innermost `name`.
    private func depth(_ json: String) throws -> (Int, String?) {
        var node = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary
        var depth = 0
        while let next = node?["child"] as? NSDictionary {
            node = next
            depth += 1
        }
        return (depth, node?["name"] as? String)
    }

    // MARK: Full screen

    func testTheFullScreenTakesAValueTypedAtTheLimitAndRefusesTheNextScreen() throws {
        let form = try makeFile("deep.json", Self.keyed)
        let session = try PtySession.formrun(["--no-draft", form], environment: environment, rows: 24, cols: 120)
        session.waitForScreen(containing: "A")
        session.send(keys: ["Enter", "Enter", "Enter", "Enter"])
        session.waitForScreen(containing: "Deep › A › B › C › D")
        session.send("x")
        session.send(keys: ["Down", "Enter"])
        session.waitForScreen(containing: "Nested too deeply: this would be level 201 of the answers, past the limit of 200 levels")
        XCTAssertTrue(session.isRunning)
        XCTAssertTrue(session.screen.text.contains("Deep › A › B › C › D"), "the screen stays:\n\(session.screen.text)")
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(try node(session.stdout, at: Self.deepest)?["name"] as? String, "x")
    }

    func testTheReportedRecursiveFormTakesAValueAtTheLimitRefusesOneDeeperAndItsDraftReadsBack() throws {
        let schema = try makeFile("rec.schema.json", Self.recursive)
        let session = try PtySession.formrun([schema], environment: environment, rows: 24, cols: 120)
        session.waitForScreen(containing: "Child")
        // 199 screens: the deepest object at level 200; then one more Enter past it.
        session.send(keys: ["Down"] + Array(repeating: ["Enter", "Down"], count: 199).flatMap { $0 } + ["Enter"])
        session.waitForScreen(containing: "past the limit of 200 levels", timeout: 120)
        XCTAssertTrue(session.isRunning)
        session.send(keys: ["Up"])
        session.send("x")
        session.waitForScreen(containing: "▸Name     x", timeout: 60)
        // The draft holds the tree at the limit (two levels deeper in its envelope) and reads back.
        session.waitFor("the draft to hold what was typed", timeout: 60) { draftsHold(#"{"name":"x"}"#) }
        session.signal(SIGKILL)
        _ = session.waitForExit()

        let resumed = try PtySession.formrun(["--resume", schema], environment: environment, rows: 24, cols: 120)
        resumed.waitForScreen(containing: "Child    x", timeout: 60)
        resumed.send(keys: ["C-s"])
        XCTAssertEqual(resumed.waitForExit(timeout: 120), 0, resumed.stderr)
        let (depth, name) = try depth(resumed.stdout)
        XCTAssertEqual(depth, 199, "the value typed at the limit (level 200), never `{}`")
        XCTAssertEqual(name, "x")
    }

    /// JSON typed into a JSON text row counts from where the row stands (`j` at level 2): 199
    /// arrays end at the limit, 200 go past it and the row says so, the limit first.
    func testJSONTypedIntoATextRowPastTheLimitIsRefusedWithTheLimitNamed() throws {
        let schema = try makeFile("j.schema.json", #"{"type": "object", "properties": {"j": {}, "n": {"type": "string"}}}"#)
        func typed(_ n: Int) -> String { String(repeating: "[", count: n) + String(repeating: "]", count: n) }
        let within = try DetachedRun(["--keys", "text:\(typed(199)),Down,C-s", "--size", "100x8", schema], environment: environment)
        XCTAssertEqual(within.status, 0, within.stderr)
        XCTAssertFalse(within.stdout.contains("✗"), within.stdout)
        let past = try DetachedRun(["--keys", "text:\(typed(200)),Down,C-s", "--size", "100x8", schema], environment: environment)
        XCTAssertTrue(past.stdout.contains("✗ Nested too deeply (more than 200 levels) at /0/0/0"), past.stdout)
        XCTAssertTrue(past.stdout.contains("1 row needs attention"), past.stdout)
    }

    // MARK: --submit --values

    func testSubmitValuesAtTheLimitAndOnePast() throws {
        let form = try makeFile("deep.json", Self.keyed)
        let keys = Self.deepest.split(separator: "/").map(String.init)
        let atLimit = keys.reversed().reduce(#"{"name": "x"}"#) { "{\"\($1)\": \($0)}" }
        let run = try DetachedRun(["--submit", "--compact", "--values", try makeFile("v.json", atLimit), form], environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try node(run.stdout, at: Self.deepest)?["name"] as? String, "x")

        let past = keys.reversed().reduce(#"{"e": {}}"#) { "{\"\($1)\": \($0)}" }
        let refused = try DetachedRun(["--submit", "--values", try makeFile("past.json", past), form], environment: environment)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertTrue(refused.stderr.contains("past.json:1:"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("nested too deeply (more than 200 levels)"), refused.stderr)
    }

    // MARK: Plain mode

    func testPlainModeTakesAnAnswerAtTheLimitAndRefusesOnePastWithWhere() throws {
        let form = try makeFile("deep.json", Self.keyed)
        let taken = try DetachedRun(["--plain", "--no-draft", "--compact", form], input: "y\ny\ny\ny\nx\n\n", environment: environment)
        XCTAssertEqual(taken.status, 0, taken.stderr)
        XCTAssertEqual(try node(taken.stdout, at: Self.deepest)?["name"] as? String, "x")

        let refused = try DetachedRun(["--plain", "--no-draft", form], input: "y\ny\ny\ny\nx\n{}\n", environment: environment)
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertTrue(refused.stderr.contains("formrun: \(Self.deepest)/e: nested too deeply (more than 200 levels) (stdin:6)"), refused.stderr)
    }

    /// A list at the limit (level 200) takes no item: its items would stand at 201.
    func testPlainModeRefusesAnItemPastTheLimitWithTheLimitNamed() throws {
        let item = #"{"sections": [{"rows": [{"tag": "last", "type": "text"}]}]}"#
        let form = try makeFile("list.json", Self.keyed.replacingOccurrences(of: "d1.d2.d3.d4.d5.d6.d7", with: "d1.d2.d3.d4.d5.d6")
            .replacingOccurrences(of: #"{"tag": "e", "type": "form", "title": "E", "sections": [{"rows": [{"tag": "last", "type": "text"}]}]}"#,
                                  with: #"{"tag": "e", "type": "list", "title": "E", "item": \#(item)}"#))
        let refused = try DetachedRun(["--plain", "--no-draft", form], input: "y\ny\ny\ny\nx\ny\n", environment: environment)
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertTrue(refused.stderr.contains("/d6/e: nested too deeply: this would be level 201 of the answers, past the limit of 200 levels (stdin:6)"),
                      refused.stderr)
    }

    // MARK: Drafts

    /// Whether a draft under the state folder holds `text` (a file being written, `.tmp-PID`,
    /// not yet renamed over the draft, does not count).
    private func draftsHold(_ text: String) -> Bool {
        let root = scratchPath("state")
        guard let walk = FileManager.default.enumerator(atPath: root) else { return false }
        for case let name as String in walk where !name.contains(".tmp-") {
            if let data = FileManager.default.contents(atPath: root + "/" + name), String(decoding: data, as: UTF8.self).contains(text) { return true }
        }
        return false
    }

    func testADraftAtTheLimitIsResumedWithWhatWasTyped() throws {
        let form = try makeFile("deep.json", Self.keyed)
        let session = try PtySession.formrun([form], environment: environment, rows: 24, cols: 120)
        session.waitForScreen(containing: "A")
        session.send(keys: ["Enter", "Enter", "Enter", "Enter"])
        session.waitForScreen(containing: "Deep › A › B › C › D")
        session.send("kept")
        session.waitFor("the draft to hold what was typed") { draftsHold("kept") }
        session.signal(SIGKILL)
        _ = session.waitForExit()

        let resumed = try PtySession.formrun(["--resume", "--compact", form], environment: environment, rows: 24, cols: 120)
        resumed.waitForScreen(containing: "kept")
        resumed.send(keys: ["C-s"])
        XCTAssertEqual(resumed.waitForExit(), 0, resumed.stderr)
        XCTAssertEqual(try node(resumed.stdout, at: Self.deepest)?["name"] as? String, "kept", "the draft at the limit reads back")
    }
}
