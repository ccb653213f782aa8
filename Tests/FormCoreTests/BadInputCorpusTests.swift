import XCTest
@testable import FormCore
import FormSchema
import FormTestSupport

/// The bad-input corpus's inputs too big for files: strings over 1 MiB, files over 16 MiB, endless
/// devices, each with the located message it must produce (`BadInputFilesTests` reads the rest).
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

    /// Row `a` holding `hidden: condition`; the condition's text starts at column 41.
    private static func hidden(_ condition: String) -> String {
        form("{\"tag\": \"a\", \"type\": \"text\", \"hidden\": \"\(condition)\"},\n{\"tag\": \"b\", \"type\": \"text\"}")
    }

    private static let numbers = form("{\"tag\": \"n\", \"type\": \"integer\"},\n{\"tag\": \"d\", \"type\": \"decimal\"},\n{\"tag\": \"day\", \"type\": \"date\"}")

    /// Inputs too big to keep as files (the rest of the corpus is under `Tests/BadInput/`).
    private static let cases: [Case] = {
        let chain = Array(repeating: "$b", count: 201).joined(separator: " == 1 || ")
        return [
            Case(name: "title over 1 MiB", text: "{\"title\": \"" + String(repeating: "x", count: (1 << 20) + 1) + "\", \"sections\": []}", message: "f.json:1:11: string too long (more than 1 MiB)"),
            Case(name: "key over 1 MiB", text: "{\"" + String(repeating: "k", count: (1 << 20) + 1) + "\": 1}", message: "f.json:1:2: string too long (more than 1 MiB)"),
            Case(name: "value over 1 MiB", text: "{\"n\": \"" + String(repeating: "é", count: (1 << 19) + 1) + "\"}", form: numbers, message: "f.json:1:7: string too long (more than 1 MiB)"),
            Case(name: "condition over 1 MiB", text: hidden(chain + String(repeating: " ", count: 1 << 20)), message: "f.json:2:40: string too long (more than 1 MiB)"),
        ]
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
