/// SplitMix64, exactly as BENCH.md §1 specifies, so the scenarios match the anchor figures.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `next() % bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A permutation of `0..<count`: Fisher–Yates from the top, `j = below(i + 1)`.
    mutating func permutation(_ count: Int) -> [Int] {
        var values = Array(0..<count)
        var i = count - 1
        while i >= 1 {
            values.swapAt(i, below(i + 1))
            i -= 1
        }
        return values
    }
}
