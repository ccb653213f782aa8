import FormJSON
import FormYAML

/// Turns `SourceChange`s into byte edits of a YAML text: a replaced scalar is rewritten in its own
/// style when that style can hold the new value (`YAMLScalarWriter`); a new member or item is
/// written as its siblings are (a `key: value` or `- item` line at their indentation in a block
/// collection, `, key: value` inside a flow one); a removed entry takes its own lines and the
/// comment lines right above it; a renamed member's key is rewritten in its own style. A change inside or through an anchor or alias is refused.
struct YAMLSourcePatcher {
    let bytes: [UInt8]
    let root: YAMLNode

    private var newline: String {
        if let lf = bytes.firstIndex(of: 0x0A), lf > 0, bytes[lf - 1] == 0x0D { return "\r\n" }
        return "\n"
    }

    func edits(for changes: [SourceChange]) throws(SourcePatchError) -> [TextEdit] {
        let writer = YAMLValueWriter(unit: indentUnit, newline: newline)
        var edits: [TextEdit] = []
        // Containers whose every entry goes: written anew with what is added to them.
        var emptied: Set<[String]> = []
        for change in changes {
            let tokens = change.tokens
            let parentTokens = Array(tokens.dropLast())
            switch change {
            case .replace(_, let value):
                if let name = root.sharing(at: tokens) { throw .shared(pointer: change.pointer, name: name) }
                guard let (node, inFlow) = lookup(tokens) else { throw missing(tokens, pointer: change.pointer) }
                edits.append(replacement(of: node, with: value, inFlow: inFlow, writer: writer))
            case .rename(_, let key):
                if let name = root.sharing(at: tokens) { throw .shared(pointer: change.pointer, name: name) }
                guard let (parent, inFlow) = lookup(parentTokens), let last = tokens.last,
                      let (_, entry) = parent.entry(forKey: last) else { throw missing(tokens, pointer: change.pointer) }
                // The key keeps its quotes when it has them, else it is plain when plain can hold it.
                let style: YAMLStyle = [.singleQuoted, .doubleQuoted].contains(entry.key.style) ? entry.key.style : .plain
                edits.append(TextEdit(entry.key.range, YAMLScalarWriter.text(forString: key, style: style, inFlow: inFlow || parent.style == .flow)))
            case .remove:
                if let name = root.sharing(at: tokens) { throw .shared(pointer: change.pointer, name: name) }
                guard let (parent, _) = lookup(parentTokens), let last = tokens.last else { throw missing(tokens, pointer: change.pointer) }
                let removedHere = changes.filter {
                    if case .remove = $0 { return Array($0.tokens.dropLast()) == parentTokens }
                    return false
                }
                let count = parent.entries?.count ?? parent.items?.count ?? 0
                if removedHere.count == count {
                    if emptied.insert(parentTokens).inserted {
                        try edits.append(rewrite(parent, at: parentTokens, changes: changes, writer: writer))
                    }
                    continue
                }
                edits.append(try removal(last, from: parent, pointer: change.pointer))
            case .add(_, let value):
                guard let last = tokens.last else { throw .noValue(pointer: change.pointer) }
                if let name = sharingOnTheWay(parentTokens) { throw .shared(pointer: change.pointer, name: name) }
                guard let (parent, inFlow) = lookup(parentTokens) else { throw missing(parentTokens, pointer: change.pointer) }
                if emptied.contains(parentTokens) { continue }
                let count = parent.entries?.count ?? parent.items?.count ?? 0
                let removedHere = changes.filter {
                    if case .remove = $0 { return Array($0.tokens.dropLast()) == parentTokens }
                    return false
                }.count
                if count > 0 && removedHere == count {
                    if emptied.insert(parentTokens).inserted {
                        try edits.append(rewrite(parent, at: parentTokens, changes: changes, writer: writer))
                    }
                    continue
                }
                let removed = removedIndices(under: parentTokens, of: parent, in: changes)
                if parent.items != nil, let index = Int(last), removed.contains(index) {
                    // An item added before one that goes: the list is written anew.
                    if emptied.insert(parentTokens).inserted {
                        try edits.append(rewrite(parent, at: parentTokens, changes: changes, writer: writer))
                    }
                    continue
                }
                if parent.entries != nil, let existing = parent.entry(forKey: last) {
                    if let name = root.sharing(at: tokens) { throw .shared(pointer: change.pointer, name: name) }
                    edits.append(replacement(of: existing.entry.value, with: value, inFlow: inFlow || parent.style == .flow, writer: writer))
                } else {
                    edits.append(try addition(last, value, to: parent, removed: removed, inFlow: inFlow, pointer: change.pointer, writer: writer))
                }
            }
        }
        return edits
    }

