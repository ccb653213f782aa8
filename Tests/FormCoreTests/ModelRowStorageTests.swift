import XCTest
@testable import FormCore
@testable import FormJSON

/// `Row` keeps rarely used keys in a shared box: every property still reads back what was
/// written, copies stay independent, and equality compares every property.
final class ModelRowStorageTests: XCTestCase {
    /// A row with every property set to something other than its default.
    private func fullRow() -> Row {
        var row = Row(tag: "age", type: .stepCounter, title: "Age")
        row.value = .number(18)
        row.placeholder = "years"
        row.required = .always
        row.hidden = .expression("!$more", SourceLocation(line: 3, column: 4))
        row.disabled = .expression("$locked", SourceLocation(line: 3, column: 20))
        row.disabledMessage = "locked"
        row.validators = [ValidatorSpec(kind: .range(min: 0, max: 120), message: "bad")]
        row.maxLength = 3
        row.unit = "years"
        row.format = .thousands
        row.height = 2
        row.key = "person.age"
        row.options = [Option(title: "A", value: .string("a"))]
        row.min = .number(0)
        row.max = .number(120)
        row.step = 1
        row.action = .submit
        row.style = Style(title: StyleSpec(bold: true))
        row.location = SourceLocation(line: 3, column: 1)
        return row
    }

    func testEveryPropertyReadsBackWhatWasWritten() {
        let row = fullRow()
        XCTAssertEqual(row.tag, "age")
        XCTAssertEqual(row.type, .stepCounter)
        XCTAssertEqual(row.title, "Age")
        XCTAssertEqual(row.value, .number(18))
        XCTAssertEqual(row.placeholder, "years")
        XCTAssertEqual(row.required, .always)
        XCTAssertEqual(row.hidden, .expression("!$more", SourceLocation(line: 3, column: 4)))
        XCTAssertEqual(row.disabled, .expression("$locked", SourceLocation(line: 3, column: 20)))
        XCTAssertEqual(row.disabledMessage, "locked")
        XCTAssertEqual(row.validators, [ValidatorSpec(kind: .range(min: 0, max: 120), message: "bad")])
        XCTAssertEqual(row.maxLength, 3)
        XCTAssertEqual(row.unit, "years")
        XCTAssertEqual(row.format, .thousands)
        XCTAssertEqual(row.height, 2)
        XCTAssertEqual(row.key, "person.age")
        XCTAssertEqual(row.outputKey, "person.age")
        XCTAssertEqual(row.options, [Option(title: "A", value: .string("a"))])
        XCTAssertEqual(row.min, .number(0))
        XCTAssertEqual(row.max, .number(120))
        XCTAssertEqual(row.step, 1)
        XCTAssertEqual(row.action, .submit)
        XCTAssertEqual(row.style, Style(title: StyleSpec(bold: true)))
        XCTAssertEqual(row.location, SourceLocation(line: 3, column: 1))
    }

    func testDefaults() {
        let row = Row(tag: "a", type: .text)
        XCTAssertEqual(row.required, .never)
        XCTAssertEqual(row.hidden, .never)
        XCTAssertEqual(row.disabled, .never)
        XCTAssertNil(row.disabledMessage)
        XCTAssertEqual(row.validators, [])
        XCTAssertNil(row.maxLength)
        XCTAssertNil(row.key)
        XCTAssertEqual(row.outputKey, "a")
        XCTAssertNil(row.min)
        XCTAssertNil(row.style)
        XCTAssertNil(row.extras, "a plain row has no box")
    }

    func testWritingDefaultsToAPlainRowMakesNoBox() {
        var row = Row(tag: "a", type: .text)
        row.style = nil
        row.validators = []
        row.hidden = .always
        row.required = .never
        XCTAssertNil(row.extras)
        XCTAssertEqual(row.hidden, .always)
    }

    func testCopiesAreIndependent() {
        let original = fullRow()
        var copy = original
        copy.unit = "cm"
        copy.validators.append(ValidatorSpec(kind: .length(min: 1, max: nil)))
        copy.hidden = .never
        XCTAssertEqual(original.unit, "years")
        XCTAssertEqual(original.validators.count, 1)
        XCTAssertEqual(original.hidden, .expression("!$more", SourceLocation(line: 3, column: 4)))
        XCTAssertEqual(copy.unit, "cm")
        XCTAssertEqual(copy.validators.count, 2)
        XCTAssertEqual(copy.hidden, .never)
        XCTAssertNotEqual(copy, original)
    }

    func testAConstantReplacesAnExpression() {
        var row = Row(tag: "a", type: .text)
        row.required = .expression("$b", .unknown)
        row.required = .always
        XCTAssertEqual(row.required, .always)
        XCTAssertEqual(row, { var r = Row(tag: "a", type: .text); r.required = .always; return r }())
    }

    func testEqualityComparesEveryProperty() {
        let base = fullRow()
        XCTAssertEqual(base, fullRow())
        let changes: [(inout Row) -> Void] = [
            { $0.tag = "x" }, { $0.type = .slider }, { $0.title = "x" }, { $0.value = .null },
            { $0.placeholder = nil }, { $0.required = .never }, { $0.hidden = .always },
            { $0.disabled = .expression("$other", SourceLocation(line: 3, column: 20)) },
            { $0.disabledMessage = nil }, { $0.validators = [] }, { $0.maxLength = 4 }, { $0.unit = nil },
            { $0.format = .percent }, { $0.height = nil }, { $0.key = nil }, { $0.options = [] },
            { $0.min = .number(1) }, { $0.max = nil }, { $0.step = 2 }, { $0.action = .reset },
            { $0.style = Style(title: StyleSpec(dim: true)) }, { $0.location = .unknown },
        ]
        for (index, change) in changes.enumerated() {
            var other = base
            change(&other)
            XCTAssertNotEqual(other, base, "change \(index)")
        }
    }

    func testARowWithoutABoxEqualsOneWhoseBoxHoldsDefaults() {
        let plain = Row(tag: "a", type: .text)
        var boxed = plain
        boxed.unit = "cm"
        boxed.unit = nil
        XCTAssertNotNil(boxed.extras)
        XCTAssertEqual(boxed, plain)
        XCTAssertEqual(plain, boxed)
    }

    /// The bound moved from 112 to 128 when `Number` began keeping the digits a decimal was written with.
    func testATypicalRowIsSmall() {
        XCTAssertLessThanOrEqual(MemoryLayout<Row>.size, 128)
    }
}
