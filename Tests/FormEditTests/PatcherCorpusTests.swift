import XCTest
import FormJSON
@testable import FormEdit

/// Every kind of change at every place of the sample configs (`Tests/Schemas/*/valid`): the patch
/// always reads back as the value asked for (the document's own check), and a change the file
/// did not need leaves it byte for byte.
final class PatcherCorpusTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas")

    private func configs() throws -> [(String, [UInt8])] {
        var out: [(String, [UInt8])] = []
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.path).sorted()
        for folder in folders {
            let valid = Self.root.appendingPathComponent(folder).appendingPathComponent("valid")
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: valid.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".json") {
                out.append(("\(folder)/\(name)", Array(try Data(contentsOf: valid.appendingPathComponent(name)))))
            }
        }
        return out
    }

    /// Every pointer of `node`, with the node.
    private func places(_ node: JSONNode, _ pointer: String = "") -> [(String, JSONNode)] {
        var out = [(pointer, node)]
        if let members = node.members {
            for member in members { out += places(member.value, JSONPointer.appending(member.key, to: pointer)) }
        } else if let items = node.elements {
            for (i, item) in items.enumerated() { out += places(item, JSONPointer.appending(i, to: pointer)) }
        }
        return out
    }

    func testEveryChangeAtEveryPlaceReadsBack() throws {
        let files = try configs()
        XCTAssertGreaterThan(files.count, 50)
        var changes = 0
        for (name, bytes) in files {
            guard let document = try? JSONSourceDocument(bytes: bytes, file: name) else { continue }
            XCTAssertEqual(try document.writing(document.root), bytes, name)
            let added = try JSONReader.parse(#"{"new": [1, {"x": "y"}]}"#)
            for (pointer, node) in places(document.root).prefix(60) {
                var tried: [SourceChange] = [.replace(pointer: pointer, value: added)]
                if !pointer.isEmpty { tried.append(.remove(pointer: pointer)) }
                if node.members != nil { tried.append(.add(pointer: pointer + "/formrun-new", value: added)) }
                if node.elements != nil {
                    tried.append(.add(pointer: pointer + "/-", value: added))
                    tried.append(.add(pointer: pointer + "/0", value: added))
                }
                for change in tried {
                    changes += 1
                    XCTAssertNoThrow(try document.applying([change]), "\(name): \(change)")
                }
                // Two removes and an add in one container.
                if let members = node.members, members.count >= 3 {
                    let both: [SourceChange] = [.remove(pointer: JSONPointer.appending(members[0].key, to: pointer)),
                                                .remove(pointer: JSONPointer.appending(members[members.count - 1].key, to: pointer)),
                                                .add(pointer: pointer + "/formrun-new", value: added)]
                    XCTAssertNoThrow(try document.applying(both), "\(name): \(both)")
                }
            }
        }
        XCTAssertGreaterThan(changes, 1000)
    }
}
