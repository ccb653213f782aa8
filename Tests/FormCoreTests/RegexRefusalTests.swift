@testable import FormCore
import XCTest
import FormSchema

/// Patterns that need backtracking are refused when the file is read: a located error in a form
/// file, a warning and a JSON-text row in a JSON Schema. The pathological ones run, linearly,
/// wherever a pattern is checked.
final class RegexRefusalTests: XCTestCase {
    private let context = ValidationContext(value: { _ in .null })
    private let longText = String(repeating: "a", count: 10_000) + "b"

    func testFormFileRefusesBacktrackingWithALocatedError() {
        InlineForm.expectErrors([
            #"{"tag": "x", "type": "text", "validators": [{"type": "regex", "pattern": "(a)\\1"}]}"#:
                "f.json:2:78: row 'x': backreferences are not supported (\\1 at position 3): matching them needs "
                + "backtracking, whose time can grow exponentially with the text (patterns run in linear time)",
            #"{"tag": "x", "type": "text", "validators": [{"type": "regex", "pattern": "(?<n>a)\\k<n>"}]}"#:
                "f.json:2:82: row 'x': backreferences are not supported (\\k<n> at position 7): matching them needs "
                + "backtracking, whose time can grow exponentially with the text (patterns run in linear time)",
            #"{"tag": "x", "type": "tokens", "pattern": "a(?=b)*"}"#:
                "f.json:2:50: row 'x': invalid regular expression 'a(?=b)*': nothing to repeat before '*' at position 6",
            #"{"tag": "x", "type": "text", "validators": [{"type": "regex", "pattern": "a{2000}"}]}"#:
                "f.json:2:76: row 'x': invalid regular expression 'a{2000}': repeat count 2000 at position 1 is above 1000",
        ])
    }

    func testPathologicalValidatorAndTokensPatternsAnswer() throws {
        let row = try InlineForm.row(#"{"tag": "x", "type": "text", "validators": [{"type": "regex", "pattern": "^(a+)+$"}]}"#)
        XCTAssertEqual(Validation.check(row: row, value: .string(longText), required: false, context: context),
                       "Does not match the pattern ^(a+)+$")
        XCTAssertNil(Validation.check(row: row, value: .string(String(repeating: "a", count: 10_000)), required: false, context: context))
        let tokens = try InlineForm.row(#"{"tag": "t", "type": "tokens", "pattern": "^(a+)+$"}"#)
        XCTAssertNotNil(TokensRule.refusal(adding: longText, to: [], row: tokens))
        XCTAssertNotNil(Validation.check(row: tokens, value: .list([.string(longText)]), required: false, context: context))
    }

    private func load(_ properties: String) throws -> FormLoader.Loaded {
        try FormLoader.read(text: #"{"type": "object", "properties": {"# + properties + "}}", file: "s.json")
    }

    func testSchemaBacktrackingPatternIsWarnedAndEditedAsJSON() throws {
        let loaded = try load(#""p": {"type": "string", "pattern": "^(a)\\1$"}, "t": {"type": "array", "items": {"type": "string", "pattern": "(?<x>a)\\k<x>"}}"#)
        let p = try XCTUnwrap(loaded.form.row("p"))
        XCTAssertEqual(p.encoding, .jsonText)
        XCTAssertEqual(p.type, .textView)
        XCTAssertEqual(try XCTUnwrap(loaded.form.row("t")).encoding, .jsonText)
        let warning = try XCTUnwrap(loaded.warnings.first { $0.tag == "p" })
        XCTAssertEqual(warning.kind, .editedAsJSON(.backtrackingPattern("^(a)\\1$", .backreference("\\1"))))
        XCTAssertEqual(warning.description,
                       "s.json:1:40: warning: property 'p': pattern '^(a)\\1$' uses a backreference (\\1), which formrun does not run "
                       + "(matching it needs backtracking, whose time can grow exponentially) and does not check: "
                       + "edited as JSON text, checked against its schema")
        XCTAssertTrue(loaded.warnings.contains { $0.tag == "t" && $0.kind == .editedAsJSON(.backtrackingPattern("(?<x>a)\\k<x>", .backreference("\\k<x>"))) })
        XCTAssertNil(Validation.check(row: p, value: .string("\"aa\""), required: false, context: context),
                     "the schema check skips a pattern it cannot run")
    }

    func testLookaroundIsReadAndChecked() throws {
        let row = try InlineForm.row(#"{"tag": "x", "type": "text", "validators": [{"type": "regex", "pattern": "(?!(?:meta|local)$).*"}]}"#)
        XCTAssertEqual(Validation.check(row: row, value: .string("meta"), required: false, context: context), "Does not match the pattern (?!(?:meta|local)$).*")
        XCTAssertNil(Validation.check(row: row, value: .string("metadata"), required: false, context: context))
        let loaded = try load(#""repo": {"type": "string", "pattern": "^(?!(?:meta|local)$).*$"}"#)
        XCTAssertEqual(loaded.warnings, [])
        let repo = try XCTUnwrap(loaded.form.row("repo"))
        XCTAssertNotEqual(repo.encoding, .jsonText)
        XCTAssertNotNil(Validation.check(row: repo, value: .string("local"), required: false, context: context))
        XCTAssertNil(Validation.check(row: repo, value: .string("https://example.org/repo"), required: false, context: context))
    }

    func testSchemaPathologicalPatternsAnswer() throws {
        let loaded = try load(#""p": {"type": "string", "pattern": "^(a+)+$"}, "o": {"type": "object", "patternProperties": {"^(x+)+$": {"type": "number"}}}"#)
        let p = try XCTUnwrap(loaded.form.row("p"))
        XCTAssertNotNil(Validation.check(row: p, value: .string(longText), required: false, context: context))
        let o = try XCTUnwrap(loaded.form.row("o"))
        let key = String(repeating: "x", count: 10_000) + "y"
        XCTAssertNil(Validation.check(row: o, value: .string("{\"\(key)\": \"text\"}"), required: false, context: context),
                     "a name the pattern does not match is not checked against its schema")
        XCTAssertNotNil(Validation.check(row: o, value: .string("{\"xxxx\": \"text\"}"), required: false, context: context))
    }
}
