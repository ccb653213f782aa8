/// Condition keys waiting to be evaluated, handed out lowest rank first (a binary heap), each key
/// once however often it is queued: O(log k) a key instead of a scan of the queue.
struct RankQueue {
    private var heap: [(rank: Int, key: ConditionKey)] = []
    private var queued: Set<ConditionKey> = []

    mutating func insert(_ key: ConditionKey, rank: Int) {
        guard queued.insert(key).inserted else { return }
        heap.append((rank, key))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].rank < heap[parent].rank else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popFirst() -> ConditionKey? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < heap.count && heap[left].rank < heap[smallest].rank { smallest = left }
                if right < heap.count && heap[right].rank < heap[smallest].rank { smallest = right }
                guard smallest != parent else { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        queued.remove(first.key)
        return first.key
    }
}
