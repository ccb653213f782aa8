import Foundation
import XCTest

/// The README opens with a screen of the form, printed by `formrun --keys … --screen`: the first
/// example of the README (above its first `## ` heading) is that command, and the lines under it
/// are exactly what it prints (`DocExamplesTests` runs every example; this one is run here too, so
/// that the opening screen cannot go missing).
final class ReadmeScreenTests: FormrunTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testTheReadmeScreenIsWhatItsCommandPrints() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let opening = try XCTUnwrap(readme.components(separatedBy: "\n## ").first)
        let example = try XCTUnwrap(DocExamples(markdown: opening).examples.first, "no example above the README's first section")
        let words = try Self.shellWords(example.command)
        XCTAssertEqual(words.first, "formrun")
        XCTAssertTrue(words.contains("--screen") && words.contains("--keys"), example.command)
        XCTAssertTrue(example.stdout.contains("┌─"), "the opening example shows no form: \(example.stdout)")
        let arguments = words.dropFirst().map { word in
            // Paths are the repository's (the test may run elsewhere).
            FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(word).path)
                ? Self.root.appendingPathComponent(word).path : word
        }
        let ran = try DetachedRun(arguments, environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(ran.status, 0, ran.stderr)
        XCTAssertEqual(example.stdout, ran.stdout, "the README's screen is not what `\(example.command)` prints now:\n\(ran.stdout)")
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
