import XCTest
import FormCore
@testable import FormJSON

/// JSONC (`JSONSyntax.jsonc`): comments wherever whitespace may be, trailing commas, and
/// locations that count a comment as whitespace.
final class JSONCReaderTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONNode {
        JSONNode(try JSONReader.document(bytes: Array(text.utf8), file: "t.jsonc", syntax: .jsonc).root)
    }

    private func syntaxError(_ text: String, syntax: JSONSyntax = .jsonc,
                             file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let document = try JSONReader.document(bytes: Array(text.utf8), file: "t.jsonc", syntax: syntax)
            XCTFail("parsed: \(JSONNode(document.root))", file: file, line: line)
            return ""
        } catch {
            return error.description
        }
    }

    func testCommentsInEveryPosition() throws {
        let text = """
            // before
            /* before too */ { // after the brace
              /* before a key */ "a" /* before the colon */ : /* before a value */ 1 /* before a comma */ , // end
              "b": [ /* first */ 1, // one
                2 /* after */ ] /* after the array */
            } // after the document
            /* and last */
            """
        let node = try parse(text)
        XCTAssertEqual(node["a"]?.intValue, 1)
        XCTAssertEqual(node["b"]?.elements?.map(\.intValue), [1, 2])
        XCTAssertEqual(node.location, SourceLocation(line: 2, column: 18))
    }

    func testLocationsAfterCommentsAreExact() throws {
        let text = "{\n  /* one\n     two */ \"a\": 1, // x\n  \"b\":/**/2,\r\n/*\r\n*/\"c\": \"é\" /* é */, \"d\": 3\n}"
        let node = try parse(text)
        let members = try XCTUnwrap(node.members)
        XCTAssertEqual(members.map(\.keyLocation), [SourceLocation(line: 3, column: 13), SourceLocation(line: 4, column: 3),
                                                   SourceLocation(line: 6, column: 3), SourceLocation(line: 6, column: 21)])
        XCTAssertEqual(node["b"]?.location, SourceLocation(line: 4, column: 11))
        XCTAssertEqual(node["d"]?.location, SourceLocation(line: 6, column: 26))
        // An error after comments is located as if they were spaces.
        XCTAssertEqual(syntaxError("{ /* a\n b */ \"a\": tru }"), "t.jsonc:2:12: unexpected 'tru', expected a value (strings need double quotes; literals are true, false and null)")
    }

    func testTrailingCommas() throws {
        XCTAssertEqual(try parse("[1, 2,]").elements?.count, 2)
        XCTAssertEqual(try parse("{\"a\": 1,}")["a"]?.intValue, 1)
        let nested = try parse("{\"a\": [[1,], {\"b\": [],},], \"c\": {},}")
        XCTAssertEqual(nested["a"]?.elements?.first?.elements?.count, 1)
        XCTAssertEqual(nested["a"]?.elements?.last?["b"]?.elements?.count, 0)
        XCTAssertEqual(nested.members?.map(\.key), ["a", "c"])
        XCTAssertEqual(try parse("[1, /* c */ ]").elements?.count, 1)
        // Only one comma, and only after a value.
        XCTAssertEqual(syntaxError("[1,,]"), "t.jsonc:1:4: unexpected character ',', expected a value")
        XCTAssertEqual(syntaxError("[,]"), "t.jsonc:1:2: unexpected character ',', expected a value")
        XCTAssertEqual(syntaxError("{,}"), "t.jsonc:1:2: unexpected character ',', expected a key in double quotes")
    }

    func testUnterminatedCommentIsLocatedAtItsStart() {
        XCTAssertEqual(syntaxError("{\"a\": 1,\n  /* open\n\n"), "t.jsonc:2:3: unterminated comment (missing closing '*/')")
        XCTAssertEqual(syntaxError("[1 /*/ ]"), "t.jsonc:1:4: unterminated comment (missing closing '*/')")
        XCTAssertEqual(syntaxError("/*"), "t.jsonc:1:1: unterminated comment (missing closing '*/')")
    }

    func testSlashAloneIsAnError() {
        XCTAssertEqual(syntaxError("[1 / 2]"), "t.jsonc:1:4: unexpected character '/' (a comment starts with '//' or '/*')")
        XCTAssertEqual(syntaxError("{\"a\": 1}\n/"), "t.jsonc:2:1: unexpected character '/' (a comment starts with '//' or '/*')")
    }

    func testStringsHoldingCommentMarksAreUntouched() throws {
        let node = try parse(#"{"url": "https://example.com/*x*/", "c": "// not a comment", "s": "/"} // yes"#)
        XCTAssertEqual(node["url"]?.stringValue, "https://example.com/*x*/")
        XCTAssertEqual(node["c"]?.stringValue, "// not a comment")
        XCTAssertEqual(node["s"]?.stringValue, "/")
    }

    func testOnlyCommentsIsAnEmptyFile() {
        XCTAssertEqual(syntaxError("// nothing\n/* here */"), "t.jsonc:2:11: the file is empty (expected a JSON object)")
    }

    func testStrictJSONRefusesBoth() {
        XCTAssertEqual(syntaxError("[1, // c\n2]", syntax: .strict), "t.jsonc:1:5: unexpected character '/', expected a value")
        XCTAssertEqual(syntaxError("[1, 2,]", syntax: .strict), "t.jsonc:1:6: trailing comma before ']'")
        XCTAssertEqual(syntaxError("{\"a\": 1,}", syntax: .strict), "t.jsonc:1:8: trailing comma before '}'")
    }

    /// Comment skipping looks at each byte once: a comment of a million bytes and a million short
    /// comments both read.
    func testLongAndManyComments() throws {
        let long = "[1, /*" + String(repeating: "* / ", count: 250_000) + "*/ 2]"
        XCTAssertEqual(try parse(long).elements?.count, 2)
        let many = "[" + String(repeating: "// c\n1,/**/", count: 100_000) + "]"
        let node = try parse(many)
        XCTAssertEqual(node.elements?.count, 100_000)
        XCTAssertEqual(node.elements?.last?.location, SourceLocation(line: 100_001, column: 1))
    }
}
