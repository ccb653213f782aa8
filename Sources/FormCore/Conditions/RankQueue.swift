/// Conditions waiting to be re-evaluated, by number, taken lowest rank first (a binary heap),
/// each once. A rank belongs to one condition, and what is inserted while the queue is being
/// drained ranks after what was taken (dependants come after what they read), so a repeated
/// insert comes out right after its twin and is dropped there.
struct RankQueue {
    private var heap: [(rank: Int, condition: Int)] = []
    private var lastRank: Int?

    mutating func insert(_ condition: Int, rank: Int) {
        heap.append((rank, condition))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].rank < heap[parent].rank else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// The waiting condition of lowest rank, removed from the queue.
    mutating func popMin() -> Int? {
        while let top = popTop() {
            if top.rank == lastRank { continue }
            lastRank = top.rank
            return top.condition
        }
        return nil
    }

    private mutating func popTop() -> (rank: Int, condition: Int)? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return last }
        let top = heap[0]
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count && heap[left].rank < heap[smallest].rank { smallest = left }
            if right < heap.count && heap[right].rank < heap[smallest].rank { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }
}
