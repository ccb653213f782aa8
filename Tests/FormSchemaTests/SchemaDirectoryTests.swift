import XCTest
#if canImport(Glibc)
import Glibc
#endif
@testable import FormCore
@testable import FormJSON
@testable import FormSchema
import FormTestSupport

/// `--schema-dir`: a `$ref` to another schema by URL, or by a file name not found beside the
/// schema, is looked up in the schema folder by file name, then by `$id`, and followed and
/// checked like a file beside it.
final class SchemaDirectoryTests: SchemaFormTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try TemporaryFolder.make()
        try TemporaryFolder.makeFolder(folder + "/lib")
        try TemporaryFolder.makeFolder(folder + "/app")
        for (name, text) in Self.library { try TemporaryFolder.write(text, to: folder + "/lib/" + name) }
    }

    override func tearDown() {
        TemporaryFolder.remove(folder)
    }

    static let library = [
        "base.json": ##"{"definitions": {"name": {"title": "Name", "type": "string", "minLength": 2}}}"##,
        "tsconfig.json": ##"{"type": "object", "properties": {"strict": {"type": "boolean"}}, "required": ["strict"]}"##,
        "versioned-common-1.2.json": ##"{"$id": "https://example.com/schemas/common#", "definitions": {"port": {"title": "Port", "type": "integer", "minimum": 1}, "ref": {"$ref": "https://example.com/schemas/common#/definitions/port"}}}"##,
    ]

    private func read(_ schema: String, directory: String? = "lib") throws -> FormLoader.Loaded {
        try TemporaryFolder.write(schema, to: folder + "/app/main.json")
        return try FormLoader.read(path: folder + "/app/main.json", schemaDirectory: directory.map { SchemaDirectory(path: folder + "/" + $0) })
    }

    private func failures(_ loaded: FormLoader.Loaded, _ instance: String) throws -> [String] {
        let rule = try XCTUnwrap(loaded.form.instance?.schema)
        return rule.validator.failures(of: try JSONReader.parse(instance, file: "v"), against: rule.schema).map(\.path)
    }

    static let main = ##"""
    {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {
      "name": {"$ref": "https://json.schemastore.org/base.json#/definitions/name"},
      "ts": {"$ref": "https://json.schemastore.org/tsconfig"},
      "port": {"$ref": "https://example.com/schemas/common#/definitions/ref"},
      "beside": {"$ref": "base.json#/definitions/name"}}}
    """##

    func testAURLIsLookedUpByItsLastSegmentThenByID() throws {
        let loaded = try read(Self.main)
        XCTAssertEqual(loaded.warnings.map(\.description), [])
        XCTAssertEqual(try row(loaded.form, "name").title, "Name", "by file name")
        XCTAssertEqual(try row(loaded.form, "ts.strict").type, .switch, "by file name with .json added")
        let port = try row(loaded.form, "port")
        XCTAssertEqual(port.title, "Port", "by $id, through a reference the file makes to itself by its $id")
        XCTAssertEqual(port.type, .integer)
        XCTAssertEqual(try row(loaded.form, "beside").title, "Name", "a file name not beside the schema, found in the folder")
        XCTAssertEqual(try failures(loaded, #"{"name": "x", "ts": {}, "port": 0, "beside": "y"}"#),
                       ["/name", "/ts", "/port", "/beside"], "the schemas of the folder are checked")
        XCTAssertEqual(try failures(loaded, #"{"name": "Ada", "ts": {"strict": true}, "port": 8080, "beside": "Bo"}"#), [])
    }

    func testWithoutTheFolderTheyAreJSONTextWithAWarning() throws {
        let loaded = try read(Self.main, directory: nil)
        XCTAssertEqual(loaded.warnings.map(\.tag), ["name", "ts", "port", "beside"])
        XCTAssertEqual(try row(loaded.form, "name").encoding, .jsonText)
    }

    func testAReferenceTheFolderDoesNotHaveSaysSo() throws {
        let loaded = try read(##"{"$schema": "x", "type": "object", "properties": {"u": {"$ref": "https://example.com/elsewhere/x.json"}, "f": {"$ref": "missing.json"}}}"##)
        let messages = loaded.warnings.map(\.description)
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages[0].contains("(a URL, which formrun does not fetch, and the schema folder has no such schema)"), messages[0])
        XCTAssertTrue(messages[1].contains("missing.json: cannot read"), "the reason is the file beside the schema: \(messages[1])")
    }

    func testAFileBesideTheSchemaWinsOverTheFolder() throws {
        try TemporaryFolder.write(##"{"definitions": {"name": {"title": "Beside", "type": "string"}}}"##, to: folder + "/app/base.json")
        let loaded = try read(Self.main)
        XCTAssertEqual(try row(loaded.form, "beside").title, "Beside")
        XCTAssertEqual(try row(loaded.form, "name").title, "Name", "a URL is never looked up beside the schema")
    }

    func testTheSchemaItselfByItsIDIsNotLookedUp() throws {
        let loaded = try read(##"{"$schema": "x", "$id": "https://example.com/elsewhere/main.json", "type": "object", "properties": {"a": {"type": "integer", "title": "A"}, "b": {"$ref": "https://example.com/elsewhere/main.json#/properties/a"}}}"##)
        XCTAssertEqual(loaded.warnings.map(\.description), [])
        XCTAssertEqual(try row(loaded.form, "b").type, .integer)
    }

    /// SchemaStore's catalog-info names itself `catalog-info.json#/…`: its `$id` resolves that
    /// name to itself, whatever the file is called.
    func testTheSchemaItselfByANameItsIDResolvesToIsTheDocument() throws {
        for directory in [nil, "lib"] {
            let loaded = try read(##"{"$schema": "x", "$id": "https://json.schemastore.org/catalog-info.json", "type": "object", "properties": {"a": {"type": "integer"}, "b": {"$ref": "catalog-info.json#/properties/a"}}}"##,
                                  directory: directory)
            XCTAssertEqual(loaded.warnings.map(\.description), [])
            XCTAssertEqual(try row(loaded.form, "b").type, .integer)
        }
    }

    func testAFIFOInTheFolderIsNeverOpened() throws {
        XCTAssertEqual(mkfifo(folder + "/lib/pipe.json", 0o600), 0)
        let loaded = try read(##"{"$schema": "x", "type": "object", "properties": {"p": {"$ref": "https://example.com/pipe.json"}, "q": {"$ref": "https://example.com/none.json"}}}"##)
        XCTAssertEqual(loaded.warnings.map(\.tag), ["p", "q"], "not found, and the scan for an $id passed the FIFO by")
    }

    func testTheFolderMustExist() {
        XCTAssertTrue(SchemaDirectory(path: folder + "/lib").exists)
        XCTAssertFalse(SchemaDirectory(path: folder + "/nothing").exists)
        XCTAssertFalse(SchemaDirectory(path: folder + "/lib/base.json").exists, "a file is no folder")
    }

    func testTheByteSearchFindsTheTextAsAnID() {
        let text = Array(#"{"$schema": "https://a/b", "x": {"id" :"https://a/c#"}, "$id":"https://a/d"}"#.utf8)
        XCTAssertFalse(SchemaDirectory.holdsID(text, Array("https://a/b".utf8)), "named by $schema, not as an $id")
        XCTAssertTrue(SchemaDirectory.holdsID(text, Array("https://a/c".utf8)))
        XCTAssertTrue(SchemaDirectory.holdsID(text, Array("https://a/d".utf8)))
        XCTAssertFalse(SchemaDirectory.holdsID(text, Array("https://a/e".utf8)))
        XCTAssertFalse(SchemaDirectory.holdsID(Array("https://a/d".utf8), Array("https://a/d".utf8)), "at the very start")
        XCTAssertFalse(SchemaDirectory.holdsID([], Array("x".utf8)))
    }
}
