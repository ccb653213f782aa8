import Foundation
import XCTest

/// `duration` rows through the real binary, in every face: the full screen (a pseudo-terminal and
/// `--keys`), piped plain mode, `--submit --values`, and a JSON Schema's `"format": "duration"`.
final class DurationEndToEndTests: FormrunTestCase {
    private static let form = """
    {"title": "Workshop", "sections": [{"tag": "s", "rows": [
      {"tag": "talk", "type": "duration", "title": "Talk", "value": "PT45M", "min": "10m", "max": "2h", "step": "5m"},
      {"tag": "lab", "type": "duration", "title": "Lab", "value": "90m"}
    ]}]}
    """

    private var env: [String: String] { ["TERM": "xterm-256color", "XDG_STATE_HOME": scratchPath("state")] }

    private func formPath() throws -> String { try makeFile("durations.json", Self.form) }

    func testKeysStepAndTypeAndTheOutputIsISOWhileAnUntouchedValueStaysAsWritten() throws {
        let session = try PtySession.formrun([try formPath()], rows: 12, cols: 60)
        XCTAssertTrue(session.waitForScreen(containing: "‹ 45 min ›"))
        XCTAssertTrue(session.waitForScreen(containing: "‹ 1 h 30 min ›"), "an untouched value is drawn in words")
        session.send(keys: ["Right", "Right"])
        XCTAssertTrue(session.waitForScreen(containing: "‹ 55 min ›"))
        let json = try submit(session)
        XCTAssertEqual(json["talk"] as? String, "PT55M")
        XCTAssertEqual(json["lab"] as? String, "90m", "untouched: as written")
    }

    func testScriptedKeysTypeADurationAndRefuseAnotherSpelling() throws {
        let run = try DetachedRun(["--keys", "Down,text:1:05:00,Up", "--size", "60x8", try formPath()], input: "", environment: env)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("Lab     ‹ 1 h 5 min ›"), run.stdout)
        let refused = try DetachedRun(["--keys", "Down,text:1h1h,Up", "--size", "60x8", try formPath()], input: "", environment: env)
        XCTAssertTrue(refused.stdout.contains("✗ Not a duration: type 90m, 1h30m, 1:30:00 or…"), refused.stdout)
    }

    func testPipedPlainAnswersAreWrittenAsISOAndABadOneIsRefused() throws {
        let form = try formPath()
        let ended = try DetachedRun(["--plain", "--compact", form], input: "1h\n1:30:00\n", environment: env)
        XCTAssertEqual(ended.status, 0, ended.stderr)
        XCTAssertEqual(ended.stdout, #"{"talk":"PT1H","lab":"PT1H30M"}"# + "\n")
        XCTAssertTrue(ended.stderr.contains("Talk. Duration from 10 min to 2 h, in steps of 5 min, as 90m, 1h30m, 1:30:00 or PT1H30M. Default 45 min"),
                      ended.stderr)
        let refused = try DetachedRun(["--plain", "--compact", form], input: "3h\n\n", environment: env)
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("must be at most 2 h"), refused.stderr)
    }

    func testSubmitValuesChecksTheSpellingAndTheBounds() throws {
        let form = try formPath()
        let good = try makeFile("good.json", #"{"talk": "1:00:00", "lab": "PT2H"}"#)
        let ok = try DetachedRun(["--submit", "--compact", "--values", good, form], input: "", environment: env)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertEqual(ok.stdout, #"{"talk":"1:00:00","lab":"PT2H"}"# + "\n")
        let bad = try makeFile("bad.json", #"{"talk": "5m", "lab": "soon"}"#)
        let refused = try DetachedRun(["--submit", "--values", bad, form], input: "", environment: env)
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("must be at least 10 min"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("not a duration: type 90m, 1h30m, 1:30:00 or PT1H30M"), refused.stderr)
    }

    func testASchemaDurationFormatIsADurationRow() throws {
        let schema = try makeFile("timeout.schema.json", """
        {"type": "object", "properties": {"timeout": {"type": "string", "format": "duration", "title": "Timeout"}}}
        """)
        let ended = try DetachedRun(["--plain", "--compact", schema], input: "90m\n", environment: env)
        XCTAssertEqual(ended.status, 0, ended.stderr)
        XCTAssertEqual(ended.stdout, #"{"timeout":"PT1H30M"}"# + "\n")
        let bad = try makeFile("bad.json", #"{"timeout": "later"}"#)
        let refused = try DetachedRun(["--submit", "--values", bad, schema], input: "", environment: env)
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("not a duration"), refused.stderr)
        // The schema's own format is ISO 8601: a values file's other spelling breaks it.
        let short = try makeFile("short.json", #"{"timeout": "90m"}"#)
        let notISO = try DetachedRun(["--submit", "--values", short, schema], input: "", environment: env)
        XCTAssertEqual(notISO.status, 3, notISO.stderr)
        XCTAssertTrue(notISO.stderr.contains("not a valid ISO 8601 duration"), notISO.stderr)
    }
}
