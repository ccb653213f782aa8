/// What the file system said about some paths (`file` rows' `mustExist`), gathered by the app
/// before a check and read by `FileRule`: validation itself never asks the disk. Paths are as
/// `FileRule.pathToCheck` resolves them; a path not gathered is unknown.
package struct FileFacts: Equatable, Sendable {
    /// What a path names.
    package enum Kind: Equatable, Sendable {
        case file, folder, missing
    }

    private var kinds: [String: Kind]

    package init(_ kinds: [String: Kind] = [:]) {
        self.kinds = kinds
    }

    /// What `path` names, or nil when it was not gathered.
    package subscript(path: String) -> Kind? { kinds[path] }

    /// Asks the file system about each of `paths` (links followed): the app's side of a check.
    package static func gather(_ paths: [String]) -> FileFacts {
        var facts = FileFacts()
        for path in paths {
            switch FileSystem.kind(of: path) {
            case nil: facts.kinds[path] = .missing
            case .directory?: facts.kinds[path] = .folder
            case .file?: facts.kinds[path] = .file
            }
        }
        return facts
    }
}
