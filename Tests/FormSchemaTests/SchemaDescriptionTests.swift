import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// Descriptions as a form draws them: line breaks kept, backticks and links as text,
/// `markdownDescription` first.
final class SchemaDescriptionTests: SchemaFormTestCase {
    func testMarkdownBecomesText() {
        XCTAssertEqual(SchemaDescription.plain("Use `npm ci` or see [the docs](https://x.org/a_(b)).\r\nNext"),
                       "Use npm ci or see the docs (https://x.org/a_(b)).\nNext")
        XCTAssertEqual(SchemaDescription.plain("[not a link] (x), [b](c d), [x]"), "[not a link] (x), [b](c d), [x]")
        XCTAssertEqual(SchemaDescription.plain("a\rb"), "a\nb")
        XCTAssertEqual(SchemaDescription.oneLine("one\n\n  two \nthree"), "one two three")
    }

    /// Read as bytes, the marks are found as they were as characters, and the rest is kept.
    func testMarkdownReadAsBytesKeepsTextThatIsNoMark() {
        XCTAssertEqual(SchemaDescription.plain("Zürich — `ß` [Ünïcode `x`](https://é.org/ü) 日本"),
                       "Zürich — ß Ünïcode x (https://é.org/ü) 日本")
        XCTAssertEqual(SchemaDescription.plain("[a\u{2028}b](u) [c](d\u{85}e) [[x](y)"), "[a\u{2028}b](u) [c](d\u{85}e) [x (y)")
        XCTAssertEqual(SchemaDescription.plain("[open](never closed"), "[open](never closed")
        XCTAssertEqual(SchemaDescription.plain("[](u) [t]()"), " (u) [t]()")
        XCTAssertEqual(SchemaDescription.plain("no marks at all, é"), "no marks at all, é")
        XCTAssertEqual(SchemaDescription.oneLine("already one line"), "already one line")
        XCTAssertEqual(SchemaDescription.oneLine(" padded\t"), "padded")
        XCTAssertEqual(SchemaDescription.oneLine("a\u{2028}b"), "a b")
    }

    func testRowsSectionsAndOptionsShowTheDescriptionAsText() throws {
        let form = try form(#""b": {"type": "boolean", "description": "plain", "markdownDescription": "Line one\nUse `x`"}, "t": {"type": "string", "description": "one\ntwo"}, "n": {"type": "boolean", "description": "See [docs](https://d.io)"}, "o": {"type": "object", "description": "First\nsecond", "properties": {"c": {"oneOf": [{"const": "a", "description": "The\n`a` one"}, {"const": "b"}]}}}"#)
        let b = try row(form, "b.description")
        XCTAssertEqual(b.type, .longInfo, "a description of several lines is drawn on several")
        XCTAssertEqual(b.value, .string("Line one\nUse x"))
        XCTAssertEqual(try row(form, "n.description").type, .info)
        XCTAssertEqual(try row(form, "n.description").value, .string("See docs (https://d.io)"))
        XCTAssertEqual(try row(form, "t").placeholder, "one two", "a placeholder is one line")
        XCTAssertEqual(form.sections.first { $0.tag == "o" }?.footer, "First\nsecond")
        XCTAssertEqual(try row(form, "o.c").options.map(\.title), ["The a one", "b"])
    }
}
