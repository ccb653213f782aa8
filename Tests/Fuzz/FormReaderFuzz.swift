import FormCore
import FormSchema
import FormJSON
// libFuzzer target: any bytes as a form file (formrun's own or a JSON Schema), then as a values
// file for the first form that reads, and as a schema checking itself.
// Built by `make fuzz` against FormCore, never by `swift build`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let form = try? FormLoader.parse(text: text, file: "fuzz.json") {
        _ = try? ValuesLoader.parse(text: text, file: "values.json", form: form)
        _ = try? ConditionProgram(form: form)
        // A JSON Schema form: its output from the rows' own values, checked against the schema.
        if form.instance != nil {
            let entries = OutputCollector.output(form: form, values: { $0.value }, isVisible: { _ in true })
            _ = InstanceCheck.failures(form: form, entries: entries, rows: form.allRows)
        }
    }
    // The text as a schema and as an instance of itself.
    if let node = try? JSONReader.parse(text, file: "fuzz.json") {
        _ = SchemaValidator(root: node).failures(of: node)
    }
    return 0
}
