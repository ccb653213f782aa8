import Foundation
import XCTest
import FormCore

/// The lists of row types a reader sees — docs/FORMAT.md's "Row types", the README's paragraph,
/// formrun-form(5)'s ROW TYPES — each name every case of `RowType`: a new type fails here until
/// it is written up everywhere.
final class RowTypeListsTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The part of `text` from the line starting with `start` up to (not including) the first
    /// later line that satisfies `end`.
    private func part(of text: String, from start: String, until end: (Substring) -> Bool) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(start) }, "no line starting \(start)")
        let last = lines[(first + 1)...].firstIndex(where: end) ?? lines.endIndex
        return lines[first..<last].joined(separator: "\n")
    }

    /// The names written in backquotes in `text`.
    private func quotedNames(_ text: String) -> Set<String> {
        Set(text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) })
    }

    func testFormatListsEveryType() throws {
        let section = try part(of: text("docs/FORMAT.md"), from: "## Row types", until: { $0.hasPrefix("## ") })
        let names = quotedNames(section)
        for type in RowType.allCases {
            XCTAssertTrue(names.contains(type.rawValue), "docs/FORMAT.md's Row types do not list `\(type.rawValue)`")
        }
    }

    func testReadmeListsEveryType() throws {
        let paragraph = try part(of: text("README.md"), from: "Every row type:", until: \.isEmpty)
        let names = quotedNames(paragraph)
        for type in RowType.allCases {
            XCTAssertTrue(names.contains(type.rawValue), "README's paragraph of row types does not list `\(type.rawValue)`")
        }
    }

    /// The `.TP` tags of ROW TYPES are `.BR name ", " other`: each name is a word of the tag line.
    func testManPageListsEveryType() throws {
        let section = try part(of: text("docs/man/formrun-form.5"), from: ".SH ROW TYPES", until: { $0.hasPrefix(".SH ") })
        let lines = section.split(separator: "\n").map(String.init)
        let tags = zip(lines, lines.dropFirst()).filter { $0.0 == ".TP" }.map(\.1)
        let names = Set(tags.flatMap { $0.split(whereSeparator: { " \",".contains($0) }).map(String.init) })
        for type in RowType.allCases {
            XCTAssertTrue(names.contains(type.rawValue), "formrun-form(5)'s ROW TYPES does not list \(type.rawValue)")
        }
    }

    /// Every type is in some form of forms/, so it can be tried by hand.
    func testSomeExampleFormUsesEveryType() throws {
        let folder = Self.root.appendingPathComponent("forms")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        let all = try names.map { try text("forms/" + $0) }.joined()
        for type in RowType.allCases {
            XCTAssertTrue(all.contains("\"type\": \"\(type.rawValue)\""), "no form in forms/ has a \(type.rawValue) row")
        }
    }
}
