import XCTest
@testable import FormCore
@testable import FormDrafts
import FormJSON
import FormSchema

/// A draft file in memory that counts what is written to it: the journal's bytes per save.
final class MemoryDraftFile: DraftFile {
    var bytes: [UInt8] = []
    var replaced = 0
    var appended = 0
    /// Bytes written by the last `replace` or `append`.
    var lastWrite = 0
    /// The next `failures` writes fail with this errno.
    var failNext: Int32?
    var failures = 1

    func replace(with bytes: [UInt8]) throws(OutputFailure) {
        if let code = failNext { failures -= 1; if failures == 0 { failNext = nil }; throw OutputFailure(target: "memory", step: .write, code: code) }
        self.bytes = bytes
        replaced += 1
        lastWrite = bytes.count
    }

    func append(_ bytes: [UInt8]) throws(OutputFailure) {
        if let code = failNext { failures -= 1; if failures == 0 { failNext = nil }; throw OutputFailure(target: "memory", step: .write, code: code) }
        self.bytes += bytes
        appended += 1
        lastWrite = bytes.count
    }

    func remove() { bytes = [] }
}

/// The draft's journal (issue #27): a snapshot line, then a line of JSON Patch operations a save,
/// compacted when it outgrows the snapshot, read back to the same answers; a torn last line is
/// ignored; format 1 drafts still read.
final class DraftJournalTests: XCTestCase {
    static let formText = """
    { "sections": [ { "tag": "main", "deletable": true, "rows": [
        { "tag": "name", "type": "text", "title": "Name" },
        { "tag": "age", "type": "integer", "title": "Age" },
        { "tag": "deps", "type": "list", "title": "Deps", "item": { "sections": [ { "rows": [
            { "tag": "url", "type": "text", "title": "URL" },
            { "tag": "tags", "type": "list", "title": "Tags", "item": { "sections": [ { "rows": [
                { "tag": "t", "type": "text", "title": "T" } ] } ] } } ] } ] } } ] } ] }
    """

    private func form() throws -> Form { try FormLoader.parse(text: Self.formText, file: "f.json") }

    private func draft(_ values: [String: Value], savedAt: Int = 1_700_000_000, deleted: Set<String> = [],
                       focus: String? = nil) -> Draft {
        Draft(formPath: "/f.json", formHash: "h", savedAt: savedAt, values: values, deleted: deleted, focus: focus)
    }

    private static func deps(_ count: Int, changing index: Int? = nil, to url: String = "changed") -> Value {
        .list((0..<count).map { i in
            .object([Value.Member(key: "url", value: .string(i == index ? url : "https://example.com/\(i)")),
                     Value.Member(key: "tags", value: .list([Self.tag("a"), Self.tag("b")]))])
        })
    }

    private static func tag(_ text: String) -> Value { .object([Value.Member(key: "t", value: .string(text))]) }

    private func restored(_ file: MemoryDraftFile) throws -> Draft {
        try XCTUnwrap(Draft.restore(file.bytes, for: try form())).draft
    }

