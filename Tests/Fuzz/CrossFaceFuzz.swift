import FormCore
import FormDiff
import FormSchema
import FormUI
// libFuzzer target: the cross-face generator (Tests/Support/CrossFace, compiled in with this
// file) seeded by the input's bytes: a random nested form and values tree given to the model's
// calls behind every face — the submit's checks (`--submit`, `submit(values:)`), Ctrl-S through
// the update (the full screen, `--keys`) and the plain walk answered with empty lines — which
// must accept or refuse alike, name the same paths and output the same tree, but for the open
// gaps of `CrossFaceGaps`. Built by `make fuzz`, never by `swift build`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCrossFace(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var seed: UInt64 = 0x26_C205_FACE
    var number = 0
    for (i, byte) in UnsafeBufferPointer(start: data, count: size).enumerated() {
        if i < 8 { seed = seed &* 31 &+ UInt64(byte) } else { number = (number &* 31 &+ Int(byte)) & 0xFFFF }
    }
    let item = CrossFaceCase.generate(number: number, seed: seed)
    let results = [CoreFaces.submit(item), CoreFaces.screen(item), CoreFaces.plain(item)]
    let problems = CrossFaceComparison.disagreements(item, results)
    if !problems.isEmpty { fatalError(CrossFaceComparison.report(item, results, problems)) }
    return 0
}
