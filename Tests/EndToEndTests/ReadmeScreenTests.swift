import Foundation
import XCTest

/// The README's "What it looks like" is produced by `formrun --keys … --screen`: its marker comment
/// `<!-- screen: formrun … -->` holds the command, the `sh` block under it shows that command, and
/// the next code block must be exactly what the command prints.
final class ReadmeScreenTests: FormrunTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testTheReadmeScreenIsWhatItsCommandPrints() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let section = try XCTUnwrap(lines.firstIndex(of: "## What it looks like"), "no 'What it looks like' section")
        let prefix = "<!-- screen: ", suffix = " -->"
        let marker = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }, "no screen marker")
        guard marker > section else { return XCTFail("the screen marker is above 'What it looks like'") }
        XCTAssertFalse(lines[section + 1..<marker].contains { $0.hasPrefix("## ") }, "the marker is in the section")
        let command = String(lines[marker].dropFirst(prefix.count).dropLast(suffix.count))
        XCTAssertEqual(Array(lines.dropFirst(marker + 1).prefix(3)), ["```sh", command, "```"],
                       "the command is shown as the marker says")

        let open = try XCTUnwrap(lines.dropFirst(marker + 4).firstIndex(of: "```"), "no screen block after the command")
        let close = try XCTUnwrap(lines.dropFirst(open + 1).firstIndex(of: "```"), "the screen block is not closed")
        let shown = lines[(open + 1)..<close].map { $0 + "\n" }.joined()

        XCTAssertFalse(shown.isEmpty, "the screen block is empty")
        let words = try Self.shellWords(command)
        XCTAssertEqual(words.first, "formrun")
        XCTAssertTrue(words.contains("--screen") && words.contains("--keys"), command)
        let arguments = words.dropFirst().map { word in
            // Paths are the repository's (the test may run elsewhere).
            FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(word).path)
                ? Self.root.appendingPathComponent(word).path : word
        }
        let ran = try DetachedRun(arguments, environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(ran.status, 0, ran.stderr)
        XCTAssertEqual(shown, ran.stdout, "the README's screen is not what `\(command)` prints now:\n\(ran.stdout)")
    }

    func testShellWords() throws {
        XCTAssertEqual(try Self.shellWords(#"formrun --keys 'text:a\, b,Down' "x y" z\ w"#),
                       ["formrun", "--keys", #"text:a\, b,Down"#, "x y", "z w"])
    }

    /// `command` split into words as a POSIX shell does for plain quoting: spaces separate,
    /// `'…'` keeps everything, `"…"` and a backslash outside quotes escape a character.
    static func shellWords(_ command: String) throws -> [String] {
        struct Unclosed: Error {}
        var words: [String] = []
        var word: String?
        var characters = command.makeIterator()
        while let c = characters.next() {
            switch c {
            case " ":
                if let done = word { words.append(done) }
                word = nil
            case "'":
                word = word ?? ""
                while true {
                    guard let q = characters.next() else { throw Unclosed() }
                    if q == "'" { break }
                    word?.append(q)
                }
            case "\"":
                word = word ?? ""
                while true {
                    guard var q = characters.next() else { throw Unclosed() }
                    if q == "\"" { break }
                    if q == "\\" { q = characters.next() ?? q }
                    word?.append(q)
                }
            case "\\":
                word = (word ?? "") + String(characters.next() ?? c)
            default:
                word = (word ?? "") + String(c)
            }
        }
        if let done = word { words.append(done) }
        return words
    }
}
