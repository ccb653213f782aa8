import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// What the validator's tests share: reading test JSON, and asserting an instance's failures.
class SchemaValidatorTestCase: XCTestCase {
    func node(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONNode {
        do {
            return try JSONReader.parse(text, file: "t.json")
        } catch {
            XCTFail("Bad JSON in test: \(text)", file: file, line: line)
            return JSONNode(.null, at: .unknown)
        }
    }

    func failures(_ schema: String, _ instance: String, file: StaticString = #filePath, line: UInt = #line)
        -> [SchemaFailure] {
        SchemaValidator(root: node(schema, file: file, line: line)).failures(of: node(instance, file: file, line: line))
    }

    func assertValid(_ schema: String, _ instances: String..., file: StaticString = #filePath, line: UInt = #line) {
        for instance in instances {
            XCTAssertEqual(failures(schema, instance, file: file, line: line), [], "\(instance) against \(schema)",
                           file: file, line: line)
        }
    }

    /// `instance` fails with exactly the one failure `message` at `path`.
    func assertFails(_ schema: String, _ instance: String, _ message: String, at path: String = "",
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(failures(schema, instance, file: file, line: line), [SchemaFailure(path: path, message: message)],
                       "\(instance) against \(schema)", file: file, line: line)
    }

    func assertInvalid(_ schema: String, _ instances: String..., file: StaticString = #filePath, line: UInt = #line) {
        for instance in instances {
            XCTAssertFalse(failures(schema, instance, file: file, line: line).isEmpty, "\(instance) against \(schema)",
                           file: file, line: line)
        }
    }
}

/// JSON string literals for test data.
enum JSONTextForTest {
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
