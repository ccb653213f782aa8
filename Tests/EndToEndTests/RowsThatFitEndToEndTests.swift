import Foundation
import XCTest

/// `formrun --edit`, rows that fit the data (issue 29): rows labelled by key (the schema's title
/// in the hint), a map of strings a keyed list of value rows (edit, add, rename, remove), members
/// the schema does not name shown and added by key, and a compose file with a null map value and
/// a list of numbers and strings coming back byte for byte. Each edit changes only its line.
final class RowsThatFitEndToEndTests: FormrunTestCase {
    static let packageSchema = #"""
    {"type": "object", "properties": {
      "name": {"type": "string", "title": "Package name"},
      "version": {"type": "string"},
      "scripts": {"type": "object", "title": "Scripts", "additionalProperties": {"type": "string"}},
      "dependencies": {"type": "object", "additionalProperties": {"type": "string"}}
    }}
    """#

    static let package = """
    {
      "name": "demo",
      "version": "1.0.0",
      "scripts": {
        "build": "tsc",
        "test": "jest"
      },
      "dependencies": {
        "left-pad": "^1.3.0"
      },
      "customField": "hello"
    }

    """

    static let composeSchema = #"""
    {"type": "object", "properties": {
      "services": {"type": "object", "additionalProperties": {"type": "object", "properties": {
        "image": {"type": "string"},
        "environment": {"type": "object", "additionalProperties": {"type": "string"}},
        "expose": {"type": "array", "items": {"type": ["string", "number"]}}}}},
      "volumes": {"type": "object", "additionalProperties": {"type": ["object", "null"]}}}}
    """#

    static let compose = """
    services:
      db:
        image: postgres:16   # pinned
        environment:
          POSTGRES_USER: app
          POSTGRES_DB: app   # the database
        expose: [5432, "80"]
    volumes: {db-data: }

    """

    static let workflowSchema = #"""
    {"type": "object", "properties": {
      "name": {"type": "string"},
      "env": {"type": "object", "additionalProperties": {"type": "string"}},
      "timeout-minutes": {"type": "number", "title": "Timeout in minutes"}}}
    """#

    static let workflow = """
    # CI
    name: CI
    env:
      NODE_ENV: production   # for the build
      REGION: eu

    timeout-minutes: 30

    """


    // MARK: package.json-like JSON

    func testRowsAreLabelledByKeyWithTheTitleInTheHint() throws {
        let (session, _) = try openForEdit("package.json", Self.package, schema: Self.packageSchema)
        XCTAssertTrue(session.waitForScreen(containing: "Package name"))
        let lines = session.screen.lines
        XCTAssertTrue(lines.contains { $0.contains("▸name ") && $0.contains("demo") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("scripts ") && $0.contains("2 items: build, test") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("customField ") && $0.contains("hello") }, lines.joined(separator: "\n"))
        XCTAssertFalse(lines.contains { $0.contains("Scripts") }, lines.joined(separator: "\n"))
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.ttyOutput)
    }

    func testAJSONMapSubmittedUntouchedIsByteIdentical() throws {
        let (session, file) = try openForEdit("package.json", Self.package, schema: Self.packageSchema)
        XCTAssertTrue(session.waitForScreen(containing: "customField"))
        try saveAndExpect(session, file, Self.package)
    }

    func testAMapValueEditedChangesOneLine() throws {
        let (session, file) = try openForEdit("package.json", Self.package, schema: Self.packageSchema)
        XCTAssertTrue(session.waitForScreen(containing: "customField"))
        session.send(keys: ["Down", "Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "build  tsc"))
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Value"))
        session.send(keys: ["Down", "End"])
        session.send(" -p")
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "build  tsc -p"))
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "customField"))
        try saveAndExpect(session, file, changing(Self.package, #""build": "tsc","#, #""build": "tsc -p","#))
    }

    func testAMapValueEmptiedIsAnEmptyString() throws {
        let (session, file) = try openForEdit("package.json", Self.package, schema: Self.packageSchema)
        XCTAssertTrue(session.waitForScreen(containing: "customField"))
        session.send(keys: ["Down", "Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "build  tsc"))
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Value"))
        session.send(keys: ["Down", "End", "Backspace", "Backspace", "Backspace", "Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "build  \"\""))
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "customField"))
        try saveAndExpect(session, file, changing(Self.package, #""build": "tsc","#, #""build": "","#))
    }

    func testAKeyAddedToAMapIsOneLineInItsSiblingsStyle() throws {
        let (session, file) = try openForEdit("package.json", Self.package, schema: Self.packageSchema)
        XCTAssertTrue(session.waitForScreen(containing: "customField"))
        session.send(keys: ["Down", "Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "build  tsc"))
        session.send("a")
        XCTAssertTrue(session.waitForScreen(containing: "Name"))
        session.send("lint")
        session.send(keys: ["Down"])
        session.send("eslint .")
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "lint   eslint ."))
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "customField"))
        try saveAndExpect(session, file, changing(Self.package, #""test": "jest"\#n"#, #""test": "jest",\#n    "lint": "eslint ."\#n"#))
    }

    func testAKeyRemovedFromAMapTakesItsLine() throws {
        let (session, file) = try openForEdit("package.json", Self.package, schema: Self.packageSchema)
        XCTAssertTrue(session.waitForScreen(containing: "customField"))
        session.send(keys: ["Down", "Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "build  tsc"))
        session.send(keys: ["Delete"])
        XCTAssertTrue(session.waitForScreen(containing: "y/n"))
        session.send("y")
        XCTAssertTrue(session.waitForScreen(containing: "▸test  jest"))
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "1 item: test"))
        try saveAndExpect(session, file, changing(Self.package, "    \"build\": \"tsc\",\n", ""))
    }

    func testAKeyIsRenamed() throws {
        let (session, file) = try openForEdit("package.json", Self.package, schema: Self.packageSchema)
        XCTAssertTrue(session.waitForScreen(containing: "customField"))
        session.send(keys: ["Down", "Down", "Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "left-pad"))
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Name"))
        session.send(keys: ["End", "Backspace", "Backspace", "Backspace"])
        session.send("right")
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "left-right"))
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "1 item: left-right"))
        try saveAndExpect(session, file, changing(Self.package, "\"left-pad\"", "\"left-right\""))
    }

    func testAMemberTheSchemaDoesNotNameIsARowAndOneIsAddedByKey() throws {
        let (session, file) = try openForEdit("package.json", Self.package, schema: Self.packageSchema)
        XCTAssertTrue(session.waitForScreen(containing: "customField"))
        // customField, then `more keys` under it.
        session.send(keys: ["Down", "Down", "Down", "Down", "End"])
        session.send("!")
        session.send(keys: ["Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "No items yet"))
        session.send("a")
        XCTAssertTrue(session.waitForScreen(containing: "Name"))
        session.send("license")
        session.send(keys: ["Down"])
        session.send("\"MIT\"")
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "license  MIT"))
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "1 item: license"))
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.ttyOutput)
        XCTAssertEqual(try contents(file), changing(Self.package, "\"customField\": \"hello\"\n",
                                                    "\"customField\": \"hello!\",\n  \"license\": \"MIT\"\n"))
    }

    /// renovate's `automerge` on a package rule whose schema does not name it: a switch in the
    /// rule's screen, opened from its list, and switched off on its own line.
    func testAnUndeclaredMemberOfAListItemIsARowOfItsType() throws {
        let schema = #"{"type": "object", "properties": {"packageRules": {"type": "array", "items": {"type": "object", "properties": {"matchPackageNames": {"type": "array", "items": {"type": "string"}}}}}}}"#
        let config = """
        {
          "packageRules": [
            {
              "matchPackageNames": ["eslint"],
              "automerge": true
            }
          ]
        }

