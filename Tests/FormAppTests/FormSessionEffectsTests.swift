import Foundation
import XCTest
import FormCore
import FormUI
@testable import FormTerminal
@testable import FormApp

/// The session's side of the message/effect loop: what `Update` asks (a folder read, file facts, a
/// new layout, typeahead thrown away) is carried out and its answer fed back before the frame.
final class FormSessionEffectsTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("session-effects-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "".write(toFile: folder + "/signup.json", atomically: true, encoding: .utf8)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func session(_ fileRow: String) throws -> (FormSession, MemoryTerminal) {
        let form = try FormLoader.parse(text: """
        { "sections": [ { "rows": [
            { "tag": "path", "title": "Form", \(fileRow) },
            { "tag": "note", "type": "text", "title": "Note" } ] } ] }
        """, file: "form.json")
        let terminal = MemoryTerminal(rows: 12, cols: 80)
        let session = FormSession(state: FormState(form: form), terminal: terminal)
        session.start()
        return (session, terminal)
    }

    func testTabReadsTheFolderAndTheFrameShowsTheCompletion() throws {
        let (session, terminal) = try session(#""type": "file""#)
        for character in folder + "/sig" { session.handle(.char(character)) }
        session.handle(.tab)
        XCTAssertEqual(session.state.buffers["path"]?.text, folder + "/signup.json")
        XCTAssertEqual(session.state.focus, "path")
        XCTAssertTrue(ScreenDump.text(terminal).contains("signup.json"), ScreenDump.text(terminal))
    }

    func testLeavingAndSubmittingCheckTheDiskThroughTheApp() throws {
        let (session, terminal) = try session(#""type": "file", "mustExist": true"#)
        for character in folder + "/nothing.json" { session.handle(.char(character)) }
        session.handle(.down)
        XCTAssertEqual(session.state.focus, "note")
        XCTAssertEqual(session.state.errors["path"], "No such file: \(folder)/nothing.json")
        XCTAssertTrue(ScreenDump.text(terminal).contains("No such file"), ScreenDump.text(terminal))
        XCTAssertNil(session.handle(.ctrl("s")), "the submit is refused")
        session.handle(.up)
        for _ in "nothing.json" { session.handle(.backspace) }
        for character in "signup.json" { session.handle(.char(character)) }
        XCTAssertEqual(session.handle(.ctrl("s")), .outcome(.submitted))
    }
}
