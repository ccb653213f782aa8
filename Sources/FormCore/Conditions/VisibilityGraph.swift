/// The graph "the visibility of X depends on the value, hence the visibility, of Y":
/// a row points to every row its `hidden` reads and to its own section (whose visibility it
/// shares); a section points to every row its `hidden` reads. It must be acyclic.
struct VisibilityGraph {
    struct Edge {
        var target: ConditionOwner
        /// Where the `$target` reference stands in the owner's `hidden`; nil for the implicit
        /// edge from a row to its section.
        var offset: Int?
    }

    /// A cycle: `path[0] → path[1] → … → path[0]`; `offset` locates the reference from
    /// `path[0]` to `path[1]` in `path[0]`'s `hidden`.
    struct Cycle {
        var path: [ConditionOwner]
        var offset: Int
    }

    /// Every section and row, in form order (a section before its rows).
    var nodes: [ConditionOwner] = []
    var edges: [ConditionOwner: [Edge]] = [:]

    /// A cycle, if any, starting at its first node in form order that reads the next one
    /// explicitly (so that the error can point at a reference in a condition).
    func findCycle() -> Cycle? {
        let position = Dictionary(nodes.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var state: [ConditionOwner: Bool] = [:]   // false: on the stack, true: done
        var stack: [(node: ConditionOwner, edge: Edge?)] = []

        func visit(_ node: ConditionOwner) -> [(node: ConditionOwner, edge: Edge?)]? {
            state[node] = false
            stack.append((node, nil))
            for edge in edges[node] ?? [] {
                stack[stack.count - 1].edge = edge
                switch state[edge.target] {
                case false?:
                    let start = stack.lastIndex { $0.node == edge.target } ?? 0
                    return Array(stack[start...])
                case true?:
                    continue
                case nil:
                    if let cycle = visit(edge.target) { return cycle }
                }
            }
            stack.removeLast()
            state[node] = true
            return nil
        }

        for node in nodes where state[node] == nil {
            guard let steps = visit(node) else { continue }
            let explicit = steps.indices.filter { steps[$0].edge?.offset != nil }
            let first = explicit.min { position[steps[$0].node, default: 0] < position[steps[$1].node, default: 0] } ?? 0
            let rotated = Array(steps[first...] + steps[..<first])
            return Cycle(path: rotated.map(\.node), offset: rotated[0].edge?.offset ?? 0)
        }
        return nil
    }

    /// The nodes with every node after all the nodes it depends on (the graph must be acyclic).
    func dependencyOrder() -> [ConditionOwner] {
        var done: Set<ConditionOwner> = []
        var order: [ConditionOwner] = []
        func visit(_ node: ConditionOwner) {
            guard done.insert(node).inserted else { return }
            for edge in edges[node] ?? [] { visit(edge.target) }
            order.append(node)
        }
        nodes.forEach(visit)
        return order
    }
}
