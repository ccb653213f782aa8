import FormCore
import FormJSON

extension JSON {
    /// The JSON Pointer, below this value, of its first container past `NestingLimit.depth` when
    /// it stands at `level` (a value given by tag stands at 2, in the form's object); nil within
    /// the limit. Walks without recursion: a value built in code may be nested deeper than any
    /// reader would take, and is judged before anything walks it recursively.
    func pastNestingLimit(at level: Int) -> String? {
        var stack: [(value: JSON, level: Int, path: String)] = [(self, level, "")]
        while let (next, at, path) = stack.popLast() {
            switch next {
            case .array(let items):
                if at > NestingLimit.depth { return path }
                for (i, item) in items.enumerated().reversed() { stack.append((item, at + 1, JSONPointer.appending(i, to: path))) }
            case .object(let members):
                if at > NestingLimit.depth { return path }
                for member in members.reversed() { stack.append((member.value, at + 1, JSONPointer.appending(member.key, to: path))) }
            case .null, .bool, .integer, .number, .string:
                continue
            }
        }
        return nil
    }
}
