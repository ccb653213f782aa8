import XCTest
import FormCore
import FormJSON
import FormSchema
@testable import FormUI

/// One nesting limit for the tree of answers (`NestingLimit.depth`, issue 27): screens open up
/// to it and refuse one past it (the screen stays, the limit is named), a list adds no item past
/// it, and a submit refuses a tree past it with where (never a silent `{}`).
final class DepthLimitTests: XCTestCase {
    /// A form holding itself: `child` is one level below the form's object.
    static let recursive = ##"{"type":"object","properties":{"name":{"type":"string"},"child":{"$ref":"#"}}}"##
    /// A form holding a list of itself: an item is two levels below (the array, the item).
    static let recursiveList = ##"{"type":"object","properties":{"name":{"type":"string"},"kids":{"type":"array","items":{"$ref":"#"}}}}"##

    private func stack(_ schema: String = recursive) throws -> ScreenStack {
        ScreenStack(FormState(form: try FormLoader.read(text: schema, file: "s.json").form))
    }

    /// Opens `child` `n` times (Down, Enter as a person does); returns the effects of the last Enter.
    @discardableResult
    private func descend(_ stack: inout ScreenStack, _ n: Int) -> [Effect] {
        var last: [Effect] = []
        for _ in 0..<n {
            stack.update(.key(.down))
            last = stack.update(.key(.enter))
        }
        return last
    }

    /// The depth of `child` members in `json` and the innermost object's `name`.
    private func depth(of json: String) throws -> (Int, String?) {
        var node = try JSONReader.parse(json)
        var depth = 0
        while let next = node["child"] {
            node = next
            depth += 1
        }
        return (depth, node["name"]?.stringValue)
    }

    func testScreensOpenToTheLimitAndTheValueTypedThereIsSubmitted() throws {
        var stack = try stack()
        descend(&stack, NestingLimit.depth - 1)
        XCTAssertEqual(stack.screens.count, NestingLimit.depth, "the deepest screen is the limit's level")
        XCTAssertEqual(stack.top.level, NestingLimit.depth)
        stack.update(.key(.char("x")))
        let form = stack.closeAll()
        let (depth, name) = try depth(of: OutputWriter.json(form.outputEntries, compact: false))
        XCTAssertEqual(depth, NestingLimit.depth - 1)
        XCTAssertEqual(name, "x")
    }

    func testOneScreenPastTheLimitIsRefusedWithTheLimitNamedAndTheScreenStays() throws {
        var stack = try stack()
        descend(&stack, NestingLimit.depth - 1)
        let effects = descend(&stack, 1)
        XCTAssertEqual(stack.screens.count, NestingLimit.depth, "no screen opened")
        let reason = effects.compactMap { if case .bell(let reason) = $0 { reason } else { nil } }.first
        XCTAssertEqual(reason, "Nested too deeply: this would be level 201 of the answers, past the limit of 200 levels")
        if case .failure(let refusal) = SubForms.open("child", in: stack.top) {
            XCTAssertEqual(refusal, .tooDeep(level: NestingLimit.depth + 1))
        } else {
            XCTFail("opened past the limit")
        }
        // What was typed at the limit still goes out whole.
        stack.update(.key(.up))
        stack.update(.key(.char("y")))
        let (depth, name) = try depth(of: OutputWriter.json(stack.closeAll().outputEntries, compact: true))
        XCTAssertEqual(depth, NestingLimit.depth - 1)
        XCTAssertEqual(name, "y")
    }

    func testAListAddsNoItemPastTheLimit() throws {
        var state = FormState(form: try FormLoader.read(text: Self.recursiveList, file: "s.json").form)
        // Form 1, list 2, item 3, list 4 …: the list screen at level 200 (even) takes no item.
        var level = 1
        while level + 1 <= NestingLimit.depth {
            guard case .success(let list) = SubForms.open("kids", in: state) else { return XCTFail("kids at \(level + 1)") }
            level += 1
            XCTAssertEqual(list.level, level)
            if level == NestingLimit.depth {
                var top = list
                let effects = ListScreenBindings.add(try XCTUnwrap(list.place?.list), in: &top)
                XCTAssertFalse(effects.contains(.editList(.add)), "an item past the limit is not added")
                XCTAssertEqual(top.status?.text.contains("past the limit of 200 levels"), true, "\(String(describing: top.status))")
                return
            }
            guard let (added, tag) = ListScreen.applying(.add, to: list).map({ ($0.state, $0.added) }), let tag,
                  case .success(let item) = SubForms.open(tag, in: added) else { return XCTFail("item at \(level + 1)") }
            level += 1
            XCTAssertEqual(item.level, level)
            state = item
        }
    }

