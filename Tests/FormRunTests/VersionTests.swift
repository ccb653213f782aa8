import Foundation
import XCTest
import FormRun

/// The library's version is the newest one CHANGELOG.md names (an `## Unreleased` section above it aside).
final class VersionTests: XCTestCase {
    func testTheVersionIsTheChangelogsNewest() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let heading = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" })
        XCTAssertTrue(heading.hasPrefix("## \(formRunVersion) "), "\(heading) against \(formRunVersion)")
    }
}
