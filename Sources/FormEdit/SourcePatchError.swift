/// Why a change could not be written into a file's text.
package enum SourcePatchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The pointer names no value of the file (`/jobs/build` where there is no `build`).
    case noValue(pointer: String)
    /// The parent of an added member or item is not an object or an array.
    case notContainer(pointer: String)
    /// An array index that is not a number in range.
    case badIndex(pointer: String)
    /// The patched text does not read back as the value asked for (a bug of the patcher; nothing
    /// is written).
    case mismatch
    /// The change would go inside or through a YAML anchor or alias (`&defaults`, `*defaults`):
    /// every alias of the anchored node would change with it, so it is refused.
    case shared(pointer: String, name: String)

    package var description: String {
        switch self {
        case .noValue(let p): return "\(p.isEmpty ? "/" : p): no such value in the file"
        case .notContainer(let p): return "\(p.isEmpty ? "/" : p): not an object or a list"
        case .badIndex(let p): return "\(p): not an index of the list"
        case .mismatch: return "the edited text does not read back as the edited values"
        case .shared(let p, let name):
            return "\(p.isEmpty ? "/" : p): goes through the anchor or alias \(name), which other places share; edit the anchored text by hand"
        }
    }
}
