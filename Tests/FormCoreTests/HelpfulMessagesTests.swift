import XCTest
@testable import FormCore
import FormSchema
import FormJSON

/// Issue 28, "Messages that say what to do", in the core: did-you-mean from the words a key
/// takes, a refused pattern named, every bad answer of a values file in one reading.
final class HelpfulMessagesTests: XCTestCase {
    private func checkErrors(_ rows: String) -> String {
        do {
            _ = try FormLoader.parse(text: #"{"sections": [{"rows": ["# + rows + "]}]}", file: "f.json")
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testAOneWordConditionSuggestsTheBooleans() {
        XCTAssertTrue(checkErrors(#"{"tag": "a", "type": "text", "required": "yes"}"#)
            .hasSuffix("unknown word 'yes' in condition (did you mean true? A condition is true, false or an expression such as '$tag')"))
        XCTAssertTrue(checkErrors(#"{"tag": "a", "type": "text", "hidden": "Off"}"#).contains("(did you mean false?"))
        XCTAssertTrue(checkErrors(#"{"tag": "a", "type": "text", "hidden": "sometimes"}"#).contains("(did you mean true or false?"))
        XCTAssertFalse(checkErrors(#"{"tag": "a", "type": "text", "required": "yes"}"#).contains("$yes"))
    }

    func testABareWordNamingARowSuggestsTheTag() {
        XCTAssertTrue(checkErrors(#"{"tag": "name", "type": "text"}, {"tag": "b", "type": "text", "hidden": "nmae"}"#)
            .hasSuffix("unknown word 'nmae' in condition (did you mean '$name'?)"))
        XCTAssertTrue(checkErrors(#"{"tag": "name", "type": "text"}, {"tag": "b", "type": "text", "hidden": "$name && zork"}"#)
            .contains("unknown word 'zork' in condition"), "no tag is close: no '$zork' that names nothing")
        XCTAssertFalse(checkErrors(#"{"tag": "name", "type": "text"}, {"tag": "b", "type": "text", "hidden": "$name && zork"}"#)
            .contains("$zork"))
        XCTAssertTrue(checkErrors(#"{"tag": "a", "type": "text", "hidden": "$a adn true"}"#).contains("did you mean 'and'?"))
    }

    func testABooleanKeyGivenAWordSuggestsTheBoolean() {
        XCTAssertEqual(checkErrors(#"{"tag": "a", "type": "switch", "value": "yes"}"#),
                       "f.json:1:65: row 'a': 'value' must be true or false, not the string 'yes' (did you mean true, without quotes?)")
        XCTAssertTrue(checkErrors(#"{"tag": "a", "type": "file", "mustExist": "no"}"#).hasSuffix("(did you mean false, without quotes?)"))
    }

    func testARefusedPatternNamesTheHintOrThePattern() throws {
        let tokens = try InlineForm.row(#"{"tag": "t", "type": "tokens", "pattern": "^[A-Z]{2}$"}"#)
        let failure = { (row: Row, value: Value) in
            Validation.check(row: row, value: value, required: false, context: ValidationContext(value: { _ in .null }))
        }
        XCTAssertEqual(failure(tokens, .list([.string("FR"), .string("fra")])), "'fra' does not match the pattern ^[A-Z]{2}$")
        var hinted = tokens
        hinted.hint = "two capital letters, e.g. FR"
        XCTAssertEqual(failure(hinted, .list([.string("x")])), "'x' is not as expected: two capital letters, e.g. FR")
        let code = try InlineForm.row(#"{"tag": "c", "type": "text", "validators": [{"type": "regex", "pattern": "^[0-9]{6}$"}]}"#)
        XCTAssertEqual(failure(code, .string("12")), "Does not match the pattern ^[0-9]{6}$")
        var codeHinted = code
        codeHinted.hint = "six digits"
        XCTAssertEqual(failure(codeHinted, .string("12")), "Not in the expected format: six digits")
    }

    func testAValuesFileGivesEveryProblemInOneReading() throws {
        let form = try FormLoader.parse(text: #"""
        {"sections": [{"rows": [{"tag": "age", "type": "integer"}, {"tag": "news", "type": "switch"},
          {"tag": "when", "type": "date"}, {"tag": "name", "type": "text"}]}]}
        """#, file: "f.json")
        let text = #"{"age": "forty", "news": "yes", "when": "soon", "name": "Ada", "nmae": 1}"#
        XCTAssertThrowsError(try ValuesLoader.parse(text: text, file: "v.json", form: form)) { error in
            let lines = "\(error)".split(separator: "\n")
            XCTAssertEqual(lines.count, 4, "\(error)")
            XCTAssertTrue(lines[0].hasPrefix("v.json:1:9: row 'age'"), String(lines[0]))
            XCTAssertTrue(lines[1].hasPrefix("v.json:1:26: row 'news'"), String(lines[1]))
            XCTAssertTrue(lines[2].hasPrefix("v.json:1:41: row 'when'"), String(lines[2]))
            XCTAssertTrue(lines[3].hasPrefix("v.json:1:64: no row has the tag or key 'nmae'"), String(lines[3]))
        }
    }

    func testBadAnswersCanBeSetApartAndTheOthersRead() throws {
        var form = try FormLoader.parse(text: #"{"sections": [{"rows": [{"tag": "age", "type": "integer"}, {"tag": "name", "type": "text"}]}]}"#,
                                        file: "f.json")
        let document = try JSONReader.document(bytes: Array(#"{"age": "forty", "name": "Ada"}"#.utf8), file: "v.json").root
        let bad = BadAnswers()
        let values = try GivenValues.apply(document, file: "v.json", to: &form, badAnswers: bad)
        XCTAssertEqual(values, ["name": .string("Ada")])
        XCTAssertEqual(bad.tags, ["age"])
        XCTAssertEqual("\(bad)", "v.json:1:9: row 'age': 'age' must be a whole number, not a string")
    }

    func testOutputIntoAMissingFolderNamesIt() {
        let missing = NSTemporaryDirectory() + "formrun-no-such-\(getpid())/deeper"
        XCTAssertEqual(OutputFile.problem(missing + "/out.json"), .missingFolder(path: missing + "/out.json", folder: missing))
        XCTAssertEqual("\(OutputPathProblem.notAFolder(path: "f.json/x", file: "f.json"))",
                       "cannot write the output to 'f.json/x': 'f.json' is a file, not a folder")
    }
}
