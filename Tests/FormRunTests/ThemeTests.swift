import XCTest
import FormCore
@testable import FormRun

/// `theme(_:)` and `ascii(_:)`: how a form built in Swift is drawn.
final class ThemeTests: XCTestCase {
    let size = TerminalSize(columns: 50, rows: 10)
    let form = Form("Look") { Section("Box") { Row.text("name", "Name") } }

    func testTheShippedThemesAreTheCommandLines() {
        XCTAssertEqual(Theme.highContrast.spec, ThemeName.highContrast.spec)
        XCTAssertEqual(Theme.mono.spec, ThemeName.mono.spec)
        XCTAssertEqual(Theme.standard.spec, ThemeName.default.spec)
    }

    func testAThemeGoesToTheLayout() {
        XCTAssertEqual(form.theme(.highContrast).look.options(colors: true).theme, ThemeName.highContrast.spec)
        XCTAssertEqual(form.look.options(colors: true).theme, ThemeSpec())
        let typed = TypedForm(Deploy()) { Section { Field(\.service, "Service") } }.theme(.mono).ascii()
        XCTAssertEqual(typed.form().look.options(colors: true).theme, ThemeName.mono.spec)
        XCTAssertTrue(typed.form().look.options(colors: true).ascii)
    }

    /// A person's run reads `FORMRUN_THEME` as `formrun` does, unless the program set a theme.
    func testTheEnvironmentsThemeIsTakenUnlessTheProgramSetOne() throws {
        XCTAssertEqual(try form.look.theme(environment: "high-contrast"), ThemeName.highContrast.spec)
        XCTAssertEqual(try form.look.theme(environment: "MONO"), ThemeName.mono.spec)
        XCTAssertEqual(try form.look.theme(environment: nil), ThemeName.default.spec)
        XCTAssertEqual(try form.look.theme(environment: ""), ThemeName.default.spec)
        XCTAssertEqual(try form.theme(.standard).look.theme(environment: "mono"), ThemeName.default.spec)
        XCTAssertEqual(try form.theme(.highContrast).look.theme(environment: "nonsense"), ThemeName.highContrast.spec)
    }

    func testAnEnvironmentThemeThatIsNoneIsSaidAsFormrunSaysIt() {
        XCTAssertThrowsError(try form.look.theme(environment: "neon")) { error in
            XCTAssertEqual("\(error)", "FORMRUN_THEME takes default, high-contrast, mono or a theme file (FILE.json), not 'neon'")
        }
        XCTAssertThrowsError(try form.look.theme(environment: "/nowhere/theme.json")) { error in
            XCTAssertTrue("\(error)".contains("/nowhere/theme.json"), "\(error)")
        }
    }

    /// A scripted run does not depend on the environment.
    func testAScriptedRunKeepsFormrunsLook() {
        XCTAssertEqual(form.look.options(colors: true).theme, ThemeName.default.spec)
    }

    func testAThemeOfYourOwnStylesItsParts() throws {
        let theme = try Theme(focus: "bold white on blue", error: "reverse red")
        XCTAssertEqual(theme.spec.focus, try StyleSpec.parse("bold white on blue").get())
        XCTAssertEqual(theme.spec.error, try StyleSpec.parse("reverse red").get())
        XCTAssertNil(theme.spec.title)
    }

    func testAWordThatIsNoStyleIsThrownWithTheClosest() {
        XCTAssertThrowsError(try Theme(focus: "bolt")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("bolt") && text.contains("bold"), text)
        }
    }

    func testASCIIDrawsTheBoxWithASCII() throws {
        let unicode = try form.screen(keys: "", size: size)
        let ascii = try form.ascii().screen(keys: "", size: size)
        XCTAssertTrue(unicode.contains("─"), unicode)
        XCTAssertFalse(ascii.contains("─"), ascii)
        XCTAssertTrue(ascii.contains("-"), ascii)
    }
}
