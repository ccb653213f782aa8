import XCTest
@testable import FormJSON

/// Keys and type names matched on the file's bytes give what `init(rawValue:)` gives.
final class SpecKeyNamesTests: XCTestCase {
    /// Names as a reader's keys and types are (the form reader's `RowKey`, `RowType`).
    private enum Name: String, CaseIterable, Sendable {
        case tag, disabledMessage, `switch`, text, textView, maxLength

        static let names = KeyNames(allCases)
    }

    private func firstKey(_ json: String) throws -> Name? {
        let document = try JSONReader.document(bytes: Array(json.utf8))
        return try XCTUnwrap(document.root.members?.first).name(among: Name.names)
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
        for key in Name.allCases {
            XCTAssertEqual(try firstKey("{\"\(key.rawValue)\": 1}"), key)
        }
    }

    func testTypeNames() throws {
        let document = try JSONReader.document(bytes: Array(#"["switch", "sw\u0069tch", "Switch", 3]"#.utf8))
        let names = try XCTUnwrap(document.root.elements).map { $0.name(among: Name.names) }
        XCTAssertEqual(names, [.switch, .switch, nil, nil])
    }
}
