import FormJSON

/// One edit of a document's value tree, addressed by a JSON Pointer into the document as it was
/// read (JSON Patch's `replace`, `add` and `remove`, and a member's key renamed in place).
///
/// Pointers always name places of the original: an `add` into an array names the original item it
/// goes before (or `-` for the end), so that every change of one list is applied to the original
/// text independently of the others.
package enum SourceChange: Equatable, Sendable {
    /// The value at `pointer` becomes `value`.
    case replace(pointer: String, value: JSONNode)
    /// A new member (`pointer` ends in its key) or a new item (`pointer` ends in the index it goes
    /// before, or `-`).
    case add(pointer: String, value: JSONNode)
    /// The member or item at `pointer` goes, with its own line(s).
    case remove(pointer: String)
    /// The member at `pointer` takes the name `key` where it stands: only its key is rewritten (a
    /// change of its value is a change of its own, at `pointer`).
    case rename(pointer: String, key: String)

    package var pointer: String {
        switch self {
        case .replace(let pointer, _), .add(let pointer, _), .remove(let pointer), .rename(let pointer, _): return pointer
        }
    }

    /// The pointer's tokens.
    package var tokens: [String] { JSONPointer.tokens(Substring(pointer)) }
}
