import FormJSON
import FormYAML
import XCTest

/// Scalars written for a patch read back as the value, in the style of the text they replace when
/// that style can hold them.
final class YAMLScalarWriterTests: XCTestCase {
    func string(_ s: String, _ style: YAMLStyle, inFlow: Bool = false) -> String {
        YAMLScalarWriter.text(forString: s, style: style, inFlow: inFlow)
    }

    func testStylesKeptWhenTheyCanHoldTheValue() {
        XCTAssertEqual(string("ubuntu-22.04", .plain), "ubuntu-22.04")
        XCTAssertEqual(string("it's", .singleQuoted), "'it''s'")
        XCTAssertEqual(string("5432:5432", .doubleQuoted), "\"5432:5432\"")
        XCTAssertEqual(string("make a\nmake b\n", .literal), "|\n  make a\n  make b")
        XCTAssertEqual(string("make a\nmake b", .literal), "|-\n  make a\n  make b")
    }

    func testPlainTextThatWouldReadAsSomethingElseIsQuoted() {
        XCTAssertEqual(string("true", .plain), "'true'")
        XCTAssertEqual(string("0777", .plain), "'0777'")
        XCTAssertEqual(string("", .plain), "''")
        XCTAssertEqual(string("a: b", .plain), "'a: b'")
        XCTAssertEqual(string("- x", .plain), "'- x'")
        XCTAssertEqual(string("a # b", .plain), "'a # b'")
        XCTAssertEqual(string("on", .plain), "on")
        XCTAssertEqual(string("a,b", .plain, inFlow: true), "'a,b'")
        XCTAssertEqual(string("a,b", .plain), "a,b")
        XCTAssertEqual(string("two\nlines", .plain), "\"two\\nlines\"")
        XCTAssertEqual(string("tab\there", .singleQuoted), "'tab\there'")
        XCTAssertEqual(string("bell\u{7}", .singleQuoted), "\"bell\\x07\"")
    }

    func testNonStringScalars() {
        XCTAssertEqual(YAMLScalarWriter.text(for: JSONNode(.number(raw: "1.5e3", value: 1500), at: .unknown), style: .doubleQuoted), "1.5e3")
        XCTAssertEqual(YAMLScalarWriter.text(for: JSONNode(.bool(false), at: .unknown), style: .plain), "false")
        XCTAssertEqual(YAMLScalarWriter.text(for: JSONNode(.null, at: .unknown), style: .empty), "null")
        XCTAssertNil(YAMLScalarWriter.text(for: JSONNode(.array([]), at: .unknown), style: .plain))
    }

    func testEveryWrittenStringReadsBack() throws {
        let strings = ["", " ", "a", " lead", "trail ", "#x", "x#", "a #b", ":", "a:", "-", "--- x", "...", "[x]", "{x}",
                       "&a", "*a", "!t", "|", ">", "'", "\"", "%x", "@x", "`x", "null", "~", "1e3", ".inf", "0x1F",
                       "é", "line\nnext", "\n", "a\n\n", "\\", "\u{85}", "x\u{2028}y"]
        for s in strings {
            for style in [YAMLStyle.plain, .singleQuoted, .doubleQuoted, .literal, .folded] {
                for inFlow in [false, true] {
                    let text = YAMLScalarWriter.text(forString: s, style: style, inFlow: inFlow, indent: 4)
                    let document = inFlow ? "a: [" + text + "]\n" : "a:\n  k: " + text + "\n"
                    let root = try YAMLReader.stream(document).document(0)?.root
                    let read = inFlow ? root?["a"]?.items?.first : root?["a"]?["k"]
                    XCTAssertEqual(read?.scalar, .string(s), "\(s.debugDescription) as \(style), flow \(inFlow): \(text)")
                }
            }
        }
    }
}
