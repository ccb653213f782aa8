import XCTest
@testable import FormCore
import FormTestSupport

/// `file`: a path typed in place, checked against `extensions` and, with `mustExist`, the disk.
final class FileTypeTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try TemporaryFolder.make()
        try TemporaryFolder.write("{}", to: folder + "/form.JSON")
        try TemporaryFolder.makeFolder(folder + "/forms")
    }

    override func tearDown() {
        TemporaryFolder.remove(folder)
    }

    private func check(_ row: Row, _ path: String, required: Bool = false) -> String? {
        var context = ValidationContext(value: { _ in .null })
        context.directory = folder
        let value: Value = path.isEmpty ? .null : .string(path)
        // What the app does before a check: the facts of the path gathered from the disk.
        context.files = FileFacts.gather([FileRule.pathToCheck(row, value, directory: folder)].compactMap { $0 })
        return Validation.check(row: row, value: value, required: required, context: context)
    }

    private func file(mustExist: Bool = false, extensions: [String] = []) -> Row {
        var row = Row(tag: "f", type: .file, title: "Form")
        row.mustExist = mustExist
        row.extensions = extensions
        return row
    }

    func testKeys() throws {
        let row = try InlineForm.row(#"{"tag": "f", "type": "file", "mustExist": true, "extensions": ["json", ".YAML"], "value": "a.json", "placeholder": "path"}"#)
        XCTAssertTrue(row.mustExist)
        XCTAssertEqual(row.extensions, ["json", "yaml"])
        XCTAssertEqual(row.value, .string("a.json"))
        XCTAssertTrue(row.type.isTextLike)
        InlineForm.expectErrors([
            #"{"tag": "f", "type": "file", "mustExist": "yes"}"#:
                "f.json:2:43: row 'f': 'mustExist' must be true or false, not the string 'yes' (did you mean true, without quotes?)",
            #"{"tag": "f", "type": "file", "extensions": "json"}"#:
                "f.json:2:44: row 'f': 'extensions' must be an array, not a string",
            #"{"tag": "f", "type": "file", "extensions": [1]}"#:
                "f.json:2:45: row 'f': 'extensions' must be an array of strings, not a number",
            #"{"tag": "f", "type": "file", "format": "upper"}"#:
                "f.json:2:30: row 'f': 'format' does not apply to a 'file' row",
            #"{"tag": "f", "type": "text", "mustExist": true}"#:
                "f.json:2:30: row 'f': 'mustExist' does not apply to a 'text' row",
        ])
    }

    func testValuesFileAndOutput() throws {
        let rows = #"{"tag": "f", "type": "file"}"#
        XCTAssertEqual(try InlineForm.values(#"{"f": "x/y.txt"}"#, rows: rows), ["f": .string("x/y.txt")])
        XCTAssertEqual(InlineForm.valuesError(#"{"f": 3}"#, rows: rows), "v.json:1:7: row 'f': 'f' must be a string, not a number")
        XCTAssertEqual(RowType.file.unit.output(.string("a b")), .string("a b"))
    }

    func testExtensions() {
        let row = file(extensions: ["json", "yaml"])
        XCTAssertNil(check(row, "form.JSON"))
        XCTAssertNil(check(row, "dir.d/x.yaml"))
        XCTAssertEqual(check(row, "form.txt"), "Must end in .json or .yaml")
        XCTAssertEqual(check(row, ".json"), "Must end in .json or .yaml")
        XCTAssertEqual(check(file(extensions: ["json"]), "json"), "Must end in .json")
        XCTAssertNil(check(row, ""))
        XCTAssertEqual(check(row, "", required: true), "Form is required")
    }

    func testMustExist() {
        let row = file(mustExist: true)
        XCTAssertNil(check(row, "form.JSON"))
        XCTAssertNil(check(row, folder + "/form.JSON"))
        XCTAssertEqual(check(row, "missing.json"), "No such file: missing.json")
        XCTAssertEqual(check(row, "forms"), "forms is a folder, not a file")
        XCTAssertNil(check(file(), "missing.json"))
    }

    /// Validation reads the facts the app gathered, never the disk: a path with no fact is not
    /// judged, and a fact decides whatever the disk holds.
    func testMustExistReadsGatheredFacts() {
        let row = file(mustExist: true)
        var context = ValidationContext(value: { _ in .null })
        context.directory = folder
        XCTAssertNil(Validation.check(row: row, value: .string("missing.json"), required: false, context: context))
        context.files = FileFacts([folder + "/form.JSON": .missing])
        XCTAssertEqual(Validation.check(row: row, value: .string("form.JSON"), required: false, context: context),
                       "No such file: form.JSON")
        XCTAssertEqual(FileRule.pathToCheck(row, .string("/a"), directory: folder), "/a")
        XCTAssertNil(FileRule.pathToCheck(file(), .string("a"), directory: folder))
    }
}
