import Foundation
import XCTest
import FormCore
@testable import FormUI
import FormSchema

/// `file` rows: a path typed in place, Tab completion from a temporary folder (typed as an
/// absolute path, so the working folder does not matter), the checks when the row is left and on
/// submit, and the path output as typed.
final class FileKindTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("formui-file-\(UUID().uuidString)").path
        for file in ["signup.json", "signal.yaml", "readme.md", "forms/a.json", "forms/b.json", "forms/c/x"] {
            let path = folder + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try "".write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func state(_ fileRow: String = #""type": "file""#, auto: Bool = false) throws -> FormState {
        FormState(form: try FormLoader.parse(text: """
        {"autoPlaceholder": \(auto), "sections": [{"rows": [
          {"tag": "path", "title": "Form", \(fileRow)},
          {"tag": "note", "type": "text", "title": "Note"}
        ]}]}
        """, file: "t.json"))
    }

    private func typing(_ text: String, _ fileRow: String = #""type": "file""#) throws -> FormState {
        var state = try state(fileRow)
        FormFixtures.type(text, into: &state)
        return state
    }

    private func text(_ state: FormState) -> String { state.buffers["path"]?.text ?? "" }

    func testTabCompletesAUniqueEntryWithTheCursorAtTheEnd() throws {
        var state = try typing(folder + "/signu")
        Update.apply(.home, to: &state)
        Update.apply(.tab, to: &state)
        XCTAssertEqual(text(state), folder + "/signup.json")
        XCTAssertEqual(state.buffers["path"]?.cursor, text(state).count)
        XCTAssertEqual(state.focus, "path")
        XCTAssertNil(state.status)
    }

    func testTabCompletesTheCommonPrefixThenListsTheCandidates() throws {
        var state = try typing(folder + "/s")
        Update.apply(.tab, to: &state)
        XCTAssertEqual(text(state), folder + "/sign")
        XCTAssertNil(state.status)
        Update.apply(.tab, to: &state)
        XCTAssertEqual(text(state), folder + "/sign")
        XCTAssertEqual(state.focus, "path")
        XCTAssertEqual(state.status, StatusMessage("2 matches: signal.yaml  signup.json"))
        let screen = Layout.frame(for: state, rows: 12, cols: 60, options: LayoutOptions(ascii: true)).frame.text
        XCTAssertTrue(screen.contains(" 2 matches: signal.yaml  signup.json"), screen)
    }

    func testFoldersEndInASlashAndListTheirEntries() throws {
        var state = try typing(folder + "/fo")
        Update.apply(.tab, to: &state)
        XCTAssertEqual(text(state), folder + "/forms/")
        Update.apply(.tab, to: &state)
        XCTAssertEqual(state.status?.text, "3 matches: a.json  b.json  c/")
        XCTAssertEqual(state.status?.isError, false)
    }

    func testTheListingIsCutToTheScreenWidth() {
        XCTAssertEqual(FileKind.listing(["alpha.json", "beta.json", "gamma.json"], width: 32), "3 matches: alpha.json  …")
        XCTAssertEqual(FileKind.listing(["alpha.json", "beta.json"], width: 32), "2 matches: alpha.json  beta.json")
    }

    func testNothingToCompleteMovesOn() throws {
        var none = try typing(folder + "/zzz")
        Update.apply(.tab, to: &none)
        XCTAssertEqual(none.focus, "note", "no candidate")
        XCTAssertEqual(none.buffers["path"]?.text, folder + "/zzz")

        var full = try typing(folder + "/readme.md")
        Update.apply(.tab, to: &full)
        XCTAssertEqual(full.focus, "note", "the one candidate typed in full")

        var empty = try state()
        Update.apply(.tab, to: &empty)
        XCTAssertEqual(empty.focus, "note", "an empty path: Tab goes through the form")
    }

    func testRelativePathsStartAtTheWorkingFolder() throws {
        let cwd = FileManager.default.currentDirectoryPath
        let depth = cwd.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + folder.dropFirst() + "/rea"
        var state = try typing(relative)
        Update.apply(.tab, to: &state)
        XCTAssertEqual(text(state), String(relative.dropLast(3)) + "readme.md")
    }

    func testTheOutputIsThePathAsTyped() throws {
        var state = try typing("./data/../x.json")
        XCTAssertEqual(state.outputEntries.first?.value, .string("./data/../x.json"))
        for _ in 0..<16 { Update.apply(.backspace, to: &state) }
        XCTAssertEqual(state.outputEntries.first?.value, .null)
    }

    func testLeavingTheRowChecksExtensionsAndExistence() throws {
        let row = #""type": "file", "mustExist": true, "extensions": ["json"]"#
        var wrong = try typing(folder + "/readme.md", row)
        Update.apply(.down, to: &wrong)
        XCTAssertEqual(wrong.errors["path"], "Must end in .json")
        let screen = Layout.frame(for: wrong, rows: 12, cols: 80, options: LayoutOptions(ascii: true)).frame.text
        XCTAssertTrue(screen.contains("Must end in .json"), screen)

        var missing = try typing(folder + "/nothing.json", row)
        Update.apply(.tab, to: &missing)
        XCTAssertEqual(missing.focus, "note")
        XCTAssertEqual(missing.errors["path"], "No such file: \(folder)/nothing.json")

        var good = try typing(folder + "/signu", row)
        Update.apply(.tab, to: &good)
        Update.apply(.tab, to: &good)
        XCTAssertEqual(good.focus, "note")
        XCTAssertNil(good.errors["path"])
    }

    func testSubmitChecksThePath() throws {
        var state = try typing(folder + "/forms", #""type": "file", "mustExist": true"#)
        state.focus(on: "note")
        let refused = Update.apply(.ctrl("s"), to: &state)
        XCTAssertNil(FormFixtures.outcome(of: refused))
        XCTAssertEqual(state.focus, "path")
        XCTAssertEqual(state.errors["path"], "\(folder)/forms is a folder, not a file")
        Update.apply(.tab, to: &state)
        Update.apply(.char("a"), to: &state)
        Update.apply(.tab, to: &state)
        XCTAssertNil(state.errors["path"], "an edit clears the message")
        XCTAssertEqual(FormFixtures.outcome(of: Update.apply(.ctrl("s"), to: &state)), .submitted)
        XCTAssertEqual(state.outputEntries.first?.value, .string(folder + "/forms/a.json"))
    }

    func testADisabledRowRefusesEditsAndTabMovesOn() throws {
        var state = try state(#""type": "file", "value": "\#(folder)/si", "disabled": true, "disabledMessage": "Fixed""#)
        state.focus(on: "path")
        Update.apply(.char("x"), to: &state)
        XCTAssertEqual(state.status, StatusMessage("Fixed", isError: true))
        Update.apply(.tab, to: &state)
        XCTAssertEqual(text(state), folder + "/si")
        XCTAssertEqual(state.focus, "note")
    }

    func testMaxLengthRefusesACompletionThatWouldPassIt() throws {
        let prefix = folder + "/signu"
        var state = try typing(prefix, #""type": "file", "maxLength": \#(prefix.count + 2)"#)
        Update.apply(.tab, to: &state)
        XCTAssertEqual(text(state), prefix)
        XCTAssertEqual(state.status, StatusMessage("At most \(prefix.count + 2) characters", isError: true))
    }

    func testPlaceholderKeysAndDrawing() throws {
        var state = try state(auto: true)
        var screen = Layout.frame(for: state, rows: 12, cols: 60, options: LayoutOptions(ascii: true)).frame.text
        XCTAssertTrue(screen.contains("path/to/file"), screen)
        let withExtension = Row(tag: "f", type: .file)
        var json = withExtension
        json.extensions = ["json"]
        XCTAssertEqual(FileKind().placeholder(for: json, auto: true), "path/to/file.json")
        XCTAssertNil(FileKind().placeholder(for: withExtension, auto: false))

        FormFixtures.type("forms/a.json", into: &state)
        screen = Layout.frame(for: state, rows: 12, cols: 60, options: LayoutOptions(ascii: true)).frame.text
        XCTAssertTrue(screen.contains("|>Form    forms/a.json "), screen)

        let keys = RowKinds.entries(for: withExtension, in: state)
        XCTAssertEqual(keys.first, KindKey("Tab", "complete the path; again: list the matching names"))
        XCTAssertTrue(keys.contains(KindKey("Backspace, Delete", "erase a character")))
    }
}
