import Foundation
import FormCore
import XCTest

/// Reads a man(7) page as the tests need it: its sections, and the tag lines of its `.TP`
/// paragraphs as plain text (`.BI \-\-values " FILE"` → `--values FILE`).
struct ManPage {
    /// The lines of each section, by the section's title (`EXIT STATUS`), in order.
    let sections: [(title: String, lines: [String])]
    let text: String

    init(path: String) throws {
        text = try String(contentsOfFile: path, encoding: .utf8)
        var sections: [(title: String, lines: [String])] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix(".SH ") {
                sections.append((Self.plain(line), []))
            } else if !sections.isEmpty, !line.hasPrefix(".\\\"") {
                sections[sections.count - 1].lines.append(line)
            }
        }
        self.sections = sections
    }

    /// The lines of the section titled `title`, or nil.
    func section(_ title: String) -> [String]? {
        sections.first { $0.title == title }?.lines
    }

    /// The tag of each `.TP` paragraph of the section (the line after `.TP`), as plain text.
    func tags(in title: String) -> [String] {
        guard let lines = section(title) else { return [] }
        return zip(lines, lines.dropFirst()).filter { $0.0 == ".TP" }.map { Self.plain($0.1) }
    }

    /// A line of roff as it reads: the font macros' arguments joined (with no space for the
    /// alternating ones, `.BI`, `.BR`…, with spaces for `.B`, `.I`, `.SH`), quotes and escapes undone.
    static func plain(_ line: String) -> String {
        var text = line
        if line.hasPrefix(".") {
            let macro = String(line.dropFirst().prefix { $0 != " " })
            let arguments = Self.arguments(String(line.dropFirst(macro.count + 1)))
            let alternating = ["BI", "BR", "IB", "IR", "RB", "RI"].contains(macro)
            text = arguments.joined(separator: alternating ? "" : " ")
        }
        return unescaped(text)
    }

    /// The arguments of a macro line: words split at spaces, `"..."` one argument.
    private static func arguments(_ text: String) -> [String] {
        var arguments: [String] = [], current = "", quoted = false, started = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\"" where quoted && characters.first == "\"":
                current.append("\"")
                characters = characters.dropFirst()
            case "\"":
                quoted.toggle()
                started = true
            case " " where !quoted:
                if started || !current.isEmpty { arguments.append(current) }
                current = ""
                started = false
            case "\\":
                current.append(character)
                if let next = characters.popFirst() { current.append(next) }
            default:
                current.append(character)
            }
        }
        if started || !current.isEmpty { arguments.append(current) }
        return arguments
    }

    /// `text` with roff's escapes undone: fonts dropped, `\-` a dash, `\(aq` a quote, and so on.
    static func unescaped(_ text: String) -> String {
        var result = ""
        var characters = Array(text)[...]
        let named = ["aq": "'", "dq": "\"", "rs": "\\", "em": "--", "en": "-", "hy": "-"]
        while let character = characters.popFirst() {
            guard character == "\\", let next = characters.popFirst() else {
                result.append(character)
                continue
            }
            switch next {
            case "f":
                // \fB, \f(BI, \f[BI]
                if characters.first == "(" {
                    characters = characters.dropFirst(3)
                } else if characters.first == "[" {
                    characters = characters.drop { $0 != "]" }.dropFirst()
                } else {
                    characters = characters.dropFirst()
                }
            case "(":
                let name = String(characters.prefix(2))
                characters = characters.dropFirst(2)
                result += named[name] ?? "?"
            case "-": result.append("-")
            case "e", "\\": result.append("\\")
            case " ", "~": result.append(" ")
            case "&", "%", "c", "/", ",": break
            default: result.append(next)
            }
        }
        return result
    }
}

/// The man pages `formrun(1)` and `formrun-form(5)`: the options of `formrun(1)` are those of
/// `formrun --help-all`, and both pages render with no warning from groff or man.
final class ManPageTests: FormrunTestCase {
    private static let command = ShippedTool.root.appendingPathComponent("docs/man/formrun.1").path
    private static let fileFormat = ShippedTool.root.appendingPathComponent("docs/man/formrun-form.5").path

    /// Adding an option to `OptionSpec.all` without documenting it here fails this test.
    func testOptionsOfTheManPageAreThoseOfHelp() throws {
        let page = try ManPage(path: Self.command)
        let manual = page.tags(in: "OPTIONS")
        let help = try ShippedTool.helpOptionLabels()
        XCTAssertFalse(manual.isEmpty, "no .TP option in the OPTIONS section of formrun.1")
        let missing = help.filter { !manual.contains($0) }, extra = manual.filter { !help.contains($0) }
        XCTAssertEqual(missing, [], "options of formrun --help that formrun.1 does not list (as --help spells them)")
        XCTAssertEqual(extra, [], "options formrun.1 lists that formrun --help does not")
        XCTAssertEqual(manual.count, Set(manual).count, "an option listed twice in formrun.1: \(manual)")
    }