        """
        let (session, file) = try openForEdit("renovate.json", config, schema: schema)
        XCTAssertTrue(session.waitForScreen(containing: "packageRules"))
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Item 1"))
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "automerge"))
        session.send(keys: ["Down", "Space"])
        XCTAssertTrue(session.waitForScreen(containing: "○ off"))
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "Item 1"))
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "1 item"))
        try saveAndExpect(session, file, changing(config, "\"automerge\": true", "\"automerge\": false"))
    }

    // MARK: compose-like YAML

    func testAComposeFileWithANullVolumeAndMixedListComesBackUnchanged() throws {
        let (session, file) = try openForEdit("compose.yaml", Self.compose, schema: Self.composeSchema)
        XCTAssertTrue(session.waitForScreen(containing: "services"))
        try saveAndExpect(session, file, Self.compose)
    }

    func testComposeEnvironmentEditedAddedAndRemovedInPlace() throws {
        let (session, file) = try openForEdit("compose.yaml", Self.compose, schema: Self.composeSchema)
        XCTAssertTrue(session.waitForScreen(containing: "services"))
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "db  postgres:16"))
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "environment"))
        session.send(keys: ["Down", "Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "POSTGRES_USER  app"))
        // POSTGRES_USER → admin
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Value"))
        session.send(keys: ["Down", "End", "Backspace", "Backspace", "Backspace"])
        session.send("admin")
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "POSTGRES_USER  admin"))
        // POSTGRES_DB goes; PGDATA comes.
        session.send(keys: ["Down", "Delete"])
        XCTAssertTrue(session.waitForScreen(containing: "y/n"))
        session.send("y")
        XCTAssertTrue(session.waitForScreen(containing: "▸POSTGRES_USER  admin"))
        session.send("a")
        XCTAssertTrue(session.waitForScreen(containing: "Name"))
        session.send("PGDATA")
        session.send(keys: ["Down"])
        session.send("/data")
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "PGDATA         /data"))
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "POSTGRES_USER, PGDATA"))
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.ttyOutput)
        let expected = changing(changing(Self.compose, "POSTGRES_USER: app", "POSTGRES_USER: admin"),
                                "      POSTGRES_DB: app   # the database\n", "      PGDATA: /data\n")
        XCTAssertEqual(try contents(file), expected)
    }

    // MARK: workflow-like YAML

    func testAWorkflowEnvValueEditedChangesOneLineAndKeepsComments() throws {
        let (session, file) = try openForEdit("ci.yml", Self.workflow, schema: Self.workflowSchema)
        XCTAssertTrue(session.waitForScreen(containing: "timeout-minutes"))
        session.send(keys: ["Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "REGION    eu"))
        session.send(keys: ["Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Value"))
        session.send(keys: ["Down", "End", "Backspace", "Backspace"])
        session.send("us")
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "REGION    us"))
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "NODE_ENV, REGION"))
        try saveAndExpect(session, file, changing(Self.workflow, "REGION: eu", "REGION: us"))
    }

    func testTheTitleIsTheHintOfTheFocusedRowInEditMode() throws {
        let (session, _) = try openForEdit("ci.yml", Self.workflow, schema: Self.workflowSchema)
        XCTAssertTrue(session.waitForScreen(containing: "timeout-minutes"))
        session.send(keys: ["Down", "Down"])
        XCTAssertTrue(session.waitForScreen(containing: "Timeout in minutes"))
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.ttyOutput)
    }
}
