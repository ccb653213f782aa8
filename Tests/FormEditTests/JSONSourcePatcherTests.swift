import XCTest
import FormJSON
@testable import FormEdit

/// The patcher writes only what changed: the text around every edited value stays byte for byte.
final class JSONSourcePatcherTests: XCTestCase {
    private func document(_ text: String) throws -> JSONSourceDocument {
        try JSONSourceDocument(bytes: Array(text.utf8), file: "test.json")
    }

    /// `text` patched with `changes`.
    private func patched(_ text: String, _ changes: [SourceChange]) throws -> String {
        String(decoding: try document(text).applying(changes), as: UTF8.self)
    }

    /// `text` rewritten to hold the value `json`.
    private func rewritten(_ text: String, to json: String) throws -> String {
        String(decoding: try document(text).writing(JSONReader.parse(json)), as: UTF8.self)
    }

    private func value(_ json: String) throws -> JSONNode { try JSONReader.parse(json) }

    private let config = """
    {
      // the service
      "name": "web",

      "port": 8080,
      "ratio": 1.0,
      "big": 1e3,
      "tags": ["a", "b"],
      "nested": {
        "on": true
      }
    }

    """

    func testUntouchedIsByteIdentical() throws {
        XCTAssertEqual(try patched(config, []), config)
        XCTAssertEqual(try rewritten(config, to: #"{"name":"web","port":8080,"ratio":1,"big":1000,"tags":["a","b"],"nested":{"on":true}}"#), config)
    }

    func testReplaceAStringKeepsEverythingElse() throws {
        let out = try patched(config, [.replace(pointer: "/name", value: value(#""api""#))])
        XCTAssertEqual(out, config.replacingOccurrences(of: #""web""#, with: #""api""#))
    }

    func testReplaceANumberKeepsOtherSpellings() throws {
        let out = try rewritten(config, to: #"{"name":"web","port":9090,"ratio":1,"big":1000,"tags":["a","b"],"nested":{"on":true}}"#)
        XCTAssertEqual(out, config.replacingOccurrences(of: "8080", with: "9090"))
    }

    func testAddAMemberInTheStyleOfItsSiblings() throws {
        let out = try patched(config, [.add(pointer: "/nested/off", value: value("false"))])
        XCTAssertEqual(out, config.replacingOccurrences(of: "    \"on\": true\n", with: "    \"on\": true,\n    \"off\": false\n"))
        let tabbed = "{\n\t\"a\":1\n}\n"
        XCTAssertEqual(try patched(tabbed, [.add(pointer: "/b", value: value("[1]"))]), "{\n\t\"a\":1,\n\t\"b\":[\n\t\t1\n\t]\n}\n")
    }

    func testAddAMemberToAnEmptyObject() throws {
        XCTAssertEqual(try patched("{\n  \"a\": {}\n}\n", [.add(pointer: "/a/b", value: value("1"))]),
                       "{\n  \"a\": {\n    \"b\": 1\n  }\n}\n")
        XCTAssertEqual(try patched("{}", [.add(pointer: "/b", value: value("1"))]), #"{"b": 1}"#)
    }

    func testAddAMemberToAnInlineObject() throws {
        let text = "{\n  \"a\": {\"x\": 1, \"y\": 2}\n}\n"
        XCTAssertEqual(try patched(text, [.add(pointer: "/a/z", value: value("3"))]),
                       "{\n  \"a\": {\"x\": 1, \"y\": 2, \"z\": 3}\n}\n")
    }

    func testRemoveFirstMiddleAndLastMembers() throws {
        let text = "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}\n"
        XCTAssertEqual(try patched(text, [.remove(pointer: "/a")]), "{\n  \"b\": 2,\n  \"c\": 3\n}\n")
        XCTAssertEqual(try patched(text, [.remove(pointer: "/b")]), "{\n  \"a\": 1,\n  \"c\": 3\n}\n")
        XCTAssertEqual(try patched(text, [.remove(pointer: "/c")]), "{\n  \"a\": 1,\n  \"b\": 2\n}\n")
        XCTAssertEqual(try patched(text, [.remove(pointer: "/b"), .remove(pointer: "/c")]), "{\n  \"a\": 1\n}\n")
        XCTAssertEqual(try patched(#"{"a": 1, "b": 2, "c": 3}"#, [.remove(pointer: "/c")]), #"{"a": 1, "b": 2}"#)
        XCTAssertEqual(try patched(#"{"a": 1, "b": 2, "c": 3}"#, [.remove(pointer: "/a")]), #"{"b": 2, "c": 3}"#)
    }

    func testRemovedMemberTakesItsComment() throws {
        let text = "{\n  \"a\": 1, // one\n  \"b\": 2 // two\n}\n"
        XCTAssertEqual(try patched(text, [.remove(pointer: "/a")]), "{\n  \"b\": 2 // two\n}\n")
    }

    func testRemovedMemberTakesTheCommentLinesAboveIt() throws {
        let text = "{\n  \"a\": 1, // one\n  // about b\n  // more\n  \"b\": 2,\n\n  // about c\n  \"c\": 3\n}\n"
        XCTAssertEqual(try patched(text, [.remove(pointer: "/b")]), "{\n  \"a\": 1, // one\n\n  // about c\n  \"c\": 3\n}\n")
        XCTAssertEqual(try patched(text, [.remove(pointer: "/c")]), "{\n  \"a\": 1, // one\n  // about b\n  // more\n  \"b\": 2\n\n}\n")
    }

    func testJSONCTrailingCommasAndCommentsKept() throws {
        let text = "{\n  // first\n  \"a\": 1,\n  /* second */\n  \"b\": 2,\n}\n"
        XCTAssertEqual(try patched(text, [.add(pointer: "/c", value: value("3"))]),
                       "{\n  // first\n  \"a\": 1,\n  /* second */\n  \"b\": 2,\n  \"c\": 3,\n}\n")
        XCTAssertEqual(try patched(text, [.remove(pointer: "/b")]), "{\n  // first\n  \"a\": 1,\n  /* second */\n}\n")
        XCTAssertEqual(try patched(text, [.replace(pointer: "/a", value: value("10"))]),
                       "{\n  // first\n  \"a\": 10,\n  /* second */\n  \"b\": 2,\n}\n")
    }

    func testAddAfterALastMemberWithAComment() throws {
        let text = "{\n  \"a\": 1 // keep\n}\n"
        XCTAssertEqual(try patched(text, [.add(pointer: "/b", value: value("2"))]), "{\n  \"a\": 1, // keep\n  \"b\": 2\n}\n")
    }

    func testArrayItems() throws {
        let text = "{\n  \"list\": [\n    \"a\",\n    \"b\",\n    \"c\"\n  ]\n}\n"
        XCTAssertEqual(try patched(text, [.replace(pointer: "/list/1", value: value(#""B""#))]),
                       "{\n  \"list\": [\n    \"a\",\n    \"B\",\n    \"c\"\n  ]\n}\n")
        XCTAssertEqual(try patched(text, [.add(pointer: "/list/-", value: value(#""d""#))]),
                       "{\n  \"list\": [\n    \"a\",\n    \"b\",\n    \"c\",\n    \"d\"\n  ]\n}\n")
        XCTAssertEqual(try patched(text, [.add(pointer: "/list/0", value: value(#""z""#))]),
                       "{\n  \"list\": [\n    \"z\",\n    \"a\",\n    \"b\",\n    \"c\"\n  ]\n}\n")
        XCTAssertEqual(try patched(text, [.remove(pointer: "/list/2")]), "{\n  \"list\": [\n    \"a\",\n    \"b\"\n  ]\n}\n")
        XCTAssertEqual(try rewritten(text, to: #"{"list":["a","c"]}"#), "{\n  \"list\": [\n    \"a\",\n    \"c\"\n  ]\n}\n")
        XCTAssertEqual(try rewritten(#"{"t": [1, 2]}"#, to: #"{"t":[1,2,3]}"#), #"{"t": [1, 2, 3]}"#)
        XCTAssertEqual(try rewritten(#"{"t": [1, 2]}"#, to: #"{"t":[2]}"#), #"{"t": [2]}"#)
        XCTAssertEqual(try rewritten(#"{"t": [1, 2]}"#, to: #"{"t":[]}"#), #"{"t": []}"#)
    }

    func testAllMembersReplacedWritesTheObjectAnew() throws {
        XCTAssertEqual(try rewritten("{\n  \"o\": {\n    \"a\": 1\n  }\n}\n", to: #"{"o":{"b":2}}"#),
                       "{\n  \"o\": {\n    \"b\": 2\n  }\n}\n")
    }

    func testCRLFKept() throws {
        let text = "{\r\n  \"a\": 1\r\n}\r\n"
        XCTAssertEqual(try patched(text, [.add(pointer: "/b", value: value("2"))]), "{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}\r\n")
        XCTAssertEqual(try patched("{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}\r\n", [.remove(pointer: "/b")]), text)
    }

    func testNoSuchValueIsAnError() throws {
        XCTAssertThrowsError(try patched("{}", [.replace(pointer: "/x", value: value("1"))]))
        XCTAssertThrowsError(try patched("{\"a\": 1}", [.add(pointer: "/a/b", value: value("1"))]))
    }
}
