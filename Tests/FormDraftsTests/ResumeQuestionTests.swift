import XCTest
@testable import FormCore
@testable import FormDrafts

/// The resume question's words (issue #15): it names the form safely and keeps the changed-form note.
final class ResumeQuestionTests: XCTestCase {
    func testItNamesTheFormByItsTitle() {
        XCTAssertEqual(ResumeQuestion.text(title: "Create your account", formPath: "/x/signup.json", time: "14:09", formChanged: false),
                       #"Resume your answers to "Create your account" from 14:09? (y: resume, n: start over, Esc: start over, keep the draft) "#)
    }

    func testWithoutATitleItNamesTheFile() {
        XCTAssertEqual(ResumeQuestion.formName(title: nil, formPath: "/x/signup.json"), #""signup.json""#)
        XCTAssertEqual(ResumeQuestion.formName(title: " \t", formPath: "signup.json"), #""signup.json""#)
    }

    func testAChangedFormIsNoted() {
        XCTAssertEqual(ResumeQuestion.text(title: "T", formPath: "f.json", time: "2024-05-31 17:42", formChanged: true),
                       #"Resume your answers to "T" from 2024-05-31 17:42 (the form file changed since)? (y: resume, n: start over, Esc: start over, keep the draft) "#)
    }

    func testControlCharactersInATitleAreSpelledOutAndALongTitleIsCut() {
        let name = ResumeQuestion.formName(title: "Evil\u{1B}[2J\nform\u{202E}", formPath: "f.json")
        XCTAssertEqual(name, #""Evil\u{001B}[2J\nform\u{202E}""#)
        XCTAssertFalse(name.unicodeScalars.contains(where: VisibleText.isControl))
        let long = ResumeQuestion.formName(title: String(repeating: "a", count: 200), formPath: "f.json")
        XCTAssertEqual(long, "\"" + String(repeating: "a", count: VisibleText.quoteLimit - 1) + "…\"")
        let file = ResumeQuestion.formName(title: nil, formPath: "/tmp/a\u{7}b.json")
        XCTAssertEqual(file, #""a\u{0007}b.json""#)
    }
}
