import XCTest
import FormCore
import FormJSON
import FormSchema
@testable import FormUI

/// Schema forms submitted: branches inside branches, and properties left absent.
final class SchemaBranchStateTests: XCTestCase {
    /// drone: `allOf [kind_pipeline, oneOf [docker, kubernetes]]`: a config of the second inner branch
    /// is accepted and comes back as given (the real schema is in the SchemaStore sample test).
    func testAConfigOfANestedBranchIsAccepted() throws {
        let schema = ##"""
        {"$schema": "x", "oneOf": [
          {"properties": {"kind": {"const": "secret"}, "data": {"type": "string"}}, "required": ["kind"]},
          {"allOf": [{"properties": {"kind": {"const": "pipeline"}, "type": {"enum": ["docker", "kubernetes"]}}, "required": ["kind"]},
                     {"oneOf": [{"properties": {"type": {"const": "docker"}, "image": {"type": "string"}}},
                                {"properties": {"type": {"const": "kubernetes"}, "image": {"type": "integer"}}}]}]}]}
        """##
        let values = try JSONReader.parse(#"{"kind": "pipeline", "type": "kubernetes", "image": 3}"#, file: "v.json")
        var form = try FormLoader.read(text: schema, file: "s.json", values: values).form
        let prefill = try GivenValues.apply(text: #"{"kind": "pipeline", "type": "kubernetes", "image": 3}"#, file: "v.json", to: &form)
        var state = FormState(form: form, prefill: prefill)
        XCTAssertEqual(Submission.failures(&state, gather: { _ in FileFacts() }).map(\.message), [])
        XCTAssertEqual(OutputWriter.json(state.outputEntries, compact: true), #"{"kind":"pipeline","type":"kubernetes","image":3}"# + "\n")
    }

    /// An optional property the values do not give is absent: its default is not checked (babelrc's
    /// `compact` default `"auto"` fails its own `anyOf`).
    func testAnAbsentPropertysDefaultIsNotChecked() throws {
        let schema = #"{"$schema": "x", "properties": {"compact": {"anyOf": [{"const": ["auto"]}, {"type": "boolean"}], "default": "auto"}, "name": {"type": "string"}}}"#
        let form = try FormLoader.read(text: schema, file: "s.json").form
        var state = FormState(form: form, prefill: ["name": .string("x")])
        XCTAssertEqual(Submission.failures(&state, gather: { _ in FileFacts() }).map(\.message), [])
        XCTAssertEqual(OutputWriter.json(state.outputEntries, compact: true), #"{"name":"x"}"# + "\n")
    }

    /// aspire's resources: a map whose items are an `anyOf` of objects, most with a constant
    /// `type`, one taking any string. The item's form is built before its value is read, so no
    /// branch is picked by the values: `type` is a choice of every constant, with Other….
    func testAnItemsConstantPropertyIsAChoiceOfEveryBranchsConstant() throws {
        let schema = ##"""
        {"$schema": "x", "properties": {"resources": {"type": "object", "additionalProperties": {
          "type": "object", "required": ["type"], "properties": {"type": {"type": "string"}},
          "anyOf": [{"properties": {"type": {"const": "dockerfile.v0"}, "path": {"type": "string"}}},
                    {"properties": {"type": {"const": "project.v0"}, "project": {"type": "string"}}},
                    {"properties": {"type": {"type": "string"}}}]}}}}
        """##
        let config = #"{"resources": {"api": {"type": "project.v0", "project": "a.csproj"}, "x": {"type": "custom.v1"}}}"#
        var form = try FormLoader.read(text: schema, file: "s.json", values: try JSONReader.parse(config, file: "v.json")).form
        let prefill = try GivenValues.apply(text: config, file: "v.json", to: &form)
        var state = FormState(form: form, prefill: prefill)
        XCTAssertEqual(Submission.failures(&state, gather: { _ in FileFacts() }).map(\.message), [])
        XCTAssertEqual(OutputWriter.json(state.outputEntries, compact: true), config.replacingOccurrences(of: " ", with: "") + "\n")
    }
}
