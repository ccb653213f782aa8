import FormJSON

/// Turns `SourceChange`s into byte edits of a JSON or JSONC text: a replaced value's bytes are
/// rewritten in place, and so are a renamed member's key's; members and items added or removed in one container are written together,
/// so that commas stay right — a removed entry takes its own line (and the comment at its end),
/// a new one is written as its siblings are (own line at their indentation, or inline after a
/// comma), and a trailing comma after the last entry is kept when the file has one.
struct JSONSourcePatcher {
    let map: JSONSourceMap
    let style: JSONSourceStyle
    /// The file's value, for a container whose entries are written anew.
    let root: JSONNode

    private var bytes: [UInt8] { map.bytes }

    func edits(for changes: [SourceChange]) throws(SourcePatchError) -> [TextEdit] {
        var edits: [TextEdit] = []
        var groups: [[String]: (removed: Set<Int>, adds: [(before: Int?, key: String?, value: JSONNode)])] = [:]
        var order: [[String]] = []
        for change in changes {
            let tokens = change.tokens
            switch change {
            case .replace(_, let value):
                guard let node = map.node(at: tokens) else { throw .noValue(pointer: change.pointer) }
                edits.append(TextEdit(node.start..<node.end, style.text(value, indent: indentation(node.start))))
            case .rename(_, let key):
                guard let last = tokens.last, let parent = map.node(at: Array(tokens.dropLast())), parent.isObject,
                      let index = JSONSourceMap.entryIndex(last, in: parent) else { throw .noValue(pointer: change.pointer) }
                let entry = parent.entries[index]
                edits.append(TextEdit(entry.start..<entry.keyEnd, style.text(JSONNode(.string(key), at: .unknown), indent: "")))
            case .remove, .add:
                guard let last = tokens.last else { throw .noValue(pointer: change.pointer) }
                let parentTokens = Array(tokens.dropLast())
                guard let parent = map.node(at: parentTokens) else { throw .noValue(pointer: change.pointer) }
                guard parent.isObject || parent.isArray else { throw .notContainer(pointer: change.pointer) }
                if groups[parentTokens] == nil { order.append(parentTokens); groups[parentTokens] = ([], []) }
                if case .add(_, let value) = change {
                    if parent.isObject {
                        if let existing = JSONSourceMap.entryIndex(last, in: parent) {
                            let node = parent.entries[existing].value
                            edits.append(TextEdit(node.start..<node.end, style.text(value, indent: indentation(node.start))))
                        } else {
                            groups[parentTokens]?.adds.append((nil, last, value))
                        }
                    } else if last == "-" || Int(last) == parent.entries.count {
                        groups[parentTokens]?.adds.append((nil, nil, value))
                    } else if let index = JSONSourceMap.entryIndex(last, in: parent) {
                        groups[parentTokens]?.adds.append((index, nil, value))
                    } else {
                        throw .badIndex(pointer: change.pointer)
                    }
                } else {
                    guard let index = JSONSourceMap.entryIndex(last, in: parent) else { throw .noValue(pointer: change.pointer) }
                    groups[parentTokens]?.removed.insert(index)
                }
            }
        }
        for tokens in order {
            guard let group = groups[tokens], let parent = map.node(at: tokens) else { continue }
            if let made = containerEdits(parent, removed: group.removed, adds: group.adds) {
                edits += made
            } else {
                // Every entry removed and new ones added, or an item added before a removed one:
                // the container is written anew.
                let changesHere = changes.filter { Array($0.tokens.dropLast()) == tokens && !isReplace($0) }
                let subtree = try ValueTreeEdit.apply(changesHere.map { $0.relative(to: tokens.count) }, to: node(at: tokens))
                edits.append(TextEdit(parent.start..<parent.end, style.text(subtree, indent: indentation(parent.start))))
            }
        }
        return edits
    }

    private func isReplace(_ change: SourceChange) -> Bool {
        if case .replace = change { return true }
        return false
    }

