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

    package var description: String {
        switch self {
        case .noValue(let p): return "\(p.isEmpty ? "/" : p): no such value in the file"
        case .notContainer(let p): return "\(p.isEmpty ? "/" : p): not an object or a list"
        case .badIndex(let p): return "\(p): not an index of the list"
        case .mismatch: return "the edited text does not read back as the edited values"
        }
    }
}
