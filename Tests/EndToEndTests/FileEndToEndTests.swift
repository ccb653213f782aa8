import Foundation
import XCTest

/// A `file` row through the real binary: a prefix typed, Tab completion and its listing, the
/// extension check when the row is left, and the path in the JSON.
final class FileEndToEndTests: FormrunTestCase {
    func testTabCompletesAPathAndTheOutputIsThePathTyped() throws {
        _ = try makeFile("signup.json", "{}")
        _ = try makeFile("signal.yaml", "")
        let form = try makeFile("x.json", """
        {"sections": [{"rows": [
          {"tag": "form", "type": "file", "title": "Form", "mustExist": true, "extensions": ["json"]},
          {"tag": "note", "type": "text", "title": "Note"}
        ]}]}
        """)
        let session = try PtySession.formrun([form], environment: ["HOME": scratchPath("home")], rows: 20, cols: 140)
        XCTAssertTrue(session.waitForScreen(containing: "Note"))
        let prefix = scratch.path + "/sig"
        session.send(prefix)
        XCTAssertTrue(session.waitForScreen(containing: prefix))
        session.send(keys: ["Tab"])
        XCTAssertTrue(session.waitForScreen(containing: scratch.path + "/sign "))
        session.send(keys: ["Tab"])
        XCTAssertTrue(session.waitForScreen(containing: "match: signal.yaml  signup.json"))
        session.send(keys: ["a", "Tab"])
        XCTAssertTrue(session.waitForScreen(containing: scratch.path + "/signal.yaml"))
        session.send(keys: ["Down"])
        XCTAssertTrue(session.waitForScreen(containing: "Must end in .json"))
        session.send(keys: ["Up", "C-u"])
        session.send(prefix + "nu")
        session.send(keys: ["Tab", "C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        let json = try XCTUnwrap(jsonObject(session.stdout))
        XCTAssertEqual(json["form"] as? String, scratch.path + "/signup.json")
        XCTAssertEqual(session.restorationProblems, [])
    }
}
