/// Non-negative counts in a row, with their running sums kept up to date (a Fenwick tree): changing
/// one count, summing a prefix and finding where a running total is reached each take O(log n).
///
/// The layout keeps line counts in it (which line a row starts at, which row is at a line), the
/// visible model keeps 0/1 visibility in it (a row's index among the visible ones).
package struct PrefixSums: Sendable {
    private var values: [Int]
    /// tree[i] (1-based) holds the sum of values (i - lowbit(i)) ..< i.
    private var tree: [Int]

    /// Builds the sums of `values` in O(n).
    package init(_ values: [Int]) {
        self.values = values
        tree = [0] + values
        let n = values.count
        if n > 0 {
            for i in 1...n {
                let parent = i + (i & -i)
                if parent <= n { tree[parent] += tree[i] }
            }
        }
    }

    package init(repeating value: Int, count: Int) {
        self.init(Array(repeating: value, count: count))
    }

    package var count: Int { values.count }

    /// The sum of every value.
    package var total: Int { prefix(values.count) }

    /// A value; setting it updates the sums.
    package subscript(index: Int) -> Int {
        get { values[index] }
        set {
            let delta = newValue - values[index]
            guard delta != 0 else { return }
            values[index] = newValue
            var i = index + 1
            while i < tree.count {
                tree[i] += delta
                i += i & -i
            }
        }
    }

    /// The sum of values `0..<end`.
    package func prefix(_ end: Int) -> Int {
        var sum = 0
        var i = Swift.min(end, values.count)
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The index whose range of running totals holds `unit` (0-based): the `i` with
    /// `prefix(i) <= unit < prefix(i + 1)`. Values of 0 are never answered. Nil when `unit` is
    /// negative or not below `total`.
    package func index(holding unit: Int) -> Int? {
        guard unit >= 0 else { return nil }
        var position = 0
        var remaining = unit
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position < values.count ? position : nil
    }
}
