import Foundation
import XCTest

/// A `oneOf` failure names the closest branch and what it lacks, the same words whichever way the
/// config comes in: a GitHub workflow job without `runs-on`, through SchemaStore's schema.
final class OneOfMessageEndToEndTests: FormrunTestCase {
    static let workflowSchema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas/github-workflow/schema.json").path

    static let workflow = """
    name: CI
    on: push
    jobs:
      build:
        name: Build
        steps:
          - run: make test

    """

    private func formrun(_ arguments: [String]) throws -> DetachedRun {
        try DetachedRun(arguments, environment: ["XDG_STATE_HOME": scratchPath("state"), "PATH": "/usr/bin:/bin"])
    }

    func testAJobWithoutRunsOnIsRefusedNamingRunsOnAndItsPath() throws {
        let file = try makeFile("workflow.yml", Self.workflow)
        let run = try formrun(["--edit", file, "--schema", Self.workflowSchema, "--submit"])
        XCTAssertEqual(run.status, 3, run.stderr)
        XCTAssertTrue(run.stderr.contains("/jobs/build: needs `runs-on`, or `uses` without `steps`"), run.stderr)
        XCTAssertFalse(run.stderr.contains("allowed forms"), run.stderr)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), Self.workflow)
    }

    func testAValuesFileSaysTheSame() throws {
        let values = try makeFile("workflow.json", #"{"name": "CI", "on": "push", "jobs": {"build": {"name": "Build", "steps": [{"run": "make"}]}}}"#)
        let run = try formrun(["--submit", "--values", values, Self.workflowSchema])
        XCTAssertEqual(run.status, 3, run.stderr)
        XCTAssertTrue(run.stderr.contains("/jobs/build: needs `runs-on`, or `uses` without `steps`"), run.stderr)
    }

    func testAStepWithNeitherRunNorUsesNamesWhatItCanHave() throws {
        let file = try makeFile("workflow.yml", Self.workflow.replacingOccurrences(of: "name: Build", with: "runs-on: ubuntu-latest"))
        let run = try formrun(["--edit", file, "--schema", Self.workflowSchema, "--set", "/jobs/build/steps/0={\"name\": \"x\"}", "--submit"])
        XCTAssertEqual(run.status, 3, run.stderr)
        XCTAssertTrue(run.stderr.contains("/jobs/build/steps/0: needs `uses`, `run`"), run.stderr)
    }
}
