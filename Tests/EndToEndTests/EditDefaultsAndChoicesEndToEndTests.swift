import Foundation
import XCTest

/// `formrun --edit` with schema defaults and enums that also take other text (issue 29): a
/// default is the placeholder and is written when chosen on purpose; Delete sets a row back to
/// not set, its member and line gone; an enum-or-pattern (tsconfig's `target`) is a list filtered
/// by typing, a value outside the enum shown as the typed other value.
final class EditDefaultsAndChoicesEndToEndTests: FormrunTestCase {
    static let tsconfigSchema = #"""
    {"type": "object", "properties": {"compilerOptions": {"type": "object", "properties": {
      "target": {"type": ["string", "null"], "default": "es2025", "anyOf": [
        {"enum": ["es3", "es5", "es6", "es2015", "es2016", "es2017", "es2018", "es2019", "es2020", "es2021", "es2022", "es2023", "es2024", "es2025", "esnext"]},
        {"pattern": "^([Ee][Ss]([356]|(20(1[56789]|2[012345]))|[Nn][Ee][Xx][Tt]))$"}]},
      "strict": {"type": ["boolean", "null"], "default": true},
      "outDir": {"type": "string"}}}}}
    """#

    static let tsconfig = "{\n  \"compilerOptions\": {\n    \"target\": \"ES2017\",\n    \"outDir\": \"dist\"\n  }\n}\n"

    static let jobSchema = #"""
    {"type": "object", "properties": {
      "name": {"type": "string", "title": "Job name"},
      "timeout-minutes": {"type": "number", "title": "Timeout", "default": 360},
      "continue-on-error": {"type": "boolean", "title": "Continue on error", "default": false}}}
    """#

    static let job = "# the build job\nname: build\ncontinue-on-error: true   # flaky\n"


    private func edit(_ file: String, schema: String) throws -> PtySession {
        try PtySession.formrun(["--edit", file, "--schema", schema], environment: ["HOME": scratchPath("home")])
    }

    func testADefaultIsThePlaceholderAndTypingItWritesIt() throws {
        let schema = try makeFile("job.schema.json", Self.jobSchema)
        let file = try makeFile("job.yaml", Self.job)
        let session = try edit(file, schema: schema)
        XCTAssertTrue(session.waitForScreen(containing: "default: 360"), session.screen.text)
        session.send(keys: ["Down"])
        session.send("360")
        try saveAndExpect(session, file, Self.job + "timeout-minutes: 360\n")
    }

    func testDeleteSetsARowBackToNotSetAndItsLineGoes() throws {
        let schema = try makeFile("job.schema.json", Self.jobSchema)
        let file = try makeFile("job.yaml", Self.job)
        let session = try edit(file, schema: schema)
        XCTAssertTrue(session.waitForScreen(containing: "continue-on-error"), "rows labelled by key")
        session.send(keys: ["Down", "Down", "Delete"])
        XCTAssertTrue(session.waitForScreen(containing: "default: false"), session.screen.text)
        try saveAndExpect(session, file, "# the build job\nname: build\n")
    }

    func testABooleanEqualToItsDefaultIsWrittenOnPurpose() throws {
        let schema = try makeFile("tsconfig.schema.json", Self.tsconfigSchema)
        let file = try makeFile("tsconfig.json", Self.tsconfig)
        let session = try edit(file, schema: schema)
        XCTAssertTrue(session.waitForScreen(containing: "default: true"))
        session.send(keys: ["Down", "Down", "Space", "C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.ttyOutput)
        XCTAssertEqual(try contents(file), Self.tsconfig.replacingOccurrences(of: "\"dist\"\n", with: "\"dist\",\n    \"strict\": true\n"))
    }

    func testAnEnumOrPatternIsPickedByTypingAFilter() throws {
        let schema = try makeFile("tsconfig.schema.json", Self.tsconfigSchema)
        let file = try makeFile("tsconfig.json", Self.tsconfig)
        let session = try edit(file, schema: schema)
        XCTAssertTrue(session.waitForScreen(containing: "ES2017"), "a value outside the enum is the other value")
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Type to filter"))
        session.send("2022")
        XCTAssertTrue(session.waitForScreen(containing: "es2022"))
        session.send(keys: ["Enter", "C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.ttyOutput)
        XCTAssertEqual(try contents(file), Self.tsconfig.replacingOccurrences(of: "ES2017", with: "es2022"))
    }

    func testAnOtherValueThatBreaksThePatternIsRefusedHeadless() throws {
        let schema = try makeFile("tsconfig.schema.json", Self.tsconfigSchema)
        let file = try makeFile("tsconfig.json", Self.tsconfig)
        let bad = try DetachedRun(["--edit", file, "--schema", schema, "--set", "/compilerOptions/target=es1999", "--submit"],
                                  environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(bad.status, 3, bad.stderr)
        XCTAssertEqual(try contents(file), Self.tsconfig)
        let good = try DetachedRun(["--edit", file, "--schema", schema, "--set", "/compilerOptions/target=ESNext", "--submit"],
                                   environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(good.status, 0, good.stderr)
        XCTAssertEqual(try contents(file), Self.tsconfig.replacingOccurrences(of: "ES2017", with: "ESNext"))
    }
}
