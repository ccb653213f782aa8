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

    private func cliMessage(_ text: String) -> String {
        do {
            _ = try FormLoader.read(text: text, file: "signup.json")
            return ""
        } catch {
            return "\(error)"
        }
    }
}
