import XCTest
@testable import FormCore

final class ValidationTextValueTests: XCTestCase {
    func testEmptyIsNull() {
        for type in [RowType.text, .integer, .decimal, .email] {
            XCTAssertEqual(TextValue.value(fromText: "", type: type), .null)
        }
    }

    func testIntegerParsing() {
        XCTAssertEqual(TextValue.value(fromText: "42", type: .integer), .number(42))
        XCTAssertEqual(TextValue.value(fromText: "-7", type: .integer), .number(-7))
        XCTAssertEqual(TextValue.value(fromText: "007", type: .integer), .number(7))
        for bad in ["-", "1.5", "1e3", "inf", "0x10", " 1", "12a"] {
            XCTAssertEqual(TextValue.value(fromText: bad, type: .integer), .string(bad), bad)
        }
    }

    func testDecimalParsing() {
        XCTAssertEqual(TextValue.value(fromText: "3.14", type: .decimal), .number(3.14))
        XCTAssertEqual(TextValue.value(fromText: "-0.5", type: .decimal), .number(-0.5))
        XCTAssertEqual(TextValue.value(fromText: ".5", type: .decimal), .number(0.5))
        XCTAssertEqual(TextValue.value(fromText: "-.5", type: .decimal), .number(-0.5))
        XCTAssertEqual(TextValue.value(fromText: "5.", type: .decimal), .number(5))
        for bad in [".", "-", "-.", "1.2.3", "1,5", "nan", "1e3"] {
            XCTAssertEqual(TextValue.value(fromText: bad, type: .decimal), .string(bad), bad)
        }
    }

    func testOtherTypesStayText() {
        XCTAssertEqual(TextValue.value(fromText: "42", type: .text), .string("42"))
        XCTAssertEqual(TextValue.value(fromText: "+1 555", type: .phone), .string("+1 555"))
    }

    func testTextFromValue() {
        XCTAssertEqual(TextValue.text(from: .number(18), type: .integer), "18")
        XCTAssertEqual(TextValue.text(from: .number(0.1), type: .decimal), "0.1")
        XCTAssertEqual(TextValue.text(from: .number(-2.5), type: .decimal), "-2.5")
        XCTAssertEqual(TextValue.text(from: .null, type: .text), "")
        XCTAssertEqual(TextValue.text(from: .string("hi"), type: .text), "hi")
        XCTAssertEqual(TextValue.text(from: .bool(true), type: .text), "true")
        XCTAssertEqual(TextValue.text(from: .list([.string("a"), .number(2)]), type: .text), "a, 2")
    }

    func testRoundTrip() {
        for n in [0.0, 1, -1, 0.1, 3.14159, 1234567.25, -0.001] {
            let text = TextValue.text(from: .number(n), type: .decimal)
            XCTAssertEqual(TextValue.value(fromText: text, type: .decimal), .number(n), text)
        }
    }
}
