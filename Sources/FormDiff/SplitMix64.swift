/// SplitMix64, exactly as the benchmark brief specifies: a tiny seeded generator, so that the
/// benchmark scenarios and every randomized test replay exactly.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    package var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `next() % bound`, a number in `0..<bound` (`bound` > 0).
    package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True `percent` times in a hundred.
    package mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// A permutation of `0..<count`: Fisher–Yates from the top, `j = below(i + 1)`.
    package mutating func permutation(_ count: Int) -> [Int] {
        var values = Array(0..<count)
        var i = count - 1
        while i >= 1 {
            values.swapAt(i, below(i + 1))
            i -= 1
        }
        return values
    }
}
