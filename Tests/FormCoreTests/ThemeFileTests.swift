import XCTest
@testable import FormCore

/// Theme files (`--theme FILE.json`): every part read, and every mistake at its line and column.
final class ThemeFileTests: XCTestCase {
    private func read(_ text: String) throws(FormFileError) -> ThemeSpec {
        try ThemeFile.parse(bytes: Array(text.utf8), file: "t.json")
    }

    private func message(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try read(text)
            XCTFail("read without an error: \(text)", file: file, line: line)
            return ""
        } catch {
            return "\(error)"
        }
    }

    func testEveryPartIsRead() throws {
        let theme = try read("""
        {"focus": "bold white on blue", "title": "bold", "value": "cyan", "placeholder": "underline",
         "error": "reverse red", "box": "dim", "hint": "none"}
        """)
        XCTAssertEqual(theme.focus, StyleSpec(bold: true, color: .white, background: .blue))
        XCTAssertEqual(theme.title, StyleSpec(bold: true))
        XCTAssertEqual(theme.value, StyleSpec(color: .cyan))
        XCTAssertEqual(theme.placeholder, StyleSpec(underline: true))
        XCTAssertEqual(theme.error, StyleSpec(reverse: true, color: .red))
        XCTAssertEqual(theme.box, StyleSpec(dim: true))
        XCTAssertEqual(theme.hint, StyleSpec())
        XCTAssertFalse(theme.monochrome)
        XCTAssertEqual(try read("{}"), ThemeSpec(), "an empty theme keeps formrun's own styles")
    }

    func testMistakesAreSaidWhereTheyAre() {
        XCTAssertEqual(message("{\n  \"focus\": \"bold whte\"\n}"), "t.json:2:12: unknown style 'whte' (did you mean 'white'?)")
        XCTAssertEqual(message("{\n  \"focs\": \"bold\"\n}"), "t.json:2:3: unknown key 'focs' (did you mean 'focus'?)")
        XCTAssertEqual(message("{\n  \"focus\": 3\n}"), "t.json:2:12: 'focus' must be a string, not a number")
        XCTAssertEqual(message("{ \"focus\": \"bold on\" }"), "t.json:1:12: unknown style 'on' (did you mean 'on blue'?)")
        XCTAssertEqual(message("[1]"), "t.json:1:1: 'theme' must be an object, not an array")
        XCTAssertTrue(message("{ \"focus\": \"bold\", }").hasPrefix("t.json:1:18: "), message("{ \"focus\": \"bold\", }"))
        XCTAssertTrue(message("").hasPrefix("t.json"), message(""))
    }

    func testAMissingFileSaysSo() {
        do {
            _ = try ThemeFile.read(path: "/nonexistent/theme.json")
            XCTFail("read a missing file")
        } catch {
            XCTAssertTrue("\(error)".hasPrefix("/nonexistent/theme.json: cannot read"), "\(error)")
        }
    }

    func testTheShippedThemes() {
        XCTAssertEqual(ThemeName.allCases.map(\.rawValue), ["default", "high-contrast", "mono"])
        XCTAssertEqual(ThemeName.default.spec, ThemeSpec())
        XCTAssertTrue(ThemeName.mono.spec.monochrome)
        let highContrast = ThemeName.highContrast.spec
        for style in [highContrast.focus, highContrast.title, highContrast.value, highContrast.placeholder,
                      highContrast.error, highContrast.box, highContrast.hint] {
            XCTAssertEqual(style?.dim, false, "high-contrast dims nothing")
        }
    }
}
