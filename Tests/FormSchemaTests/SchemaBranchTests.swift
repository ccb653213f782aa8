import XCTest
@testable import FormCore
@testable import FormJSON
@testable import FormSchema

/// A `oneOf`/`anyOf` of object schemas: a discriminator picks the branch, else the values do.
final class SchemaBranchTests: SchemaFormTestCase {
    static let pipelines = ##"""
    {"$schema": "x", "oneOf": [{"$ref": "#/$defs/pipeline"}, {"$ref": "#/$defs/signature"}],
     "$defs": {
       "pipeline": {"type": "object", "properties": {"kind": {"const": "pipeline"}, "name": {"type": "string"}, "steps": {"type": "integer"}}, "required": ["kind", "name"]},
       "signature": {"type": "object", "title": "Signature", "properties": {"kind": {"enum": ["signature"]}, "hmac": {"type": "string"}}, "required": ["kind", "hmac"]}}}
    """##

    func testADiscriminatorIsAChoiceAtTheTopThatShowsItsBranchRows() throws {
        let form = try load(Self.pipelines).form
        XCTAssertEqual(form.allRows.map(\.tag), ["kind", "name", "steps", "hmac"])
        let kind = try row(form, "kind")
        XCTAssertEqual(kind.options.map(\.title), ["pipeline", "Signature"])
        XCTAssertEqual(kind.options.map(\.value), [.string("pipeline"), .string("signature")])
        XCTAssertEqual(kind.value, .string("pipeline"), "no values: the first branch")
        XCTAssertEqual(kind.required, .always)
        XCTAssertEqual(try row(form, "name").hidden.expressionText, "!($kind == 'pipeline')")
        XCTAssertEqual(try row(form, "hmac").hidden.expressionText, "!($kind == 'signature')")
        XCTAssertEqual(try row(form, "name").required, .always)
        XCTAssertEqual(try row(form, "hmac").required, .always)
        XCTAssertEqual(try row(form, "steps").required, .never)
    }

    func testTheValuesPickTheDiscriminatorsStartAndTheirBranchComesFirst() throws {
        let values = try JSONReader.parse(#"{"kind": "signature", "hmac": "x"}"#, file: "v.json")
        let form = try FormLoader.read(text: Self.pipelines, file: "s.json", values: values).form
        XCTAssertEqual(form.allRows.map(\.tag), ["kind", "hmac", "name", "steps"])
        XCTAssertEqual(try row(form, "kind").value, .string("signature"))
    }

    func testANestedDiscriminatedObjectIsASectionWithItsChoice() throws {
        let form = try form(#""auth": {"oneOf": [{"properties": {"type": {"const": "basic"}, "user": {"type": "string"}, "common": {"type": "string"}}, "required": ["type", "user"]}, {"properties": {"type": {"const": "token"}, "token": {"type": "string"}, "common": {"type": "integer"}}}]}"#)
        XCTAssertEqual(form.sections.map(\.tag), ["auth"])
        XCTAssertEqual(form.allRows.map(\.tag), ["auth.type", "auth.user", "auth.common", "auth.token", "auth.common-2"])
        XCTAssertEqual(try row(form, "auth.type").type, .segmentedControl)
        XCTAssertNotEqual(try row(form, "auth.type").required, .always, "not required by every branch")
        XCTAssertEqual(try row(form, "auth.common").type, .text)
        XCTAssertEqual(try row(form, "auth.common-2").type, .integer, "a property in two branches keeps each branch's rules")
        XCTAssertEqual(try row(form, "auth.common-2").hidden.expressionText, "!($auth.type == 'token')")
        XCTAssertEqual(try row(form, "auth.common-2").keyPath, ["auth", "common"])
    }

    static let picked = #"{"$schema": "x", "anyOf": [{"properties": {"a": {"type": "string"}}, "required": ["a"]}, {"properties": {"a": {"type": "integer"}, "b": {"type": "string"}}, "required": ["b"]}]}"#

    func testWithoutADiscriminatorTheBranchTheValuesMatchGivesTheRules() throws {
        let values = try JSONReader.parse(#"{"a": 3, "b": "x"}"#, file: "v.json")
        let form = try FormLoader.read(text: Self.picked, file: "s.json", values: values).form
        XCTAssertEqual(form.allRows.map(\.tag), ["a", "b"])
        XCTAssertEqual(try row(form, "a").type, .integer)
        XCTAssertEqual(try row(form, "b").required, .always)
        XCTAssertEqual(try row(form, "a").required, .never)
    }

    func testWithoutValuesTheFirstBranchGivesTheRulesAndNothingIsRequired() throws {
        let form = try load(Self.picked).form
        XCTAssertEqual(form.allRows.map(\.tag), ["a", "b"])
        XCTAssertEqual(try row(form, "a").type, .text)
        XCTAssertEqual(try row(form, "a").required, .never, "which branch holds is checked on the whole instance")
        let unmatched = try JSONReader.parse(#"{"b": 1}"#, file: "v.json")
        XCTAssertEqual(try FormLoader.read(text: Self.picked, file: "s.json", values: unmatched).form.row("a")?.type, .text)
    }

    /// Two branches that both declare `uri` (testenvironments' `ssh` and `remote`): each branch has
    /// a row for it, and the values' member fills both, so that the branch shown (here the second,
    /// as in a list item, whose branches are not reordered by the values) has it.
    func testAPropertyTwoBranchesDeclareFillsTheRowOfEach() throws {
        let schema = ##"""
        {"$schema": "x", "type": "object", "oneOf": [
           {"properties": {"type": {"const": "ssh"}, "uri": {"type": "string"}}, "required": ["type", "uri"]},
           {"properties": {"type": {"const": "remote"}, "uri": {"type": "string"}}, "required": ["type", "uri"]}]}
        """##
        let form = try load(schema).form
        let uris = form.allRows.filter { $0.outputPath == ["uri"] }
        XCTAssertEqual(uris.count, 2, "a row for each branch")
        let values = try ValuesLoader.parse(text: #"{"type": "remote", "uri": "u"}"#, file: "v.json", form: form)
        XCTAssertEqual(uris.map { values[$0.tag] }, [.string("u"), .string("u")])
        let wrongType = try ValuesLoader.parse(text: #"{"type": "ssh", "uri": "u"}"#, file: "v.json", form: form)
        XCTAssertEqual(wrongType[uris[0].tag], .string("u"))
    }

    /// github-issue-forms' `options`: a list of strings in one branch, of objects in another. The
    /// values' list of objects goes to the row that can hold it, not refused by the first.
    func testAMemberTheFirstBranchsRowCannotHoldGoesToTheRowThatCan() throws {
        let schema = ##"""
        {"$schema": "x", "type": "object", "oneOf": [
           {"properties": {"type": {"const": "dropdown"}, "options": {"type": "array", "items": {"type": "string"}}}},
           {"properties": {"type": {"const": "checkboxes"}, "options": {"type": "array", "items": {"type": "object", "properties": {"label": {"type": "string"}}}}}}]}
        """##
        let form = try load(schema).form
        let options = form.allRows.filter { $0.outputPath == ["options"] }
        XCTAssertEqual(options.count, 2, "a row for each branch")
        let values = try ValuesLoader.parse(text: #"{"type": "checkboxes", "options": [{"label": "a"}]}"#, file: "v.json", form: form)
        XCTAssertNil(values[options[0].tag], "a list of strings cannot hold objects")
        XCTAssertNotNil(values[options[1].tag])
        XCTAssertThrowsError(try ValuesLoader.parse(text: #"{"type": "checkboxes", "options": 3}"#, file: "v.json", form: form),
                             "a member no row can hold is still refused")
    }
}
