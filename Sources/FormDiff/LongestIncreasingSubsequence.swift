/// Marks the members of one longest strictly increasing subsequence of `values` (distinct
/// integers), by patience sorting in O(k log k); O(k) when `values` is already increasing.
///
/// The diff keeps these elements in place and moves the others: the fewest moves possible.
@usableFromInline
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    let count = values.count
    var isMember = [Bool](repeating: false, count: count)
    guard count > 0 else { return isMember }
    // tails[l]: the position (in values) of the smallest tail of an increasing run of length l+1.
    var tails: [Int] = []
    tails.reserveCapacity(min(count, 1024))
    var previous = [Int](repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
        previous.withUnsafeMutableBufferPointer { previous in
            for k in 0..<count {
                let value = values[k]
                if let last = tails.last, values[last] >= value {
                    var low = 0
                    var high = tails.count - 1
                    while low < high {
                        let mid = (low + high) >> 1
                        if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
                    }
                    tails[low] = k
                    previous[k] = low > 0 ? tails[low - 1] : -1
                } else {
                    previous[k] = tails.last ?? -1
                    tails.append(k)
                }
            }
        }
    }
    var k = tails[tails.count - 1]
    while k >= 0 {
        isMember[k] = true
        k = previous[k]
    }
    return isMember
}
