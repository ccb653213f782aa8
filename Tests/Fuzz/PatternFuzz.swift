import FormCore
// libFuzzer target: the first line of the bytes as a pattern (both flavors), the rest as the text;
// every pattern that compiles must answer within its linear step bound, searched and matched whole.
// Pathological patterns are in the corpus; `make fuzz` fails an input slower than FUZZ_TIMEOUT.
// Built by `make fuzz` against FormCore, never by `swift build`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPattern(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let source = String(parts[0])
    let input = parts.count > 1 ? String(parts[1]) : ""
    for flavor in [RegexFlavor.validator, .ecmaScript] {
        guard let pattern = try? RegexPattern(source, flavor: flavor) else { continue }
        let bound = pattern.stepBound(scalars: input.unicodeScalars.count)
        for whole in [true, false] {
            let (_, steps) = pattern.run(input, whole: whole)
            if steps > bound { fatalError("\(steps) steps above the bound \(bound) for /\(source)/") }
        }
    }
    return 0
}
