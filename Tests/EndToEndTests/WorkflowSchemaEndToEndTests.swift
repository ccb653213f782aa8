import Foundation
import XCTest

/// Issue #18 with a real schema: SchemaStore's GitHub workflow schema (Tests/Schemas) run as a
/// form at 80x24 over one of its own test workflows. A job is added on the `jobs` list screen
/// (a keyed list: a map of objects), given a machine and two steps on its own `steps` list
/// screen, submitted, and the output is what was given plus that job — and the schema accepts it.
final class WorkflowSchemaEndToEndTests: FormrunTestCase {
    static let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas/github-workflow")
    static let schema = schemas.appendingPathComponent("schema.json").path
    static let config = schemas.appendingPathComponent("valid/concurrency.yaml.json").path

    /// Moves down until the row titled `title` has the focus (at most `limit` rows).
    private func focus(_ title: String, in session: PtySession, limit: Int = 40,
                       file: StaticString = #filePath, line: UInt = #line) {
        for _ in 0..<limit where session.focusedRow != title {
            // The rows passed on the way are one line each: every Down moves the focus mark. The
            // wait is for the mark on another row (not gone while the screen is half drawn).
            let before = session.focusedRow
            session.send(keys: ["Down"])
            session.waitForScreen("the focus past \(before ?? "-")", file: file, line: line) { _ in
                session.focusedRow.map { $0 != before } ?? false
            }
        }
        XCTAssertEqual(session.focusedRow, title, session.screen.text, file: file, line: line)
    }

    private func type(_ text: String, into session: PtySession) {
        session.send(keys: text.map(String.init))
    }

    /// Waits for the breadcrumb `title` (the whole of it: `Jobs` is not `Jobs › lint`).
    private func waitForTitle(_ title: String, in session: PtySession, file: StaticString = #filePath, line: UInt = #line) {
        session.waitForScreen("the title \(title.debugDescription)", file: file, line: line) { screen in
            guard let first = screen.lines.first, first.hasPrefix(" " + title) else { return false }
            let rest = first.dropFirst(title.count + 1)
            return rest.allSatisfy { $0 == " " } || rest.hasPrefix("  ")
        }
    }

    func testAJobWithTwoStepsIsAddedToARealWorkflowAndTheOutputValidates() throws {
        let output = scratchPath("out.json")
        let session = try PtySession.formrun(["--output", output, "--values", Self.config, Self.schema])
        session.waitForScreen(containing: "3 items: build, test")
        focus("Jobs *", in: session)
        session.send(keys: ["Enter"])
        waitForTitle("Form › Jobs", in: session)
        session.send(keys: ["a"])
        waitForTitle("Form › Jobs › New item", in: session)
        type("lint", into: session)
        focus("Runs on", in: session)
        type("ubuntu-latest", into: session)   // a type switch, typed as text (issue 29)
        focus("Steps", in: session)
        session.send(keys: ["Enter"])
        waitForTitle("Form › Jobs › New item › Steps", in: session)
        for command in ["npm ci", "npm run lint"] {
            session.send(keys: ["a"])
            session.waitForScreen("an item's screen") { $0.lines.first?.hasPrefix(" Form › Jobs › New item › Steps › Item") == true }
            focus("Run", in: session)
            type(command, into: session)
            session.send(keys: ["Esc"])
            waitForTitle("Form › Jobs › New item › Steps", in: session)
        }
        session.waitForScreen(containing: "Item 2")
        XCTAssertTrue(session.screen.text.contains("npm run lint"), session.screen.text)
        session.send(keys: ["Esc"])
        waitForTitle("Form › Jobs › New item", in: session)
        session.waitForScreen(containing: "2 items")
        session.send(keys: ["Esc"])
        waitForTitle("Form › Jobs", in: session)
        session.waitForScreen(containing: "lint")
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)

        let written = try XCTUnwrap(FileManager.default.contents(atPath: output))
        let out = try XCTUnwrap(JSONSerialization.jsonObject(with: written) as? [String: Any])
        let given = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.config))) as? [String: Any])
        var expected = given
        var jobs = try XCTUnwrap(given["jobs"] as? [String: Any])
        jobs["lint"] = ["runs-on": "ubuntu-latest", "steps": [["run": "npm ci"], ["run": "npm run lint"]]]
        expected["jobs"] = jobs
        XCTAssertEqual(try sorted(out), try sorted(expected))
        // The schema accepts what came out: given back as values, it submits unchanged.
        let check = try DetachedRun(["--submit", "--values", output, Self.schema], environment: ["XDG_STATE_HOME": scratchPath("state")])
        XCTAssertEqual(check.status, 0, check.stderr)
    }

    private func sorted(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }
}
