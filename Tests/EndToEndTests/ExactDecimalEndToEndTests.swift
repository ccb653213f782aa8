import Foundation
import XCTest

/// Issue 27 row 11 on the full screen: a decimal typed with more digits than a double holds is
/// written with every digit.
final class ExactDecimalEndToEndTests: FormrunTestCase {
    func testADecimalTypedOnTheScreenKeepsEveryDigit() throws {
        let form = try makeFile("decimal.json", #"{"sections": [{"rows": [{"tag": "d", "type": "decimal", "title": "Amount"}]}]}"#)
        let output = scratchPath("out.json")
        let session = try PtySession.formrun(["--output", output, "--compact", "--no-draft", form])
        session.waitForFocus(on: "Amount")
        let digits = "123456789012345678901234567890"
        session.send(keys: digits.map(String.init))
        session.waitForScreen(containing: digits)
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), #"{"d":"# + digits + "}\n")
    }
}
