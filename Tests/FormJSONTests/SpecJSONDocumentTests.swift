import XCTest
import FormCore
@testable import FormJSON
import FormSchema

/// The compact reader: values decoded on demand, locations computed on demand, duplicate keys
/// found in small and large objects, errors deep in big files located exactly.
final class SpecJSONDocumentTests: XCTestCase {
    private func document(_ text: String) throws -> JSONDocument {
        try JSONReader.document(bytes: Array(text.utf8), file: "t.json")
    }

    private func error(_ text: String, line: UInt = #line) -> String {
        do {
            _ = try FormLoader.parse(text: text, file: "big.json")
            XCTFail("no error", line: line)
        } catch {
            return "\(error)"
        }
        return ""
    }

    /// A form of `rows` rows, one per line from line 3, 50 to a section; `patch` may rewrite row n.
    private func bigForm(rows: Int, patch: (Int, String) -> String = { $1 }) -> String {
        var lines = ["{\"title\": \"Big\",", "\"sections\": ["]
        for n in 0..<rows {
            if n % 50 == 0 { lines.append(n == 0 ? "{\"tag\": \"s0\", \"rows\": [" : "]}, {\"tag\": \"s\(n / 50)\", \"rows\": [") }
            let comma = (n + 1) % 50 == 0 || n == rows - 1 ? "" : ","
            lines.append(patch(n, "  {\"tag\": \"r\(n)\", \"type\": \"text\", \"title\": \"Row \(n) 名前\"}") + comma)
        }
        lines.append("]}]}")
        return lines.joined(separator: "\n")
    }

    /// The line:column of the first (or last) `marker` in `text`, counting characters.
    private func position(of marker: String, in text: String, last: Bool = false) -> String {
        guard let range = last ? text.range(of: marker, options: .backwards) : text.range(of: marker) else { return "?" }
        let before = text[..<range.lowerBound]
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return "\(before.filter { $0 == "\n" }.count + 1):\(before[lineStart...].count + 1)"
    }

    func testErrorsDeepInABigFileKeepTheirLocation() {
        let bad = bigForm(rows: 20_000) { n, row in n == 15_321 ? row.replacingOccurrences(of: "\"text\"", with: "\"txet\"") : row }
        XCTAssertEqual(error(bad), "big.json:\(position(of: "\"txet\"", in: bad)): row 'r15321': unknown type 'txet' (did you mean 'text'?)")

