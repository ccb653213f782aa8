import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// What the tests of schema forms share: reading a schema, finding rows and errors.
class SchemaFormTestCase: XCTestCase {
    func load(_ text: String) throws -> FormLoader.Loaded {
        try FormLoader.read(text: text, file: "s.json")
    }

    func form(_ properties: String, extra: String = "") throws -> Form {
        try load(#"{"type": "object", "properties": {"# + properties + "}" + extra + "}").form
    }

    func row(_ form: Form, _ tag: String, file: StaticString = #filePath, line: UInt = #line) throws -> Row {
        try XCTUnwrap(form.row(tag), "no row '\(tag)' in \(form.allRows.map(\.tag))", file: file, line: line)
    }

    func error(_ text: String) -> FormFileError? {
        do {
            _ = try load(text)
            return nil
        } catch {
            return (error as? FormFileErrors)?.first
        }
    }
}

extension Condition {
    var expressionText: String? {
        if case .expression(let text, _) = self { return text }
        return nil
    }
}
