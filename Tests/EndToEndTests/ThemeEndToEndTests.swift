import Foundation
import XCTest

/// `--theme NAME|FILE` and `FORMRUN_THEME` against the real binary, through `--screen=json`
/// (which names each run's attributes and colours): the shipped themes, a theme file, its
/// mistakes at FILE:LINE:COLUMN with exit 2, and NO_COLOR over every theme.
final class ThemeEndToEndTests: FormrunTestCase {
    private static let quickstart = ShippedTool.root.appendingPathComponent("forms/quickstart.json").path

    /// The style runs of the screen after Down (the Email row focused), or a failure.
    private func styles(_ arguments: [String], environment: [String: String] = [:],
                        file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        let ran = try run(["--keys", "Down", "--screen=json", "--size", "60x12"] + arguments + [Self.quickstart],
                          environment: environment, file: file, line: line)
        XCTAssertEqual(ran.status, 0, ran.stderr, file: file, line: line)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(ran.stdout.utf8)) as? [String: Any], file: file, line: line)
        return try XCTUnwrap(object["styles"] as? [[String: Any]], file: file, line: line)
    }

    /// The style run of the focus bar (the Email row, line 3, from the gutter).
    private func bar(_ styles: [[String: Any]]) -> [String: Any]? {
        styles.first { $0["line"] as? Int == 3 && $0["from"] as? Int == 2 }
    }

    func testTheShippedThemes() throws {
        XCTAssertEqual(bar(try styles([]))?["attrs"] as? [String], ["reverse"])
        XCTAssertEqual(bar(try styles(["--theme", "default"]))?["attrs"] as? [String], ["reverse"])
        let highContrast = try styles(["--theme", "high-contrast"])
        XCTAssertEqual(bar(highContrast)?["attrs"] as? [String], ["bold", "reverse"])
        XCTAssertFalse(highContrast.contains { ($0["attrs"] as? [String])?.contains("dim") == true }, "high-contrast dims nothing")
        XCTAssertEqual(bar(try styles(["--theme", "mono"]))?["attrs"] as? [String], ["reverse"])
        XCTAssertEqual(bar(try styles([], environment: ["FORMRUN_THEME": "high-contrast"]))?["attrs"] as? [String], ["bold", "reverse"])
        XCTAssertEqual(bar(try styles(["--theme", "mono"], environment: ["FORMRUN_THEME": "high-contrast"]))?["attrs"] as? [String],
                       ["reverse"], "--theme wins over FORMRUN_THEME")
    }

    func testAThemeFileAndNoColorOverIt() throws {
        let theme = try makeFile("blue.json", #"{ "focus": "bold white on blue", "hint": "cyan" }"#)
        let colored = try XCTUnwrap(bar(try styles(["--theme", theme])))
        XCTAssertEqual(colored["attrs"] as? [String], ["bold"])
        XCTAssertEqual(colored["fg"] as? String, "white")
        XCTAssertEqual(colored["bg"] as? String, "blue")
        for (arguments, environment) in [(["--theme", theme], ["NO_COLOR": "1"]), (["--theme", theme, "--no-color"], [:]),
                                         ([], ["NO_COLOR": "1", "FORMRUN_THEME": theme])] {
            let styles = try styles(arguments, environment: environment)
            XCTAssertFalse(styles.contains { $0["fg"] != nil || $0["bg"] != nil }, "NO_COLOR wins: \(styles)")
            XCTAssertEqual(bar(styles)?["attrs"] as? [String], ["bold", "reverse"], "the bar stays visible: \(styles)")
        }
    }

    func testThemeFileMistakesAreLocatedAndExitTwo() throws {
        let cases = [
            ("typo.json", "{\n  \"focus\": \"bold whte\"\n}\n", "typo.json:2:12: unknown style 'whte' (did you mean 'white'?)"),
            ("key.json", "{\n  \"focs\": \"bold\"\n}\n", "key.json:2:3: unknown key 'focs' (did you mean 'focus'?)"),
            ("comma.json", "{ \"focus\": \"bold\", }", "comma.json:1:18: "),
        ]
        for (name, text, expected) in cases {
            let path = try makeFile(name, text)
            let ran = try run(["--keys", "Down", "--screen", "--theme", path, Self.quickstart])
            XCTAssertEqual(ran.status, 2, ran.stderr)
            XCTAssertEqual(ran.stdout, "", "nothing drawn")
            XCTAssertTrue(ran.stderr.contains(expected), "\(ran.stderr) should say \(expected)")
        }
        let unknown = try run(["--theme", "fancy", Self.quickstart])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("--theme takes default, high-contrast, mono or a theme file"), unknown.stderr)
        let fromEnvironment = try run(["--keys", "Down", "--screen", Self.quickstart], environment: ["FORMRUN_THEME": "fancy"])
        XCTAssertEqual(fromEnvironment.status, 2)
        XCTAssertTrue(fromEnvironment.stderr.contains("FORMRUN_THEME takes"), fromEnvironment.stderr)
    }

    /// A theme is for the screen: `--submit` does not read it, so a broken FORMRUN_THEME file
    /// does not stop a script.
    func testSubmitReadsNoThemeFile() throws {
        let broken = try makeFile("broken.json", "{")
        let ran = try run(["--submit", Self.quickstart], environment: ["FORMRUN_THEME": broken])
        XCTAssertNotEqual(ran.status, 2, ran.stderr)
        XCTAssertFalse(ran.stderr.contains("broken.json"), ran.stderr)
    }
}