    func testASubmitRefusesATreePastTheLimitWithItsPath() throws {
        var form = try FormLoader.read(text: Self.recursive, file: "s.json").form
        var tree = Value.object([.init(key: "name", value: .string("deep"))])
        for _ in 0..<NestingLimit.depth { tree = .object([.init(key: "child", value: tree)]) }
        // `child` stands at level 2, so its tree of 200 objects ends at 201.
        let prefill = try GivenValues.apply(text: "{}", file: "v.json", to: &form)
        var state = FormState(form: form, prefill: prefill.merging(["child": tree]) { $1 })
        let failures = Submission.failures(&state, gather: { _ in FileFacts() })
        XCTAssertEqual(failures.count, 1)
        let path = "/child" + String(repeating: "/child", count: NestingLimit.depth - 1)
        XCTAssertEqual(failures.first?.failure.path, path)
        XCTAssertEqual(failures.first?.failure.message, "nested too deeply (more than 200 levels)")
    }

    func testJSONTypedIntoATextRowCountsFromWhereTheRowStands() throws {
        var row = Row(tag: "j", type: .textView)
        row.key = "a.b"
        row.encoding = .jsonText
        let state = FormState(form: Form(sections: [Section(tag: "s", rows: [row])]), today: "2026-01-01")
        XCTAssertEqual(state.level(of: row), 3)
        // 198 arrays at level 3 end at 200; one more is past the limit.
        let within = String(repeating: "[", count: 198) + String(repeating: "]", count: 198)
        let past = String(repeating: "[", count: 199) + String(repeating: "]", count: 199)
        XCTAssertNil(state.nestingFailure(of: row, value: .string(within)))
        XCTAssertEqual(state.nestingFailure(of: row, value: .string(past))?.path, "/0" + String(repeating: "/0", count: 197))
    }

    /// Four screens reach the limit: `a`, `b`, `c` nest 64 names each (levels 65, 129, 193), `d`
    /// 7 more (200); `d`'s `url` is there, and its `e` would stand at 201.
    static var keyed: String {
        func names(_ prefix: String, _ n: Int) -> String { (1...n).map { "\(prefix)\($0)" }.joined(separator: ".") }
        var rows = #"{"tag": "name", "type": "url", "title": "URL"}, {"tag": "e", "type": "form", "title": "E", "sections": [{"rows": [{"tag": "last", "type": "text"}]}]}"#
        for (tag, count) in [("d", 7), ("c", 64), ("b", 64), ("a", 64)] {
            rows = #"{"tag": "\#(tag)", "type": "form", "title": "\#(tag.uppercased())", "key": "\#(names(tag, count))", "required": true, "sections": [{"rows": [\#(rows)]}]}"#
        }
        return #"{"title": "Deep", "sections": [{"rows": [\#(rows)]}]}"#
    }

    func testF8ReachesAFailingRowAtTheLimit() throws {
        let form = try FormLoader.parse(text: Self.keyed, file: "deep.json")
        var stack = ScreenStack(FormState(form: form, today: "2026-01-01"))
        // Open every screen once (each sub-form filled with its own), back to the top, submit.
        for _ in 0..<4 { stack.update(.key(.enter)) }
        XCTAssertEqual(stack.top.level, NestingLimit.depth)
        stack.update(.key(.down))
        XCTAssertEqual(stack.update(.key(.enter)), [.bell(reason: SubFormRefusal.tooDeep(level: NestingLimit.depth + 1).description)])
        XCTAssertEqual(stack.screens.count, 5, "the screen stays")
        // Not a URL, at the limit.
        stack.update(.key(.up))
        stack.update(.key(.char("x")))
        _ = stack.closeAll()
        stack.update(.key(.ctrl("s")))
        XCTAssertEqual(stack.screens.count, 1, "the submit is refused: not a URL at the limit")
        // F8 goes to the row showing the problem, then into it, screen by screen.
        for _ in 0..<6 where stack.top.focus != "name" { stack.update(.key(.function(8))) }
        XCTAssertEqual(stack.screens.count, 5, "F8 opened the screens down to the failing row")
        XCTAssertEqual(stack.top.level, NestingLimit.depth)
        XCTAssertEqual(stack.top.focus, "name")
        // Mended there, the submit takes the answers whole.
        stack.update(.key(.backspace))
        for c in "https://x.org" { stack.update(.key(.char(c))) }
        var top = stack.closeAll()
        XCTAssertEqual(Submission.failures(&top, gather: { _ in FileFacts() }), [])
        let out = OutputWriter.json(top.outputEntries, compact: true)
        XCTAssertTrue(out.contains(#"{"d7":{"name":"https://x.org","e":null}}"#), String(out.suffix(260).prefix(140)))
    }
}
