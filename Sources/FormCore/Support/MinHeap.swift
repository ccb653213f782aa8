/// Elements taken smallest first (a binary heap): O(log n) to insert or take one. Duplicates are
/// kept; the caller decides what a repeated element means.
package struct MinHeap<Element: Comparable>: Sendable where Element: Sendable {
    private var items: [Element] = []

    package init() {}

    package var isEmpty: Bool { items.isEmpty }

    /// The smallest element, left in the heap.
    package var min: Element? { items.first }

    package mutating func insert(_ item: Element) {
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the smallest element.
    @discardableResult
    package mutating func popMin() -> Element? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last }
        let top = items[0]
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count && items[left] < items[smallest] { smallest = left }
            if right < items.count && items[right] < items[smallest] { smallest = right }
            guard smallest != parent else { return top }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
