import XCTest
import FormJSON
@testable import FormEdit

/// The YAML patcher writes only what changed, in the style of what stands around it; anchors and
/// aliases are refused; every result is read back.
final class YAMLSourcePatcherTests: XCTestCase {
    private func document(_ text: String, index: Int = 0) throws -> YAMLSourceDocument {
        try YAMLSourceDocument(bytes: Array(text.utf8), file: "test.yaml", index: index)
    }

    private func patched(_ text: String, _ changes: [SourceChange], index: Int = 0) throws -> String {
        String(decoding: try document(text, index: index).applying(changes), as: UTF8.self)
    }

    private func value(_ json: String) throws -> JSONNode { try JSONReader.parse(json) }

    private let workflow = """
    # CI for the web app
    name: CI
    on:
      push:
        branches: [main]   # only main

    jobs:
      build:
        # where it runs
        runs-on: ubuntu-latest
        steps:
          - uses: actions/checkout@v4
          - name: Test
            run: |
              make test
              make lint
          - run: 'echo done'
        env: {CI: "1", LANG: C}

    """

    func testUntouchedIsByteIdentical() throws {
        XCTAssertEqual(try patched(workflow, []), workflow)
        let doc = try document(workflow)
        XCTAssertEqual(String(decoding: try doc.writing(doc.root), as: UTF8.self), workflow)
    }

    func testReplacingAPlainScalarChangesOnlyIt() throws {
        let out = try patched(workflow, [.replace(pointer: "/jobs/build/runs-on", value: value("\"macos-latest\""))])
        XCTAssertEqual(out, workflow.replacingOccurrences(of: "runs-on: ubuntu-latest", with: "runs-on: macos-latest"))
    }

    func testReplacingQuotedScalarsKeepsTheirQuotes() throws {
        let out = try patched(workflow, [.replace(pointer: "/jobs/build/steps/2/run", value: value("\"echo it's done\"")),
                                         .replace(pointer: "/jobs/build/env/CI", value: value("\"0\""))])
        XCTAssertTrue(out.contains("- run: 'echo it''s done'\n"), out)
        XCTAssertTrue(out.contains("env: {CI: \"0\", LANG: C}"), out)
    }

    func testReplacingABlockScalarKeepsItLiteral() throws {
        let out = try patched(workflow, [.replace(pointer: "/jobs/build/steps/1/run", value: value("\"make all\\nmake check\\n\""))])
        XCTAssertTrue(out.contains("        run: |\n          make all\n          make check\n      - run:"), out)
    }

    func testAddingToABlockMapWritesAKeyLineAtItsSiblingsIndentation() throws {
        let out = try patched(workflow, [.add(pointer: "/jobs/build/timeout-minutes", value: value("30"))])
        XCTAssertTrue(out.hasSuffix("    env: {CI: \"1\", LANG: C}\n    timeout-minutes: 30\n"), out)
    }

    func testAddingAMapUnderABlockMapWritesItsLines() throws {
        let out = try patched(workflow, [.add(pointer: "/jobs/test", value: value("{\"runs-on\": \"ubuntu-latest\", \"needs\": [\"build\"]}"))])
        XCTAssertTrue(out.hasSuffix("  test:\n    runs-on: ubuntu-latest\n    needs:\n      - build\n"), out)
    }

    func testAddingToAFlowMapWritesInsideItsBraces() throws {
        let out = try patched(workflow, [.add(pointer: "/jobs/build/env/TZ", value: value("\"UTC\""))])
        XCTAssertTrue(out.contains("env: {CI: \"1\", LANG: C, TZ: UTC}"), out)
    }

    func testAddingToABlockSequence() throws {
        let out = try patched(workflow, [.add(pointer: "/jobs/build/steps/-", value: value("{\"run\": \"make deploy\", \"if\": \"success()\"}"))])
        XCTAssertTrue(out.contains("      - run: 'echo done'\n      - run: make deploy\n        if: success()\n    env:"), out)
        let before = try patched(workflow, [.add(pointer: "/jobs/build/steps/0", value: value("\"x\""))])
        XCTAssertTrue(before.contains("    steps:\n      - x\n      - uses: actions/checkout@v4\n"), before)
    }

    func testAddingToAFlowSequence() throws {
        let out = try patched(workflow, [.add(pointer: "/on/push/branches/-", value: value("\"release\""))])
        XCTAssertTrue(out.contains("branches: [main, release]   # only main\n"), out)
    }

    func testRemovingFirstMiddleAndLastTakesTheirLines() throws {
        let text = "a: 1\n# about b\nb: 2\nc: 3 # c\n"
        XCTAssertEqual(try patched(text, [.remove(pointer: "/a")]), "# about b\nb: 2\nc: 3 # c\n")
        XCTAssertEqual(try patched(text, [.remove(pointer: "/b")]), "a: 1\nc: 3 # c\n")
        XCTAssertEqual(try patched(text, [.remove(pointer: "/c")]), "a: 1\n# about b\nb: 2\n")
        let steps = try patched(workflow, [.remove(pointer: "/jobs/build/steps/1")])
        XCTAssertTrue(steps.contains("      - uses: actions/checkout@v4\n      - run: 'echo done'\n"), steps)
        XCTAssertEqual(try patched("x: [1, 2, 3]\n", [.remove(pointer: "/x/2")]), "x: [1, 2]\n")
        XCTAssertEqual(try patched("x: [1, 2, 3]\n", [.remove(pointer: "/x/0")]), "x: [2, 3]\n")
        XCTAssertEqual(try patched("x: {a: 1}\ny: 2\n", [.remove(pointer: "/x/a")]), "x: {}\ny: 2\n")
    }

