import XCTest
@testable import FormCore

/// More of the bad-input corpus: malformed form files (syntax, structure, types, unknown keys,
/// values, conditions, validators, formats, actions, styles) and values files, each with the
/// located message it must produce. With `BadInputCorpusTests` the corpus holds over 100 inputs.
final class BadInputCorpusMoreTests: XCTestCase {
    private struct Entry {
        var name: String
        var text: String
        var message: String

        init(_ name: String, _ text: String, _ message: String) {
            self.name = name
            self.text = text
            self.message = message
        }
    }

    private static let forms: [Entry] = [
        Entry("picker value not an option",
              "{\"sections\": [{\"tag\": \"s\", \"rows\": [{\"tag\": \"a\", \"type\": \"picker\", \"options\": [{\"title\": \"A\", \"value\": 1}], \"value\": 2}]}]}",
              "f.json:1:118: row 'a': 'value' (2) is not one of the options (1)"),
        Entry("empty file", "", "f.json:1:1: the file is empty (expected a JSON object)"),
        Entry("only whitespace", "   \n  ", "f.json:2:3: the file is empty (expected a JSON object)"),
        Entry("not an object", "[1, 2]", "f.json:1:1: not a form: the top level must be an object, not an array"),
        Entry("a string", "\"form\"", "f.json:1:1: not a form: the top level must be an object, not a string"),
        Entry("trailing comma in object", "{\"sections\": [],}", "f.json:1:16: trailing comma before '}'"),
        Entry("trailing comma in array", "{\"sections\": [1,]}", "f.json:1:16: trailing comma before ']'"),
        Entry("missing colon", "{\"sections\" []}", "f.json:1:13: missing ':' after key 'sections'"),
        Entry("unterminated string", "{\"title\": \"abc", "f.json:1:11: unterminated string (missing closing '\"')"),
        Entry("unterminated object", "{\"sections\": [", "f.json:1:15: unexpected end of file, expected a value"),
        Entry("single quotes", "{'sections': []}", "f.json:1:2: object keys must be strings in double quotes"),
        Entry("comment", "{\"sections\": [] // no\n}", "f.json:1:17: unexpected character '/', expected ',' or '}'"),
        Entry("bare word", "{\"sections\": nope}", "f.json:1:14: unexpected 'nope', expected a value (strings need double quotes; literals are true, false and null)"),
        Entry("leading zero", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"integer\", \"value\": 012}\n]}]}", "f.json:2:42: invalid number: leading zeros are not allowed"),
        Entry("plus sign", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"integer\", \"value\": +1}\n]}]}", "f.json:2:42: unexpected character '+', expected a value"),
        Entry("NaN", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"decimal\", \"value\": NaN}\n]}]}", "f.json:2:42: unexpected 'NaN', expected a value (strings need double quotes; literals are true, false and null)"),
        Entry("bad escape", "{\"title\": \"a\\qb\", \"sections\": []}", "f.json:1:13: invalid escape '\\q' in string"),
        Entry("lone surrogate", "{\"title\": \"\\ud800\", \"sections\": []}", "f.json:1:12: unpaired surrogate '\\ud800' in string"),
        Entry("control in string", "{\"title\": \"a\tb\", \"sections\": []}", "f.json:1:13: control character U+0009 in string (escape it)"),
        Entry("two top values", "{\"sections\": []} {}", "f.json:1:18: unexpected content after the end of the JSON value"),
        Entry("duplicate key", "{\"sections\": [], \"sections\": []}", "f.json:1:18: duplicate key 'sections' (first at 1:2)"),
        Entry("no sections", "{\"title\": \"x\"}", "f.json:1:1: not a form: missing 'sections'"),
        Entry("sections not an array", "{\"sections\": {}}", "f.json:1:14: not a form: 'sections' must be an array, not an object"),
        Entry("section not an object", "{\"sections\": [1]}", "f.json:1:15: each entry of 'sections' must be an object, not a number"),
        Entry("rows not an array", "{\"sections\": [{\"rows\": 1}]}", "f.json:1:24: section 'section1': 'rows' must be an array, not a number"),
        Entry("empty rows", "{\"sections\": [{\"tag\": \"s\", \"rows\": []}]}", "f.json:1:36: section 's': section has no rows"),
        Entry("row not an object", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n\"row\"\n]}]}", "f.json:2:1: each entry of 'rows' must be an object, not a string"),
        Entry("row without tag", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"type\": \"text\"}\n]}]}", "f.json:2:1: row has no 'tag' (every row needs a unique tag)"),
        Entry("row without type", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\"}\n]}]}", "f.json:2:1: row 'a': missing 'type'"),
        Entry("unknown type", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"txt\"}\n]}]}", "f.json:2:22: row 'a': unknown type 'txt' (did you mean 'text'?)"),
        Entry("type not a string", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": 3}\n]}]}", "f.json:2:22: row 'a': 'type' must be a string, not a number"),
        Entry("tag not a string", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": 3, \"type\": \"text\"}\n]}]}", "f.json:2:9: 'tag' must be a string, not a number"),
        Entry("empty tag", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"\", \"type\": \"text\"}\n]}]}", "f.json:2:9: row '': tag '' may only contain letters, digits, '_' and '-'"),
        Entry("tag with space", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a b\", \"type\": \"text\"}\n]}]}", "f.json:2:9: row 'a b': tag 'a b' may only contain letters, digits, '_' and '-'"),
        Entry("duplicate tags", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\"},\n{\"tag\": \"a\", \"type\": \"text\"}\n]}]}", "f.json:3:9: row 'a': duplicate tag 'a' (first used at 2:9)"),
        Entry("title not a string", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"title\": 1}\n]}]}", "f.json:2:39: row 'a': 'title' must be a string, not a number"),
        Entry("required not bool", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"required\": 3}\n]}]}", "f.json:2:42: row 'a': 'required' must be true, false or an expression string, not a number"),
        Entry("unknown row key", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"placehoder\": \"x\"}\n]}]}", "f.json:2:30: row 'a': unknown key 'placehoder' (did you mean 'placeholder'?)"),
        Entry("unknown section key", "{\"sections\": [{\"tag\": \"s\", \"titel\": \"x\", \"rows\": [{\"tag\": \"a\", \"type\": \"text\"}]}]}", "f.json:1:28: section 's': unknown key 'titel' (did you mean 'title'?)"),
        Entry("unknown form key", "{\"titel\": \"x\", \"sections\": [{\"rows\": [{\"tag\": \"a\", \"type\": \"text\"}]}]}", "f.json:1:2: unknown key 'titel' (did you mean 'title'?)"),
        Entry("options on text", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"options\": []}\n]}]}", "f.json:2:30: row 'a': 'options' does not apply to a 'text' row"),
        Entry("max on text", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"max\": 3}\n]}]}", "f.json:2:30: row 'a': 'max' does not apply to a 'text' row"),
        Entry("integer value a string", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"integer\", \"value\": \"x\"}\n]}]}", "f.json:2:42: row 'a': 'value' must be a whole number, not a string"),
        Entry("integer value fractional", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"integer\", \"value\": 1.5}\n]}]}", "f.json:2:42: row 'a': 'value' must be a whole number, not 1.5"),
        Entry("switch value a string", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"switch\", \"value\": \"yes\"}\n]}]}", "f.json:2:41: row 'a': 'value' must be true or false, not a string"),
        Entry("date value bad", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"date\", \"value\": \"2026-13-01\"}\n]}]}", "f.json:2:39: row 'a': 'value' must be a date \"YYYY-MM-DD\" or \"today\", not '2026-13-01'"),
        Entry("time value bad", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"time\", \"value\": \"25:00\"}\n]}]}", "f.json:2:39: row 'a': 'value' must be a time \"HH:MM\", not '25:00'"),
        Entry("picker without options", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"picker\"}\n]}]}", "f.json:2:1: row 'a': missing 'options'"),
        Entry("rating over max", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"rating\", \"max\": 3, \"value\": 5}\n]}]}", "f.json:2:51: row 'a': 'value' (5) is more than 'max' (3) stars"),
        Entry("tokens value not array", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"tokens\", \"value\": \"x\"}\n]}]}", "f.json:2:41: row 'a': 'value' must be an array of strings, not a string"),
        Entry("tokens bad pattern", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"tokens\", \"pattern\": \"([\"}\n]}]}", "f.json:2:43: row 'a': invalid regular expression '(['"),
        Entry("min above max", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"stepCounter\", \"min\": 5, \"max\": 1}\n]}]}", "f.json:2:54: row 'a': 'min' (5) is greater than 'max' (1)"),
        Entry("negative maxLength", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"maxLength\": -1}\n]}]}", "f.json:2:43: row 'a': 'maxLength' must not be negative"),
        Entry("unknown format", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"format\": \"thosands\"}\n]}]}", "f.json:2:40: row 'a': unknown format 'thosands' (did you mean 'thousands'?)"),
        Entry("unknown action", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"pushButton\", \"action\": \"sumbit\"}\n]}]}", "f.json:2:46: row 'a': 'action' must be submit, cancel or reset, not 'sumbit' (did you mean 'submit'?)"),
        Entry("unknown style word", "{\"style\": {\"title\": \"bolt\"}, \"sections\": [{\"rows\": [{\"tag\": \"a\", \"type\": \"text\"}]}]}", "f.json:1:21: unknown style 'bolt' (did you mean 'bold'?)"),
        Entry("unknown tag in condition", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"hidden\": \"$b\"}\n]}]}", "f.json:2:41: row 'a': unknown tag '$b' in condition (did you mean '$a'?)"),
        Entry("syntax error in condition", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\"},\n{\"tag\": \"b\", \"type\": \"text\", \"hidden\": \"$a ==\"}\n]}]}", "f.json:3:46: row 'b': unexpected end of expression, expected a value in condition"),
        Entry("unknown function", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\"},\n{\"tag\": \"b\", \"type\": \"text\", \"hidden\": \"size($a) > 1\"}\n]}]}", "f.json:3:41: row 'b': unknown function 'size' in condition"),
        Entry("condition cycle", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"hidden\": \"$b == 1\"},\n{\"tag\": \"b\", \"type\": \"text\", \"hidden\": \"$a == 1\"}\n]}]}", "f.json:2:41: row 'a': condition cycle: a \u{2192} b \u{2192} a"),
        Entry("row hides itself", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"switch\", \"hidden\": \"$a\"}\n]}]}", "f.json:2:43: row 'a': condition cycle: a \u{2192} a"),
        Entry("empty condition", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"hidden\": \"\"}\n]}]}", "f.json:2:40: row 'a': 'hidden' must not be empty"),
        Entry("validator without type", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"validators\": [{\"message\": \"m\"}]}\n]}]}", "f.json:2:45: row 'a': missing 'type'"),
        Entry("unknown validator type", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"validators\": [{\"type\": \"rnage\"}]}\n]}]}", "f.json:2:54: row 'a': unknown validator type 'rnage' (did you mean 'range'?)"),
        Entry("bad regex", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"validators\": [{\"type\": \"regex\", \"pattern\": \"(a\"}]}\n]}]}", "f.json:2:74: row 'a': invalid regular expression '(a'"),
        Entry("equals unknown tag", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"validators\": [{\"type\": \"equals\", \"tag\": \"zz\"}]}\n]}]}", "f.json:2:71: row 'a': no row has the tag 'zz'"),
        Entry("length min not a number", "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"a\", \"type\": \"text\", \"validators\": [{\"type\": \"length\", \"min\": \"x\"}]}\n]}]}", "f.json:2:71: row 'a': 'min' must be a whole number, not a string"),
    ]

