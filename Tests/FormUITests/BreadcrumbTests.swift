import XCTest
import FormCore
import FormSchema
@testable import FormUI

/// `Breadcrumb` (issue 27): the titles in front of a plain prompt and on a sub-form screen's title
/// line are all there while few, and cut to the first, `…` and the last two with the level when
/// deep, so that their length does not grow with the depth.
final class BreadcrumbTests: XCTestCase {
    static let recursive = ##"{"type":"object","properties":{"name":{"type":"string"},"child":{"$ref":"#"}}}"##

    func testAFewTitlesAreWrittenWhole() {
        XCTAssertEqual(Breadcrumb.text([], level: 1), "")
        XCTAssertEqual(Breadcrumb.text(["Form"], level: 1), "Form")
        XCTAssertEqual(Breadcrumb.text(["Team", "Member 2", "Address", "City"], level: 4), "Team › Member 2 › Address › City")
        XCTAssertEqual(Breadcrumb.text(["A", "B", "C", "D", "E", "F"], level: 6), "A › B › C › D › E › F")
    }

    func testADeepTrailKeepsTheFirstAndTheLastTwoWithTheLevel() {
        let titles = ["Form"] + Array(repeating: "Child", count: 149)
        XCTAssertEqual(Breadcrumb.text(titles, level: 150), "Form › … › Child › Child (level 150)")
        XCTAssertEqual(Breadcrumb.text(["A", "B", "C", "D", "E", "F", "G"], level: 9), "A › … › F › G (level 9)")
    }

    func testItsLengthDoesNotGrowWithTheDepth() {
        let at20 = Breadcrumb.text(Array(repeating: "Child", count: 20), level: 20)
        let at200 = Breadcrumb.text(Array(repeating: "Child", count: 200), level: 200)
        XCTAssertEqual(at200.count, at20.count + 1, "one more digit in the level, nothing else")
    }

    /// Walks the recursive schema `depth` levels down in plain mode and returns the name's prompt there.
    private func namePrompt(at depth: Int) throws -> String {
        let form = try FormLoader.read(text: Self.recursive, file: "s.json").form
        var walk = PlainWalk(PlainForm(form: form, prefill: [:]))
        var level = 1
        for _ in 0..<(4 * depth) {
            guard case .ask(let question) = walk.next() else { break }
            if question.prompt.contains("Name") {
                if level == depth { return question.prompt }
                _ = walk.answer("x")
            } else {
                _ = walk.answer("y")
                level += 1
            }
        }
        XCTFail("never reached level \(depth)")
        return ""
    }

    func testAPlainPromptDeepDownNamesTheLevelNotEveryTitleAbove() throws {
        XCTAssertEqual(try namePrompt(at: 3), "Child › Child › Name. Text: ")
        XCTAssertEqual(try namePrompt(at: 150), "Child › … › Child › Child (level 150) › Name. Text: ")
    }

    func testAScreenDeepDownIsTitledWithTheCutBreadcrumbAndItsTitleLineFits() throws {
        var stack = ScreenStack(FormState(form: try FormLoader.read(text: Self.recursive, file: "s.json").form))
        for _ in 0..<199 {
            stack.update(.key(.down))
            stack.update(.key(.enter))
        }
        XCTAssertEqual(stack.top.level, 200)
        XCTAssertEqual(stack.top.form.title, "Form › … › Child › Child (level 200)")
    }
}