    func testCommentsAreKept() throws {
        let out = try patched(workflow, [.replace(pointer: "/name", value: value("\"Build\"")),
                                         .replace(pointer: "/on/push/branches/0", value: value("\"trunk\""))])
        XCTAssertEqual(out, workflow.replacingOccurrences(of: "name: CI", with: "name: Build")
            .replacingOccurrences(of: "[main]", with: "[trunk]"))
    }

    func testEditsInsideOrThroughAnAnchorAreRefusedNamingIt() throws {
        let text = "defaults: &defaults\n  retries: 3\nbuild:\n  <<: *defaults\n  image: x\ncopy: *defaults\n"
        XCTAssertThrowsError(try patched(text, [.replace(pointer: "/defaults/retries", value: value("4"))])) {
            XCTAssertEqual($0 as? SourcePatchError, .shared(pointer: "/defaults/retries", name: "&defaults"))
        }
        XCTAssertThrowsError(try patched(text, [.replace(pointer: "/copy/retries", value: value("4"))])) {
            XCTAssertEqual($0 as? SourcePatchError, .shared(pointer: "/copy/retries", name: "*defaults"))
        }
        XCTAssertThrowsError(try patched(text, [.replace(pointer: "/build/retries", value: value("4"))])) {
            XCTAssertEqual($0 as? SourcePatchError, .shared(pointer: "/build/retries", name: "*defaults"))
        }
        XCTAssertEqual(try patched(text, [.replace(pointer: "/build/image", value: value("\"y\""))]),
                       text.replacingOccurrences(of: "image: x", with: "image: y"))
    }

    func testComposeNullsAndNumbersComeBackUnchanged() throws {
        let compose = "services:\n  db:\n    image: postgres\n    expose: [5432]\nvolumes: {db-data: }\n"
        let doc = try document(compose)
        XCTAssertEqual(String(decoding: try doc.writing(doc.root), as: UTF8.self), compose)
        let out = try patched(compose, [.replace(pointer: "/volumes/db-data", value: value("{}"))])
        XCTAssertEqual(out, "services:\n  db:\n    image: postgres\n    expose: [5432]\nvolumes: {db-data: {} }\n")
    }

    func testTheChosenDocumentOfAStreamIsEdited() throws {
        let text = "a: 1\n---\na: 2\n"
        XCTAssertEqual(try document(text, index: 1).root["a"]?.numberValue, 2)
        XCTAssertEqual(try patched(text, [.replace(pointer: "/a", value: value("3"))], index: 1), "a: 1\n---\na: 3\n")
        XCTAssertThrowsError(try document(text, index: 2))
    }

    func testEdgesOfTheLayout() throws {
        XCTAssertEqual(try patched("items:\n  - a: 1\n    c: 2\n", [.add(pointer: "/items/0/b", value: value("2"))]),
                       "items:\n  - a: 1\n    c: 2\n    b: 2\n")
        XCTAssertEqual(try patched("key:\nnext: 1\n", [.replace(pointer: "/key", value: value("{\"sub\": 1}"))]),
                       "key:\n  sub: 1\nnext: 1\n")
        XCTAssertEqual(try patched("job:\n  runs-on:\n    - a\n    - b\n  n: 1\n", [.replace(pointer: "/job/runs-on", value: value("\"x\""))]),
                       "job:\n  runs-on: x\n  n: 1\n")
        XCTAssertEqual(try patched("a: 1\r\nb: 2\r\n", [.add(pointer: "/c", value: value("3")), .remove(pointer: "/a")]),
                       "b: 2\r\nc: 3\r\n")
        XCTAssertEqual(try patched("a: 1\nb: 2", [.add(pointer: "/c", value: value("3"))]), "a: 1\nb: 2\nc: 3")
        XCTAssertEqual(try patched("a:\n  - 1\n  - 2\nb: 1\n", [.remove(pointer: "/a/1"), .add(pointer: "/a/-", value: value("3"))]),
                       "a:\n  - 1\n  - 3\nb: 1\n")
        XCTAssertEqual(try patched("a:\n- 1\nb: 1\n", [.add(pointer: "/a/-", value: value("{\"x\": 1, \"y\": [1]}"))]),
                       "a:\n- 1\n- x: 1\n  y:\n    - 1\nb: 1\n")
        XCTAssertEqual(try patched("a: x\n", [.replace(pointer: "/a", value: value("\"yes\""))]), "a: yes\n")
        XCTAssertEqual(try patched("a: x\n", [.replace(pointer: "/a", value: value("\"1\""))]), "a: '1'\n")
    }

    func testModelineNamesTheSchema() {
        let text = "# yaml-language-server: $schema=../schemas/ci.json\nname: x\n"
        XCTAssertEqual(YAMLSourceDocument.modelineSchema(in: Array(text.utf8)), "../schemas/ci.json")
        XCTAssertNil(YAMLSourceDocument.modelineSchema(in: Array("name: x\n# yaml-language-server: $schema=a.json\n".utf8)))
    }
}
