import XCTest
@testable import FormCore
import FormSchema

/// Words other tools use for formrun's row types and keys are answered with formrun's names.
final class SpecSynonymTests: XCTestCase {
    /// The message (without file, location and row) of the only error of a form of `row`.
    private func message(_ row: String, line: UInt = #line) -> String {
        do {
            _ = try FormLoader.parse(text: "{\"sections\": [{\"tag\": \"s\", \"rows\": [\(row)]}]}", file: "f.json")
            XCTFail("no error", line: line)
        } catch let list as FormFileErrors {
            XCTAssertEqual(list.errors.count, 1, "\(list)", line: line)
            return list.first?.message ?? ""
        } catch {
            XCTFail("\(error)", line: line)
        }
        return ""
    }

    func testTypesOfOtherTools() {
        let expected: [(String, String)] = [
            ("select", "'picker' or 'sheet'"), ("dropdown", "'picker' or 'sheet'"), ("combo", "'picker' or 'sheet'"),
            ("boolean", "'switch' or 'check'"), ("checkbox", "'switch' or 'check'"), ("toggle", "'switch' or 'check'"),
            ("bool", "'switch' or 'check'"), ("array", "'tokens' or 'multipleSelect'"),
            ("string", "'text'"), ("input", "'text'"), ("number", "'decimal' or 'integer'"), ("int", "'integer'"),
            ("textarea", "'textView'"), ("Select", "'picker' or 'sheet'"),
        ]
        for (word, suggestion) in expected {
            XCTAssertEqual(message(#"{"tag": "a", "type": "\#(word)"}"#),
                           "unknown type '\(word)' (did you mean \(suggestion)?)", word)
        }
    }

    func testSpellingIsStillSuggestedAndRealTypesRead() throws {
        XCTAssertEqual(message(#"{"tag": "a", "type": "emial"}"#), "unknown type 'emial' (did you mean 'email'?)")
        XCTAssertEqual(message(#"{"tag": "a", "type": "zzzzzz"}"#), "unknown type 'zzzzzz'")
        // `list` and `integer` are types of formrun's: they read (a list then needs its `item`).
        XCTAssertEqual(message(#"{"tag": "a", "type": "list"}"#), "missing 'item'")
        _ = try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "a", "type": "integer"}]}]}"#, file: "f.json")
    }

    func testRowKeysOfOtherTools() {
        let expected: [(String, String)] = [
            (#""label": "Name""#, "unknown key 'label' (did you mean 'title'?)"),
            (#""default": "x""#, "unknown key 'default' (did you mean 'value'?)"),
            (#""name": "x""#, "unknown key 'name' (did you mean 'tag'?)"),
            (#""id": "x""#, "unknown key 'id' (did you mean 'tag'?)"),
            (#""choices": ["x"]"#, "unknown key 'choices' (did you mean 'options'?)"),
            (#""enum": ["x"]"#, "unknown key 'enum' (did you mean 'options'?)"),
            (#""items": ["x"]"#, "unknown key 'items' (did you mean 'options' or 'item'?)"),
            (#""prompt": "x""#, "unknown key 'prompt' (did you mean 'placeholder'?)"),
            (#""regex": "x""#, "unknown key 'regex' (did you mean 'validators'?)"),
            (#""titel": "x""#, "unknown key 'titel' (did you mean 'title'?)"),
        ]
        for (member, words) in expected {
            XCTAssertEqual(message(#"{"tag": "a", "type": "text", \#(member)}"#), words, member)
        }
    }

    func testOtherOwnersKeys() {
        XCTAssertEqual(message(#"{"tag": "a", "type": "text", "validators": [{"type": "regex", "regex": "x"}]}"#),
                       "unknown key 'regex' (did you mean 'pattern'?)")
        XCTAssertEqual(message(#"{"tag": "a", "type": "text", "validators": [{"type": "length", "min": 1, "error": "x"}]}"#),
                       "unknown key 'error' (did you mean 'message'?)")
    }

    func testPatternOnATextRowPointsToTheRegexValidator() {
        XCTAssertEqual(message(#"{"tag": "a", "type": "text", "pattern": "^[a-z]+$"}"#),
                       #"'pattern' does not apply to a 'text' row (to check a row's text against a regular expression, "#
                       + #"give it a 'regex' validator: "validators": [{"type": "regex", "pattern": "^[a-z]+$", "#
                       + #""message": "lower-case letters only"}])"#)
    }

    /// The example the advice writes out is a validator formrun reads.
    func testTheAdvisedValidatorReads() throws {
        let advice = try XCTUnwrap(SpecSynonyms.rowKeyAdvice["pattern"])
        let example = try XCTUnwrap(advice.range(of: #""validators""#)).lowerBound
        let row = #"{"tag": "a", "type": "text", "# + advice[example...] + "}"
        let form = try FormLoader.parse(text: "{\"sections\": [{\"rows\": [\(row)]}]}", file: "f.json")
        XCTAssertEqual(form.allRows.first?.validators.count, 1)
    }

    /// Every synonym is a word formrun does not know, and every name it leads to is one it does.
    func testTheTablesLeadFromUnknownWordsToKnownNames() {
        let tables: [(String, [String: [String]], [String])] = [
            ("types", SpecSynonyms.types, RowType.allCases.map(\.rawValue)),
            ("rows", SpecSynonyms.rowKeys, RowKey.allCases.map(\.rawValue)),
            ("sections", SpecSynonyms.sectionKeys, SectionKey.allCases.map(\.rawValue)),
            ("form", SpecSynonyms.formKeys, FormKey.allCases.map(\.rawValue)),
            ("validators", SpecSynonyms.validatorKeys, ValidatorKey.allCases.map(\.rawValue)),
        ]
        for (name, table, known) in tables {
            let lower = Set(known.map { $0.lowercased() })
            for (word, names) in table {
                XCTAssertEqual(word, word.lowercased(), "\(name): \(word)")
                XCTAssertFalse(lower.contains(word), "\(name): '\(word)' is a name of formrun's")
                XCTAssertFalse(names.isEmpty, "\(name): \(word)")
                for target in names { XCTAssertTrue(known.contains(target), "\(name): \(word) → \(target)") }
            }
        }
    }
}
