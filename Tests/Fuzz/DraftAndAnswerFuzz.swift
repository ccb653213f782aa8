import FormCore
import FormDrafts
import FormSchema
// libFuzzer target: any bytes as a draft file restored for a form of every row type, and each of
// their lines as a plain-mode answer to every row (dates typed as digits, numbers beyond 64 bits,
// long lines, control characters).
// Built by `make fuzz` against FormCore, never by `swift build`.

private let formText = """
{"title": "Drafts", "sections": [{"tag": "s", "deletable": true, "rows": [
 {"tag": "name", "type": "text", "maxLength": 8},
 {"tag": "pin", "type": "password"},
 {"tag": "n", "type": "integer"},
 {"tag": "x", "type": "decimal"},
 {"tag": "on", "type": "switch"},
 {"tag": "p", "type": "picker", "options": ["a", "b"]},
 {"tag": "ms", "type": "multipleSelect", "options": ["a", "b", "c"]},
 {"tag": "d", "type": "date", "min": "1900-01-01"},
 {"tag": "dt", "type": "dateTime"},
 {"tag": "t", "type": "time"},
 {"tag": "c", "type": "countDownTimer"},
 {"tag": "r", "type": "rating", "max": 5},
 {"tag": "tok", "type": "tokens", "maxItems": 3},
 {"tag": "k", "type": "stepCounter", "min": 0, "max": 10}]}]}
"""

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDraftAndAnswers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let form = try? FormLoader.parse(text: formText, file: "form.json") else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = Draft.restore(bytes, for: form)
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64) {
        for row in form.allRows { _ = PlainAnswer.value(from: String(line), for: row) }
    }
    return 0
}
