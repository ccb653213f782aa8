import XCTest
import FormCore
import FormDrafts
import FormJSON
import FormSchema
import FormScreen
import FormUI
@testable import FormTerminal
@testable import FormApp

/// Issue #27: a key in an item of a long list is journaled at the item's place
/// (`ScreenStack.changeWithScreensClosed`, `DraftValues.note(_:in:release:)`,
/// `DraftWriter.save(_:changingIn:below:from:to:)`), without building the list's value; the draft read
/// back is always what closing every screen would give.
final class DraftAtItsPlaceTests: XCTestCase {
    final class MemoryFile: DraftFile {
        var bytes: [UInt8] = []
        var lastWrite = 0
        func replace(with bytes: [UInt8]) throws(OutputFailure) { self.bytes = bytes; lastWrite = bytes.count }
        func append(_ bytes: [UInt8]) throws(OutputFailure) { self.bytes += bytes; lastWrite = bytes.count }
        func remove() { bytes = [] }
    }

    /// A session whose draft is kept as formrun's `DraftJournal` keeps it, counting the saves of
    /// each way.
    final class Kept {
        let file = MemoryFile()
        let session: FormSession
        let form: Form
        var whole = 0
        var atPlace = 0

        init(_ schema: String, values: String?) throws {
            var form = try FormLoader.read(text: schema, file: "f.json").form
            var prefill: [String: Value] = [:]
            if let values { prefill = try GivenValues.apply(text: values, file: "v.json", to: &form) }
            self.form = form
            let first = FormState(form: form, prefill: prefill)
            session = FormSession(state: first, terminal: MemoryTerminal(rows: 20, cols: 80))
            var kept = DraftValues(baseline: first.startValues)
            let writer = DraftWriter(file: file)
            session.onValuesChanged = { [unowned self] state, tags in
                whole += 1
                guard kept.note(state, tags: tags, deleted: state.deleted) else { return nil }
                try? writer.save(Draft(formPath: "f.json", formHash: "h", savedAt: 1, values: kept.values, deleted: state.deleted,
                                       focus: state.focus), changed: tags)
                return nil
            }
            session.onValueChangedAt = { [unowned self] state, change in
                // The pointer the route built once is the change's steps'.
                XCTAssertEqual(change.pointer, JSONPointer.pointer(change.steps.map(\.token)))
                guard let old = kept.note(change, in: state, release: { writer.releaseValue(of: change.tag) }) else { return nil }
                atPlace += 1
                try? writer.save(Draft(formPath: "f.json", formHash: "h", savedAt: 1, values: kept.values, deleted: state.deleted,
                                       focus: state.focus), changingIn: change.tag, below: change.pointer, from: old, to: change.value)
                return .some(nil)
            }
            session.start()
        }

        /// The draft's values read back, against those closing every screen now would give.
        func check(_ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
            let closed = session.parents.isEmpty ? session.state : session.formWithOpenScreensClosed().0
            var expected = DraftValues(baseline: session.parents.first?.state.startValues ?? session.state.startValues)
            _ = expected.note(closed, tags: Set(closed.form.allRows.map(\.tag)), deleted: closed.deleted)
            guard !self.file.bytes.isEmpty else { return XCTAssertTrue(expected.values.isEmpty, message, file: file, line: line) }
            let restored = try XCTUnwrap(Draft.restore(self.file.bytes, for: form), message, file: file, line: line)
            // Compared without printing both trees (a list of thousands of items) on a failure.
            XCTAssertTrue(restored.draft.values == expected.values, "the draft read back differs: \(message)", file: file, line: line)
        }
    }

