import XCTest
@testable import FormJSON

/// Issue #27: a location asked for a little before the last one on a long line (an object after
/// its members, in a minified values file) is counted back from there, and is the same as when
/// counted from the line's start.
final class LineTableBackwardTests: XCTestCase {
    func testLocationsBackAlongALineMatchThoseCountedFromItsStart() throws {
        let text = "[" + (0..<200).map { #"{"näme":"é\#($0)","k":[1,2]}"# }.joined(separator: ",") + "]"
        let root = try JSONReader.document(bytes: Array(text.utf8)).root
        guard let elements = root.elements else { return XCTFail("not an array") }
        var asked: [(member: SourceLocation, object: SourceLocation)] = []
        for element in elements {
            let member = try XCTUnwrap(element.members?.first).keyLocation
            asked.append((member, element.location))
        }
        let fresh = try JSONReader.document(bytes: Array(text.utf8)).root
        for (i, element) in try XCTUnwrap(fresh.elements).enumerated() {
            XCTAssertEqual(element.location, asked[i].object)
            XCTAssertEqual(asked[i].object.column + 1, asked[i].member.column)
        }
        XCTAssertEqual(asked[1].object, SourceLocation(line: 1, column: 2 + 23 + 1), "after `[` and the first object (23 characters) and its comma")
    }
}
