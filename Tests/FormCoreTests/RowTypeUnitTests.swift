import XCTest
@testable import FormCore

/// Each row type's unit: the traits FormUI reads, the keys, the start and output values.
final class RowTypeUnitTests: XCTestCase {
    func testTraitsOfTheTypes() {
        let textLike: Set<RowType> = [.text, .name, .email, .decimal, .integer, .password, .phone, .url, .textView,
                                      .info, .longInfo, .file]
        let withoutValue: Set<RowType> = [.info, .longInfo, .pushButton]
        for type in RowType.allCases {
            XCTAssertEqual(type.isTextLike, textLike.contains(type), "\(type)")
            XCTAssertEqual(type.carriesValue, !withoutValue.contains(type), "\(type)")
            XCTAssertEqual(type.isReadOnly, type == .info || type == .longInfo, "\(type)")
        }
        XCTAssertEqual(RowType.allCases.filter(\.isNumeric), [.decimal, .integer, .stepCounter, .slider])
        XCTAssertEqual(RowType.allCases.filter(\.isStepper), [.stepCounter, .slider])
        XCTAssertEqual(RowType.allCases.filter(\.isDateOrTime).count, 8)
        XCTAssertEqual(RowType.allCases.filter(\.isChoice).count, 7)
    }

    func testKeysOfEveryRow() {
        for type in RowType.allCases {
            for key in [RowKey.tag, .type, .title, .hidden, .disabled, .disabledMessage, .style, .unit] {
                XCTAssertTrue(key.applies(to: type), "\(key) \(type)")
            }
            XCTAssertEqual(RowKey.required.applies(to: type), type.carriesValue, "\(type)")
            XCTAssertEqual(RowKey.options.applies(to: type), type.isChoice && type != .pushButton, "\(type)")
        }
        XCTAssertEqual(RowType.allCases.filter { RowKey.step.applies(to: $0) }, [.stepCounter, .slider])
        XCTAssertEqual(RowType.allCases.filter { RowKey.height.applies(to: $0) }, [.textView, .longInfo])
        XCTAssertEqual(RowType.allCases.filter { RowKey.pattern.applies(to: $0) }, [.tokens])
        XCTAssertEqual(RowType.allCases.filter { RowKey.extensions.applies(to: $0) }, [.file])
    }

    func testStartValues() {
        var stepper = Row(tag: "n", type: .stepCounter)
        XCTAssertEqual(stepper.type.unit.initialValue(for: stepper, given: .null), .number(0))
        stepper.min = .number(3)
        XCTAssertEqual(stepper.type.unit.initialValue(for: stepper, given: .null), .number(3))
        stepper.max = .number(-2)
        stepper.min = nil
        XCTAssertEqual(stepper.type.unit.initialValue(for: stepper, given: .null), .number(-2))
        XCTAssertEqual(RowType.text.unit.initialValue(for: Row(tag: "t", type: .text), given: .null), .null)
        XCTAssertEqual(RowType.text.unit.initialValue(for: Row(tag: "t", type: .text), given: .string("x")), .string("x"))
    }

    func testOutputOfEmptyLists() {
        XCTAssertEqual(RowType.multipleSelect.unit.output(.list([])), .null)
        XCTAssertEqual(RowType.switch.unit.output(.bool(false)), .bool(false))
        XCTAssertEqual(RowType.integer.unit.output(.number(0)), .number(0))
    }
}