    static let listSchema = #"""
    {"type":"object","properties":{"title":{"type":"string"},"items":{"type":"array","items":{"type":"object",
      "properties":{"name":{"type":"string"},"note":{"type":"string"},
        "sub":{"type":"object","properties":{"x":{"type":"string"}}},
        "tags":{"type":"array","items":{"type":"object","properties":{"t":{"type":"string"}}}}}}}}}
    """#

    private static func items(_ count: Int) -> String {
        "{\"items\":[" + (0..<count).map { "{\"name\":\"item \($0)\"}" }.joined(separator: ",") + "]}"
    }

    func testAKeyInAnItemIsJournaledAtItsPlaceWhateverTheListsLength() throws {
        var lines: [Int] = []
        for count in [10, 5_000] {
            let kept = try Kept(Self.listSchema, values: Self.items(count))
            for key: Key in [.down, .enter, .down, .down, .enter, .char("x")] { XCTAssertNil(kept.session.handle(key)) }
            XCTAssertEqual(kept.atPlace, 0, "the first key after the item opened takes the whole form")
            let wholeBefore = kept.whole
            for key: Key in [.char("a"), .backspace, .char("b"), .char("c")] { XCTAssertNil(kept.session.handle(key)) }
            XCTAssertEqual(kept.whole, wholeBefore, "no key took the whole form (\(count) items)")
            XCTAssertEqual(kept.atPlace, 4, "every key went by its place (\(count) items)")
            lines.append(kept.file.lastWrite)
            try kept.check("\(count) items")
        }
        XCTAssertEqual(lines[0], lines[1], "the line holds the item, not the list")
    }

    /// Random keys among the list screen, its items, an item's sub-form and its nested list: the
    /// draft read back after each key is what closing every screen would give.
    func testRandomKeysInNestedListsReplayToTheClosedScreensValues() throws {
        var random = SplitMix(seed: 27)
        let keys: [Key] = [.enter, .enter, .enter, .escape, .down, .down, .up, .char("a"), .char("q"), .char("z"), .char("k"),
                           .backspace, .backspace, .ctrl("d"), .char("a"), .enter, .escape, .left, .tab, .char("a")]
        var atPlace = 0
        for round in 0..<8 {
            let kept = try Kept(Self.listSchema, values: Self.items(3 + round))
            for step in 0..<200 {
                let key = keys[Int(random.next() % UInt64(keys.count))]
                if kept.session.handle(key) != nil { break }
                try kept.check("round \(round), step \(step), key \(key.name)")
            }
            atPlace += kept.atPlace
        }
        XCTAssertGreaterThan(atPlace, 20, "keys went by their place")
    }
}

extension DraftAtItsPlaceTests {
    static let recursiveSchema = ##"{"type":"object","properties":{"name":{"type":"string"},"note":{"type":"string"},"child":{"$ref":"#"}}}"##

    /// Values `depth` levels deep; `childFirst` puts each `child` before its `name`, unlike the
    /// object a screen's rows give (so that a screen closed unchanged, which gives the value it
    /// opened with, differs from one closed changed).
    private static func nested(_ depth: Int, childFirst: Bool = false) -> String {
        var values = #"{"name":"n"}"#
        for level in 1..<depth {
            values = childFirst ? "{\"child\":" + values + ",\"name\":\"n\(level)\"}" : "{\"name\":\"n\(level)\",\"child\":" + values + "}"
        }
        return values
    }

    func testAKeyDeepInSubFormsIsJournaledAtItsPlaceWhateverTheDepth() throws {
        var lines: [Int] = []
        for depth in [5, 60] {
            let kept = try Kept(Self.recursiveSchema, values: Self.nested(depth))
            let down = Array(repeating: [Key.down, .down, .enter], count: depth - 1).flatMap { $0 }
            for key in down + [.char("x")] { XCTAssertNil(kept.session.handle(key)) }
            XCTAssertEqual(kept.session.parents.count, depth - 1)
            XCTAssertEqual(kept.atPlace, 0, "the first key after the screen opened takes the whole form")
            let wholeBefore = kept.whole
            for key: Key in [.char("a"), .backspace, .char("b")] { XCTAssertNil(kept.session.handle(key)) }
            XCTAssertEqual(kept.whole, wholeBefore, "no key took the whole form (depth \(depth))")
            XCTAssertEqual(kept.atPlace, 3, "every key went by its place (depth \(depth))")
            lines.append(kept.file.lastWrite - 6 * (depth - 5))
            try kept.check("depth \(depth)")
        }
        XCTAssertEqual(lines[0], lines[1], "the line holds the change and its path (/child a level), nothing else")
    }

    /// Random keys up and down a recursive sub-form, typing at every level: the draft read back
    /// after each key is what closing every screen would give.
    func testRandomKeysInNestedSubFormsReplayToTheClosedScreensValues() throws {
        var random = SplitMix(seed: 2027)
        let keys: [Key] = [.enter, .enter, .escape, .down, .down, .up, .up, .char("a"), .char("q"), .char("z"),
                           .backspace, .backspace, .ctrl("d"), .escape, .left, .tab, .char("a")]
        var atPlace = 0
        for round in 0..<9 {
            let kept = try Kept(Self.recursiveSchema, values: round % 3 == 2 ? nil : Self.nested(4, childFirst: round % 3 == 1))
            for step in 0..<200 {
                let key = keys[Int(random.next() % UInt64(keys.count))]
                if kept.session.handle(key) != nil { break }
                try kept.check("round \(round), step \(step), key \(key.name)")
            }
            atPlace += kept.atPlace
        }
        XCTAssertGreaterThan(atPlace, 20, "keys went by their place")
    }
}

/// A deterministic generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
