import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema
import FormTestSupport

/// `$ref`s to other files beside the schema: followed and checked like the document's own; those
/// that cannot be followed are JSON text rows checked to be JSON, with a warning saying why.
final class SchemaFileRefTests: SchemaFormTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try TemporaryFolder.make()
        try TemporaryFolder.makeFolder(folder + "/defs")
    }

    override func tearDown() {
        TemporaryFolder.remove(folder)
    }

    private func read(_ files: [String: String], main: String = "main.json") throws -> FormLoader.Loaded {
        for (name, text) in files { try TemporaryFolder.write(text, to: folder + "/" + name) }
        return try FormLoader.read(path: folder + "/" + main)
    }

    static let files = [
        "main.json": ##"{"$schema": "x", "type": "object", "properties": {"a": {"$ref": "./defs/common.json#/definitions/port"}, "b": {"$ref": "other.json"}, "u": {"$ref": "https://example.com/x.json"}, "m": {"$ref": "missing.json#/x"}}, "definitions": {"flag": {"type": "boolean"}}}"##,
        "defs/common.json": ##"{"$id": "https://example.com/common.json", "definitions": {"port": {"title": "Port", "type": "integer", "minimum": 1, "maximum": 65535}, "name": {"$ref": "#/definitions/text"}, "text": {"type": "string", "minLength": 2}}}"##,
        "other.json": ##"{"type": "object", "required": ["n"], "properties": {"n": {"$ref": "defs/common.json#/definitions/name"}, "back": {"$ref": "main.json#/definitions/flag"}}}"##,
    ]

    func testAFileRefIsFollowedRelativeToTheFileThatHoldsIt() throws {
        let form = try read(Self.files).form
        XCTAssertEqual(form.allRows.map(\.tag), ["a", "u", "m", "b.n", "b.back"])
        let port = try row(form, "a")
        XCTAssertEqual(port.title, "Port")
        XCTAssertEqual(port.type, .integer)
        XCTAssertEqual(port.min, .number(1))
        XCTAssertEqual(try row(form, "b.n").type, .text, "a reference inside the other file leads within it")
        XCTAssertEqual(try row(form, "b.back").type, .switch, "a reference back into the main file")
        let rule = try XCTUnwrap(form.instance?.schema)
        let bad = try JSONReader.parse(#"{"a": 0, "b": {"n": "x"}}"#, file: "v")
        XCTAssertEqual(rule.validator.failures(of: bad, against: rule.schema).map(\.path), ["/a", "/b/n"], "the other files are checked too")
    }

    func testARefThatCannotBeFollowedIsJSONTextCheckedToBeJSONWithAWarning() throws {
        let loaded = try read(Self.files)
        let messages = loaded.warnings.map(\.description)
        XCTAssertEqual(loaded.warnings.map(\.tag), ["u", "m"])
        XCTAssertTrue(messages[0].contains("'https://example.com/x.json' cannot be followed (a URL, which formrun does not fetch)"), messages[0])
        XCTAssertTrue(messages[1].contains("missing.json: cannot read"), messages[1])
        let url = try row(loaded.form, "u")
        XCTAssertEqual(url.encoding, .jsonText)
        let context = ValidationContext(value: { _ in .null })
        XCTAssertEqual(Validation.check(row: url, value: .string("{"), required: false, context: context)?.hasPrefix("Not valid JSON"), true)
        XCTAssertNil(Validation.check(row: url, value: .string(#"{"any": [1]}"#), required: false, context: context))
    }

    func testACycleThroughFilesIsALocatedErrorAndAMissingPointerAWarning() throws {
        do {
            _ = try read(["c1.json": ##"{"$schema": "x", "type": "object", "properties": {"a": {"$ref": "c2.json#/definitions/x"}}, "definitions": {"y": {"$ref": "c2.json#/definitions/x"}}}"##,
                          "c2.json": ##"{"definitions": {"x": {"$ref": "c1.json#/definitions/y"}}}"##], main: "c1.json")
            XCTFail("a cycle is read")
        } catch let errors as FormFileErrors {
            guard case .schema(.refCycle)? = errors.first?.kind else { return XCTFail("\(errors)") }
        }
        let loaded = try read(["p.json": ##"{"$schema": "x", "type": "object", "properties": {"a": {"$ref": "defs/common.json#/definitions/nothing"}}}"##,
                               "defs/common.json": "{}"], main: "p.json")
        XCTAssertTrue(loaded.warnings.first?.description.contains("has no '#/definitions/nothing'") ?? false, "\(loaded.warnings)")
    }

    // Issue #27 rows 5, 6 and 14: a `$ref` reads only a regular file that holds a schema.

    private static func refs(_ targets: [String: String]) -> String {
        let properties = targets.sorted { $0.key < $1.key }.map { #""\#($0.key)": {"$ref": "\#($0.value)"}"# }
        return ##"{"$schema": "x", "type": "object", "properties": {"name": {"type": "string"}, "##
            + properties.joined(separator: ", ") + "}}"
    }

    func testARefToAFIFOIsNotOpenedAndTheRowIsJSONText() throws {
        XCTAssertEqual(mkfifo(folder + "/pipe.json", 0o600), 0)
        let done = DispatchSemaphore(value: 0)
        let read = LockedLoad()
        let main = folder + "/main.json"
        try TemporaryFolder.write(Self.refs(["f": "pipe.json#/definitions/x", "g": "./pipe.json"]), to: main)
        Thread {
            read.set(Result { try FormLoader.read(path: main) })
            done.signal()
        }.start()
        if done.wait(timeout: .now() + 10) == .timedOut {
            let writer = open(folder + "/pipe.json", O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            _ = done.wait(timeout: .now() + 10)
            return XCTFail("a $ref to a FIFO blocked the reader")
        }
        let loaded = try XCTUnwrap(read.get()).get()
        XCTAssertEqual(loaded.warnings.map(\.tag), ["f", "g"])
        for warning in loaded.warnings {
            XCTAssertTrue(warning.description.contains("pipe.json: cannot read: not a regular file (a FIFO)"), warning.description)
        }
        XCTAssertEqual(try row(loaded.form, "f").encoding, .jsonText)
        XCTAssertEqual(try row(loaded.form, "name").type, .text, "the rest of the form is there")
    }

    func testARefToADeviceIsRefusedWithoutReadingIt() throws {
        let loaded = try read(["main.json": Self.refs(["t": "/dev/tty", "z": "/dev/zero#/x", "n": "/dev/null"])])
        XCTAssertEqual(loaded.warnings.map(\.tag), ["n", "t", "z"])
        for warning in loaded.warnings {
            XCTAssertTrue(warning.description.contains("cannot read: not a regular file (a character device)"), warning.description)
        }
        XCTAssertEqual(try row(loaded.form, "t").encoding, .jsonText)
    }

    func testARefToAFileThatIsNotASchemaNeverQuotesIt() throws {
        try TemporaryFolder.write("hunter2:x:0:0:root:/root:/bin/bash\n", to: folder + "/defs/secret.txt")
        try TemporaryFolder.write(#""hunter2""#, to: folder + "/defs/word.json")
        var targets = ["s": "defs/secret.txt", "w": "defs/word.json", "e": "/proc/self/environ", "u": "../../../../../../../../etc/passwd"]
        if !FileManager.default.fileExists(atPath: "/etc/passwd") { targets["u"] = nil }
        let loaded = try read(["main.json": Self.refs(targets)])
        XCTAssertEqual(loaded.warnings.map(\.tag), targets.keys.sorted())
        let said = loaded.warnings.map(\.description).joined(separator: "\n")
        for secret in ["hunter2", "root", "unexpected", "PATH", "HOME"] { XCTAssertFalse(said.contains(secret), said) }
        XCTAssertTrue(said.contains("defs/secret.txt:1:1: is not a JSON schema"), said)
        XCTAssertTrue(said.contains("defs/word.json:1:1: is not a JSON schema (a lone string, number or null)"), said)
        XCTAssertTrue(said.contains("/proc/self/environ: cannot read: empty, or a file the system makes up as it is read"), said)
        if targets["u"] != nil { XCTAssertTrue(said.contains("etc/passwd:1:1: is not a JSON schema"), said) }
    }
}

/// A form read on another thread, so a reader that blocks fails its test instead of hanging it.
private final class LockedLoad: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<FormLoader.Loaded, Error>?
    func set(_ new: Result<FormLoader.Loaded, Error>) { lock.lock(); value = new; lock.unlock() }
    func get() -> Result<FormLoader.Loaded, Error>? { lock.lock(); defer { lock.unlock() }; return value }
}
