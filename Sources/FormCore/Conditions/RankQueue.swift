/// Conditions waiting to be re-evaluated, taken lowest rank first (a binary heap), each once.
struct RankQueue {
    private var heap: [(rank: Int, key: ConditionKey)] = []
    private var members: Set<ConditionKey> = []

    mutating func insert(_ key: ConditionKey, rank: Int) {
        guard members.insert(key).inserted else { return }
        heap.append((rank, key))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].rank < heap[parent].rank else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// The waiting condition of lowest rank, removed from the queue.
    mutating func popMin() -> ConditionKey? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else {
            members.remove(last.key)
            return last.key
        }
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
        members.remove(top.key)
        return top.key
    }
}
