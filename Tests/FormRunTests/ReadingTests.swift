import XCTest
#if canImport(Glibc)
import Glibc
#endif
@testable import FormRun
import FormCore
import FormSchema

/// Form files and JSON Schemas read as the command line reads them, with its messages.
final class ReadingTests: XCTestCase {
    func testAFileErrorPrintsAsTheCommandLinesMessage() {
        let text = "{\"sections\": [{\"rows\": [{\"tag\": \"a\", \"type\": \"emial\"}]}]}"
        XCTAssertThrowsError(try Form(json: text, name: "signup.json")) { error in
            XCTAssertEqual("\(error)", cliMessage(text))
            XCTAssertEqual("\(error)", "signup.json:1:46: row 'a': unknown type 'emial' (did you mean 'email'?)")
            guard case .formFile(let problems) = error as? FormRunError, let problem = problems.first else { return XCTFail("\(error)") }
            XCTAssertEqual(problems.problems.count, 1)
            XCTAssertEqual(problem.tag, "a")
            XCTAssertEqual(problem.line, 1)
        }
    }

    func testAMissingFileSaysSo() {
        XCTAssertThrowsError(try Form(contentsOf: "/nonexistent/form.json")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/form.json: cannot read: No such file or directory")
        }
    }

    func testAFileIsReadAsTheSameTextIs() throws {
        let path = "/tmp/formrun-lib-\(getpid()).json"
        let file = try XCTUnwrap(fopen(path, "w"))
        fputs(BuilderTests.signupFile, file)
        fclose(file)
        defer { unlink(path) }
        let read = try Form(contentsOf: path)
        XCTAssertEqual(read.name, path)
        XCTAssertEqual(try read.model(), try Form(json: BuilderTests.signupFile, name: path).model())
    }

    func testAJSONSchemaIsAForm() throws {
        let schema = """
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
         "properties": {"name": {"type": "string"}, "age": {"type": "integer", "minimum": 0}}, "required": ["name"]}
        """
        let form = try Form(json: schema, name: "person.schema.json")
        XCTAssertEqual(try form.model().allRows.map(\.tag).sorted(), ["age", "name"])
        let answers = try form.submit(values: ["name": "Ada", "age": 36])
        XCTAssertEqual(answers["age"], .integer(36))
    }

    /// Issue #27 rows 5, 6 and 14: a schema whose `$ref`s name a FIFO, a terminal, `/proc` and a
    /// file that is not a schema is read without blocking; those rows take JSON text.
    func testASchemaRefToAFIFOOrADeviceNeitherBlocksNorFails() throws {
        let folder = "/tmp/formrun-lib-refs-\(getpid())"
        XCTAssertEqual(mkdir(folder, 0o700), 0)
        defer {
            for name in ["pipe.json", "main.json"] { unlink(folder + "/" + name) }
            rmdir(folder)
        }
        XCTAssertEqual(mkfifo(folder + "/pipe.json", 0o600), 0)
        let schema = ##"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {"name": {"type": "string"}, "f": {"$ref": "pipe.json"}, "t": {"$ref": "/dev/tty"}, "e": {"$ref": "/proc/self/environ"}, "p": {"$ref": "/etc/passwd"}}}"##
        let file = try XCTUnwrap(fopen(folder + "/main.json", "w"))
        fputs(schema, file)
        fclose(file)
        let done = DispatchSemaphore(value: 0)
        let read = LockedForm()
        Thread {
            read.set(Result { try Form(contentsOf: folder + "/main.json") })
            done.signal()
        }.start()
        if done.wait(timeout: .now() + 10) == .timedOut {
            let writer = open(folder + "/pipe.json", O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            _ = done.wait(timeout: .now() + 10)
            return XCTFail("Form(contentsOf:) blocked on a $ref to a FIFO")
        }
        let form = try XCTUnwrap(read.get()).get()
        XCTAssertEqual(try form.model().allRows.map(\.tag).sorted(), ["e", "f", "name", "p", "t"])
        let answers = try form.submit(values: ["name": "Ada", "t": ["any": [1]]])
        XCTAssertEqual(answers["name"], .string("Ada"))
        XCTAssertEqual(answers["t"], ["any": [1]])
    }

    private func cliMessage(_ text: String) -> String {
        do {
            _ = try FormLoader.read(text: text, file: "signup.json")
            return ""
        } catch {
            return "\(error)"
        }
    }
}

/// A form read on another thread, so a reader that blocks fails its test instead of hanging it.
private final class LockedForm: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<Form, Error>?
    func set(_ new: Result<Form, Error>) { lock.lock(); value = new; lock.unlock() }
    func get() -> Result<Form, Error>? { lock.lock(); defer { lock.unlock() }; return value }
}