    /// Both pages name the version `formrun --version` prints.
    func testThePagesNameTheVersionOfTheBinary() throws {
        let version = try DetachedRun(["--version"], environment: [:]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(version.hasPrefix("formrun "), version)
        for path in [Self.command, Self.fileFormat] {
            let header = try ManPage(path: path).text.split(separator: "\n").first { $0.hasPrefix(".TH ") }
            XCTAssertTrue(header?.contains("\"\(version)\"") ?? false, "\(path): .TH should name \"\(version)\": \(header ?? "none")")
        }
    }

    func testTheCommandPageHasItsSections() throws {
        let page = try ManPage(path: Self.command)
        XCTAssertEqual(page.sections.map(\.title),
                       ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "KEYS", "EXIT STATUS", "ENVIRONMENT",
                        "FILES", "EXAMPLES", "SEE ALSO"])
        XCTAssertTrue(page.text.hasPrefix(".\\\"") || page.text.hasPrefix(".TH"))
        XCTAssertTrue(page.text.contains("\n.TH FORMRUN 1 "), "no .TH FORMRUN 1")
        // The exit statuses and the environment of --help, each a .TP of its section.
        let help = try ShippedTool.formrun(["--help-all"]).stdout
        let statuses = page.tags(in: "EXIT STATUS")
        for status in ["0", "1", "2", "3", "74", "128+N"] {
            XCTAssertTrue(help.contains("\n  \(status) "), "--help has no exit status \(status)")
            XCTAssertTrue(statuses.contains(status), "EXIT STATUS does not list \(status)")
        }
        let environment = page.tags(in: "ENVIRONMENT")
        for variable in ["NO_COLOR", "FORMRUN_TRACE=PATH", "XDG_STATE_HOME"] {
            XCTAssertTrue(help.contains(variable), "--help does not name \(variable)")
            XCTAssertTrue(environment.contains(variable), "ENVIRONMENT does not list \(variable)")
        }
        let files = try XCTUnwrap(page.section("FILES")).map(ManPage.plain).joined(separator: " ")
        XCTAssertTrue(files.contains("$XDG_STATE_HOME/formrun/drafts"), files)
        XCTAssertTrue(files.contains("~/.local/state/formrun/drafts"), files)
        let seeAlso = try XCTUnwrap(page.section("SEE ALSO")).map(ManPage.plain).joined(separator: " ")
        XCTAssertTrue(seeAlso.contains("formrun-form(5)"), seeAlso)
    }

    func testTheFormPageHasItsSections() throws {
        let page = try ManPage(path: Self.fileFormat)
        XCTAssertTrue(page.text.contains("\n.TH FORMRUN\\-FORM 5 "), "no .TH FORMRUN\\-FORM 5")
        let titles = page.sections.map(\.title)
        for title in ["NAME", "SYNOPSIS", "DESCRIPTION", "FORM KEYS", "SECTION KEYS", "ROW KEYS", "ROW TYPES",
                      "VALIDATORS", "CONDITIONS", "OUTPUT", "JSON SCHEMA FORMS", "SEE ALSO"] {
            XCTAssertTrue(titles.contains(title), "formrun-form.5 has no \(title) section: \(titles)")
        }
        // Every row type formrun knows is named as a .TP tag of ROW TYPES.
        let types = page.tags(in: "ROW TYPES").flatMap { $0.split(separator: ", ").map(String.init) }
        for type in RowType.allCases.map(\.rawValue) {
            XCTAssertTrue(types.contains(type), "ROW TYPES does not list \(type)")
        }
    }

    func testThePagesAreASCII() throws {
        for path in [Self.command, Self.fileFormat] {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            let line = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .firstIndex { $0.contains { $0 >= 0x80 || ($0 < 0x20 && $0 != UInt8(ascii: "\t")) } }
            XCTAssertNil(line, "\(path): a byte that is not printable ASCII on line \(line.map { $0 + 1 } ?? 0)")
        }
    }

    /// `groff -ww` turns every warning on: both pages must give none.
    func testGroffWarnsAboutNothing() throws {
        guard ShippedTool.which("groff") != nil else { throw XCTSkip("groff is not installed") }
        for path in [Self.command, Self.fileFormat] {
            let result = try ShippedTool.run("groff", ["-man", "-Tutf8", "-ww", "-z", path])
            XCTAssertEqual(result.status, 0, "\(path): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", "groff -ww warns about \(path)")
        }
    }

    func testManRendersBothPages() throws {
        guard ShippedTool.which("man") != nil else { throw XCTSkip("man is not installed") }
        for (path, name) in [(Self.command, "FORMRUN(1)"), (Self.fileFormat, "FORMRUN-FORM(5)")] {
            let result = try ManPageTests.man(path)
            XCTAssertEqual(result.status, 0, "\(path): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", "man -l \(path)")
            XCTAssertTrue(result.stdout.contains(name), result.stdout)
        }
    }

    /// `man -l path`, 80 columns wide, with no pager.
    static func man(_ path: String) throws -> ShippedTool.Result {
        try ShippedTool.run("man", ["-l", path],
                            environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"])
    }
}