        let twice = bigForm(rows: 20_000) { n, row in n == 19_999 ? row.replacingOccurrences(of: "r19999", with: "r7") : row }
        XCTAssertEqual(error(twice), "big.json:\(position(of: "\"r7\"", in: twice, last: true)): row 'r7': duplicate tag 'r7' "
                           + "(first used at \(position(of: "\"r7\"", in: twice)))")

        let syntax = bigForm(rows: 20_000) { n, row in n == 12_345 ? row.replacingOccurrences(of: "名前\"}", with: "名前\" x}") : row }
        XCTAssertEqual(error(syntax), "big.json:\(position(of: "x}", in: syntax)): unexpected character 'x', expected ',' or '}'")
    }

    func testRowLocationsInABigFile() throws {
        let text = bigForm(rows: 5_000)
        let form = try FormLoader.parse(text: text, file: "big.json")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for n in [0, 49, 50, 2_500, 4_999] {
            let line = try XCTUnwrap(lines.firstIndex { $0.contains("\"r\(n)\"") }) + 1
            XCTAssertEqual(form.allRows[n].location, SourceLocation(line: line, column: 3), "row \(n)")
        }
        // Asked out of order, locations are still right.
        let doc = try document(text)
        let late = doc.location(ofOffset: text.utf8.count - 1)
        XCTAssertEqual(late.line, lines.count)
        XCTAssertEqual(doc.location(ofOffset: 0), SourceLocation(line: 1, column: 1))
    }

    func testColumnsAfterWideCharactersOnOneLongLine() throws {
        let text = "[" + Array(repeating: "\"名前🙂\"", count: 3_000).joined(separator: ",") + ", ?]"
        XCTAssertThrowsError(try document(text)) { error in
            // Each element is 5 characters and a comma (a comma and a space after the last).
            XCTAssertEqual("\(error)", "t.json:1:\(1 + 3_000 * 6 + 2): unexpected character '?', expected a value")
        }
    }

    func testStringsDecodeOnDemand() throws {
        let doc = try document(#"{"plain": "abc", "esc": "a\u00e9\n\ud83d\ude00\/", "cjk": "名前", "e": ""}"#)
        let members = try XCTUnwrap(doc.root.members)
        XCTAssertEqual(members.map(\.key), ["plain", "esc", "cjk", "e"])
        XCTAssertEqual(doc.root["esc"]?.stringValue, "aé\n😀/")
        XCTAssertEqual(doc.root["cjk"]?.stringValue, "名前")
        XCTAssertEqual(doc.root["e"]?.stringValue, "")
        XCTAssertEqual(members.count, 4)
    }

    func testEscapedKeysAreFoundByName() throws {
        let form = try FormLoader.parse(text: #"{"sections": [{"rows": [{"t\u0061g": "a", "typ\u0065": "switch"}]}]}"#, file: "f.json")
        XCTAssertEqual(form.allRows.first?.tag, "a")
        XCTAssertEqual(form.allRows.first?.type, .switch)
    }

    func testDuplicateKeysAsSwiftComparesStrings() {
        // An escape and its character, and canonically equivalent spellings, are the same key.
        XCTAssertThrowsError(try document(#"{"a": 1, "\u0061": 2}"#)) {
            XCTAssertEqual("\($0)", "t.json:1:10: duplicate key 'a' (first at 1:2)")
        }
        XCTAssertThrowsError(try document("{\"\u{e9}\": 1, \"e\u{301}\": 2}")) {
            XCTAssertEqual("\($0)", "t.json:1:10: duplicate key 'e\u{301}' (first at 1:2)")
        }
        XCTAssertNoThrow(try document(#"{"ab": 1, "a": 2, "b": 3, "": 4}"#))
    }

    func testDuplicateKeysInLargeObjects() throws {
        let keys = (0..<40).map { "\"k\($0)\": \($0)" }
        XCTAssertNoThrow(try document("{" + keys.joined(separator: ", ") + "}"))
        let text = "{" + keys.joined(separator: ",\n") + ",\n\"k3\": 0}"
        XCTAssertThrowsError(try document(text)) {
            XCTAssertEqual("\($0)", "t.json:41:1: duplicate key 'k3' (first at 4:1)")
        }
        let late = "{" + keys.joined(separator: ",\n") + ",\n\"k\\u0033\": 0}"
        XCTAssertThrowsError(try document(late)) {
            XCTAssertEqual("\($0)", "t.json:41:1: duplicate key 'k3' (first at 4:1)")
        }
    }

    func testKeysCompareByCanonicalEquivalence() throws {
        let doc = try document("{\"\u{212A}\": 1, \"\u{C5}\": 2}")
        let members = try XCTUnwrap(doc.root.members)
        XCTAssertTrue(doc.string(at: members.startIndex, equals: "K"))
        XCTAssertFalse(doc.string(at: members.startIndex, equals: "k"))
        XCTAssertEqual(doc.root["A\u{30A}"]?.numberValue, 2)
    }

    func testNumbers() throws {
        let doc = try document("[-0, 0, 7, -12, 123456789012345, 1234567890123456789, 0.1, 2.5e3, -1E-2, 1e308]")
        let values = try XCTUnwrap(doc.root.elements).map { $0.numberValue }
        XCTAssertEqual(values, [0, 0, 7, -12, 123_456_789_012_345, 1_234_567_890_123_456_768, 0.1, 2500, -0.01, 1e308])
        XCTAssertEqual(values[0]?.sign, .minus)
        let raws = try XCTUnwrap(doc.root.elements).map { $0.number?.raw }
        XCTAssertEqual(raws.first, "-0")
        XCTAssertEqual(try XCTUnwrap(doc.root.elements).map(\.intValue)[6], nil)
        XCTAssertThrowsError(try document("[1e309]")) {
            XCTAssertEqual("\($0)", "t.json:1:2: number out of range: 1e309")
        }
    }

    func testTheTreeMatchesTheDocument() throws {
        let text = "{\"a\": [1, {\"b\": null}, true, \"x\\ty\"],\n \"c\": {}}"
        let node = try JSONReader.parse(text, file: "t.json")
        XCTAssertEqual(node, JSONNode(.object([
            .init(key: "a", keyLocation: SourceLocation(line: 1, column: 2), value: JSONNode(.array([
                JSONNode(.number(raw: "1", value: 1), at: SourceLocation(line: 1, column: 8)),
                JSONNode(.object([.init(key: "b", keyLocation: SourceLocation(line: 1, column: 12),
                                        value: JSONNode(.null, at: SourceLocation(line: 1, column: 17)))]),
                         at: SourceLocation(line: 1, column: 11)),
                JSONNode(.bool(true), at: SourceLocation(line: 1, column: 24)),
                JSONNode(.string("x\ty"), at: SourceLocation(line: 1, column: 30)),
            ]), at: SourceLocation(line: 1, column: 7))),
            .init(key: "c", keyLocation: SourceLocation(line: 2, column: 2),
                  value: JSONNode(.object([]), at: SourceLocation(line: 2, column: 7))),
        ]), at: SourceLocation(line: 1, column: 1)))
    }

    func testUnpairedSurrogatesAndBadEscapesInKeys() {
        XCTAssertThrowsError(try document(#"{"\ud800": 1}"#)) {
            XCTAssertEqual("\($0)", #"t.json:1:3: unpaired surrogate '\ud800' in string"#)
        }
        XCTAssertThrowsError(try document(#"{"a": "\ud83d\uzzzz"}"#)) {
            XCTAssertEqual("\($0)", #"t.json:1:14: invalid unicode escape '\uzzzz' (expected 4 hex digits)"#)
        }
        XCTAssertThrowsError(try document("[\"\\")) {
            XCTAssertEqual("\($0)", "t.json:1:3: unterminated string (missing closing '\"')")
        }
    }
}