    private func node(at tokens: [String]) -> JSONNode {
        var node = root
        for token in tokens {
            if let members = node.members, let next = members.last(where: { $0.key == token }) { node = next.value }
            else if let items = node.elements, let i = Int(token), i < items.count { node = items[i] }
        }
        return node
    }

    private func indentation(_ offset: Int) -> String { JSONSourceStyle.indentation(ofLineAt: offset, in: bytes) }

    /// Whether the container's entries are on lines of their own.
    private func isMultiline(_ node: JSONSourceMap.Node) -> Bool {
        guard let first = node.entries.first else { return bytes[node.start..<node.end].contains(0x0A) }
        return bytes[node.start..<first.start].contains(0x0A)
    }

    /// The byte after the entry (after its comma when it has one).
    private func entryEnd(_ entry: JSONSourceMap.Entry) -> Int { entry.comma.map { $0 + 1 } ?? entry.value.end }

    /// Skips spaces and tabs from `offset`.
    private func afterBlanks(_ offset: Int) -> Int {
        var i = offset
        while i < bytes.count && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        return i
    }

    /// The line break ending the line of `offset` (a `//` comment on it included), or the container's
    /// closing bracket when that comes first.
    private func lineEnd(from offset: Int, before close: Int) -> Int {
        var i = afterBlanks(offset)
        if i + 1 < bytes.count && bytes[i] == UInt8(ascii: "/") && bytes[i + 1] == UInt8(ascii: "/") {
            while i < bytes.count && bytes[i] != 0x0A { i += 1 }
        }
        if i < bytes.count && bytes[i] == 0x0D { i += 1 }
        return min(i, close)
    }

    /// The start of the `//` comment lines right above the line starting at `lineStart` (no blank
    /// line between), not reaching back to `floor` (the end of the entry before): a member's comment
    /// goes with it.
    private func commentsAbove(_ lineStart: Int, after floor: Int) -> Int {
        var start = lineStart
        while start > 0 {
            var above = start - 1
            while above > 0 && bytes[above - 1] != 0x0A { above -= 1 }
            guard above >= floor else { break }
            let first = afterBlanks(above)
            guard first + 1 < start, bytes[first] == UInt8(ascii: "/"), bytes[first + 1] == UInt8(ascii: "/") else { break }
            // The line's start must be past the entry before (not a comment after it on its line).
            if !JSONSourceStyle.isOwnLine(first, in: bytes) || first < floor { break }
            start = above
        }
        return start
    }

    private func containerEdits(_ parent: JSONSourceMap.Node, removed: Set<Int>,
                                adds: [(before: Int?, key: String?, value: JSONNode)]) -> [TextEdit]? {
        let entries = parent.entries
        let multi = isMultiline(parent)
        let trailing = entries.last?.comma != nil
        let close = parent.end - 1
        var edits: [TextEdit] = []
        let kept = entries.indices.filter { !removed.contains($0) }
        let appended = adds.filter { $0.before == nil }
        if adds.contains(where: { $0.before.map(removed.contains) ?? false }) { return nil }
        if kept.isEmpty && !entries.isEmpty && !adds.isEmpty { return nil }

        // Removals.
        for i in removed.sorted() {
            let entry = entries[i]
            var start = entry.start
            var end = entryEnd(entry)
            let nextOnLine = i + 1 < entries.count && !bytes[end..<entries[i + 1].start].contains(0x0A)
            if multi && JSONSourceStyle.isOwnLine(entry.start, in: bytes) && !nextOnLine {
                var lineStart = entry.start
                while lineStart > 0 && bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
                start = commentsAbove(lineStart, after: i > 0 ? entryEnd(entries[i - 1]) : parent.start + 1)
                end = lineEnd(from: end, before: close)
                if end < bytes.count && bytes[end] == 0x0A { end += 1 } else {
                    // The closing bracket follows on this line: keep the line break before the entry.
                    start = entry.start
                    while start > 0 && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D) {
                        start -= 1
                    }
                    if let previous = (0..<i).last, removed.contains(previous) { start = max(start, entryEnd(entries[previous])) }
                }
            } else if nextOnLine || i + 1 < entries.count {
                end = entry.comma != nil ? afterBlanks(end) : end
            }
            edits.append(TextEdit(start..<end, ""))
        }
        // The comma of a new last entry goes when the file has none after its last.
        if let last = kept.last, last != entries.count - 1, !trailing, appended.isEmpty, let comma = entries[last].comma {
            let firstGone = entries[last + 1]
            if multi {
                edits.append(TextEdit(comma..<comma + 1, ""))
            } else {
                edits.append(TextEdit(comma..<firstGone.start, ""))
            }
        }
        if kept.isEmpty && !entries.isEmpty {
            // All gone: nothing but the brackets and what lies between them stays.
            return edits
        }

