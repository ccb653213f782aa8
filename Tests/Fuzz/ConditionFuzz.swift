import FormCore
// libFuzzer target: any bytes as a condition expression, parsed and evaluated over a few values.
// Built by `make fuzz` against FormCore, never by `swift build`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCondition(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let expr = try? ConditionParser.parse(text) else { return 0 }
    let values: [String: Value] = ["a": .number(1), "b": .string("x"), "c": .bool(true), "d": .list([.string("y")])]
    _ = ConditionEvaluator().test(expr) { values[$0] ?? .null }
    return 0
}
