/// Conditions waiting to be re-evaluated, by number, taken lowest rank first (a binary heap),
/// each once. A rank belongs to one condition, and what is inserted while the queue is being
/// drained ranks after what was taken (dependants come after what they read), so a repeated
/// insert comes out right after its twin and is dropped there.
struct RankQueue {
    /// A condition waiting, ordered by its rank.
    private struct Entry: Comparable, Sendable {
        var rank: Int
        var condition: Int

        static func < (a: Entry, b: Entry) -> Bool { a.rank < b.rank }
        static func == (a: Entry, b: Entry) -> Bool { a.rank == b.rank }
    }

    private var heap = MinHeap<Entry>()
    private var lastRank: Int?

    mutating func insert(_ condition: Int, rank: Int) {
        heap.insert(Entry(rank: rank, condition: condition))
    }

    /// The waiting condition of lowest rank, removed from the queue.
    mutating func popMin() -> Int? {
        while let top = heap.popMin() {
            if top.rank == lastRank { continue }
            lastRank = top.rank
            return top.condition
        }
        return nil
    }
}
