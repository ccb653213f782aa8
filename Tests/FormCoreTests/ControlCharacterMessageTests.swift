import XCTest
@testable import FormCore
import FormSchema

/// Nothing from an input file reaches stderr raw (issue #8, findings 3, 10, 13): messages spell
/// out control characters and cut huge values; the JSON writer escapes C0, DEL, C1 and bidi controls.
final class ControlCharacterMessageTests: XCTestCase {
    /// Every character a terminal would act on: C0, DEL, C1, bidi controls.
    private static let controls: [Unicode.Scalar] = (0..<0x20).compactMap(Unicode.Scalar.init)
        + (0x7F...0x9F).compactMap(Unicode.Scalar.init)
        + [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069].compactMap(Unicode.Scalar.init)

    private func assertNoControl(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let found = text.unicodeScalars.filter { Self.controls.contains($0) }
        XCTAssertEqual(found.map { String($0.value, radix: 16) }, [], text.debugDescription, file: file, line: line)
    }

    private func formError(_ text: String, file: String = "f.json") -> String {
        do {
            _ = try FormLoader.parse(text: text, file: file)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    private func rowError(_ row: String) -> String {
        formError("{\"sections\": [{\"tag\": \"s\", \"rows\": [\(row)]}]}")
    }

    // MARK: Finding 10: the JSON writer

    func testTheJSONWriterEscapesEveryControlCharacter() {
        let all = String(String.UnicodeScalarView(Self.controls))
        let json = OutputWriter.json([("v", .string(all + "é中👍"))], compact: true)
        assertNoControl(String(json.dropLast()))
        for code in ["\\u0085", "\\u0090", "\\u009b", "\\u009c", "\\u009d", "\\u007f", "\\u202e", "\\u2066", "\\u001b"] {
            XCTAssertTrue(json.contains(code), code)
        }
        XCTAssertTrue(json.contains("é中👍"), "other characters stay as they are")
    }

    // MARK: Finding 3: messages quoting input

    func testUnknownTypeKeyAndFormatAreSpelledOut() {
        let esc = "\\u001b]0;pwn\\u0007\\u009b\\r"
        let type = rowError("{\"tag\": \"a\", \"type\": \"x\(esc)\"}")
        XCTAssertTrue(type.contains("unknown type 'x\\u{001B}]0;pwn\\u{0007}\\u{009B}\\r'"), type)
        assertNoControl(type)
        let key = rowError("{\"tag\": \"a\", \"type\": \"text\", \"\\u202eevil\": 1}")
        XCTAssertTrue(key.contains("unknown key '\\u{202E}evil'"), key)
        assertNoControl(rowError("{\"tag\": \"a\", \"type\": \"text\", \"format\": \"\(esc)\"}"))
        assertNoControl(rowError("{\"tag\": \"a\", \"type\": \"text\", \"validators\": [{\"type\": \"regex\", \"pattern\": \"(\(esc)\"}]}"))
        assertNoControl(rowError("{\"tag\": \"a\", \"type\": \"date\", \"value\": \"\(esc)\"}"))
        assertNoControl(rowError("{\"tag\": \"a\(esc)\", \"type\": \"text\"}"))
    }

    func testACraftedTypeCannotStartANewLine() {
        let message = rowError("{\"tag\": \"a\", \"type\": \"x\\nf.json: ok (1 sections, 1 rows)\"}")
        XCTAssertFalse(message.contains("\n"), message)
        XCTAssertTrue(message.contains("'x\\nf.json: ok"), message)
    }

    func testAFileNameIsSpelledOut() {
        let message = formError("[]", file: "evil\u{1B}[2J.json")
        XCTAssertTrue(message.hasPrefix("evil\\u{001B}[2J.json:"), message)
    }

    func testAnUnknownValuesTagIsSpelledOut() throws {
        let form = try FormLoader.parse(text: "{\"sections\": [{\"tag\": \"s\", \"rows\": [{\"tag\": \"a\", \"type\": \"text\"}]}]}", file: "f.json")
        do {
            _ = try ValuesLoader.parse(text: "{\"\\u009b31m\": 1}", file: "v.json", form: form)
            XCTFail("no error")
        } catch {
            XCTAssertTrue("\(error)".contains("'\\u{009B}31m'"), "\(error)")
            assertNoControl("\(error)")
        }
    }

    // MARK: Finding 13: huge values are cut

    func testAHugeNumberIsCut() {
        let digits = String(repeating: "9", count: 100_000)
        let message = rowError("{\"tag\": \"a\", \"type\": \"integer\", \"value\": \(digits)}")
        XCTAssertLessThan(message.count, 200, message)
        XCTAssertTrue(message.contains("…"), message)
        let whole = rowError("{\"tag\": \"a\", \"type\": \"text\", \"maxLength\": 1.\(digits)}")
        XCTAssertLessThan(whole.count, 200, whole)
    }

    func testAHugeQuotedWordIsCutToSixtyCharacters() {
        let message = rowError("{\"tag\": \"a\", \"type\": \"\(String(repeating: "x", count: 100_000))\"}")
        XCTAssertTrue(message.contains("'" + String(repeating: "x", count: 59) + "…'"), message)
    }

    func testVisibleTextLeavesPlainTextAlone() {
        XCTAssertEqual(VisibleText.escaped("a\\b é 中"), "a\\b é 中")
        XCTAssertEqual(VisibleText.escaped("a\nb", keepingNewlines: true), "a\nb")
        XCTAssertEqual(VisibleText.cut(String(repeating: "é", count: 60)), String(repeating: "é", count: 60))
    }
}
