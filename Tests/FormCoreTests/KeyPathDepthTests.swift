import XCTest
@testable import FormCore
import FormSchema

/// Issue #16: a row's `key` path is read in time linear in its length, at most 64 names deep; a
/// deeper one is a located error worded by `FormFileError`.
final class KeyPathDepthTests: XCTestCase {
    private func form(key: String) -> String {
        #"{"sections": [{"rows": [{"tag": "x", "type": "text", "key": "\#(key)"}]}]}"#
    }

    private func path(_ names: Int) -> String { Array(repeating: "a", count: names).joined(separator: ".") }

    func testAKeyPathOf100000NamesIsRefusedWhereItIsWritten() throws {
        let text = form(key: path(100_000))
        let column = text.utf8.count - path(100_000).utf8.count - #""}]}]}"#.utf8.count
        XCTAssertThrowsError(try FormLoader.parse(text: text, file: "f.json")) { error in
            XCTAssertEqual((error as? FormFileErrors)?.first?.kind, .badValue(.keyTooDeep(path(100_000), depth: 100_000, limit: 64)))
            XCTAssertEqual(String(describing: error),
                           "f.json:1:\(column): row 'x': key '\(path(30))…' nests 100000 levels; at most 64")
        }
    }

    func testSixtyFourNamesNestSixtyFourObjectsAndSixtyFiveAreRefused() throws {
        let form64 = try FormLoader.parse(text: form(key: path(64)), file: "f.json")
        let json = OutputWriter.json(form64.allRows.map { (key: $0.outputKey, value: Value.string("v")) }, compact: true)
        XCTAssertEqual(json, String(repeating: #"{"a":"#, count: 64) + #""v""# + String(repeating: "}", count: 64) + "\n")
        XCTAssertThrowsError(try FormLoader.parse(text: form(key: path(65)), file: "f.json")) { error in
            XCTAssertEqual((error as? FormFileErrors)?.first?.kind, .badValue(.keyTooDeep(path(65), depth: 65, limit: 64)))
        }
    }

    /// A values file member named by a 100,000-name path names no row: refused, with no
    /// suggestion looked for (an edit distance against every name would cost their product).
    func testAValuesKeyOf100000NamesIsUnknownWithoutASuggestion() throws {
        let form = try FormLoader.parse(text: self.form(key: "a.b"), file: "f.json")
        XCTAssertThrowsError(try ValuesLoader.parse(text: #"{"\#(path(100_000))": 1}"#, file: "v.json", form: form)) { error in
            XCTAssertEqual((error as? FormFileErrors)?.first?.kind, .unknownValueKey(path(100_000), suggestion: nil))
        }
        XCTAssertNil(Suggestion.closest(to: String(repeating: "x", count: 300), in: [String(repeating: "x", count: 299)]),
                     "a word over 256 bytes gets no suggestion")
        XCTAssertEqual(Suggestion.closest(to: "emial", in: ["a-much-longer-name", "email"]), "email")
    }
}
