import Foundation
import XCTest

/// formrun reads its environment variables by name (`environmentNames` in
/// `Sources/formrun/main.swift`) instead of the whole environment: every `environment["NAME"]`
/// in the sources must be one of those names, or the variable would silently read as unset.
final class EnvironmentNamesTests: XCTestCase {
    func testEveryVariableReadIsOneFormrunLoads() throws {
        let sources = ShippedTool.root.appendingPathComponent("Sources")
        let main = try String(contentsOf: sources.appendingPathComponent("formrun/main.swift"), encoding: .utf8)
        let listLine = try XCTUnwrap(main.split(separator: "\n").first { $0.hasPrefix("let environmentNames") })
        let loaded = Set(Self.quoted(in: String(listLine)))
        XCTAssertTrue(loaded.contains("TERM"), "the list was read: \(loaded)")

        var read: Set<String> = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.ranges(of: #/environment\["([A-Z_]+)"\]/#) {
                read.formUnion(Self.quoted(in: String(text[match])))
            }
        }
        XCTAssertFalse(read.isEmpty, "the sources were read")
        XCTAssertEqual(read.subtracting(loaded), [], "read in the sources but not loaded by main.swift")
    }

    private static func quoted(in text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
