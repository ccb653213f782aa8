import XCTest
@testable import FormCore

/// The start of the bad-input corpus: malformed forms and values files (depth, size, bounds,
/// numbers), each with the located message it must produce.
final class BadInputCorpusTests: XCTestCase {
    /// One malformed input and the message it must produce.
    private struct Case {
        var name: String
        var text: String
        /// When set, `text` is a values file read for this form.
        var form: String?
        var message: String
    }

    /// A form whose only row (on line 2, from column 1) is `row`.
    private static func form(_ row: String) -> String {
        "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n\(row)\n]}]}"
    }

    /// A row `a` of `type` with `key`: `value` (the value starts at column `29 + type.count + key.count`).
    private static func sized(_ type: String, _ key: String, _ value: String) -> String {
        form("{\"tag\": \"a\", \"type\": \"\(type)\", \"\(key)\": \(value)}")
    }

    /// Row `a` holding `hidden: condition`; the condition's text starts at column 41.
    private static func hidden(_ condition: String) -> String {
        form("{\"tag\": \"a\", \"type\": \"text\", \"hidden\": \"\(condition)\"},\n{\"tag\": \"b\", \"type\": \"text\"}")
    }

    private static let numbers = form("{\"tag\": \"n\", \"type\": \"integer\"},\n{\"tag\": \"d\", \"type\": \"decimal\"},\n{\"tag\": \"day\", \"type\": \"date\"}")