    /// The form the values files are read for.
    private static let valuesForm = "{\"sections\": [{\"tag\": \"s\", \"rows\": [\n{\"tag\": \"n\", \"type\": \"integer\"},\n{\"tag\": \"t\", \"type\": \"text\"},\n{\"tag\": \"sw\", \"type\": \"switch\"},\n{\"tag\": \"d\", \"type\": \"date\"},\n{\"tag\": \"p\", \"type\": \"picker\", \"options\": [{\"title\": \"A\", \"value\": 1}, {\"title\": \"B\", \"value\": 2}]},\n{\"tag\": \"k\", \"type\": \"tokens\"},\n{\"tag\": \"r\", \"type\": \"rating\"},\n{\"tag\": \"m\", \"type\": \"multipleSelect\", \"options\": [{\"title\": \"A\", \"value\": \"a\"}]}\n]}]}"

    private static let values: [Entry] = [
        Entry("values: picker not an option", "{\"p\": 3}", "v.json:1:7: row 'p': 'p' (3) is not one of the options (1, 2)"),
        Entry("values: multiple with one not an option", "{\"m\": [\"a\", \"z\"]}",
              "v.json:1:7: row 'm': 'm' (\"z\") is not one of the options (\"a\")"),
        Entry("values: not an object", "[1]", "v.json:1:1: the values file must be an object keyed by tag or key path, not an array"),
        Entry("values: unknown tag", "{\"nn\": 1}", "v.json:1:2: no row has the tag or key 'nn' (did you mean 'n'?)"),
        Entry("values: integer as string", "{\"n\": \"7\"}", "v.json:1:7: row 'n': 'n' must be a whole number, not a string"),
        Entry("values: integer fractional", "{\"n\": 7.5}", "v.json:1:7: row 'n': 'n' must be a whole number, not 7.5"),
        Entry("values: text as number", "{\"t\": 3}", "v.json:1:7: row 't': 't' must be a string, not a number"),
        Entry("values: switch as string", "{\"sw\": \"on\"}", "v.json:1:8: row 'sw': 'sw' must be true or false, not a string"),
        Entry("values: bad date", "{\"d\": \"31/12/2026\"}", "v.json:1:7: row 'd': 'd' must be a date \"YYYY-MM-DD\" or \"today\", not '31/12/2026'"),
        Entry("values: tokens as string", "{\"k\": \"a,b\"}", "v.json:1:7: row 'k': 'k' must be an array of strings, not a string"),
        Entry("values: tokens with a number", "{\"k\": [\"a\", 1]}", "v.json:1:7: row 'k': 'k' must be an array of strings, not a number"),
        Entry("values: rating too high", "{\"r\": 9}", "v.json:1:7: row 'r': 'r' (9) is more than 'max' (5) stars"),
        Entry("values: rating negative", "{\"r\": -1}", "v.json:1:7: row 'r': 'r' must not be negative"),
        Entry("values: given twice", "{\"n\": 1, \"n\": 2}", "v.json:1:10: duplicate key 'n' (first at 1:2)"),
        Entry("values: syntax", "{\"n\": 1,,}", "v.json:1:9: unexpected character ',', expected a key in double quotes"),
        Entry("values: multiple as string", "{\"m\": \"a\"}", "v.json:1:7: row 'm': 'm' must be an array, not a string"),
    ]

    func testEveryMalformedFormHasItsLocatedMessage() {
        XCTAssertGreaterThanOrEqual(Self.forms.count + Self.values.count, 68)
        for entry in Self.forms {
            XCTAssertThrowsError(try FormLoader.parse(text: entry.text, file: "f.json"), entry.name) {
                XCTAssertEqual("\($0)", entry.message, entry.name)
            }
        }
    }

    func testEveryMalformedValuesFileHasItsLocatedMessage() throws {
        let form = try FormLoader.parse(text: Self.valuesForm, file: "form.json")
        for entry in Self.values {
            XCTAssertThrowsError(try ValuesLoader.parse(text: entry.text, file: "v.json", form: form), entry.name) {
                XCTAssertEqual("\($0)", entry.message, entry.name)
            }
        }
    }
}
