import Foundation
import XCTest

/// The draft's journal (issue #27): in a big list, each key appends the change to the draft
/// rather than rewriting it; `kill -9` leaves the journal, SIGHUP folds it into the snapshot,
/// and either way the next start resumes the answers intact.
extension DraftEndToEndTests {
    static let listForm = """
    { "sections": [ { "tag": "main", "rows": [
        { "tag": "items", "type": "list", "title": "Items", "item": { "title": "Item", "sections": [ { "rows": [
            { "tag": "name", "type": "text", "title": "Name" } ] } ] } } ] } ] }
    """
    static let listItems = 3_000

    /// Starts formrun on the list form with `listItems` items given, types `xyz` after the first
    /// item's name, and waits until the draft holds it.
    private func typeIntoTheBigList() throws -> (form: String, values: String, session: PtySession) {
        let form = try makeFile("list.json", Self.listForm)
        let items = (0..<Self.listItems).map { "{\"name\":\"item \($0)\"}" }.joined(separator: ",")
        let values = try makeFile("values.json", "{\"items\":[\(items)]}")
        let session = try start(["--values", values], form: form)
        session.waitForScreen(containing: "Items")
        session.send(keys: ["Enter"])
        session.waitForScreen(containing: "1/\(Self.listItems)")
        session.send(keys: ["Enter"])
        session.waitForScreen(containing: "Item 1")
        session.send(keys: ["x", "y", "z"])
        session.waitForScreen(containing: "item 0xyz")
        waitForDraft(of: session, containing: "item 0xyz")
        return (form, values, session)
    }

    /// Resumes without asking, submits, and checks that every item is there, the first changed.
    private func resumeTheBigList(_ form: String, values: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let session = try start(["--resume", "--compact", "--values", values], form: form)
        session.waitForScreen(containing: "Items", file: file, line: line)
        session.send(keys: ["C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr, file: file, line: line)
        let items = (0..<Self.listItems).map { "{\"name\":\"item \($0)\($0 == 0 ? "xyz" : "")\"}" }.joined(separator: ",")
        XCTAssertEqual(session.stdout, "{\"items\":[\(items)]}\n", file: file, line: line)
    }

    func testKillNineInABigListKeepsTheJournalAndResumeReplaysIt() throws {
        let (form, values, first) = try typeIntoTheBigList()
        first.signal(SIGKILL)
        _ = first.waitForExit()
        let text = rawDrafts().first ?? ""
        let lines = text.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 1, "the keys after the first were appended, not rewritten")
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.utf8.count < 300 }, "a journal line holds the change, not the list")
        XCTAssertTrue(lines.last?.contains(#""path":"/values/items/0/name","value":"item 0xyz""#) == true, text.suffix(300).description)
        try resumeTheBigList(form, values: values)
        XCTAssertEqual(drafts(), [])
    }

    func testSIGHUPInABigListCompactsTheJournalAndResumeRestoresIt() throws {
        let (form, values, first) = try typeIntoTheBigList()
        first.signal(SIGHUP)
        XCTAssertEqual(first.waitForExit(), 128 + SIGHUP)
        let text = rawDrafts().first ?? ""
        XCTAssertEqual(text.split(separator: "\n").count, 1, "the journal was folded into the snapshot")
        XCTAssertTrue(text.hasPrefix(#"{"formrun-draft":2,"#))
        try resumeTheBigList(form, values: values)
    }
}
