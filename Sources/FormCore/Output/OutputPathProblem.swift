#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `--output FILE` cannot be written, found before the form runs (`OutputFile.problem`), so
/// that nobody answers a form whose answers have nowhere to go. `description` is the one place
/// that words it, naming the folder that is missing or not writable:
/// `cannot write the output to 'out/answers.json': no folder 'out'`.
package enum OutputPathProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's folder does not exist (`folder` is it, as the path spells it).
    case missingFolder(path: String, folder: String)
    /// Something on the way to the file is a file, not a folder.
    case notAFolder(path: String, file: String)
    /// The path is a folder.
    case isAFolder(path: String)
    /// The file exists and may not be written.
    case fileNotWritable(path: String)
    /// The file is new and its folder may not be written.
    case folderNotWritable(path: String, folder: String)

    package var description: String {
        func quoted(_ text: String) -> String { VisibleText.quoted(text, limit: VisibleText.pathLimit) }
        let start: String
        switch self {
        case .missingFolder(let path, _), .notAFolder(let path, _), .isAFolder(let path),
             .fileNotWritable(let path), .folderNotWritable(let path, _):
            start = "cannot write the output to \(quoted(path)): "
        }
        switch self {
        case .missingFolder(_, let folder): return start + "no folder \(quoted(folder)) (create it first)"
        case .notAFolder(_, let file): return start + "\(quoted(file)) is a file, not a folder"
        case .isAFolder: return start + "it is a folder"
        case .fileNotWritable: return start + "the file may not be written (permission denied)"
        case .folderNotWritable(_, let folder): return start + "the folder \(quoted(folder)) may not be written (permission denied)"
        }
    }

    /// Why a file at `path` could not be created or written, or nil when it can.
    static func of(_ path: String) -> OutputPathProblem? {
        if let kind = FileSystem.kind(of: path) {
            if kind == .directory { return .isAFolder(path: path) }
            return access(path, W_OK) == 0 ? nil : .fileNotWritable(path: path)
        }
        let folder = FileSystem.folder(of: path)
        switch FileSystem.kind(of: folder) {
        case .directory?:
            return access(folder, W_OK) == 0 ? nil : .folderNotWritable(path: path, folder: folder)
        case .file?:
            return .notAFolder(path: path, file: folder)
        case nil:
            // The nearest folder on the way that is a file, if one is: `a` of `a/b/c.json`.
            var above = folder
            while true {
                let next = FileSystem.folder(of: above)
                if next == above { break }
                if FileSystem.kind(of: next) == .file { return .notAFolder(path: path, file: next) }
                if FileSystem.kind(of: next) == .directory { break }
                above = next
            }
            return .missingFolder(path: path, folder: folder)
        }
    }
}