    func testTheFirstSaveIsTheSnapshotThenEachSaveAppendsALine() throws {
        let file = MemoryDraftFile()
        let writer = DraftWriter(file: file)
        try writer.save(draft(["name": .string("A")]), changed: ["name"])
        XCTAssertEqual(file.replaced, 1)
        XCTAssertEqual(file.appended, 0)
        XCTAssertTrue(String(decoding: file.bytes, as: UTF8.self).hasPrefix(#"{"formrun-draft":2,"#))
        try writer.save(draft(["name": .string("Ad")], savedAt: 1_700_000_001, focus: "name"), changed: ["name"])
        XCTAssertEqual(file.replaced, 1)
        XCTAssertEqual(file.appended, 1)
        let lines = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines[1], #"[{"op":"replace","path":"/savedAt","value":1700000001},{"op":"replace","path":"/values/name","value":"Ad"},{"op":"add","path":"/focus","value":"name"}]"#)
        XCTAssertEqual(try restored(file), draft(["name": .string("Ad")], savedAt: 1_700_000_001, focus: "name"))
    }

    func testAKeyWritesBytesProportionalToTheChangeNotToTheTree() throws {
        let file = MemoryDraftFile()
        let writer = DraftWriter(file: file)
        try writer.save(draft(["deps": Self.deps(20_000)]), changed: ["deps"])
        let snapshot = file.lastWrite
        XCTAssertGreaterThan(snapshot, 20_000 * 30)
        for (key, url) in ["x", "xy", "xyz"].enumerated() {
            try writer.save(draft(["deps": Self.deps(20_000, changing: 12_345, to: url)], savedAt: 1_700_000_000 + key),
                            changed: ["deps"])
            XCTAssertEqual(file.replaced, 1)
            XCTAssertLessThan(file.lastWrite, 200, "one item's field changed")
        }
        let restored = try restored(file)
        XCTAssertEqual(restored.values["deps"], Self.deps(20_000, changing: 12_345, to: "xyz"))
    }

    func testADeepChangeWritesItsPathNotTheTree() throws {
        // name/child/… 150 deep: a key at the bottom writes a pointer of 150 steps, not the tree.
        let leaf = { (text: String) -> Value in
            var node = Value.object([Value.Member(key: "url", value: .string(text))])
            for depth in 0..<150 { node = .object([Value.Member(key: "url", value: .string("\(depth)")), Value.Member(key: "c", value: node)]) }
            return .list([node])
        }
        let file = MemoryDraftFile()
        let writer = DraftWriter(file: file)
        try writer.save(draft(["deps": leaf("a")]), changed: ["deps"])
        try writer.save(draft(["deps": leaf("ab")]), changed: ["deps"])
        XCTAssertEqual(file.appended, 1)
        XCTAssertLessThan(file.lastWrite, 150 * 2 + 150)
    }

    func testInsertionsRemovalsAndNewMembersReplayToTheSameTree() throws {
        let steps: [Value] = [
            Self.deps(5),
            .list([Self.deps(5).elements![0], Self.deps(5).elements![2]]),               // removed from the middle
            .list([.object([Value.Member(key: "url", value: .string("new"))])] + Self.deps(5).elements!),  // inserted at the head
            .list(Self.deps(3).elements! + [.object([Value.Member(key: "tags", value: .list([])),
                                                    Value.Member(key: "url", value: .string("reordered"))])]),
            .list([]),
        ]
        let file = MemoryDraftFile()
        let writer = DraftWriter(file: file)
        try writer.save(draft(["name": .string("x")]), changed: ["name"])
        for (i, step) in steps.enumerated() {
            try writer.save(draft(["name": .string("x"), "deps": step], savedAt: i), changed: ["deps"])
            XCTAssertEqual(try restored(file).values["deps"], step, "step \(i)")
        }
        try writer.save(draft(["deps": .list([])], savedAt: 9, deleted: ["name"]), changed: [])
        XCTAssertEqual(try restored(file), draft(["deps": .list([])], savedAt: 9, deleted: ["name"]))
        XCTAssertEqual(file.replaced, 1)
    }

    func testTheJournalIsCompactedWhenItOutgrowsTheSnapshot() throws {
        let file = MemoryDraftFile()
        let writer = DraftWriter(file: file)
        var text = ""
        try writer.save(draft(["name": .string(text)]), changed: ["name"])
        for i in 0..<400 {
            text += "a"
            try writer.save(draft(["name": .string(text)], savedAt: i), changed: ["name"])
            XCTAssertLessThanOrEqual(writer.journalBytes, max(DraftWriter.minimumJournal, text.utf8.count + 200))
        }
        XCTAssertGreaterThan(file.replaced, 1)
        XCTAssertGreaterThan(file.appended, 300)
        XCTAssertEqual(try restored(file).values["name"], .string(text))
        try writer.compact()
        XCTAssertEqual(writer.journalBytes, 0)
        XCTAssertEqual(String(decoding: file.bytes, as: UTF8.self), draft(["name": .string(text)], savedAt: 399).text)
    }

    func testATornLastLineIsIgnored() throws {
        let file = MemoryDraftFile()
        let writer = DraftWriter(file: file)
        try writer.save(draft(["name": .string("A")]), changed: ["name"])
        try writer.save(draft(["name": .string("Ad")]), changed: ["name"])
        let whole = file.bytes
        try writer.save(draft(["name": .string("Ada")]), changed: ["name"])
        let complete = file.bytes
        XCTAssertEqual(try restored(file).values["name"], .string("Ada"))
        for cut in 0..<(complete.count - whole.count) {
            file.bytes = Array(complete.prefix(whole.count + cut))
            XCTAssertEqual(try restored(file).values["name"], .string("Ad"), "cut after \(cut) bytes")
        }
        // A torn tail the file system filled with zeros reads the same.
        file.bytes = whole + [0, 0, 0, 0]
        XCTAssertEqual(try restored(file).values["name"], .string("Ad"))
    }

    func testALineThatDoesNotApplyIsNotADraft() throws {
        let file = MemoryDraftFile()
        try DraftWriter(file: file).save(draft(["name": .string("A")]), changed: ["name"])
        file.bytes += Array(#"[{"op":"replace","path":"/values/nothing/0","value":1}]"#.utf8) + [0x0A]
        XCTAssertNil(Draft.restore(file.bytes, for: try form()))
    }

    func testAFailedWriteWritesTheSnapshotNextTime() throws {
        let file = MemoryDraftFile()
        let writer = DraftWriter(file: file)
        try writer.save(draft(["name": .string("A")]), changed: ["name"])
        file.failNext = ENOSPC
        file.failures = 2
        XCTAssertThrowsError(try writer.save(draft(["name": .string("Ad")]), changed: ["name"])) { error in
            XCTAssertEqual((error as? OutputFailure)?.code, ENOSPC)
        }
        try writer.save(draft(["name": .string("Ad"), "age": .number(Number(3))]), changed: ["age"])
        XCTAssertEqual(file.replaced, 2)
        XCTAssertEqual(try restored(file).values, ["name": .string("Ad"), "age": .number(Number(3))])
    }

    func testFormatOneDraftsStillRead() throws {
        let old = #"{"formrun-draft":1,"form":"/f.json","formHash":"h","savedAt":5,"values":{"name":"Ada","deps":[{"url":"u","tags":["x"]}]},"focus":"name"}"# + "\n"
        let restored = try XCTUnwrap(Draft.restore(Array(old.utf8), for: try form()))
        XCTAssertEqual(restored.draft.values["name"], .string("Ada"))
        XCTAssertEqual(restored.draft.focus, "name")
        XCTAssertEqual(restored.draft.values["deps"]?.elements?.count, 1)
        // A format that is not known is no draft.
        XCTAssertNil(Draft.restore(Array(old.replacingOccurrences(of: "\"formrun-draft\":1", with: "\"formrun-draft\":3").utf8),
                                   for: try form()))
    }

    func testKeysNeedingEscapesInPointers() throws {
        var patches: [DraftPatch] = []
        let before = Value.object([Value.Member(key: "a/b", value: .string("1")), Value.Member(key: "~c", value: .string("2"))])
        let after = Value.object([Value.Member(key: "a/b", value: .string("3")), Value.Member(key: "~c", value: .string("2"))])
        DraftPatch.changes(from: before, to: after, at: "/values/x", into: &patches)
        XCTAssertEqual(patches, [.replace(path: "/values/x/a~1b", value: .string("3"))])
        var root = try JSONReader.parse(#"{"values":{"x":{"a/b":"1","~c":"2"}}}"#)
        var text = ""
        patches[0].write(into: &text)
        XCTAssertTrue(DraftReplay.apply(try JSONReader.parse(text), to: &root))
        XCTAssertEqual(Value(draft: root), .object([Value.Member(key: "values", value: .object([Value.Member(key: "x", value: after)]))]))
    }

    /// A change given its place as a pointer built once (`ClosedChange.pointer`) writes the line
    /// comparing the whole row would, escapes and all, and replays to the same tree.
    func testAChangeGivenItsPointerWritesTheLineComparingTheRowWould() throws {
        let before = Self.deps(3)
        let after = Self.deps(3, changing: 1, to: "a\"b\\c/~d")
        let second = { (list: Value) -> Value? in if case .list(let items) = list { items[1] } else { nil } }
        let old = try XCTUnwrap(second(before)), new = try XCTUnwrap(second(after))
        var lines: [[UInt8]] = []
        for byPointer in [false, true] {
            let file = MemoryDraftFile()
            let writer = DraftWriter(file: file)
            try writer.save(draft(["deps": before]), changed: ["deps"])
            if byPointer {
                try writer.save(draft(["deps": after]), changingIn: "deps", below: JSONPointer.pointer(["1"]), from: old, to: new)
            } else {
                try writer.save(draft(["deps": after]), changed: ["deps"])
            }
            XCTAssertEqual(file.appended, 1)
            XCTAssertEqual(try restored(file).values["deps"], after)
            lines.append(Array(file.bytes.suffix(file.lastWrite)))
        }
        XCTAssertEqual(lines[0], lines[1])
        XCTAssertEqual(String(decoding: lines[1], as: UTF8.self),
                       #"[{"op":"replace","path":"/values/deps/1/url","value":"a\"b\\c/~d"}]"# + "\n")
    }

    /// The path of a line is written whole when it needs no escape, and escaped as before when it
    /// does: `"`, `\\`, control characters, DEL, C1 and the bidi controls.
    func testQuotedTextsNeedingNoEscapeAreCopiedAndTheOthersEscaped() {
        XCTAssertEqual(JSONText.quoted("/values/child/child/name"), #""/values/child/child/name""#)
        XCTAssertEqual(JSONText.quoted(""), #""""#)
        XCTAssertEqual(JSONText.quoted("a\"b"), #""a\"b""#)
        XCTAssertEqual(JSONText.quoted("a\\b"), #""a\\b""#)
        XCTAssertEqual(JSONText.quoted("a\nb\u{7F}"), #""a\nb\u007f""#)
        XCTAssertEqual(JSONText.quoted("\u{9B}x\u{202E}"), #""\u009bx\u202e""#)
        XCTAssertEqual(JSONText.quoted("né 日本 😀"), "\"né 日本 😀\"")
        XCTAssertEqual(JSONPointer.appending("a/b~c", to: "/x"), "/x/a~1b~0c")
        XCTAssertEqual(JSONPointer.appending("plain", to: "/x"), "/x/plain")
    }
}
