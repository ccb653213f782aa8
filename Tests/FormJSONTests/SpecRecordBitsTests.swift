import XCTest
import FormCore
@testable import FormJSON

/// The document's 8-byte records: kinds told by the first byte and a bit for escaped strings.
final class SpecRecordBitsTests: XCTestCase {
    func testBits() {
        var bits = RecordBits()
        for index in [0, 63, 64, 1000] { bits.insert(index) }
        XCTAssertEqual((0..<1100).filter(bits.contains), [0, 63, 64, 1000])
        XCTAssertFalse(bits.contains(100_000))
    }

    func testKindsAndCounts() throws {
        let text = #"{"a": [1, -2, "x", "\u0079", true, false, null, {}, []], "b\n": {"c": 0}}"#
        let document = try JSONReader.document(bytes: Array(text.utf8), file: "f.json")
        XCTAssertEqual(MemoryLayout<JSONDocument.Node>.stride, 8)
        let root = document.root
        XCTAssertEqual(root.members?.count, 2)
        let elements = try XCTUnwrap(root["a"]?.elements)
        XCTAssertEqual(elements.count, 9)
        XCTAssertEqual(elements.map { document.kind(at: $0.index) },
                       [.number, .number, .string, .escapedString, .true, .false, .null, .object, .array])
        XCTAssertEqual(elements.map(\.stringValue), [nil, nil, "x", "y", nil, nil, nil, nil, nil])
        XCTAssertEqual(root.members?.map(\.key), ["a", "b\n"])
        XCTAssertEqual(root["b\n"]?["c"]?.numberValue, 0)
    }
}