        // Items added before an item kept.
        for add in adds {
            guard let before = add.before else { continue }
            let entry = entries[before]
            let gap: String
            if before > 0, let comma = entries[before - 1].comma {
                gap = String(decoding: bytes[(comma + 1)..<entry.start], as: UTF8.self)
            } else {
                gap = multi ? style.newline + indentation(entry.start) : " "
            }
            let text = style.entryText(key: add.key, add.value, indent: indentation(entry.start))
            edits.append(TextEdit(entry.start..<entry.start, text + "," + (gap.contains("/") ? " " : gap)))
        }
        guard !appended.isEmpty else { return edits }

        // Entries added at the end.
        guard let anchorIndex = kept.last else {
            let outer = indentation(parent.start)
            let inner = outer + style.unit
            let texts = appended.map { style.entryText(key: $0.key, $0.value, indent: inner) }
            let body = style.multiline
                ? style.newline + inner + texts.joined(separator: "," + style.newline + inner) + style.newline + outer
                : texts.joined(separator: ", ")
            edits.append(TextEdit((parent.start + 1)..<(parent.end - 1), body))
            return edits
        }
        let anchor = entries[anchorIndex]
        if multi {
            let indent = JSONSourceStyle.isOwnLine(anchor.start, in: bytes) ? indentation(anchor.start) : indentation(parent.start) + style.unit
            let texts = appended.map { indent + style.entryText(key: $0.key, $0.value, indent: indent) }
            var text = style.newline + texts.joined(separator: "," + style.newline)
            if trailing { text += "," }
            if anchor.comma == nil { edits.append(TextEdit(anchor.value.end..<anchor.value.end, ",")) }
            var at = lineEnd(from: entryEnd(anchor), before: close)
            if at < bytes.count, bytes[at] == 0x0A, at > 0, bytes[at - 1] == 0x0D { at -= 1 }
            if at == close {
                // `"b": 2}`: the bracket stays on the line of the new last entry.
                at = anchor.comma.map { $0 + 1 } ?? anchor.value.end
            }
            edits.append(TextEdit(at..<at, text))
        } else {
            var separator = " "
            if let comma = entries.first?.comma, entries.count > 1 {
                separator = String(decoding: bytes[(comma + 1)..<entries[1].start], as: UTF8.self)
            }
            let indent = indentation(anchor.start)
            let texts = appended.map { style.entryText(key: $0.key, $0.value, indent: indent) }
            if let comma = anchor.comma {
                edits.append(TextEdit((comma + 1)..<(comma + 1), separator + texts.joined(separator: "," + separator) + (trailing ? "," : "")))
            } else {
                edits.append(TextEdit(anchor.value.end..<anchor.value.end, "," + separator + texts.joined(separator: "," + separator)))
            }
        }
        return edits
    }
}

extension SourceChange {
    /// The change with its first `depth` tokens dropped (addressed from a value inside).
    func relative(to depth: Int) -> SourceChange {
        let rest = JSONPointer.pointer(Array(tokens.dropFirst(depth)))
        switch self {
        case .replace(_, let value): return .replace(pointer: rest, value: value)
        case .add(_, let value): return .add(pointer: rest, value: value)
        case .remove: return .remove(pointer: rest)
        case .rename(_, let key): return .rename(pointer: rest, key: key)
        }
    }
}