    // MARK: Finding nodes

    /// The node at `tokens` and whether it stands inside a flow collection.
    private func lookup(_ tokens: [String]) -> (YAMLNode, Bool)? {
        var node = root
        var inFlow = false
        for token in tokens {
            if node.style == .flow { inFlow = true }
            guard let next = node.node(at: [token]) else { return nil }
            node = next
        }
        return (node, inFlow)
    }

    /// Why `tokens` lead to no node of the text: a merge key (`<<: *defaults`) on the way brings the
    /// member in (the edit would have to change the anchored node), or there is no such value.
    private func missing(_ tokens: [String], pointer: String) -> SourcePatchError {
        var node = root
        for token in tokens {
            if let entries = node.entries, node.entry(forKey: token) == nil,
               let merge = entries.first(where: { $0.isMerge }) {
                let name = merge.value.alias.map { "*" + $0 } ?? merge.value.anchor.map { "&" + $0 }
                    ?? merge.value.items?.lazy.compactMap({ $0.alias.map { "*" + $0 } }).first ?? "<<"
                return .shared(pointer: pointer, name: name)
            }
            guard let next = node.node(at: [token]) else { break }
            node = next
        }
        return .noValue(pointer: pointer)
    }

    /// The anchor or alias on the way to (and on) the container at `tokens`, not inside it.
    private func sharingOnTheWay(_ tokens: [String]) -> String? {
        var node = root
        for token in [""] + tokens {
            if !token.isEmpty || node.alias != nil || node.anchor != nil {
                if token.isEmpty == false { guard let next = node.node(at: [token]) else { return nil }; node = next }
            }
            if let alias = node.alias { return "*" + alias }
            if let anchor = node.anchor { return "&" + anchor }
        }
        return nil
    }

    // MARK: Replacing

    /// A scalar that becomes a list of scalars (`runs-on: ubuntu-latest` → `[ubuntu-latest,
    /// linux]`) is written in flow style where it was: on its key's line, before that line's comment.
    private static func staysOnItsLine(_ node: YAMLNode, becoming value: JSONNode) -> Bool {
        switch node.style {
        case .plain, .singleQuoted, .doubleQuoted: break
        case .block, .flow, .literal, .folded, .empty: return false
        }
        guard let items = value.elements, !items.isEmpty else { return false }
        return items.allSatisfy { $0.elements == nil && $0.members == nil }
    }

    private func replacement(of node: YAMLNode, with value: JSONNode, inFlow: Bool, writer: YAMLValueWriter) -> TextEdit {
        let column = ownerColumn(of: node)
        var text: String
        switch value.kind {
        case .object, .array:
            if inFlow || node.style == .flow || Self.staysOnItsLine(node, becoming: value) {
                text = writer.flow(value)
            } else {
                text = writer.afterIndicator(value, indent: column)
                if text.hasPrefix(" ") { text.removeFirst() }
            }
        default:
            let blockIndent = blockScalarIndent(of: node) ?? column + writer.unit
            text = YAMLScalarWriter.text(for: value, style: node.style, inFlow: inFlow, indent: blockIndent) ?? writer.flow(value)
        }
        let range = node.range
        if node.style == .block, value.members == nil, value.elements == nil, !inFlow {
            // A block collection becomes a scalar on its key's line.
            return TextEdit(trimmedBack(range.lowerBound)..<range.upperBound, " " + text)
        }
        if text.hasPrefix(newline) || text.hasPrefix("\n") {
            // A block collection written under its key: it starts on the next line.
            let start = trimmedBack(range.lowerBound)
            return TextEdit(start..<range.upperBound, text)
        }
        if node.style == .empty || range.isEmpty {
            let before = range.lowerBound > 0 ? bytes[range.lowerBound - 1] : 0x0A
            if before != 0x20 && before != 0x0A && before != 0x09 && before != UInt8(ascii: "[") && before != UInt8(ascii: "{") {
                text = " " + text
            }
        }
        return TextEdit(range, text)
    }

    /// The column the lines of a block scalar are indented to, read from its first non-empty line.
    private func blockScalarIndent(of node: YAMLNode) -> Int? {
        guard node.style == .literal || node.style == .folded,
              var i = bytes[node.range].firstIndex(of: 0x0A) else { return nil }
        while i < node.range.upperBound {
            i += 1
            var spaces = 0
            while i < bytes.count && bytes[i] == 0x20 { spaces += 1; i += 1 }
            if i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D { return spaces }
            while i < bytes.count && bytes[i] != 0x0A { i += 1 }
        }
        return nil
    }

