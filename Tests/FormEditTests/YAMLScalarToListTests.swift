import XCTest
import FormJSON
@testable import FormEdit

/// A YAML scalar that becomes a list of scalars (a type switch set to a list, issue 29) is
/// written in flow style where it was, keeping its line's comment; a list of collections, or a
/// scalar inside a block sequence's place, keeps the block writing.
final class YAMLScalarToListTests: XCTestCase {
    private func patched(_ text: String, _ changes: [SourceChange]) throws -> String {
        let document = try YAMLSourceDocument(bytes: Array(text.utf8), file: "test.yaml", index: 0)
        return String(decoding: try document.applying(changes), as: UTF8.self)
    }

    private let job = "jobs:\n  build:\n    runs-on: ubuntu-latest   # hosted\n    name: \"Build\"\n"

    func testAScalarBecomesAFlowListOnItsLine() throws {
        XCTAssertEqual(try patched(job, [.replace(pointer: "/jobs/build/runs-on", value: try JSONReader.parse(#"["self-hosted", "linux"]"#))]),
                       job.replacingOccurrences(of: "ubuntu-latest", with: "[self-hosted, linux]"))
        XCTAssertEqual(try patched(job, [.replace(pointer: "/jobs/build/name", value: try JSONReader.parse(#"["a", 1]"#))]),
                       job.replacingOccurrences(of: "\"Build\"", with: "[a, 1]"), "a quoted scalar too")
    }

    func testAListOfCollectionsIsStillWrittenInBlockStyle() throws {
        let result = try patched(job, [.replace(pointer: "/jobs/build/runs-on", value: try JSONReader.parse(#"[{"group": "g"}]"#))])
        XCTAssertTrue(result.contains("runs-on:\n      - group: g"), result)
    }
}
