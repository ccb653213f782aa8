import XCTest
@testable import FormRun

/// `try await form.run()`: the same run on a task, which a cancellation ends with
/// `CancellationError` (driven here by the scripted run on a task, which the async `run()` shares
/// its cancellation with).
final class AsyncRunTests: XCTestCase {
    let form = TypedForm(Deploy(), "Deploy") {
        Section { Field(\.service, "Service").required() }
    }
    let size = TerminalSize(columns: 60, rows: 12)

    func testAnAsyncScriptedRunReturnsTheValue() async throws {
        let deploy = try await form.runOnTask(keys: "text:api,C-s", size: size)
        XCTAssertEqual(deploy.service, "api")
    }

    func testAnAsyncRunStillThrowsTheFormsErrors() async {
        do {
            _ = try await form.runOnTask(keys: "Escape", size: size)
            XCTFail("not cancelled")
        } catch {
            XCTAssertEqual(error as? FormRunError, .cancelled)
        }
    }

    func testATaskCancelledBeforeTheRunThrowsCancellationError() async {
        let form = self.form, size = self.size
        let task = Task { () async throws -> Deploy in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await form.runOnTask(keys: "text:api,C-s", size: size)
        }
        do {
            _ = try await task.value
            XCTFail("not cancelled")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }

    func testCancellingTheTaskEndsARunWaitingForKeys() async {
        let form = self.form, size = self.size
        let task = Task { try await form.runOnTask(keys: "text:ap", size: size, waitsForKeys: true) }
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("not cancelled")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }

    func testTheUntypedFormRunsOnATaskToo() async throws {
        let form = Form { Section { Row.text("name", "Name") } }, size = self.size
        let answers = try await form.runOnTask(keys: "text:Ada,C-s", size: size)
        XCTAssertEqual(answers.value, ["name": "Ada"])
        let task = Task { () async throws -> Answers in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await form.runOnTask(keys: "text:Ada,C-s", size: size)
        }
        do {
            _ = try await task.value
            XCTFail("not cancelled")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }

    func testThePublicRunOnACancelledTaskThrowsBeforeTouchingTheTerminal() async {
        let form = self.form
        let task = Task { () async throws -> Deploy in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await form.run(plain: true)
        }
        do {
            _ = try await task.value
            XCTFail("not cancelled")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }

    func testARaisedStopEndsPlainModeAtTheNextQuestion() throws {
        let form = Form { Section { Row.text("a", "A"); Row.text("b", "B") } }
        let stop = StopFlag()
        stop.raise()
        XCTAssertThrowsError(try form.runPlain(ScriptLines(["x", "y"]), from: form.startState(), stop: stop)) { error in
            XCTAssertEqual(error as? FormRunError, .interrupted)
        }
        XCTAssertNoThrow(try form.runPlain(ScriptLines(["x", "y"]), from: form.startState(), stop: StopFlag()))
    }
}
