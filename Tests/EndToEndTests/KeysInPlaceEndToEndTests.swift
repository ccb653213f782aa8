import Foundation
import XCTest

/// `formrun --edit`, keys of a map edited in place (issue 29): a renamed key is rewritten where it
/// stands, its value and comment untouched (one line changed), and a value typed for a member added
/// under `more keys` is read as `--set` reads one: JSON when it parses, else a string.
final class KeysInPlaceEndToEndTests: FormrunTestCase {

    /// Renames the focused keyed item of the open list from `old` to `new` (its Name row).
    private func rename(_ session: PtySession, _ old: String, to new: String) {
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Name"))
        session.send(keys: ["End"] + Array(repeating: "Backspace", count: old.count))
        session.send(new)
        session.send(keys: ["Esc"])
    }

    func testAScriptRenamedStaysInPlaceAndChangesOneLine() throws {
        let (session, file) = try openForEdit("package.json", RowsThatFitEndToEndTests.package, schema: RowsThatFitEndToEndTests.packageSchema)
        XCTAssertTrue(session.waitForScreen(containing: "customField"))
        session.send(keys: ["Down", "Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "build  tsc"))
        rename(session, "build", to: "compile")
        XCTAssertTrue(session.waitForScreen(containing: "compile  tsc"))
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "2 items: compile, test"))
        try saveAndExpect(session, file, changing(RowsThatFitEndToEndTests.package, #""build": "tsc","#, #""compile": "tsc","#))
    }

    func testAComposeEnvironmentKeyRenamedKeepsItsValueAndComment() throws {
        let (session, file) = try openForEdit("compose.yaml", RowsThatFitEndToEndTests.compose, schema: RowsThatFitEndToEndTests.composeSchema)
        XCTAssertTrue(session.waitForScreen(containing: "services"))
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "db  postgres:16"))
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "environment"))
        session.send(keys: ["Down", "Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "POSTGRES_USER  app"))
        rename(session, "POSTGRES_USER", to: "PGUSER")
        XCTAssertTrue(session.waitForScreen(containing: "PGUSER"))
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "PGUSER, POSTGRES_DB"))
        try saveAndExpect(session, file, changing(RowsThatFitEndToEndTests.compose, "POSTGRES_USER: app", "PGUSER: app"))
    }

    func testAMoreKeysValueIsReadAsSetReadsOne() throws {
        let (session, file) = try openForEdit("package.json", RowsThatFitEndToEndTests.package, schema: RowsThatFitEndToEndTests.packageSchema)
        XCTAssertTrue(session.waitForScreen(containing: "customField"))
        session.send(keys: ["Down", "Down", "Down", "Down", "Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "No items yet"))
        for (key, typed) in [("license", "MIT"), ("port", "3"), ("private", "true"), ("code", "\"3\"")] {
            session.send("a")
            XCTAssertTrue(session.waitForScreen(containing: "Name"))
            session.send(key)
            session.send(keys: ["Down"])
            session.send(typed)
            session.send(keys: ["Esc"])
            XCTAssertTrue(session.waitForScreen(containing: "▸" + key), session.screen.lines.joined(separator: "\n"))
        }
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "4 items: license, port, private, code"))
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.ttyOutput)
        XCTAssertEqual(try contents(file), changing(RowsThatFitEndToEndTests.package, "\"customField\": \"hello\"\n", """
            "customField": "hello",
              "license": "MIT",
              "port": 3,
              "private": true,
              "code": "3"

            """))
    }
}
