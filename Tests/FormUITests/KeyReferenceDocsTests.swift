import XCTest
import FormCore
@testable import FormUI

/// The key tables of the README and of formrun(1) are written from the bindings
/// (`KeyReference`): this test holds them to it. Run it with `FORMRUN_WRITE_DOCS=1` to write the
/// tables again after a binding changed.
final class KeyReferenceDocsTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The text between the lines `begin` and `end` of the file at `path` (from the package root).
    private func check(_ path: String, begin: String, end: String, expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let parts = text.components(separatedBy: begin + "\n")
        XCTAssertEqual(parts.count, 2, "\(path) has one \(begin) line", file: file, line: line)
        guard parts.count == 2 else { return }
        let rest = parts[1].components(separatedBy: end + "\n")
        XCTAssertEqual(rest.count, 2, "\(path) has one \(end) line after \(begin)", file: file, line: line)
        guard rest.count == 2 else { return }
        if rest[0] != expected, ProcessInfo.processInfo.environment["FORMRUN_WRITE_DOCS"] == "1" {
            try (parts[0] + begin + "\n" + expected + end + "\n" + rest[1]).write(to: url, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(rest[0], expected, "\(path)'s key table differs from the bindings (FORMRUN_WRITE_DOCS=1 writes it)",
                       file: file, line: line)
    }

    func testTheReadmeKeyTableIsTheBindings() throws {
        try check("README.md", begin: "<!-- keys:begin (written from the bindings by KeyReferenceDocsTests) -->",
                  end: "<!-- keys:end -->", expected: KeyReference.markdown)
    }

    func testTheManPageKeysAreTheBindings() throws {
        try check("docs/man/formrun.1", begin: #".\" keys:begin (written from the bindings by KeyReferenceDocsTests)"#,
                  end: #".\" keys:end"#, expected: KeyReference.roff)
    }

    func testTheReferenceNamesEveryBindingOfEveryKind() {
        let text = KeyReference.markdown
        for binding in KeyMap.standard.bindings {
            XCTAssertTrue(text.contains(binding.help), binding.help)
        }
        for phrase in ["type a number", "the next option starting with the letter", "turn on / off", "add the typed item",
                       "complete the path", "one year back / forward", "abandon what was typed", "clear the answer"] {
            XCTAssertTrue(text.contains(phrase), phrase)
        }
        XCTAssertTrue(KeyReference.roff.unicodeScalars.allSatisfy(\.isASCII), "the man page is ASCII")
    }
}
