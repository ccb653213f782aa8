import XCTest
@testable import FormCore
import FormTestSupport

/// Tab completion of `file` rows: the longest common prefix, folders with `/`, hidden entries
/// only for a name typed with a leading dot.
final class PathCompletionTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try TemporaryFolder.make()
        for file in ["signup.json", "signal.yaml", "readme.md", ".hidden", "forms/a.json", "forms/b.json", ".config/x"] {
            let path = folder + "/" + file
            try TemporaryFolder.makeFolder((path as NSString).deletingLastPathComponent)
            try TemporaryFolder.write("", to: path)
        }
        try TemporaryFolder.makeFolder(folder + "/sigs")
    }

    override func tearDown() {
        TemporaryFolder.remove(folder)
    }

    private func complete(_ typed: String) -> (completed: String, candidates: [String], total: Int) {
        PathCompletion.complete(typed, in: folder)
    }

    func testCommonPrefixAndCandidates() {
        let result = complete("si")
        XCTAssertEqual(result.completed, "sig")
        XCTAssertEqual(result.candidates, ["signal.yaml", "signup.json", "sigs/"])
        XCTAssertEqual(complete("sign").completed, "sign")
        XCTAssertEqual(complete("signu").completed, "signup.json")
        XCTAssertEqual(complete("signu").candidates, ["signup.json"])
    }

    func testFolderEndsInSlashAndCompletesInside() {
        XCTAssertEqual(complete("fo").completed, "forms/")
        XCTAssertEqual(complete("forms/").completed, "forms/")
        XCTAssertEqual(complete("forms/").candidates, ["a.json", "b.json"])
        XCTAssertEqual(complete("forms/a").completed, "forms/a.json")
    }

    func testHiddenOnlyWithALeadingDot() {
        XCTAssertEqual(complete("").candidates, ["forms/", "readme.md", "signal.yaml", "signup.json", "sigs/"])
        XCTAssertEqual(complete(".").candidates, [".config/", ".hidden"])
        XCTAssertEqual(complete(".h").completed, ".hidden")
    }

    func testNothingToComplete() {
        let result = complete("zzz")
        XCTAssertEqual(result.completed, "zzz")
        XCTAssertEqual(result.candidates, [])
        XCTAssertEqual(complete("nowhere/x").candidates, [])
    }

    func testANameNoneStartsWithMatchesByItsLettersInOrderBestFirst() {
        XCTAssertEqual(complete("sgnp").completed, "signup.json", "one candidate: completed")
        XCTAssertEqual(complete("sgnp").candidates, ["signup.json"])
        XCTAssertEqual(complete("json").candidates, ["signup.json"])
        XCTAssertEqual(complete("json").total, 5)
        XCTAssertEqual(complete("SN").completed, "SN", "several candidates: nothing added")
        XCTAssertEqual(complete("SN").candidates, ["signal.yaml", "signup.json"], "sigs/ has no n")
        XCTAssertEqual(complete("rm").candidates, ["readme.md", "forms/"], "a match at the start first")
        XCTAssertEqual(complete("forms/aj").completed, "forms/a.json")
        XCTAssertEqual(complete(".cf").completed, ".config/", "hidden names only for a leading dot")
        XCTAssertEqual(complete("hd").candidates, [], "hidden names are not matched otherwise")
    }

    func testAbsolutePath() {
        XCTAssertEqual(PathCompletion.complete(folder + "/rea", in: "/").completed, folder + "/readme.md")
    }
}
