import XCTest
import FormTestSupport
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// What the tests of schema forms share: reading a schema, finding rows and errors, submitting.
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

    /// The compact output of `form` with the values file `instance` (read as `--values` reads it),
    /// every row as it started except those in `edits` (by tag).
    func submit(_ schema: Form, _ instance: String?, edits: [String: Value] = [:]) throws -> String {
        var form = schema
        var given: [String: Value] = [:]
        if let instance {
            let folder = try TemporaryFolder.make()
            defer { TemporaryFolder.remove(folder) }
            let file = folder + "/v.json"
            try TemporaryFolder.write(instance, to: file)
            let read = try ValuesLoader.instance(path: file, form: form)
            given = read.values
            form.instance?.kept = read.kept
            form.instance?.given = GivenInstance(root: read.root, values: read.values)
            form.keepFalse(given: given)
            form.keepEmptyText(given: given)
        }
        let values: (Row) -> Value = { row in
            edits[row.tag] ?? row.type.unit.initialValue(for: row, given: given[row.tag] ?? row.value)
        }
        return OutputWriter.json(OutputCollector.output(form: form, values: values, isVisible: { _ in true }), compact: true)
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
