import XCTest
import FormCore
@testable import FormUI
@testable import FormScreen
import FormSchema

/// Golden text snapshots of whole screens. Run with FORMRUN_UPDATE_GOLDEN=1 to rewrite them after
/// an intended change of the drawing, then read the diff of the .txt files before committing.
final class GoldenScreenTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let forms = root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("forms")

    private func state(_ form: String, prefill: [String: Value] = [:]) throws -> FormState {
        FormState(form: try FormLoader.load(path: Self.forms.appendingPathComponent(form).path), prefill: prefill)
    }

    private func assertGolden(_ state: FormState, rows: Int, cols: Int, _ name: String,
                              options: LayoutOptions = LayoutOptions(), file: StaticString = #filePath, line: UInt = #line) throws {
        let text = Layout.frame(for: state, rows: rows, cols: cols, options: options).frame.text + "\n"
        let url = Self.root.appendingPathComponent("Golden/\(name).txt")
        if ProcessInfo.processInfo.environment["FORMRUN_UPDATE_GOLDEN"] != nil {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(text, golden, "screen differs from Golden/\(name).txt:\n\(text)", file: file, line: line)
        for (index, screenLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            XCTAssertLessThanOrEqual(DisplayWidth.of(String(screenLine)), cols, "line \(index) too wide", file: file, line: line)
        }
    }

    func testSignupAt80x24() throws {
        try assertGolden(try state("signup.json"), rows: 24, cols: 80, "signup-80x24")
    }

    func testSignupAt100x30WithValuesAndAnError() throws {
        var state = try state("signup.json", prefill: ["name": .string("Ada Lovelace"), "email": .string("ada@")])
        Update.apply(.down, to: &state)
        Update.apply(.down, to: &state)
        try assertGolden(state, rows: 30, cols: 100, "signup-100x30-error")
    }

    func testCJKFormAt80x24KeepsBoxesAligned() throws {
        try assertGolden(try state("cjk.json"), rows: 24, cols: 80, "cjk-80x24")
    }

    func testCJKFormAt100x30() throws {
        try assertGolden(try state("cjk.json"), rows: 30, cols: 100, "cjk-100x30")
    }

    func testAsciiBoxes() throws {
        try assertGolden(try state("signup.json"), rows: 24, cols: 80, "signup-80x24-ascii",
                         options: LayoutOptions(colors: false, ascii: true))
    }

    func testEveryTextTypeWithWrappedLongInfo() throws {
        try assertGolden(try state("text-types.json"), rows: 40, cols: 80, "text-types-80x40")
    }

    func testDiscardQuestionInTheStatusLine() throws {
        var state = try state("signup.json")
        FormFixtures.type("A", into: &state)
        Update.apply(.escape, to: &state)
        let frame = Layout.frame(for: state, rows: 24, cols: 80).frame
        XCTAssertEqual(frame.lines[22].text.trimmingCharacters(in: .whitespaces), "Discard changes? (y/n)")
    }

    func testHelpLineIsDerivedFromTheKeyMap() throws {
        let frame = Layout.frame(for: try state("signup.json"), rows: 24, cols: 80).frame
        let hint = frame.lines[23].text
        XCTAssertEqual(hint.trimmingCharacters(in: .whitespaces), KeyMap.standard.helpLine,
                       "a text row has no keys of its own: the line is the form's keys")
        XCTAssertTrue(hint.hasSuffix(KeyMap.standard.helpLine), hint)
        XCTAssertEqual(DisplayWidth.of(hint), 80, "the form's keys end at the right edge")
        var map = KeyMap.standard
        map.bindings[0].label = "onward"
        map.bindings[map.bindings.firstIndex { $0.action == .submit }!].label = nil
        let other = Layout.frame(for: try state("signup.json"), rows: 24, cols: 80, keyMap: map).frame.lines[23].text
        XCTAssertTrue(other.hasSuffix("↓/Tab onward  Esc cancel  F1 help"), other)
        XCTAssertFalse(other.contains("submit"), "a binding without a label is not in the line")
    }
}