    private static let cases: [Case] = {
        let deepParens = String(repeating: "(", count: 10_000) + "$b" + String(repeating: ")", count: 10_000)
        let chain = Array(repeating: "$b", count: 201).joined(separator: " == 1 || ")
        var cases = [
            // Condition depth.
            Case(name: "10,000 parentheses", text: hidden(deepParens), message: "f.json:2:241: row 'a': condition nested too deeply (more than 200 levels)"),
            Case(name: "30,000 nots", text: hidden(String(repeating: "!", count: 30_000) + "$b"), message: "f.json:2:241: row 'a': condition nested too deeply (more than 200 levels)"),
            Case(name: "201 nots", text: hidden(String(repeating: "!", count: 201) + "$b"), message: "f.json:2:241: row 'a': condition nested too deeply (more than 200 levels)"),
            Case(name: "'not' words", text: hidden(String(repeating: "not ", count: 300) + "$b"), message: "f.json:2:841: row 'a': condition nested too deeply (more than 200 levels)"),
            Case(name: "nested lists", text: hidden("$b in " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300)), message: "f.json:2:247: row 'a': condition nested too deeply (more than 200 levels)"),
            Case(name: "nested calls", text: hidden(String(repeating: "len(", count: 300) + "$b" + String(repeating: ")", count: 300)), message: "f.json:2:841: row 'a': condition nested too deeply (more than 200 levels)"),
            Case(name: "parentheses in a validator", text: form("{\"tag\": \"a\", \"type\": \"text\", \"validators\": [{\"type\": \"expression\", \"expression\": \"" + String(repeating: "(", count: 500) + "true" + String(repeating: ")", count: 500) + "\", \"message\": \"m\"}]}"), message: "f.json:2:83: row 'a': validator expression nested too deeply (more than 200 levels)"),
            Case(name: "section condition", text: "{\"sections\": [{\"tag\": \"s\", \"hidden\": \"" + String(repeating: "!", count: 300) + "true\", \"rows\": [{\"tag\": \"a\", \"type\": \"text\"}]}]}", message: "f.json:1:239: section 's': condition nested too deeply (more than 200 levels)"),
            Case(name: "form condition", text: "{\"disabled\": \"" + String(repeating: "(", count: 300) + "true" + String(repeating: ")", count: 300) + "\", \"sections\": [{\"rows\": [{\"tag\": \"a\", \"type\": \"text\"}]}]}", message: "f.json:1:215: condition nested too deeply (more than 200 levels)"),
            // A long flat chain is no nesting.
            // JSON depth.
            Case(name: "10,000 brackets", text: String(repeating: "[", count: 10_000), message: "f.json:1:201: nested too deeply (more than 200 levels)"),
            Case(name: "10,000 braces", text: String(repeating: "{\"a\":", count: 10_000), message: "f.json:1:1001: nested too deeply (more than 200 levels)"),
            Case(name: "deep style", text: "{\"style\": " + String(repeating: "[", count: 250), message: "f.json:1:210: nested too deeply (more than 200 levels)"),
            Case(name: "deep values file", text: String(repeating: "{\"a\":", count: 300), form: numbers, message: "f.json:1:1001: nested too deeply (more than 200 levels)"),
            // Strings.
            Case(name: "title over 1 MiB", text: "{\"title\": \"" + String(repeating: "x", count: (1 << 20) + 1) + "\", \"sections\": []}", message: "f.json:1:11: string too long (more than 1 MiB)"),
            Case(name: "key over 1 MiB", text: "{\"" + String(repeating: "k", count: (1 << 20) + 1) + "\": 1}", message: "f.json:1:2: string too long (more than 1 MiB)"),
            Case(name: "value over 1 MiB", text: "{\"n\": \"" + String(repeating: "é", count: (1 << 19) + 1) + "\"}", form: numbers, message: "f.json:1:7: string too long (more than 1 MiB)"),
            Case(name: "condition over 1 MiB", text: hidden(chain + String(repeating: " ", count: 1 << 20)), message: "f.json:2:40: string too long (more than 1 MiB)"),
            // Sizes.
            Case(name: "height 10,000,000", text: sized("textView", "height", "10000000"), message: "f.json:2:44: row 'a': 'height' must be at most 200"),
            Case(name: "height 201", text: sized("textView", "height", "201"), message: "f.json:2:44: row 'a': 'height' must be at most 200"),
            Case(name: "height 0", text: sized("textView", "height", "0"), message: "f.json:2:44: row 'a': 'height' must be at least 1"),
            Case(name: "height 1e300", text: sized("textView", "height", "1e300"), message: "f.json:2:44: row 'a': 'height' must be a whole number, not 1e300"),
            Case(name: "maxLength too large", text: sized("text", "maxLength", "2000000"), message: "f.json:2:43: row 'a': 'maxLength' must be at most 1048576"),
            Case(name: "maxLength negative", text: sized("text", "maxLength", "-1"), message: "f.json:2:43: row 'a': 'maxLength' must not be negative"),
            Case(name: "minItems too large", text: sized("tokens", "minItems", "10001"), message: "f.json:2:44: row 'a': 'minItems' must be at most 10000"),
            Case(name: "maxItems too large", text: sized("tokens", "maxItems", "1000000000"), message: "f.json:2:44: row 'a': 'maxItems' must be at most 10000"),
            Case(name: "rating max too large", text: sized("rating", "max", "1000"), message: "f.json:2:39: row 'a': 'max' must be at most 100"),
            Case(name: "length validator too large", text: form("{\"tag\": \"a\", \"type\": \"text\", \"validators\": [{\"type\": \"length\", \"max\": 99999999}]}"), message: "f.json:2:71: row 'a': 'max' must be at most 1048576"),
            Case(name: "integer value 2.5", text: sized("integer", "value", "2.5"), message: "f.json:2:42: row 'a': 'value' must be a whole number, not 2.5"),
            Case(name: "values file: integer 1.5", text: "{\"n\": 1.5}", form: numbers, message: "f.json:1:7: row 'n': 'n' must be a whole number, not 1.5"),
            Case(name: "values file: -1e999", text: "{\"d\": -1e999}", form: numbers, message: "f.json:1:7: number out of range: -1e999"),
            Case(name: "values file: integer as text", text: "{\"n\": \"12\"}", form: numbers, message: "f.json:1:7: row 'n': 'n' must be a whole number, not a string"),
            Case(name: "number 1e400", text: sized("decimal", "value", "1e400"), message: "f.json:2:42: number out of range: 1e400"),
        ]
        cases.append(Case(name: "201 chained alternatives are flat", text: hidden(chain + " == 1 || $c"),
                          message: "f.json:2:\(41 + chain.count + 9): row 'a': unknown tag '$c' in condition (did you mean '$a'?)"))
        return cases
    }()

    private func message(_ c: Case) -> String {
        do {
            if let form = c.form {
                _ = try ValuesLoader.parse(text: c.text, file: "f.json", form: FormLoader.parse(text: form, file: "form.json"))
            } else {
                _ = try FormLoader.parse(text: c.text, file: "f.json")
            }
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testEveryMalformedInputHasItsLocatedMessage() {
        XCTAssertGreaterThanOrEqual(Self.cases.count, 32)
        for c in Self.cases {
            XCTAssertEqual(message(c), c.message, c.name)
        }
    }

    func testFilesOver16MiBAreRefused() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let path = folder + "/big.json"
        try TemporaryFolder.write("[" + String(repeating: " ", count: 16 << 20) + "]", to: path)
        XCTAssertThrowsError(try FormLoader.load(path: path)) {
            XCTAssertEqual("\($0)", "\(path): file too large: formrun reads at most 16 MiB")
        }
    }

    func testEndlessDevicesAreRefused() throws {
        for path in ["/dev/zero", "/dev/urandom"] {
            XCTAssertThrowsError(try FormLoader.load(path: path)) {
                XCTAssertEqual("\($0)", "\(path): file too large: formrun reads at most 16 MiB")
            }
        }
    }
}
