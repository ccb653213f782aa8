import Foundation
import XCTest
import FormCore
import FormDrafts
@testable import FormUI
import FormTestSupport
import FormSchema

/// `file` rows: a path typed in place, Tab completion from a temporary folder (typed as an
/// absolute path, so the working folder does not matter), the checks when the row is left and on
/// submit, and the path output as typed. The keys go through the message/effect loop as the app
/// runs it (`EffectLoop`): the update asks for the folder or the file facts, the loop reads them.
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
        EffectLoop.key(.home, on: &state)
        EffectLoop.key(.tab, on: &state)
        XCTAssertEqual(text(state), folder + "/signup.json")
        XCTAssertEqual(state.buffers["path"]?.cursor, text(state).count)
        XCTAssertEqual(state.focus, "path")
        XCTAssertNil(state.status)
    }

    func testTabCompletesTheCommonPrefixThenListsTheCandidates() throws {
        var state = try typing(folder + "/s")
        EffectLoop.key(.tab, on: &state)
        XCTAssertEqual(text(state), folder + "/sign")
        XCTAssertNil(state.status)
        EffectLoop.key(.tab, on: &state)
        XCTAssertEqual(text(state), folder + "/sign")
        XCTAssertEqual(state.focus, "path")
        XCTAssertEqual(state.status, StatusMessage("2 of 4 match: signal.yaml  signup.json"))
        let screen = Layout.frame(for: state, rows: 12, cols: 60, options: LayoutOptions(ascii: true)).frame.text
        XCTAssertTrue(screen.contains(" 2 of 4 match: signal.yaml  signup.json"), screen)
    }

    func testFoldersEndInASlashAndListTheirEntries() throws {
        var state = try typing(folder + "/fo")
        EffectLoop.key(.tab, on: &state)
        XCTAssertEqual(text(state), folder + "/forms/")
        EffectLoop.key(.tab, on: &state)
        XCTAssertEqual(state.status?.text, "3 of 3 match: a.json  b.json  c/")
        XCTAssertEqual(state.status?.isError, false)
    }

    func testTheListingIsCutToTheScreenWidth() {
        XCTAssertEqual(FileKind.listing(["alpha.json", "beta.json", "gamma.json"], of: 9, width: 32), "3 of 9 match: alpha.json  …")
        XCTAssertEqual(FileKind.listing(["alpha.json", "beta.json"], of: 2, width: 36), "2 of 2 match: alpha.json  beta.json")
    }

    func testANameNoneStartsWithCompletesByItsLettersInOrder() throws {
        var one = try typing(folder + "/sgnp")
        EffectLoop.key(.tab, on: &one)
        XCTAssertEqual(text(one), folder + "/signup.json", "the one name holding s, g, n, p in order")
        XCTAssertEqual(one.focus, "path")

        var several = try typing(folder + "/SN")
        EffectLoop.key(.tab, on: &several)
        XCTAssertEqual(text(several), folder + "/SN", "several: nothing to add")
        XCTAssertEqual(several.status, StatusMessage("2 of 4 match: signal.yaml  signup.json"))

        var ranked = try typing(folder + "/rm")
        EffectLoop.key(.tab, on: &ranked)
        XCTAssertEqual(ranked.status, StatusMessage("2 of 4 match: readme.md  forms/"),
                       "best first: r at the start of readme.md, then r and m side by side inside forms/")
    }

    func testNothingToCompleteMovesOn() throws {
        var none = try typing(folder + "/zzz")
        EffectLoop.key(.tab, on: &none)
        XCTAssertEqual(none.focus, "note", "no candidate")
        XCTAssertEqual(none.buffers["path"]?.text, folder + "/zzz")

        var full = try typing(folder + "/readme.md")
        EffectLoop.key(.tab, on: &full)
        XCTAssertEqual(full.focus, "note", "the one candidate typed in full")

        var empty = try state()
        EffectLoop.key(.tab, on: &empty)
        XCTAssertEqual(empty.focus, "note", "an empty path: Tab goes through the form")
    }

    func testRelativePathsStartAtTheWorkingFolder() throws {
        let cwd = FileManager.default.currentDirectoryPath
        let depth = cwd.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + folder.dropFirst() + "/rea"
        var state = try typing(relative)
        EffectLoop.key(.tab, on: &state)
        XCTAssertEqual(text(state), String(relative.dropLast(3)) + "readme.md")
    }

    func testTheOutputIsThePathAsTyped() throws {
        var state = try typing("./data/../x.json")
        XCTAssertEqual(state.outputEntries.first?.value, .string("./data/../x.json"))
        for _ in 0..<16 { EffectLoop.key(.backspace, on: &state) }
        XCTAssertEqual(state.outputEntries.first?.value, .null)
    }

    func testLeavingTheRowChecksExtensionsAndExistence() throws {
        let row = #""type": "file", "mustExist": true, "extensions": ["json"]"#
        var wrong = try typing(folder + "/readme.md", row)
        EffectLoop.key(.down, on: &wrong)
        XCTAssertEqual(wrong.errors["path"], "Must end in .json")
        let screen = Layout.frame(for: wrong, rows: 12, cols: 80, options: LayoutOptions(ascii: true)).frame.text
        XCTAssertTrue(screen.contains("Must end in .json"), screen)

        var missing = try typing(folder + "/nothing.json", row)
        EffectLoop.key(.tab, on: &missing)
        XCTAssertEqual(missing.focus, "note")
        XCTAssertEqual(missing.errors["path"], "No such file: \(folder)/nothing.json")

        var good = try typing(folder + "/signu", row)
        EffectLoop.key(.tab, on: &good)
        EffectLoop.key(.tab, on: &good)
        XCTAssertEqual(good.focus, "note")
        XCTAssertNil(good.errors["path"])
    }

    func testSubmitChecksThePath() throws {
        var state = try typing(folder + "/forms", #""type": "file", "mustExist": true"#)
        state.focus(on: "note")
        let refused = EffectLoop.key(.ctrl("s"), on: &state)
        XCTAssertNil(FormFixtures.outcome(of: refused))
        XCTAssertEqual(state.focus, "path")
        XCTAssertEqual(state.errors["path"], "\(folder)/forms is a folder, not a file")
        EffectLoop.key(.tab, on: &state)
        EffectLoop.key(.char("a"), on: &state)
        EffectLoop.key(.tab, on: &state)
        XCTAssertNil(state.errors["path"], "an edit clears the message")
        XCTAssertEqual(FormFixtures.outcome(of: EffectLoop.key(.ctrl("s"), on: &state)), .submitted)
        XCTAssertEqual(state.outputEntries.first?.value, .string(folder + "/forms/a.json"))
    }

    func testADisabledRowRefusesEditsAndTabMovesOn() throws {
        var state = try state(#""type": "file", "value": "\#(folder)/si", "disabled": true, "disabledMessage": "Fixed""#)
        state.focus(on: "path")
        EffectLoop.key(.char("x"), on: &state)
        XCTAssertEqual(state.status, StatusMessage("Fixed", isError: true))
        EffectLoop.key(.tab, on: &state)
        XCTAssertEqual(text(state), folder + "/si")
        XCTAssertEqual(state.focus, "note")
    }

    func testMaxLengthRefusesACompletionThatWouldPassIt() throws {
        let prefix = folder + "/signu"
        var state = try typing(prefix, #""type": "file", "maxLength": \#(prefix.count + 2)"#)
        EffectLoop.key(.tab, on: &state)
        XCTAssertEqual(text(state), prefix)
        XCTAssertEqual(state.status, StatusMessage("At most \(prefix.count + 2) characters", isError: true))
    }

    func testTabAsksForTheFolderAndCompletesFromItsAnswer() throws {
        var state = try typing("sub/si")
        let request = FolderRequest(tag: "path", typed: "sub/si", folder: "./sub/")
        XCTAssertEqual(Update.apply(.tab, to: &state), [.readFolder(request)], "the update reads no folder itself")
        XCTAssertEqual(text(state), "sub/si")
        let listing = FolderListing(entries: [.init(name: "signup.json", isFolder: false), .init(name: "x", isFolder: true)])
        XCTAssertEqual(Update.update(.folderRead(request, listing), to: &state), [.writeDraft(["path"])])
        XCTAssertEqual(text(state), "sub/signup.json")
        _ = state.takeChanges()
        XCTAssertEqual(Update.update(.folderRead(request, listing), to: &state), [])
        XCTAssertEqual(text(state), "sub/signup.json", "an answer for a path no longer typed changes nothing")
    }

    func testLeavingAndSubmittingAskForTheFactsFirst() throws {
        var state = try typing("a.json", #""type": "file", "mustExist": true"#)
        XCTAssertEqual(Update.apply(.down, to: &state), [.checkFiles(["a.json"], then: .moveFocus(to: "note"))])
        XCTAssertEqual(state.focus, "path", "the focus waits for the answer")
        Update.update(.filesChecked(FileFacts(["a.json": .missing]), then: .moveFocus(to: "note")), to: &state)
        XCTAssertEqual(state.focus, "note")
        XCTAssertEqual(state.errors["path"], "No such file: a.json")
        XCTAssertEqual(Update.apply(.ctrl("s"), to: &state), [.checkFiles(["a.json"], then: .submit)])
        let effects = Update.update(.filesChecked(FileFacts(["a.json": .file]), then: .submit), to: &state)
        XCTAssertEqual(FormFixtures.outcome(of: effects), .submitted, "the facts decide, not the disk")
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
        XCTAssertEqual(keys.first, KindKey("Tab", "complete the path (or to the one name holding its letters in order); again: list the matching names"))
        XCTAssertTrue(keys.contains(KindKey("Backspace, Delete", "erase a character")))
    }
}
