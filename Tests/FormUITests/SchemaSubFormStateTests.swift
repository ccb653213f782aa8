import XCTest
import FormCore
import FormJSON
import FormSchema
@testable import FormUI

/// The screens of a JSON Schema form's `list` and `form` rows, opened and closed as the session
/// does (`SubForms.open`, `SubForms.result`, `Message.subFormClosed`): a sub-form built from the
/// schema gives back its item as written when nothing in it was edited (issue #18).
final class SchemaSubFormStateTests: XCTestCase {
    private static let schema = ##"""
    {"type": "object",
     "properties": {
       "name": {"type": "string"},
       "services": {"type": "object", "additionalProperties": {"$ref": "#/$defs/service"}},
       "node": {"$ref": "#/$defs/node"}},
     "$defs": {
       "service": {"type": "object", "properties": {"image": {"type": "string"}, "replicas": {"type": "number", "default": 1},
                   "ports": {"type": "array", "items": {"type": "object", "properties": {"target": {"type": "integer"}, "mode": {"enum": ["host", "ingress"]}}}}}},
       "node": {"type": "object", "properties": {"label": {"type": "string"}, "next": {"$ref": "#/$defs/node"}}}}}
    """##

    private static let config = #"{"name":"x","services":{"web":{"ports":[{"mode":"host","target":8.0e1,"x":null}],"image":"","z":1},"db":{}},"node":{"next":{"label":"b","next":{}},"label":"a"}}"#

    /// The root state, prefilled from `config` as `--values` does.
    private func root(_ config: String = config) throws -> FormState {
        var form = try FormLoader.read(text: Self.schema, file: "s.json").form
        let prefill = try GivenValues.apply(text: config, file: "v.json", to: &form)
        return FormState(form: form, prefill: prefill)
    }

    private func open(_ tag: String, in state: FormState, file: StaticString = #filePath, line: UInt = #line) throws -> FormState {
        switch SubForms.open(tag, in: state) {
        case .success(let child): return child
        case .failure(let refusal):
            XCTFail("\(tag) did not open: \(refusal)", file: file, line: line)
            throw refusal
        }
    }

    /// Closes `child` over `parent` as the session does.
    private func close(_ child: FormState, into parent: inout FormState) {
        let tag = child.place?.tag ?? ""
        _ = Update.update(.subFormClosed(tag: tag, result: SubForms.result(of: child), submit: false), to: &parent)
    }

    private func output(_ state: FormState) -> String {
        OutputWriter.json(state.outputEntries, compact: true)
    }

    func testOpeningAndClosingEveryScreenUntouchedChangesNothing() throws {
        var state = try root()
        var services = try open("services", in: state)
        var web = try open("#item1", in: services)
        XCTAssertEqual(web.value(of: "#key"), .string("web"))
        let ports = try open("ports", in: web)
        let port = try open("#item1", in: ports)
        XCTAssertEqual(port.value(of: "mode"), .string("host"))
        XCTAssertEqual(SubForms.result(of: port)?.value, .tree(#"{"mode":"host","target":8.0e1,"x":null}"#))
        var portsAfter = ports
        close(port, into: &portsAfter)
        close(portsAfter, into: &web)
        XCTAssertEqual(SubForms.result(of: web)?.value, .tree(#"{"ports":[{"mode":"host","target":8.0e1,"x":null}],"image":"","z":1}"#))
        close(web, into: &services)
        close(services, into: &state)
        XCTAssertEqual(output(state), Self.config + "\n")
    }

    func testARecursiveFormRowOpensLevelByLevel() throws {
        var state = try root()
        XCTAssertEqual(state.row("node.next")?.type, .form)
        var next = try open("node.next", in: state)
        XCTAssertEqual(next.value(of: "label"), .string("b"))
        XCTAssertEqual(next.row("next")?.type, .form, "the next level is again a row opened on demand")
        var last = try open("next", in: next)
        last.setBuffer(TextBuffer("c"), of: "label", edited: true)
        close(last, into: &next)
        close(next, into: &state)
        XCTAssertEqual(output(state), Self.config.replacingOccurrences(of: #""next":{}"#, with: #""next":{"label":"c"}"#) + "\n",
                       "only the edited member changed")
    }

    func testAnEditedItemIsWrittenInItsPlace() throws {
        var state = try root()
        var services = try open("services", in: state)
        var db = try open("#item2", in: services)
        XCTAssertEqual(db.value(of: "replicas"), .null, "the default is the placeholder, not the starting value")
        XCTAssertEqual(db.row("replicas")?.placeholder, "default: 1")
        db.setBuffer(TextBuffer("postgres"), of: "image", edited: true)
        close(db, into: &services)
        close(services, into: &state)
        XCTAssertEqual(output(state), Self.config.replacingOccurrences(of: #""db":{}"#, with: #""db":{"image":"postgres"}"#) + "\n")
    }

    func testASubFormOpenedAndClosedEmptyAddsNoObject() throws {
        var state = try root(#"{"name":"x"}"#)
        let next = try open("node.next", in: state)
        XCTAssertEqual(SubForms.result(of: next)?.value, .null, "nothing changed: the row's value as it was")
        close(next, into: &state)
        XCTAssertEqual(state.value(of: "node.next"), .null)
        XCTAssertEqual(output(state), #"{"name":"x"}"# + "\n", "an optional object is there only once something in it is")
    }
}
