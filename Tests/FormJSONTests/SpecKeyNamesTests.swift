import XCTest
@testable import FormCore

/// Keys and type names matched on the file's bytes give what `init(rawValue:)` gives.
final class SpecKeyNamesTests: XCTestCase {
    private func firstKey(_ json: String) throws -> RowKey? {
        let document = try JSONReader.document(bytes: Array(json.utf8), file: "f.json")
        return try XCTUnwrap(document.root.members?.first).name(among: RowKey.names)
    }

    func testPlainKeys() throws {
        XCTAssertEqual(try firstKey(#"{"tag": 1}"#), .tag)
        XCTAssertEqual(try firstKey(#"{"disabledMessage": 1}"#), .disabledMessage)
        XCTAssertNil(try firstKey(#"{"tags": 1}"#))
        XCTAssertNil(try firstKey(#"{"": 1}"#))
        XCTAssertNil(try firstKey(#"{"Tag": 1}"#))
    }

    func testEscapedAndNonASCIIKeysAreComparedAsStrings() throws {
        XCTAssertEqual(try firstKey(#"{"t\u0061g": 1}"#), .tag)
        XCTAssertNil(try firstKey(#"{"t\u00e4g": 1}"#))
        XCTAssertNil(try firstKey("{\"tägs\": 1}"))
        for key in RowKey.allCases {
            XCTAssertEqual(try firstKey("{\"\(key.rawValue)\": 1}"), key)
        }
    }

    func testTypeNames() throws {
        let document = try JSONReader.document(bytes: Array(#"["switch", "sw\u0069tch", "Switch", 3]"#.utf8), file: "f.json")
        let names = try XCTUnwrap(document.root.elements).map { $0.name(among: RowType.names) }
        XCTAssertEqual(names, [.switch, .switch, nil, nil])
    }
}
