import XCTest
import FormJSON
@testable import FormCore

/// `--format lines`, `env`, `nul` and `--get`: what each writes and what each refuses.
final class TextFormatTests: XCTestCase {
    private let entries = [
        OutputEntry(key: "user.name", value: .string("Ada Lovelace")),
        OutputEntry(key: "age", value: .number(36)),
        OutputEntry(key: "topics", value: .list([.string("swift"), .string("c")])),
        OutputEntry(key: "news", value: .bool(false)),
        OutputEntry(key: "gender", value: .null),
    ]

    private func refusal(_ request: OutputRequest, _ value: Value, file: StaticString = #filePath, line: UInt = #line) -> OutputRefusal? {
        do {
            _ = try request.render([OutputEntry(key: "note", value: value)])
            XCTFail("\(value) was written", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testJSONIsTheDefaultAndKeepsCompact() throws {
        XCTAssertEqual(try OutputRequest().render(entries), OutputWriter.json(entries, compact: false))
        XCTAssertEqual(try OutputRequest(compact: true).render(entries), OutputWriter.json(entries, compact: true))
    }

    func testLinesAreOneValueALineInOrder() throws {
        XCTAssertEqual(try OutputRequest(format: .lines).render(entries), "Ada Lovelace\n36\nswift, c\nfalse\n\n")
    }

    func testLinesRefuseALineBreakAndNul() {
        XCTAssertEqual(refusal(OutputRequest(format: .lines), .string("a\nb")), .lineBreak(key: "note", format: .lines))
        XCTAssertEqual(refusal(OutputRequest(format: .lines), .string("a\0b")), .nulByte(key: "note", format: .lines))
        XCTAssertEqual(try OutputRequest(format: .lines).render([OutputEntry(key: "a", value: .string("tab\there"))]), "tab\there\n")
    }

    /// Issue 27 row 13: every character a line reader may split at is refused like LF.
    func testLinesAndEnvRefuseEveryLineBreakNotOnlyLF() {
        for brk in ["\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\r\n"] {
            XCTAssertEqual(refusal(OutputRequest(format: .lines), .string("a\(brk)b")), .lineBreak(key: "note", format: .lines), brk.debugDescription)
            XCTAssertEqual(refusal(OutputRequest(format: .lines), .list([.string("x"), .string("a\(brk)b")])),
                           .listItem(path: "/note/1", format: .lines, separator: ", ", lineBreak: true), "a list item: named by its pointer")
            XCTAssertEqual(refusal(OutputRequest(format: .env), .string("a\(brk)b")), .lineBreak(key: "note", format: .env), brk.debugDescription)
        }
        XCTAssertEqual(try OutputRequest(format: .nul).render([OutputEntry(key: "a", value: .string("x\u{2028}\ry"))]), "a=x\u{2028}\ry\0",
                       "nul is not line-based: it carries them")
    }

    func testEnvIsNameEqualsValueUnquoted() throws {
        XCTAssertEqual(try OutputRequest(format: .env, prefix: "APP_").render(entries),
                       "APP_user_name=Ada Lovelace\nAPP_age=36\nAPP_topics=swift, c\nAPP_news=false\nAPP_gender=\n")
        XCTAssertEqual(try OutputRequest(format: .env).render([OutputEntry(key: "url", value: .string("https://x.org/?a=1&b=$HOME 'q'"))]),
                       "url=https://x.org/?a=1&b=$HOME 'q'\n")
    }

    func testEnvRefusesWhatEnvFilesWouldNotReadBack() {
        let env = OutputRequest(format: .env)
        XCTAssertEqual(refusal(env, .string("a\nb")), .lineBreak(key: "note", format: .env))
        XCTAssertEqual(refusal(env, .string("a\rb")), .lineBreak(key: "note", format: .env))
        XCTAssertEqual(refusal(env, .string("a\0b")), .nulByte(key: "note", format: .env))
        XCTAssertEqual(refusal(env, .string("a\u{01}b")), .notPlain(key: "note", why: "holds a control character"))
        XCTAssertEqual(refusal(env, .string(" a")), .notPlain(key: "note", why: "starts or ends with whitespace"))
        XCTAssertEqual(refusal(env, .string("a\t")), .notPlain(key: "note", why: "starts or ends with whitespace"))
        XCTAssertEqual(refusal(env, .string("'a'")), .notPlain(key: "note", why: "starts with a quote"))
        XCTAssertEqual(refusal(env, .string("\"a")), .notPlain(key: "note", why: "starts with a quote"))
        XCTAssertEqual(refusal(env, .string(#"C:\x"#)), .notPlain(key: "note", why: "holds a backslash"))
        XCTAssertEqual(refusal(env, .list([.string("a\nb")])), .listItem(path: "/note/0", format: .env, separator: ", ", lineBreak: true))
        XCTAssertEqual("\(OutputRefusal.notPlain(key: "note", why: "holds a backslash"))",
                       "--format env: the value of 'note' holds a backslash, which env files do not read back as it is (--format sh or json can write it)")
    }

    func testEnvRefusesAClashOfNames() {
        XCTAssertThrowsError(try OutputRequest(format: .env).render([OutputEntry(key: "a.b", value: .null), OutputEntry(path: ["a-b"], content: .value(.null))]))
    }

    func testNulRecordsAreKeyEqualsValueEndedByNul() throws {
        XCTAssertEqual(try OutputRequest(format: .nul).render(entries),
                       "user.name=Ada Lovelace\0age=36\0topics=swift\nc\0news=false\0gender=\0")
        XCTAssertEqual(try OutputRequest(format: .nul).render([OutputEntry(key: "a", value: .string("x\ny=z"))]), "a=x\ny=z\0")
    }

    func testNulRefusesNulAndAnEqualsInAKey() {
        XCTAssertEqual(refusal(OutputRequest(format: .nul), .string("a\0b")), .nulByte(key: "note", format: .nul))
        XCTAssertThrowsError(try OutputRequest(format: .nul).render([OutputEntry(path: ["a=b"], content: .value(.null))])) { error in
            XCTAssertEqual(error as? OutputRefusal, .equalsInKey(key: "a=b"))
        }
    }

    func testGetPrintsOneValueRaw() throws {
        func get(_ path: [String]) throws -> String { try OutputRequest(single: path).render(entries) }
        XCTAssertEqual(try get(["user", "name"]), "Ada Lovelace\n")
        XCTAssertEqual(try get(["topics"]), "swift\nc\n")
        XCTAssertEqual(try get(["gender"]), "\n")
        XCTAssertEqual(try get(["absent"]), "\n", "a row left out of the output (hidden) prints an empty line")
        XCTAssertEqual(try OutputRequest(single: ["a"]).render([OutputEntry(key: "a", value: .string("two\nlines"))]), "two\nlines\n")
        XCTAssertEqual(refusal(OutputRequest(single: ["note"]), .string("a\0")), .nulByte(key: "note", format: nil))
    }

    func testJSONTextValuesAreCompactJSONAndStringsRaw() throws {
        let object = try JSONReader.parse(#"{ "x" : "y" }"#, file: ""), string = try JSONReader.parse(#""kept""#, file: "")
        let out = try OutputRequest(format: .lines).render([OutputEntry(path: ["o"], content: .json(object)),
                                                           OutputEntry(path: ["s"], content: .json(string))])
        XCTAssertEqual(out, "{\"x\":\"y\"}\nkept\n")
    }

    /// One place joins a list's items for every text format: an item that would read back as
    /// two (a line break; `, ` where items are joined by `, `) is refused by its JSON Pointer.
    func testAListItemThatWouldReadBackAsTwoIsRefusedByItsPointer() {
        let tags = [OutputEntry(key: "tags", value: .list([.string("a\nb"), .string("c")]))]
        for request in [OutputRequest(format: .sh), OutputRequest(format: .nul), OutputRequest(format: .lines),
                        OutputRequest(format: .env), OutputRequest(single: ["tags"])] {
            XCTAssertThrowsError(try request.render(tags), "\(request)") { error in
                guard case .listItem(let path, _, _, let lineBreak) = error as? OutputRefusal else { return XCTFail("\(error)") }
                XCTAssertEqual(path, "/tags/0")
                XCTAssertTrue(lineBreak)
                XCTAssertTrue("\(error)".hasPrefix("/tags/0: "), "\(error)")
                XCTAssertTrue("\(error)".contains("--format json"), "\(error)")
            }
        }
        for brk in ["\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"] {
            let entry = [OutputEntry(path: ["a.b", "x/y"], content: .value(.list([.string("ok"), .string("1" + brk + "2")])))]
            XCTAssertThrowsError(try OutputRequest(format: .sh).render(entry)) { error in
                XCTAssertEqual(error as? OutputRefusal, .listItem(path: "/a.b/x~1y/1", format: .sh, separator: "\n", lineBreak: true))
            }
        }
        let comma = [OutputEntry(key: "tags", value: .list([.string("x"), .string("Smith, John")]))]
        XCTAssertEqual(refusalText(OutputRequest(format: .lines), comma),
                       "/tags/1: --format lines writes a list's items joined by ', ', and this item holds ', ': "
                       + "it would read back as more than one item (--format json can write it)")
        XCTAssertEqual(try OutputRequest(format: .sh).render(comma), "tags='x\nSmith, John'\n", "one item a line: a comma is fine")
        XCTAssertEqual(try OutputRequest(format: .lines).render([OutputEntry(key: "t", value: .list([.string("a,"), .string(" b")]))]),
                       "a,,  b\n", "a comma without a space, or a space alone, reads back the same")
        let document = [OutputEntry(path: [], content: .value(.list([.string("a\nb")])))]
        XCTAssertThrowsError(try OutputRequest(format: .nul).render(document)) { error in
            XCTAssertEqual((error as? OutputRefusal).map { "\($0)".hasPrefix("/0: --format nul") }, true, "\(error)")
        }
        let objects = [OutputEntry(key: "repos", value: .list([.object([Value.Member(key: "u", value: .string("a\nb"))])]))]
        XCTAssertEqual(try OutputRequest(format: .sh).render(objects), #"repos='[{"u":"a\nb"}]'"# + "\n",
                       "a list of objects is JSON text: unambiguous, kept")
    }

    private func refusalText(_ request: OutputRequest, _ entries: [OutputEntry]) -> String? {
        do { _ = try request.render(entries); return nil } catch { return "\(error)" }
    }

    /// `--get /POINTER`: a row's value, a part of it (list items, sub-form members, to any depth)
    /// or the object nested output keys make; nothing there prints an empty line.
    func testGetTakesAJSONPointerIntoTheOutput() throws {
        let repo = { (url: String, tags: [String]) in
            Value.object([Value.Member(key: "url", value: .string(url)),
                          Value.Member(key: "tags", value: .list(tags.map(Value.string)))])
        }
        let tree = entries + [OutputEntry(key: "repos", value: .list([repo("u0", ["x"]), repo("u1", ["y", "z"])])),
                              OutputEntry(key: "user.mail", value: .string("m"))]
        func get(_ pointer: String) throws -> String {
            try OutputRequest(single: JSONPointer.tokens(Substring(pointer))).render(tree)
        }
        XCTAssertEqual(try get("/repos/1/url"), "u1\n")
        XCTAssertEqual(try get("/repos/1/tags"), "y\nz\n")
        XCTAssertEqual(try get("/repos/1/tags/1"), "z\n")
        XCTAssertEqual(try get("/repos/0"), #"{"url":"u0","tags":["x"]}"# + "\n")
        XCTAssertEqual(try get("/topics/1"), "c\n")
        XCTAssertEqual(try get("/user"), #"{"name":"Ada Lovelace","mail":"m"}"# + "\n")
        XCTAssertEqual(try get("/user/name"), "Ada Lovelace\n")
        XCTAssertEqual(try get("/repos/2/url"), "\n", "past the end: nothing there")
        XCTAssertEqual(try get("/repos/01/url"), "\n", "not an index as JSON Pointer spells it")
        XCTAssertEqual(try get("/age/0"), "\n", "inside a number: nothing there")
        let bad = [OutputEntry(key: "repos", value: .list([repo("u", ["a\nb"])]))]
        XCTAssertThrowsError(try OutputRequest(single: ["repos", "0", "tags"]).render(bad)) { error in
            XCTAssertEqual(error as? OutputRefusal, .listItem(path: "/repos/0/tags/0", format: nil, separator: "\n", lineBreak: true))
        }
        let json = try JSONReader.parse(#"{"a": [1, {"b": "deep"}]}"#, file: "")
        XCTAssertEqual(try OutputRequest(single: ["j", "a", "1", "b"]).render([OutputEntry(path: ["j"], content: .json(json))]), "deep\n")
    }
}
