import XCTest
@testable import FormCore
import FormSchema

/// Numbers are exact to 64 bits and written without exponent or infinity.
final class NumberTests: XCTestCase {
    private let integerForm = """
    {"sections": [{"rows": [{"tag": "n", "type": "integer"}, {"tag": "d", "type": "decimal"},
      {"tag": "m", "type": "integer", "max": 9223372036854775807, "min": -9223372036854775808}]}]}
    """

    func testTypedIntegersAreExact() {
        for text in ["9007199254740993", "9223372036854775807", "-9223372036854775808", "-9007199254740993"] {
            let value = TextValue.value(fromText: text, type: .integer)
            XCTAssertEqual(value.exactNumber?.exact.map(String.init), text)
            XCTAssertEqual(TextValue.text(from: value, type: .integer), text)
            XCTAssertEqual(OutputWriter.json([("n", value)], compact: true), "{\"n\":\(text)}\n")
        }
    }

    func testTheLargestWholeNumberIsWhole() {
        let value = TextValue.value(fromText: "9223372036854775807", type: .integer)
        XCTAssertEqual(value.exactNumber?.isWhole, true)
        XCTAssertEqual(value.numberValue.map { $0.rounded() == $0 }, true, "the whole-number check passes")
    }

    func testValuesFileIntegersAreExact() throws {
        let form = try FormLoader.parse(text: integerForm, file: "f.json")
        let values = try ValuesLoader.parse(text: "{\"n\": 9007199254740993, \"m\": 9223372036854775807}", file: "v.json", form: form)
        XCTAssertEqual(values["n"].map { OutputWriter.json([("n", $0)], compact: true) }, "{\"n\":9007199254740993}\n")
        XCTAssertEqual(values["m"]?.exactNumber?.exact, Int64.max)
    }

    func testFormValuesAndBoundsAreExact() throws {
        let form = try FormLoader.parse(text: integerForm, file: "f.json")
        XCTAssertEqual(form.allRows[2].max?.exactNumber?.exact, Int64.max)
        XCTAssertEqual(form.allRows[2].min?.exactNumber?.exact, Int64.min)
    }

    /// Issue 27 row 11: a decimal keeps every digit it is given, in every way it comes in.
    func testDecimalsKeepDigitsADoubleWouldLose() throws {
        let tiny = "0." + String(repeating: "0", count: 399) + "1"
        for (given, written) in [("123456789012345678901234567890", "123456789012345678901234567890"),
                                 ("-123456789012345678901234567890.5", "-123456789012345678901234567890.5"),
                                 ("1e-400", tiny), ("1.5e1", "15"), ("1e3", "1000"), ("2.50", "2.50")] {
            XCTAssertEqual(Number(text: given).map(NumberText.format), written, given)
            let form = try FormLoader.parse(text: integerForm, file: "f.json")
            let values = try ValuesLoader.parse(text: "{\"d\": \(given)}", file: "v.json", form: form)
            XCTAssertEqual(values["d"].map { OutputWriter.json([("d", $0)], compact: true) }, "{\"d\":\(written)}\n", given)
            XCTAssertEqual(try PlainAnswer.value(from: given, for: form.allRows[1]).get().exactNumber.map(NumberText.format), written, given)
        }
        let typed = TextValue.value(fromText: "123456789012345678901234567890", type: .decimal)
        XCTAssertEqual(TextValue.text(from: typed, type: .decimal), "123456789012345678901234567890")
        XCTAssertNotEqual(Number(text: "1e-400"), Number(0), "a non-zero value that underflows is not zero")
        XCTAssertNil(Number(text: "1e-5000"), "past the exponent limit: refused")
        XCTAssertNil(Number(text: "1e400"), "past a double: refused")
        XCTAssertEqual(Number(text: "0e-5000").map(NumberText.format), "0")
        let decimalRow = try FormLoader.parse(text: integerForm, file: "f.json").allRows[1]
        for given in ["1e400", "1e-5000", "-1e999999"] {
            XCTAssertEqual(PlainAnswer.value(from: given, for: decimalRow), .failure(.outOfRange), given)
        }
        XCTAssertEqual(PlainAnswer.value(from: "1x", for: decimalRow), .failure(.notANumber))
    }

    func testExactAndDoubleNumbersCompare() {
        XCTAssertEqual(Number(3), Number(3.0))
        XCTAssertEqual(Number(3).hashValue, Number(3.0).hashValue)
        XCTAssertNotEqual(Number(9007199254740993 as Int64), Number(9007199254740992 as Int64))
        XCTAssertLessThan(Number(9007199254740992 as Int64), Number(9007199254740993 as Int64))
        XCTAssertNotEqual(Number(2.5), Number(2))
        XCTAssertNil(Number(text: "1e400"))
        XCTAssertNil(Number(text: "inf"))
        XCTAssertNil(Number(text: "nan"))
        XCTAssertNil(Number(text: "1e20")?.exact)
        XCTAssertEqual(Number(text: "1e20").map(NumberText.format), "100000000000000000000")
    }

    func testNoExponentNoInfinity() {
        XCTAssertEqual(NumberText.format(1e20), "100000000000000000000")
        XCTAssertEqual(NumberText.format(-1.5e17), "-150000000000000000")
        XCTAssertEqual(NumberText.format(1.5e-7), "0.00000015")
        XCTAssertEqual(NumberText.format(0.1), "0.1")
        XCTAssertEqual(NumberText.format(123.456), "123.456")
        XCTAssertEqual(NumberText.format(Double.infinity), "0")
        XCTAssertEqual(NumberText.format(Number(Int64.min)), "-9223372036854775808")
        XCTAssertEqual(OutputWriter.json([("x", .number(1e20))], compact: true), "{\"x\":100000000000000000000}\n")
    }

    func testTypedDecimalsKeepTheirDigits() {
        for text in ["0.1", "3.14159", "-0.000001", "12345678.9"] {
            XCTAssertEqual(TextValue.text(from: TextValue.value(fromText: text, type: .decimal), type: .decimal), text)
        }
    }
}

/// Decimals keep the digits they were written with.
final class WrittenDecimalTests: XCTestCase {
    func testDecimalsAreWrittenAsTyped() throws {
        for text in ["1.10", "0.5", "-0.250", "12345678901234567890.5", "1.0", "3.14159265358979323846"] {
            let number = try XCTUnwrap(Number(text: text))
            XCTAssertEqual(NumberText.format(number), text)
        }
        XCTAssertEqual(NumberText.format(try XCTUnwrap(Number(text: "1e3"))), "1000", "no exponent in the output")
        XCTAssertEqual(NumberText.format(try XCTUnwrap(Number(text: "42"))), "42")
        XCTAssertEqual(Number(text: "1.10"), Number(text: "1.1"), "the written digits are not part of equality")
        XCTAssertNil(Number(text: "007.5")?.written, "only JSON's own spelling is kept")
    }

    func testATypedDecimalGoesToTheOutputAsTyped() {
        let value = TextValue.value(fromText: "2.50", type: .decimal)
        XCTAssertEqual(OutputWriter.json([("price", value)], compact: true), #"{"price":2.50}"# + "\n")
    }
}
