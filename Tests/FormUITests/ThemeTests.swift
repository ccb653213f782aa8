import XCTest
import FormCore
import FormScreen
@testable import FormUI

/// The theme a layout draws with: the shipped theme or theme file under the form's own style,
/// and no colour at all under `NO_COLOR` (`colors: false`), whatever the theme says.
final class ThemeTests: XCTestCase {
    private let file = ThemeSpec(focus: StyleSpec(bold: true, color: .white, background: .blue), title: StyleSpec(color: .cyan),
                                 placeholder: StyleSpec(underline: true), error: StyleSpec(color: .magenta),
                                 box: StyleSpec(color: .green), hint: StyleSpec(color: .yellow))

    func testTheDefaultIsFormrunsOwnLook() {
        let theme = Theme(style: Style(), colors: true)
        XCTAssertEqual(theme.focus, CellStyle(reverse: true))
        XCTAssertEqual(theme.error, CellStyle(bold: true, foreground: .red))
        XCTAssertEqual(theme.placeholder, CellStyle(dim: true))
        XCTAssertEqual(theme.help, CellStyle(dim: true))
    }

    func testAThemeSetsEveryPart() {
        let theme = Theme(style: Style(), colors: true, base: file)
        XCTAssertEqual(theme.focus, CellStyle(bold: true, foreground: .white, background: .blue))
        XCTAssertEqual(theme.title, CellStyle(foreground: .cyan))
        XCTAssertEqual(theme.placeholder, CellStyle(underline: true))
        XCTAssertEqual(theme.error, CellStyle(foreground: .magenta))
        XCTAssertEqual(theme.border, CellStyle(foreground: .green))
        XCTAssertEqual(theme.help, CellStyle(foreground: .yellow))
        XCTAssertEqual(theme.footer, CellStyle(foreground: .yellow))
    }

    func testTheFormsOwnStyleIsLaidOverTheTheme() {
        let style = Style(title: StyleSpec(bold: true))
        let theme = Theme(style: style, colors: true, base: file)
        XCTAssertEqual(theme.title, CellStyle(bold: true), "the form's title style")
        XCTAssertEqual(theme.focus, CellStyle(bold: true, foreground: .white, background: .blue), "the theme's focus")
    }

    /// NO_COLOR (and --no-color) win over every theme: no colour is left, and a style a
    /// background marked out is reversed instead, so the focus bar stays visible.
    func testNoColorWinsOverEveryTheme() {
        for base in [file, ThemeName.highContrast.spec, ThemeName.mono.spec, ThemeSpec()] {
            let theme = Theme(style: Style(error: StyleSpec(color: .red)), colors: false, base: base)
            for style in [theme.focus, theme.title, theme.value, theme.error, theme.placeholder, theme.border, theme.help, theme.footer] {
                XCTAssertNil(style.foreground, "\(base)")
                XCTAssertNil(style.background, "\(base)")
            }
            XCTAssertTrue(theme.focus.reverse, "the focus bar stays visible without colour: \(base)")
            XCTAssertFalse(theme.colors)
        }
    }

    func testMonoDropsTheFormsColoursToo() {
        let theme = Theme(style: Style(title: StyleSpec(color: .cyan)), colors: true, base: ThemeName.mono.spec)
        XCTAssertNil(theme.title.foreground)
        XCTAssertFalse(theme.colors)
    }
}
