import XCTest
@testable import FormCore

/// Each row type's unit: the traits FormUI reads, the keys, the start and output values.
final class RowTypeUnitTests: XCTestCase {
    /// The traits follow from each unit, and agree with one another, for every type (no list of
    /// text-like types to keep up: a new type is checked by what its unit says).
    func testTraitsOfTheTypes() {
        for type in RowType.allCases {
            let unit = type.unit
            XCTAssertEqual(type.isTextLike, unit.family == .text, "\(type)")
            XCTAssertEqual(type.isReadOnly, unit.value == .readOnlyText, "\(type)")
            XCTAssertEqual(type.carriesValue, unit.value != .none && !type.isReadOnly, "\(type)")
            if type.isReadOnly { XCTAssertTrue(type.isTextLike, "\(type): read-only rows are text") }
            if type.isTextLike && !type.isReadOnly {
                // Edited as text: the editor reads a string or a number back, with a placeholder.
                XCTAssertTrue([.text, .wholeNumber, .number].contains(unit.value), "\(type)")
                XCTAssertTrue(RowKey.placeholder.applies(to: type), "\(type)")
            }
        }
        XCTAssertEqual(RowType.allCases.filter(\.isReadOnly), [.info, .longInfo])
        XCTAssertEqual(RowType.allCases.filter { !$0.carriesValue }, [.info, .longInfo, .pushButton])
        XCTAssertEqual(RowType.allCases.filter(\.isNumeric), [.decimal, .integer, .stepCounter, .slider])
        XCTAssertEqual(RowType.allCases.filter(\.isStepper), [.stepCounter, .slider, .duration])
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
        XCTAssertEqual(RowType.allCases.filter { RowKey.step.applies(to: $0) }, [.stepCounter, .slider, .duration])
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
