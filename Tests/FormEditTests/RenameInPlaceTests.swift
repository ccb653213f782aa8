import XCTest
import FormJSON
@testable import FormEdit

/// A renamed member (a keyed list's item given a new name: it keeps its place) is one change, its
/// key rewritten where it stands in its own style, its value and comments untouched.
final class RenameInPlaceTests: XCTestCase {
    private func json(_ text: String) throws -> JSONNode { try JSONReader.parse(text) }

    /// `text` (JSON or YAML by `yaml`) written back to hold `value`.
    private func written(_ text: String, to value: String, yaml: Bool = false) throws -> String {
        let bytes = Array(text.utf8)
        let new = try json(value)
        let out = yaml ? try YAMLSourceDocument(bytes: bytes, file: "t.yaml", index: 0).writing(new)
                       : try JSONSourceDocument(bytes: bytes, file: "t.json").writing(new)
        return String(decoding: out, as: UTF8.self)
    }

    /// Changes as `op pointer [key|value]` lines (locations left out).
    private func lines(_ changes: [SourceChange]) -> [String] {
        changes.map { change in
            switch change {
            case .replace(let p, let v): return "replace \(p) \(v.stringValue ?? "\(v.kind)")"
            case .add(let p, let v): return "add \(p) \(v.stringValue ?? "\(v.kind)")"
            case .remove(let p): return "remove \(p)"
            case .rename(let p, let k): return "rename \(p) \(k)"
            }
        }
    }

    func testAMemberWhosePlaceANewKeyTakesIsRenamed() throws {
        let changes = ValueTreeDiff.changes(from: try json(#"{"a": 1, "s": {"build": "tsc", "test": "jest"}}"#),
                                            to: try json(#"{"a": 1, "s": {"compile": "tsc", "test": "jest"}}"#))
        XCTAssertEqual(changes, [.rename(pointer: "/s/build", key: "compile")])
    }

    func testARenameWithANewValueIsTwoChangesAtTheOldPlace() throws {
        let changes = ValueTreeDiff.changes(from: try json(#"{"build": "tsc", "test": "jest"}"#),
                                            to: try json(#"{"compile": "tsc -b", "test": "jest"}"#))
        XCTAssertEqual(lines(changes), ["rename /build compile", "replace /build tsc -b"])
    }

    func testALastMemberGoneAndANewOneOfAnotherValueAppendedIsNoRename() throws {
        let changes = ValueTreeDiff.changes(from: try json(#"{"a": 1, "b": 2}"#), to: try json(#"{"a": 1, "c": 3}"#))
        XCTAssertEqual(lines(changes), ["remove /b", "add /c \(try json("3").kind)"])
        let renamed = ValueTreeDiff.changes(from: try json(#"{"a": 1, "b": 2}"#), to: try json(#"{"a": 1, "c": 2}"#))
        XCTAssertEqual(lines(renamed), ["rename /b c"])
    }

    func testAMemberGoneWhosePlaceAKeptKeyTakesIsRemoved() throws {
        let changes = ValueTreeDiff.changes(from: try json(#"{"a": 1, "b": 2}"#), to: try json(#"{"b": 2, "c": 3}"#))
        XCTAssertEqual(lines(changes), ["remove /a", "add /c \(try json("3").kind)"])
    }

    func testJSONRenameRewritesOnlyTheKey() throws {
        let text = """
        {
          "name": "app",
          "scripts": {
            "build": "tsc",
            "test": "jest"
          }
        }

        """
        XCTAssertEqual(try written(text, to: #"{"name": "app", "scripts": {"compile": "tsc", "test": "jest"}}"#),
                       text.replacingOccurrences(of: #""build""#, with: #""compile""#))
    }

    func testJSONCRenameKeepsTheCommentsAndAQuoteInTheKeyIsEscaped() throws {
        let text = """
        {
          // scripts people run
          "build": "tsc", // the compiler
          /* last */ "test": "jest"
        }

        """
        XCTAssertEqual(try written(text, to: #"{"say \"hi\"": "tsc", "test2": "jest"}"#), """
        {
          // scripts people run
          "say \\"hi\\"": "tsc", // the compiler
          /* last */ "test2": "jest"
        }

        """)
    }

    func testJSONRenameWithANewValue() throws {
        XCTAssertEqual(try written(#"{"a": 1, "b": [1, 2], "c": 3}"#, to: #"{"a": 1, "x": [1, 2, 3], "c": 3}"#),
                       #"{"a": 1, "x": [1, 2, 3], "c": 3}"#)
    }

    func testYAMLBlockRenameKeepsTheValueAndItsComment() throws {
        let text = """
        services:
          web:
            environment:
              # where the app listens
              PORT: "8080"   # default
              DEBUG: 'false'

        """
        XCTAssertEqual(try written(text, to: #"{"services": {"web": {"environment": {"HTTP_PORT": "8080", "DEBUG": "false"}}}}"#, yaml: true),
                       text.replacingOccurrences(of: "PORT:", with: "HTTP_PORT:"))
    }

    func testYAMLQuotedKeysKeepTheirQuotesAndAPlainKeyIsQuotedWhenItMustBe() throws {
        let text = """
        'a': 1
        "b": 2
        c: 3

        """
        XCTAssertEqual(try written(text, to: #"{"it's": 1, "b\tc": 2, "true": 3}"#, yaml: true), """
        'it''s': 1
        "b\\tc": 2
        'true': 3

        """)
    }

    func testYAMLFlowRenameWithANewValue() throws {
        let text = "env: {A: 1, B: x, D: 2}  # flow\n"
        XCTAssertEqual(try written(text, to: #"{"env": {"A": 1, "C": "y, z", "D": 2}}"#, yaml: true),
                       "env: {A: 1, C: 'y, z', D: 2}  # flow\n")
    }

    func testRenameInPlaceNextToARemovalAndAnAddition() throws {
        let text = """
        {
          "a": 1,
          "b": 2,
          "c": 3
        }

        """
        XCTAssertEqual(try written(text, to: #"{"a": 1, "B": 2, "d": 4}"#), """
        {
          "a": 1,
          "B": 2,
          "d": 4
        }

        """)
    }

    func testAYAMLRenameNextToARemovalOnTheDashLine() throws {
        let text = "- a: 1\n  b: 2   # kept\n  d: 3\n"
        let out = try YAMLSourceDocument(bytes: Array(text.utf8), file: "t.yaml", index: 0)
            .applying([.remove(pointer: "/0/a"), .rename(pointer: "/0/b", key: "c")])
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "- c: 2   # kept\n  d: 3\n")
    }
}
