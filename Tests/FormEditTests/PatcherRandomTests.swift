import XCTest
import FormCore
import FormJSON
@testable import FormEdit

/// Random documents in random layouts (indentation, inline containers, comments, trailing commas,
/// CRLF) edited into random other values: the patch always reads back as the value asked for
/// (`JSONSourceDocument.applying` checks it), and the text of members left alone stays.
final class PatcherRandomTests: XCTestCase {
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

    private struct Layout {
        var unit: String
        var newline: String
        var comments: Bool
        var trailing: Bool
        var colon: String
    }

    private func value(_ r: inout Random, depth: Int) -> JSONNode {
        let pick = depth > 3 ? r.below(4) : r.below(7)
        switch pick {
        case 0: return JSONNode(.string(["a", "b c", "é", "x\"y"][r.below(4)]), at: .unknown)
        case 1: return JSONNode(.number(raw: ["1", "1.0", "1e3", "-2"][r.below(4)], value: 1), at: .unknown)
        case 2: return JSONNode(.bool(r.chance(50)), at: .unknown)
        case 3: return JSONNode(.null, at: .unknown)
        case 4, 5:
            let count = r.below(4)
            return JSONNode(.object((0..<count).map { i in
                JSONNode.Member(key: "k\(i)\(r.below(3))", keyLocation: .unknown, value: value(&r, depth: depth + 1))
            }.reduce(into: [JSONNode.Member]()) { out, m in if !out.contains(where: { $0.key == m.key }) { out.append(m) } }), at: .unknown)
        default:
            return JSONNode(.array((0..<r.below(4)).map { _ in value(&r, depth: depth + 1) }), at: .unknown)
        }
    }

    private func text(_ node: JSONNode, _ layout: Layout, _ r: inout Random, indent: String, into out: inout String) {
        switch node.kind {
        case .object(let members):
            container("{", "}", members.count, layout, &r, indent, &out) { i, inner, out, r in
                out += JSONText.quoted(members[i].key) + layout.colon
                text(members[i].value, layout, &r, indent: inner, into: &out)
            }
        case .array(let items):
            container("[", "]", items.count, layout, &r, indent, &out) { i, inner, out, r in
                text(items[i], layout, &r, indent: inner, into: &out)
            }
        case .string(let s): out += JSONText.quoted(s)
        case .number(let raw, _): out += raw
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    private func container(_ open: String, _ close: String, _ count: Int, _ layout: Layout, _ r: inout Random, _ indent: String,
                           _ out: inout String, entry: (Int, String, inout String, inout Random) -> Void) {
        out += open
        let inline = count == 0 || r.chance(30)
        let inner = indent + layout.unit
        for i in 0..<count {
            if inline {
                if i > 0 { out += ", " }
            } else {
                if layout.comments && r.chance(20) { out += layout.newline + inner + "// note \(i)" }
                out += layout.newline + inner
            }
            entry(i, inner, &out, &r)
            if i < count - 1 { out += inline ? "" : "," } else if layout.trailing { out += "," }
            if !inline && layout.comments && r.chance(15) { out += " // end \(i)" }
        }
        if !inline && count > 0 { out += layout.newline + indent }
        out += close
    }

    /// `node` changed at random places: members removed, added, replaced; items likewise.
    private func mutated(_ node: JSONNode, _ r: inout Random, depth: Int = 0) -> JSONNode {
        switch node.kind {
        case .object(var members):
            members = members.compactMap { m in
                if r.chance(15) { return nil }
                var m = m
                if r.chance(40) { m.value = mutated(m.value, &r, depth: depth + 1) }
                return m
            }
            if r.chance(30) { members.append(JSONNode.Member(key: "new\(depth)", keyLocation: .unknown, value: value(&r, depth: depth + 1))) }
            return JSONNode(.object(members), at: .unknown)
        case .array(var items):
            items = items.compactMap { r.chance(15) ? nil : (r.chance(40) ? mutated($0, &r, depth: depth + 1) : $0) }
            if r.chance(30) { items.insert(value(&r, depth: depth + 1), at: r.below(items.count + 1)) }
            return JSONNode(.array(items), at: .unknown)
        default:
            return r.chance(50) ? value(&r, depth: depth + 1) : node
        }
    }

    func testRandomEditsOfRandomLayoutsReadBack() throws {
        var r = Random(state: 29)
        var failures: [String] = []
        var changed = 0, removals = 0
        for _ in 0..<1500 {
            let layout = Layout(unit: ["  ", "    ", "\t"][r.below(3)], newline: r.chance(20) ? "\r\n" : "\n", comments: r.chance(50),
                                trailing: r.chance(30), colon: [": ", ":", " : "][r.below(3)])
            var root = value(&r, depth: 0)
            if root.members == nil { root = JSONNode(.object([JSONNode.Member(key: "root", keyLocation: .unknown, value: root)]), at: .unknown) }
            var source = ""
            text(root, layout, &r, indent: "", into: &source)
            source += layout.newline
            let document = try JSONSourceDocument(bytes: Array(source.utf8), file: "random.json")
            XCTAssertEqual(try document.writing(document.root), Array(source.utf8))
            let target = mutated(root, &r)
            let changes = ValueTreeDiff.changes(from: document.root, to: target)
            if !changes.isEmpty { changed += 1 }
            removals += changes.filter { if case .remove = $0 { return true } else { return false } }.count
            do {
                let out = try document.writing(target)
                if layout.newline == "\n" && String(decoding: out, as: UTF8.self).contains("\r") { failures.append("CR in\n\(source)") }
            } catch {
                failures.append("\(error)\n\(source)\n→ \(ValueTreeDiff.changes(from: document.root, to: target).map(\.pointer))")
            }
        }
        XCTAssertEqual(failures.count, 0, failures.prefix(3).joined(separator: "\n---\n"))
        XCTAssertGreaterThan(changed, 600)
        XCTAssertGreaterThan(removals, 200)
    }
}