    /// The column of the key or `-` a node is the value of: its line's indentation.
    private func ownerColumn(of node: YAMLNode) -> Int {
        var start = node.range.lowerBound
        if node.style == .block, node.start.column > 0, isOwnLine(start) { return node.start.column }
        while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
        var i = start
        while i < bytes.count && bytes[i] == 0x20 { i += 1 }
        var column = i - start
        // `- key: value`: the key's column.
        while i + 1 < bytes.count && bytes[i] == UInt8(ascii: "-") && bytes[i + 1] == 0x20 {
            i += 2
            while i < bytes.count && bytes[i] == 0x20 { i += 1 }
            column = i - start
        }
        return column
    }

    // MARK: Removing

    private func removal(_ token: String, from parent: YAMLNode, pointer: String) throws(SourcePatchError) -> TextEdit {
        if let entries = parent.entries {
            guard let (index, entry) = parent.entry(forKey: token) else { throw .noValue(pointer: pointer) }
            let ranges = entries.map(\.range)
            return remove(index, ranges: ranges, flow: parent.style == .flow, blockStart: entry.range.lowerBound)
        }
        guard let items = parent.items, let index = Int(token), items.indices.contains(index) else { throw .badIndex(pointer: pointer) }
        let ranges = items.map { item in
            let start = min(item.indicatorOffset ?? item.range.lowerBound, item.propertiesRange?.lowerBound ?? item.range.lowerBound)
            return start..<max(item.range.upperBound, start)
        }
        return remove(index, ranges: ranges, flow: parent.style == .flow, blockStart: ranges[index].lowerBound)
    }

    private func remove(_ index: Int, ranges: [Range<Int>], flow: Bool, blockStart: Int) -> TextEdit {
        let range = ranges[index]
        if flow {
            if index + 1 < ranges.count { return TextEdit(range.lowerBound..<ranges[index + 1].lowerBound, "") }
            return TextEdit(ranges[index - 1].upperBound..<flowEntryEnd(range.upperBound), "")
        }
        if isOwnLine(blockStart) {
            var start = lineStart(blockStart)
            start = commentsAbove(start, column: blockStart - start, floor: index > 0 ? ranges[index - 1].upperBound : 0)
            var end = lineEnd(range.upperBound)
            if end < bytes.count && bytes[end] == 0x0D { end += 1 }
            if end < bytes.count { end += 1 }
            return TextEdit(start..<end, "")
        }
        // `- a: 1` with `a` going: the next entry moves up to its place.
        if index + 1 < ranges.count { return TextEdit(range.lowerBound..<ranges[index + 1].lowerBound, "") }
        return TextEdit(trimmedBack(range.lowerBound)..<range.upperBound, "")
    }

    /// The end of a flow entry: its value's end (a `,` after it stays with the entry before).
    private func flowEntryEnd(_ end: Int) -> Int { end }

    // MARK: Adding

    /// The indices of the container's entries that `changes` remove.
    private func removedIndices(under tokens: [String], of parent: YAMLNode, in changes: [SourceChange]) -> Set<Int> {
        var removed: Set<Int> = []
        for change in changes {
            guard case .remove = change, Array(change.tokens.dropLast()) == tokens, let last = change.tokens.last else { continue }
            if parent.entries != nil, let found = parent.entry(forKey: last) { removed.insert(found.index) }
            else if parent.items != nil, let index = Int(last) { removed.insert(index) }
        }
        return removed
    }

    private func addition(_ token: String, _ value: JSONNode, to parent: YAMLNode, removed: Set<Int>, inFlow: Bool, pointer: String,
                          writer: YAMLValueWriter) throws(SourcePatchError) -> TextEdit {
        let flow = inFlow || parent.style == .flow
        if var entries = parent.entries {
            let first = entries.first
            entries = entries.indices.filter { !removed.contains($0) }.map { entries[$0] }
            let key = writer.key(token, inFlow: flow)
            if parent.style == .flow {
                let text = key + ": " + writer.flow(value)
                guard let last = entries.last else { return TextEdit(flowInside(parent), text) }
                return TextEdit(last.range.upperBound..<last.range.upperBound, ", " + text)
            }
            guard let last = entries.last, let first else { throw .notContainer(pointer: pointer) }
            let column = first.key.start.column
            let at = lineEnd(last.range.upperBound)
            let text = newline + String(repeating: " ", count: column) + key + ":" + writer.afterIndicator(value, indent: column)
            return TextEdit(at..<at, text)
        }
        guard let allItems = parent.items else { throw .notContainer(pointer: pointer) }
        let items = allItems.indices.filter { !removed.contains($0) }.map { allItems[$0] }
        if parent.style == .flow {
            let text = writer.flow(value)
            if token == "-" || Int(token) == allItems.count {
                guard let last = items.last else { return TextEdit(flowInside(parent), text) }
                return TextEdit(last.range.upperBound..<last.range.upperBound, ", " + text)
            }
            guard let index = Int(token), allItems.indices.contains(index) else { throw .badIndex(pointer: pointer) }
            let start = min(allItems[index].range.lowerBound, allItems[index].propertiesRange?.lowerBound ?? Int.max)
            return TextEdit(start..<start, text + ", ")
        }
        guard let first = allItems.first, let firstDash = first.indicatorOffset else { throw .notContainer(pointer: pointer) }
        let column = firstDash - lineStart(firstDash)
        let pad = String(repeating: " ", count: column)
        if token == "-" || Int(token) == allItems.count {
            guard let last = items.last else { throw .notContainer(pointer: pointer) }
            let at = lineEnd(max(last.range.upperBound, last.indicatorOffset ?? 0))
            return TextEdit(at..<at, newline + pad + "-" + writer.afterIndicator(value, indent: column, item: true))
        }
        guard let index = Int(token), allItems.indices.contains(index), let dash = allItems[index].indicatorOffset else { throw .badIndex(pointer: pointer) }
        return TextEdit(dash..<dash, "-" + writer.afterIndicator(value, indent: column, item: true) + newline + pad)
    }

