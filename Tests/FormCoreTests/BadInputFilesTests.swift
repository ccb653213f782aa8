import Foundation
import XCTest
@testable import FormCore
import FormSchema

/// The bad-input corpus on disk, table-driven: every `NAME.json` under `Tests/BadInput/forms/` is a
/// malformed form file and every one under `Tests/BadInput/values/` a malformed values file (read
/// for `NAME.form.json` beside it); `NAME.expected` holds the one message formrun must give for
/// it, the file named as `NAME.json`. Syntax, types, unknown keys, conditions, validators, limits
/// (nesting, sizes, numbers) and encodings (bytes that are not UTF-8, a UTF-16 BOM, NUL).
final class BadInputFilesTests: XCTestCase {
    /// `Tests/BadInput`, found from this file.
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("BadInput").path

    /// The names (without `.expected`) of the cases in `kind`.
    private func cases(_ kind: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.folder + "/" + kind)
            .filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(".expected".count)) }.sorted()
    }

    private func expected(_ kind: String, _ name: String) throws -> String {
        try String(contentsOfFile: "\(Self.folder)/\(kind)/\(name).expected", encoding: .utf8)
            .trimmingCharacters(in: .newlines)
    }

    /// The message of `error`, its file named by its name alone.
    private func message(_ error: Error, in kind: String) -> String {
        "\(error)".replacingOccurrences(of: Self.folder + "/" + kind + "/", with: "")
    }

    func testTheCorpusHoldsOverOneHundredFiles() throws {
        let forms = try cases("forms"), values = try cases("values")
        XCTAssertGreaterThanOrEqual(forms.count + values.count, 100)
        XCTAssertGreaterThanOrEqual(values.count, 15)
        for kind in ["forms", "values"] {
            for name in try cases(kind) {
                XCTAssertTrue(FileManager.default.fileExists(atPath: "\(Self.folder)/\(kind)/\(name).json"), name)
            }
        }
    }

    func testEveryMalformedFormFileHasItsLocatedMessage() throws {
        for name in try cases("forms") {
            let path = "\(Self.folder)/forms/\(name).json"
            XCTAssertThrowsError(try FormLoader.load(path: path), name) { error in
                XCTAssertEqual(message(error, in: "forms"), try? expected("forms", name), name)
            }
        }
    }

    func testEveryMalformedValuesFileHasItsLocatedMessage() throws {
        for name in try cases("values") {
            let base = "\(Self.folder)/values/\(name)"
            let form = try FormLoader.load(path: base + ".form.json")
            XCTAssertThrowsError(try ValuesLoader.load(path: base + ".json", form: form), name) { error in
                XCTAssertEqual(message(error, in: "values"), try? expected("values", name), name)
            }
        }
    }

    /// Every message starts `NAME.json:LINE:COLUMN: ` and is one line of visible characters.
    func testEveryMessageIsLocatedAndPrintable() throws {
        for kind in ["forms", "values"] {
            for name in try cases(kind) {
                let text = try expected(kind, name)
                XCTAssertTrue(text.hasPrefix(name + ".json:"), name)
                let location = text.dropFirst(name.count + 6).prefix { $0 != " " }
                XCTAssertNotNil(location.wholeMatch(of: /[0-9]+:[0-9]+:/), "\(name): \(text)")
                XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, name)
            }
        }
    }
}
