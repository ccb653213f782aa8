import XCTest
import FormJSON
@testable import FormEdit

/// Random YAML documents (block and flow collections, comments) edited into random other values:
/// the patch reads back as the value asked for (`YAMLSourceDocument.applying` checks it) and none
/// of them is refused.
final class YAMLPatcherRandomTests: XCTestCase {
    /// SplitMix64: the same cases on every run.
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    private func value(_ r: inout Random, depth: Int) -> JSONNode {
        let pick = depth > 3 ? r.below(4) : r.below(7)
        switch pick {
        case 0: return JSONNode(.string(["a", "b c", "é", "on", "x: y", "1", "- z"][r.below(7)]), at: .unknown)
        case 1: return JSONNode(.number(raw: ["1", "1.5", "-2"][r.below(3)], value: 1), at: .unknown)
        case 2: return JSONNode(.bool(r.chance(50)), at: .unknown)
        case 3: return JSONNode(.null, at: .unknown)
        case 4, 5:
            let count = depth == 0 ? 1 + r.below(4) : r.below(4)
            return JSONNode(.object((0..<count).map { i in
                JSONNode.Member(key: "k\(i)\(r.below(3))", keyLocation: .unknown, value: value(&r, depth: depth + 1))
            }.reduce(into: [JSONNode.Member]()) { out, m in if !out.contains(where: { $0.key == m.key }) { out.append(m) } }), at: .unknown)
        default:
            return JSONNode(.array((0..<r.below(4)).map { _ in value(&r, depth: depth + 1) }), at: .unknown)
        }
    }

    /// A random change of `node`: a leaf replaced, a member or item added or removed.
    private func mutated(_ node: JSONNode, _ r: inout Random, depth: Int) -> JSONNode {
        var node = node
        switch node.kind {
        case .object(var members):
            if !members.isEmpty && r.chance(60) {
                let i = r.below(members.count)
                members[i].value = mutated(members[i].value, &r, depth: depth + 1)
            } else if !members.isEmpty && r.chance(40) {
                members.remove(at: r.below(members.count))
            } else if !members.contains(where: { $0.key == "new" }) {
                members.append(JSONNode.Member(key: "new", keyLocation: .unknown, value: value(&r, depth: depth + 1)))
            }
            node.kind = .object(members)
        case .array(var items):
            if !items.isEmpty && r.chance(50) {
                let i = r.below(items.count)
                items[i] = mutated(items[i], &r, depth: depth + 1)
            } else if !items.isEmpty && r.chance(40) {
                items.remove(at: r.below(items.count))
            } else {
                items.insert(value(&r, depth: depth + 1), at: r.below(items.count + 1))
            }
            node.kind = .array(items)
        default:
            node = value(&r, depth: depth)
        }
        return node
    }

    func testRandomEditsReadBackAndAreNeverRefused() throws {
        var r = Random(state: 29)
        var refused: [String] = []
        var edited = 0
        let cases = 400
        for _ in 0..<cases {
            var original = value(&r, depth: 0)
            while original.members?.isEmpty ?? true { original = value(&r, depth: 0) }
            let writer = YAMLValueWriter(unit: 2, newline: "\n")
            var text = r.chance(30) ? "# head\n" : ""
            if original.members != nil, r.chance(50) {
                text += writer.flow(original) + "\n"
            } else {
                text += String(writer.afterIndicator(original, indent: -2).dropFirst()) + "\n"
            }
            guard let document = try? YAMLSourceDocument(bytes: Array(text.utf8), file: "r.yaml") else {
                XCTFail("not read: \(text)"); continue
            }
            XCTAssertTrue(ValueTreeDiff.same(document.root, original), text)
            let target = mutated(document.root, &r, depth: 0)
            if !ValueTreeDiff.same(document.root, target) { edited += 1 }
            do {
                _ = try document.writing(target)
            } catch {
                refused.append("\(error)\n\(text)→ \(ValueTreeDiff.changes(from: document.root, to: target))")
            }
        }
        XCTAssertGreaterThan(edited, cases / 2)
        XCTAssertLessThanOrEqual(refused.count, 0, refused.prefix(5).joined(separator: "\n---\n"))
    }
}