    /// Between a flow collection's brackets.
    private func flowInside(_ node: YAMLNode) -> Range<Int> {
        (node.range.lowerBound + 1)..<max(node.range.lowerBound + 1, node.range.upperBound - 1)
    }

    /// A container written anew (every entry removed, maybe some added).
    private func rewrite(_ parent: YAMLNode, at tokens: [String], changes: [SourceChange], writer: YAMLValueWriter) throws(SourcePatchError) -> TextEdit {
        let here = changes.filter { Array($0.tokens.dropLast()) == tokens }
        guard let current = try? parent.json() else { throw .mismatch }
        let value = try ValueTreeEdit.apply(here.map { $0.relative(to: tokens.count) }, to: current)
        let (_, inFlow) = lookup(tokens) ?? (parent, false)
        let isEmpty = (value.members?.isEmpty ?? false) || (value.elements?.isEmpty ?? false)
        if parent.style == .flow || inFlow || isEmpty {
            return TextEdit(parent.range, writer.flow(value))
        }
        return replacement(of: parent, with: value, inFlow: false, writer: writer)
    }

    // MARK: Text positions

    private func lineStart(_ offset: Int) -> Int {
        var i = min(offset, bytes.count)
        while i > 0 && bytes[i - 1] != 0x0A { i -= 1 }
        return i
    }

    /// The line break ending the line of `offset` (a comment on it included); the text's end when none.
    private func lineEnd(_ offset: Int) -> Int {
        var i = offset
        if i > 0 && i <= bytes.count && bytes[i - 1] == 0x0A { i -= 1 }
        while i < bytes.count && bytes[i] != 0x0A { i += 1 }
        if i > 0 && i < bytes.count && bytes[i - 1] == 0x0D { i -= 1 }
        return i
    }

    /// Back over spaces, tabs and line breaks before `offset`.
    private func trimmedBack(_ offset: Int) -> Int {
        var i = offset
        while i > 0 && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i - 1]) { i -= 1 }
        return i
    }

    private func isOwnLine(_ offset: Int) -> Bool {
        var i = offset
        while i > 0 {
            let b = bytes[i - 1]
            if b == 0x0A { return true }
            if b != 0x20 && b != 0x09 { return false }
            i -= 1
        }
        return true
    }

    /// The start of the comment lines right above `start` at `column` (no blank line between, none
    /// before `floor`).
    private func commentsAbove(_ start: Int, column: Int, floor: Int) -> Int {
        var start = start
        while start > 0 {
            let above = lineStart(start - 1)
            guard above >= floor else { break }
            var i = above
            while i < start && bytes[i] == 0x20 { i += 1 }
            guard i - above == column, i < start, bytes[i] == UInt8(ascii: "#") else { break }
            start = above
        }
        return start
    }

    /// The indentation step of the file's block mappings (2 when none is nested).
    private var indentUnit: Int {
        func find(_ node: YAMLNode) -> Int? {
            if let entries = node.entries, node.style == .block {
                for entry in entries {
                    if entry.value.style == .block, entry.value.entries != nil,
                       entry.value.start.column > entry.key.start.column {
                        return entry.value.start.column - entry.key.start.column
                    }
                    if let found = find(entry.value) { return found }
                }
            }
            for item in node.items ?? [] { if let found = find(item) { return found } }
            return nil
        }
        return find(root) ?? 2
    }
}
