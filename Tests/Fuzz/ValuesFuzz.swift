import FormCore
import FormSchema
// libFuzzer target: any bytes as a `--values` file for a form of every row type (key paths,
// nesting, numbers beyond 64 bits, long texts, repeated choices), then the values as a draft's.
// Built by `make fuzz` against FormCore, never by `swift build`.

private let formText = """
{"title": "Values", "sections": [{"tag": "s", "rows": [
 {"tag": "name", "type": "text", "key": "user.name", "maxLength": 8},
 {"tag": "n", "type": "integer", "key": "user.stats.n"},
 {"tag": "x", "type": "decimal"},
 {"tag": "on", "type": "switch"},
 {"tag": "p", "type": "picker", "options": ["a", "b"]},
 {"tag": "ms", "type": "multipleSelect", "options": ["a", "b", "c"]},
 {"tag": "d", "type": "date", "min": "1900-01-01"},
 {"tag": "t", "type": "time"},
 {"tag": "c", "type": "countDownTimer"},
 {"tag": "r", "type": "rating", "max": 5},
 {"tag": "tok", "type": "tokens", "maxItems": 3},
 {"tag": "k", "type": "stepCounter", "min": 0, "max": 10}]}]}
"""

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzValues(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let form = try? FormLoader.parse(text: formText, file: "form.json") else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let values = try? ValuesLoader.parse(text: text, file: "values.json", form: form) {
        let entries = OutputCollector.output(form: form, values: { values[$0.tag] ?? $0.value }, isVisible: { _ in true })
        _ = OutputWriter.json(entries, compact: true)
    }
    return 0
}
