import XCTest
@testable import FormCore
@testable import FormJSON
import FormSchema

/// The loader's quick check of conditions passes exactly the forms `ConditionProgram` accepts,
/// and a form it refuses still gets `ConditionProgram`'s error.
final class SpecQuickConditionCheckTests: XCTestCase {
    /// A form file with sections `s1`, `s2` (rows `a`, `b`; `c`, `d`); `conditions` adds
    /// members to the named rows or sections, e.g. `["a": #""hidden": "$b""#]`.
    private func text(_ conditions: [String: String], formDisabled: String? = nil) -> String {
        func extra(_ tag: String) -> String { conditions[tag].map { ", " + $0 } ?? "" }
        func row(_ tag: String) -> String { #"{"tag": "\#(tag)", "type": "switch"\#(extra(tag))}"# }
        let disabled = formDisabled.map { #""disabled": "\#($0)", "# } ?? ""
        return """
        {\(disabled)"sections": [
          {"tag": "s1"\(extra("s1")), "rows": [\(row("a")), \(row("b"))]},
          {"tag": "s2"\(extra("s2")), "rows": [\(row("c")), \(row("d"))]},
          {"rows": [{"tag": "e", "type": "text"\(extra("e"))}]}
        ]}
        """
    }

    /// Checks that the quick check and `ConditionProgram` agree on the form.
    private func assertAgree(_ conditions: [String: String], formDisabled: String? = nil, sound: Bool,
                             line: UInt = #line) throws {
        let document = try JSONReader.document(bytes: Array(text(conditions, formDisabled: formDisabled).utf8), file: "f.json")
        let read = try FormLoader.model(of: document, file: "f.json", schemaValidators: { SchemaValidator(root: $0) })
        XCTAssertEqual(ConditionProgram.diagnose(read.form).isEmpty, sound, "ConditionProgram", line: line)
        XCTAssertEqual(QuickConditionCheck.isSound(read.form, claims: read.claims), sound, "quick check", line: line)
    }

    func testSoundForms() throws {
        try assertAgree([:], sound: true)
        try assertAgree(["a": #""hidden": "$b", "disabled": "$c && $e == 'x'", "required": "len($d) > 0""#], sound: true)
        try assertAgree(["s2": #""hidden": "!$a""#, "c": #""hidden": "$b || $a""#], sound: true)
        try assertAgree(["b": #""hidden": "$c""#, "c": #""hidden": "$d""#, "d": #""hidden": "today() > '2020-01-01'""#], sound: true)
        try assertAgree(["s1": #""hidden": "$c""#, "d": #""hidden": "$e""#], sound: true)
        try assertAgree([:], formDisabled: "$a", sound: true)
        try assertAgree(["e": #""validators": [{"type": "expression", "expression": "$a"}]"#], sound: true)
        // A row reading its own value (not its visibility) is fine.
        try assertAgree(["e": #""required": "$e != ''""#], sound: true)
    }

    func testUnsoundForms() throws {
        try assertAgree(["a": #""hidden": "$a""#], sound: false)
        try assertAgree(["a": #""hidden": "$b""#, "b": #""hidden": "$a""#], sound: false)
        // a reads c, whose section reads a: a cycle through a section.
        try assertAgree(["a": #""hidden": "$c""#, "s2": #""hidden": "$a""#], sound: false)
        // A section reading its own row.
        try assertAgree(["s1": #""hidden": "$b""#], sound: false)
        try assertAgree(["a": #""disabled": "$zz""#], sound: false)
        try assertAgree(["a": #""required": "$s2""#], sound: false)
        try assertAgree(["a": #""required": "$section3""#], sound: false)
        try assertAgree(["a": #""hidden": "$b &&""#], sound: false)
        try assertAgree(["s2": #""disabled": "(""#], sound: false)
        try assertAgree([:], formDisabled: "$nope", sound: false)
        try assertAgree(["e": #""validators": [{"type": "expression", "expression": "$a +"}]"#], sound: false)
        try assertAgree(["e": #""validators": [{"type": "expression", "expression": "$s1"}]"#], sound: false)
    }

    func testARefusedFormGetsTheProgramsError() {
        XCTAssertThrowsError(try FormLoader.parse(text: text(["a": #""hidden": "$b""#, "b": #""hidden": "$a""#]), file: "f.json")) {
            XCTAssertEqual("\($0)", "f.json:2:68: row 'a': condition cycle: a → b → a")
        }
    }
}
