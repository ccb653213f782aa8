import XCTest
import FormCore
import FormJSON
@testable import FormDrafts
import FormSchema

/// Issue 27: a draft holds every tree of answers within the nesting limit and reads it back,
/// though its envelope nests it deeper than the output (never a draft that reads as nothing).
final class DraftDepthTests: XCTestCase {
    private let schema = ##"{"type":"object","properties":{"name":{"type":"string"},"child":{"$ref":"#"},"j":{}}}"##

    /// `objects` nested objects, the innermost holding `inner`.
    private func tree(_ objects: Int, inner: Value.Member = .init(key: "name", value: .string("x"))) -> Value {
        var tree = Value.object([inner])
        for _ in 1..<objects { tree = .object([.init(key: "child", value: tree)]) }
        return tree
    }

    func testATreeAtTheLimitRoundTrips() throws {
        let form = try FormLoader.read(text: schema, file: "s.json").form
        // `child` stands at level 2: 199 objects end at the limit.
        let values: [String: Value] = ["child": tree(NestingLimit.depth - 1)]
        let draft = Draft(formPath: "/s.json", formHash: "", savedAt: 0, values: values)
        let restored = try XCTUnwrap(Draft.restore(Array(draft.text.utf8), for: form), "the draft reads back")
        XCTAssertEqual(restored.draft.values, values)
        XCTAssertEqual(restored.dropped, [])
    }

    func testATextThatIsNotJSONAtTheLimitRoundTrips() throws {
        let form = try FormLoader.read(text: schema, file: "s.json").form
        let values: [String: Value] = ["child": tree(NestingLimit.depth - 1, inner: .init(key: "j", value: .unparsed("{oops")))]
        let draft = Draft(formPath: "/s.json", formHash: "", savedAt: 0, values: values)
        XCTAssertEqual(try XCTUnwrap(Draft.restore(Array(draft.text.utf8), for: form)).draft.values, values)
    }

    /// The journal (format 2) reads its snapshot and its lines with the same allowance: a change
    /// at the deepest level replays, never a draft that reads as nothing.
    func testAJournalAtTheLimitReplays() throws {
        let form = try FormLoader.read(text: schema, file: "s.json").form
        let file = MemoryDraftFile()
        let writer = DraftWriter(file: file)
        let before: [String: Value] = ["child": tree(NestingLimit.depth - 1)]
        let after: [String: Value] = ["child": tree(NestingLimit.depth - 1, inner: .init(key: "name", value: .string("y")))]
        try writer.save(Draft(formPath: "/s.json", formHash: "", savedAt: 0, values: before), changed: ["child"])
        try writer.save(Draft(formPath: "/s.json", formHash: "", savedAt: 1, values: after), changed: ["child"])
        XCTAssertEqual(file.appended, 1, "the second save is a journal line")
        XCTAssertEqual(try XCTUnwrap(Draft.restore(file.bytes, for: form), "the journal reads back").draft.values, after)
    }
}
