import XCTest
@testable import FormCore

/// `format`, `style`, validator types and `action` are enums read once by the spec layer; an
/// unknown name is a located error with "did you mean".
final class SpecEnumTests: XCTestCase {
    func testFormatsAreRead() throws {
        for format in RowFormat.allCases {
            let row = try InlineForm.row(#"{"tag": "a", "type": "text", "format": "\#(format.rawValue)"}"#)
            XCTAssertEqual(row.format, format)
        }
    }

    func testUnknownFormatIsLocatedWithSuggestion() {
        InlineForm.expectErrors([
            #"{"tag": "price", "type": "decimal", "format": "thosands"}"#:
                "f.json:2:47: row 'price': unknown format 'thosands' (did you mean 'thousands'?)",
            #"{"tag": "a", "type": "text", "format": "fancy"}"#:
                "f.json:2:40: row 'a': unknown format 'fancy' (use thousands, percent, upper, lower or mask)",
        ])
    }

    func testStylesAreParsedOnce() throws {
        let form = try InlineForm.load(#"{"tag": "a", "type": "text", "style": {"value": "Bold+red", "focus": "reverse underline"}}"#,
                                       form: #""style": {"title": "plain", "error": "dim, magenta"}, "#)
        XCTAssertEqual(form.style, Style(title: .plain, error: StyleSpec(dim: true, color: .magenta)))
        XCTAssertEqual(form.sections[0].rows[0].style,
                       Style(value: StyleSpec(bold: true, color: .red), focus: StyleSpec(reverse: true, underline: true)))
    }

    func testStyleWords() {
        XCTAssertEqual(try StyleSpec.parse("none").get(), .plain)
        XCTAssertEqual(try StyleSpec.parse("normal green").get(), StyleSpec(color: .green))
        XCTAssertEqual(try StyleSpec.parse("blue yellow").get(), StyleSpec(color: .yellow))
        XCTAssertEqual(StyleSpec.parse("bold blurple"), .failure(UnknownStyleWord(word: "blurple")))
    }

    func testUnknownStyleIsLocatedWithSuggestion() {
        XCTAssertEqual(InlineForm.error(#"{"tag": "a", "type": "text", "style": {"title": "bold blod"}}"#),
                       "f.json:2:49: row 'a': unknown style 'blod' (did you mean 'bold'?)")
        XCTAssertEqual(InlineForm.error(#"{"tag": "a", "type": "text"}"#, form: #""style": {"value": "sparkly"}, "#),
                       "f.json:1:21: unknown style 'sparkly' (use bold, dim, reverse, underline, plain, normal, none, on, "
                           + "black, red, green, yellow, blue, magenta, cyan or white)")
    }

    /// `on COLOR` names the background (issue 28: theme files and forms alike).
    func testOnNamesTheBackground() throws {
        XCTAssertEqual(try StyleSpec.parse("bold white on blue").get(), StyleSpec(bold: true, color: .white, background: .blue))
        XCTAssertEqual(try StyleSpec.parse("on red").get(), StyleSpec(background: .red))
        XCTAssertEqual(InlineForm.error(#"{"tag": "a", "type": "text"}"#, form: #""style": {"focus": "bold on"}, "#),
                       "f.json:1:21: unknown style 'on' (did you mean 'on blue'?)")
    }

    func testValidatorTypes() throws {
        let row = try InlineForm.row(#"{"tag": "a", "type": "text", "validators": [{"type": "length", "min": 2}, {"type": "regex", "pattern": "a+"}]}"#)
        XCTAssertEqual(row.validators.map(\.type), [.length, .regex])
    }

    func testUnknownValidatorTypeDoesNotFallIntoTheRangeCheck() {
        // Once an unknown type would have been read as a range with bounds.
        InlineForm.expectErrors([
            #"{"tag": "a", "type": "text", "validators": [{"type": "size", "min": 2}]}"#:
                "f.json:2:54: row 'a': unknown validator type 'size'",
            #"{"tag": "a", "type": "text", "validators": [{"min": 2, "type": "rnage"}]}"#:
                "f.json:2:64: row 'a': unknown validator type 'rnage' (did you mean 'range'?)",
        ])
    }

    func testActionIsAnEnum() throws {
        XCTAssertEqual(try InlineForm.row(#"{"tag": "b", "type": "pushButton", "action": "reset"}"#).action, .reset)
        XCTAssertEqual(InlineForm.error(#"{"tag": "b", "type": "pushButton", "action": "rest"}"#),
                       "f.json:2:46: row 'b': 'action' must be submit, cancel or reset, not 'rest' (did you mean 'reset'?)")
    }
}
