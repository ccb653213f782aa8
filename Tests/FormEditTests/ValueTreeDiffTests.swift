import XCTest
import FormCore
import FormJSON
@testable import FormEdit

final class ValueTreeDiffTests: XCTestCase {
    private func json(_ text: String) throws -> JSONNode { try JSONReader.parse(text) }

    /// Changes as `op pointer value` lines (locations left out).
    private func text(_ changes: [SourceChange]) -> [String] {
        changes.map { change in
            func compact(_ node: JSONNode) -> String {
                var out = ""
                OutputWriter.write(node, indent: 0, compact: true, into: &out)
                return out
            }
            switch change {
            case .replace(let p, let v): return "replace \(p) \(compact(v))"
            case .add(let p, let v): return "add \(p) \(compact(v))"
            case .remove(let p): return "remove \(p)"
            case .rename(let p, let k): return "rename \(p) \(k)"
            }
        }
    }

    private func text(_ change: SourceChange?) -> String? { change.map { text([$0])[0] } }

    private func text(_ node: JSONNode?) -> String? { node.map { text([.replace(pointer: "", value: $0)])[0] } }

    func testEqualTreesGiveNoChangeWhateverTheSpellingAndOrder() throws {
        XCTAssertEqual(ValueTreeDiff.changes(from: try json(#"{"a": 1.0, "b": [1e3]}"#), to: try json(#"{"b": [1000], "a": 1}"#)), [])
    }

    func testChangesAreAddressedInTheFirstTree() throws {
        let changes = ValueTreeDiff.changes(from: try json(#"{"a": 1, "b": {"c": 2}, "l": [1, 2, 3, 4]}"#),
                                            to: try json(#"{"b": {"c": 3, "d": 4}, "l": [1, 9, 4, 5], "e": true}"#))
        XCTAssertEqual(text(changes), ["remove /a", "replace /b/c 3", "add /b/d 4", "replace /l/1 9", "remove /l/2",
                                       "add /l/- 5", "add /e true"])
        XCTAssertTrue(ValueTreeDiff.same(try ValueTreeEdit.apply(changes, to: json(#"{"a": 1, "b": {"c": 2}, "l": [1, 2, 3, 4]}"#)),
                                         try json(#"{"b": {"c": 3, "d": 4}, "l": [1, 9, 4, 5], "e": true}"#)))
    }

    func testPointerAssignmentsReadJSONElseAString() throws {
        XCTAssertEqual(text(PointerAssignment("/a=8080")?.value), "replace  8080")
        XCTAssertEqual(text(PointerAssignment("/a=ubuntu-latest")?.value), #"replace  "ubuntu-latest""#)
        XCTAssertEqual(text(PointerAssignment("/a=x=y")?.value), #"replace  "x=y""#)
        XCTAssertEqual(text(PointerAssignment("/a=")?.value), #"replace  """#)
        XCTAssertNil(PointerAssignment("a=1"))
        XCTAssertNil(PointerAssignment("/a"))
        let root = try json(#"{"a": {"b": 1}, "l": [1]}"#)
        XCTAssertEqual(text(PointerAssignment("/a/b=2")?.change(in: root)), "replace /a/b 2")
        XCTAssertEqual(text(PointerAssignment("/x/y/z=2")?.change(in: root)), #"add /x {"y":{"z":2}}"#)
        XCTAssertEqual(text(PointerAssignment("/l/-=2")?.change(in: root)), "add /l/- 2")
        XCTAssertNil(PointerAssignment("/l/5=2")?.change(in: root))
        XCTAssertNil(PointerAssignment("/a/b/c=2")?.change(in: root))
    }

    func testChangesAtPlacesTheFileLacksBecomeAddsOfTheSubmittedValue() throws {
        let file = try json(#"{"a": 1}"#)
        let submitted = try json(#"{"a": 1, "o": {"x": 2, "y": 3}}"#)
        let changes: [SourceChange] = [.replace(pointer: "/o/x", value: try json("2")), .add(pointer: "/o/y", value: try json("3")),
                                       .remove(pointer: "/gone")]
        XCTAssertEqual(text(ChangeRebase.onto(file, changes, submitted: submitted)), [#"add /o {"x":2,"y":3}"#])
    }

    func testARenameOfAMemberTheFileLacksIsAnAddOfItsNewName() throws {
        let file = try json(#"{"s": {"a": 1}}"#)
        let submitted = try json(#"{"s": {"a": 1, "c": 2}}"#)
        let changes: [SourceChange] = [.rename(pointer: "/s/b", key: "c"), .rename(pointer: "/s/a", key: "A")]
        XCTAssertEqual(text(ChangeRebase.onto(file, changes, submitted: submitted)), ["add /s/c 2", "rename /s/a A"])
    }
}
