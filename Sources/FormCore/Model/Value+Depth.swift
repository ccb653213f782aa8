import FormJSON

/// How deep a tree of answers nests, against `NestingLimit.depth`.
extension Value {
    /// The first container of this tree that stands past `NestingLimit.depth` when the tree
    /// stands at `level` (1 for the form's own object): its JSON Pointer below this value, or nil
    /// when the whole tree is within the limit. Walks without recursion, so a tree built in code
    /// deeper than anything else would take is judged, not crashed on.
    /// Members at the pointers of `skipping` (below this value) are known to be within the
    /// limit at their level and are not walked (`PassedBelow.nesting`).
    package func pastNestingLimit(at level: Int, skipping: Set<String> = []) -> String? {
        var stack: [(value: Value, level: Int, path: String)] = [(self, level, "")]
        while let (next, at, path) = stack.popLast() {
            if !skipping.isEmpty, skipping.contains(path) { continue }
            switch next {
            case .list(let items):
                if at > NestingLimit.depth { return path }
                for (i, item) in items.enumerated().reversed() { stack.append((item, at + 1, JSONPointer.appending(i, to: path))) }
            case .object(let members):
                if at > NestingLimit.depth { return path }
                for member in members.reversed() { stack.append((member.value, at + 1, JSONPointer.appending(member.key, to: path))) }
            case .null, .bool, .number, .string, .unparsed:
                continue
            }
        }
        return nil
    }

    /// The words of a tree nested past the limit, the limit named (as the JSON reader says it).
    package static let tooDeepMessage = "nested too deeply (more than \(NestingLimit.depth) levels)"
}
