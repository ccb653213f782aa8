/// The graph "the visibility of X depends on the value, hence the visibility, of Y":
/// a row points to every row its `hidden` reads and to its own section (whose visibility it
/// shares); a section points to every row its `hidden` reads. It must be acyclic.
///
/// Nodes are numbers: sections first, then rows. Both walks are iterative, so that a long chain
/// of conditions cannot overflow the stack.
struct VisibilityGraph {
    struct Edge {
        var target: Int
        /// Where the `$target` reference stands in the owner's `hidden`; nil for the implicit
        /// edge from a row to its section.
        var offset: Int?
    }

    /// A cycle: `path[0] → path[1] → … → path[0]`; `offset` locates the reference from
    /// `path[0]` to `path[1]` in `path[0]`'s `hidden`.
    struct Cycle {
        var path: [Int]
        var offset: Int
    }

    let sections: [String]
    let rows: [String]
    /// Every section and row, in form order (a section before its rows).
    var nodes: [Int] = []
    /// Whether the node's `hidden` is an expression.
    var hasHiddenExpression: [Bool]
    /// Each node's edges, as a list (in the order added) in `edgeList`.
    private var firstEdge: [Int32]
    private var edgeList: [(edge: Edge, next: Int32)] = []
    private var lastEdge: [Int32]

    init(sections: [String], rows: [String]) {
        self.sections = sections
        self.rows = rows
        let count = sections.count + rows.count
        hasHiddenExpression = Array(repeating: false, count: count)
        firstEdge = Array(repeating: -1, count: count)
        lastEdge = Array(repeating: -1, count: count)
    }

    var count: Int { sections.count + rows.count }

    func owner(_ node: Int) -> ConditionOwner {
        node < sections.count ? .section(sections[node]) : .row(rows[node - sections.count])
    }

    mutating func addEdge(from node: Int, to target: Int, offset: Int?) {
        edgeList.append((Edge(target: target, offset: offset), -1))
        let index = Int32(edgeList.count - 1)
        if lastEdge[node] < 0 { firstEdge[node] = index } else { edgeList[Int(lastEdge[node])].next = index }
        lastEdge[node] = index
    }

    /// The position of `node`'s edge after `edge` (-1 to start), or -1 when there is none.
    private func nextEdge(of node: Int, after edge: Int32) -> Int32 {
        edge < 0 ? firstEdge[node] : edgeList[Int(edge)].next
    }

    /// A cycle, if any, starting at its first node in form order that reads the next one
    /// explicitly (so that the error can point at a reference in a condition).
    func findCycle() -> Cycle? {
        var position = Array(repeating: Int.max, count: count)
        for (index, node) in nodes.enumerated() where position[node] == Int.max { position[node] = index }
        // 0: not seen, 1: on the stack, 2: done.
        var state = [UInt8](repeating: 0, count: count)
        var stack: [(node: Int, edge: Int32)] = []

        for start in nodes where state[start] == 0 {
            state[start] = 1
            stack.append((start, -1))
            var steps: [(node: Int, edge: Edge?)]?
            while let top = stack.last, steps == nil {
                let next = nextEdge(of: top.node, after: top.edge)
                guard next >= 0 else {
                    stack.removeLast()
                    state[top.node] = 2
                    continue
                }
                stack[stack.count - 1].edge = next
                let target = edgeList[Int(next)].edge.target
                switch state[target] {
                case 1:
                    let from = stack.lastIndex { $0.node == target } ?? 0
                    steps = stack[from...].map { ($0.node, $0.edge < 0 ? nil : edgeList[Int($0.edge)].edge) }
                case 0:
                    state[target] = 1
                    stack.append((target, -1))
                default:
                    continue
                }
            }
            guard let steps else { continue }
            let explicit = steps.indices.filter { steps[$0].edge?.offset != nil }
            let first = explicit.min { position[steps[$0].node] < position[steps[$1].node] } ?? 0
            let rotated = Array(steps[first...] + steps[..<first])
            return Cycle(path: rotated.map(\.node), offset: rotated[0].edge?.offset ?? 0)
        }
        return nil
    }

    /// The nodes with every node after all the nodes it depends on (the graph must be acyclic).
    func dependencyOrder() -> [Int] {
        var done = [Bool](repeating: false, count: count)
        var order: [Int] = []
        order.reserveCapacity(count)
        var stack: [(node: Int, edge: Int32)] = []
        for start in nodes where !done[start] {
            done[start] = true
            stack.append((start, -1))
            while let top = stack.last {
                let next = nextEdge(of: top.node, after: top.edge)
                guard next >= 0 else {
                    stack.removeLast()
                    order.append(top.node)
                    continue
                }
                stack[stack.count - 1].edge = next
                let target = edgeList[Int(next)].edge.target
                if !done[target] {
                    done[target] = true
                    stack.append((target, -1))
                }
            }
        }
        return order
    }
}
