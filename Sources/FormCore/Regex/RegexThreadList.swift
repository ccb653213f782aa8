/// The set of program counters alive at one text position: a sparse set (insert, membership and
/// clear in O(1), iteration in insertion order), so that each instruction runs at most once per
/// position however many paths reach it.
struct RegexThreadList {
    private var dense: [Int32]
    private var sparse: [Int32]
    private(set) var count = 0

    init(capacity: Int) {
        dense = Array(repeating: 0, count: capacity)
        sparse = Array(repeating: 0, count: capacity)
    }

    func contains(_ pc: Int) -> Bool {
        let i = Int(sparse[pc])
        return i < count && Int(dense[i]) == pc
    }

    /// Adds `pc`; the caller has checked it is not there.
    mutating func insert(_ pc: Int) {
        sparse[pc] = Int32(count)
        dense[count] = Int32(pc)
        count += 1
    }

    subscript(i: Int) -> Int { Int(dense[i]) }

    mutating func removeAll() { count = 0 }
}
