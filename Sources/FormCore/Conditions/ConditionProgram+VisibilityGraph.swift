/// The visibility graph: which sections and rows a `hidden` condition reads, to find cycles and an order.
extension ConditionProgram {
    /// The visibility graph over every section and row, numbered sections first, then rows in
    /// `rowTags` order; `nodes` lists them in form order.
    func visibilityGraph(_ form: Form, flatRowIndex: [Int], rowHasHiddenExpression: [Bool]) -> VisibilityGraph {
        var sectionIndex: [String: Int] = [:]
        // The last section with each tag (the one whose rows the graph gives it) and where its rows start.
        var lastSection: [Int] = []
        var firstFlatRow: [Int] = []
        var flat = 0
        for section in form.sections {
            let index = sectionIndex[section.tag, default: sectionIndex.count]
            if index == lastSection.count {
                sectionIndex[section.tag] = index
                lastSection.append(firstFlatRow.count)
            } else {
                lastSection[index] = firstFlatRow.count
            }
            firstFlatRow.append(flat)
            flat += section.rows.count
        }
        let sectionCount = sectionIndex.count
        // The section of each row: the section where its tag first appears.
        var sectionOfRowIndex = [Int](repeating: 0, count: rowTags.count)
        for (position, section) in form.sections.enumerated().reversed() {
            let node = sectionIndex[section.tag] ?? 0
            for k in firstFlatRow[position]..<firstFlatRow[position] + section.rows.count {
                sectionOfRowIndex[flatRowIndex[k]] = node
            }
        }
        var graph = VisibilityGraph(sections: sectionIndex.sorted { $0.value < $1.value }.map(\.key), rows: rowTags)
        func addEdges(of owner: ConditionOwner, node: Int) {
            guard let compiled = expressions[ConditionKey(owner, .hidden)] else { return }
            graph.hasHiddenExpression[node] = true
            var seen: Set<String> = []
            for reference in compiled.expr.references where seen.insert(reference.tag).inserted {
                guard let row = rowIndex[reference.tag] else { continue }
                graph.addEdge(from: node, to: sectionCount + row, offset: reference.offset)
            }
        }
        // A tag given twice lists its node twice, with its edges once.
        var listed = [Bool](repeating: false, count: graph.count)
        for section in form.sections {
            let sectionNode = sectionIndex[section.tag] ?? 0
            graph.nodes.append(sectionNode)
            if !listed[sectionNode] { addEdges(of: .section(section.tag), node: sectionNode) }
            listed[sectionNode] = true
            let rows = lastSection[sectionNode]
            for k in firstFlatRow[rows]..<firstFlatRow[rows] + form.sections[rows].rows.count {
                let index = flatRowIndex[k]
                guard sectionOfRowIndex[index] == sectionNode else { continue }
                let rowNode = sectionCount + index
                graph.nodes.append(rowNode)
                if listed[rowNode] { continue }
                listed[rowNode] = true
                if rowHasHiddenExpression[index] { addEdges(of: .row(rowTags[index]), node: rowNode) }
                graph.addEdge(from: rowNode, to: sectionNode, offset: nil)
            }
        }
        return graph
    }
}
