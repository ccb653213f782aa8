@testable import FormCore
import FormSchema

/// Forms of one section written inline, for the tests of row types and spec enums.
enum InlineForm {
    /// The form text with `rows` (JSON objects, one per line) in section `s`, starting on line 2.
    static func text(_ rows: String, form: String = "") -> String {
        "{\(form)\"sections\": [{\"tag\": \"s\", \"rows\": [\n\(rows)\n]}]}"
    }

    static func load(_ rows: String, form: String = "") throws -> Form {
        try FormLoader.parse(text: text(rows, form: form), file: "f.json")
    }

    /// The error reading the form, as printed; "no error" when it reads.
    static func error(_ rows: String, form: String = "") -> String {
        do {
            _ = try load(rows, form: form)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// The error reading `values` for the form of `rows`; "no error" when they read.
    static func valuesError(_ values: String, rows: String) -> String {
        do {
            _ = try ValuesLoader.parse(text: values, file: "v.json", form: load(rows))
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    static func values(_ values: String, rows: String) throws -> [String: Value] {
        try ValuesLoader.parse(text: values, file: "v.json", form: load(rows))
    }

    /// The one row of `rows`.
    static func row(_ rows: String) throws -> Row {
        try load(rows).sections[0].rows[0]
    }
}

import XCTest

extension InlineForm {
    /// Asserts that each row object (in a form of its own) reads with the error paired with it.
    static func expectErrors(_ cases: KeyValuePairs<String, String>, file: StaticString = #filePath, line: UInt = #line) {
        for (rows, expected) in cases {
            XCTAssertEqual(error(rows), expected, file: file, line: line)
        }
    }
}
