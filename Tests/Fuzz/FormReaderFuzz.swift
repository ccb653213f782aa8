import FormCore
// libFuzzer target: any bytes as a form file, then as a values file for the first form that reads.
// Built by `make fuzz` against FormCore, never by `swift build`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let form = try? FormLoader.parse(text: text, file: "fuzz.json") {
        _ = try? ValuesLoader.parse(text: text, file: "values.json", form: form)
        _ = try? ConditionProgram(form: form)
    }
    return 0
}
