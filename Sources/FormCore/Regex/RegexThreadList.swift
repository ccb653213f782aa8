/// The set of program counters alive at one text position: a sparse set (insert, membership and
/// clear in O(1), iteration in insertion order), so that each instruction runs at most once per
/// position however many paths reach it. Its storage belongs to the caller (`RegexMatcher` takes
/// it from one temporary allocation per match).
struct RegexThreadList {
    private let dense: UnsafeMutablePointer<Int32>
    private let sparse: UnsafeMutablePointer<Int32>
    private(set) var count = 0

    /// `dense` and `sparse` hold one slot per instruction each, `sparse` initialised.
    init(dense: UnsafeMutablePointer<Int32>, sparse: UnsafeMutablePointer<Int32>) {
        self.dense = dense
        self.sparse = sparse
    }

    func contains(_ pc: Int) -> Bool {
        let i = Int(sparse[pc])
        return i < count && Int(dense[i]) == pc
    }

    /// Adds `pc`; the caller has checked it is not there.
    mutating func insert(_ pc: Int) {
        sparse[pc] = Int32(truncatingIfNeeded: count)
        dense[count] = Int32(truncatingIfNeeded: pc)
        count += 1
    }

    subscript(i: Int) -> Int { Int(dense[i]) }

    mutating func removeAll() { count = 0 }
}
