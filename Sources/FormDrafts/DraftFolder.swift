#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore

/// Why a drafts folder is not safe to keep drafts in: drafts hold what a person typed, and a
/// folder someone else can write to (or point elsewhere) would let them plant a draft that is
/// resumed and submitted, or read what is saved. formrun then keeps no draft and says why once.
package enum DraftFolderProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder (or its `formrun` parent) is a symbolic link.
    case link(String)
    /// It exists but is not a folder.
    case notFolder(String)
    /// It belongs to another user (the owner's uid).
    case notOwned(String, owner: UInt32)
    /// Its group or others may write to it (its mode).
    case writableByOthers(String, mode: UInt32)

    package var description: String {
        switch self {
        case .link(let path):
            return "no draft is kept: the drafts folder is a symbolic link (\(quoted(path)))"
        case .notFolder(let path):
            return "no draft is kept: the drafts folder is not a folder (\(quoted(path)))"
        case .notOwned(let path, let owner):
            return "no draft is kept: the drafts folder belongs to another user (uid \(owner), \(quoted(path)))"
        case .writableByOthers(let path, let mode):
            return "no draft is kept: others can write to the drafts folder (mode \(String(mode, radix: 8)), \(quoted(path)))"
        }
    }

    private func quoted(_ path: String) -> String { VisibleText.quoted(path, limit: VisibleText.pathLimit) }
}

/// The checks a drafts folder passes before a draft is read from it or written to it.
package enum DraftFolder {
    /// What is wrong with `folder` (the drafts folder) and its parent (`…/formrun`): each that
    /// exists must be a real folder (not a link), owned by this user, and writable by no one else.
    /// Nil when both are fine or do not exist yet (they are made 0700 on the first write).
    package static func problem(_ folder: String) -> DraftFolderProblem? {
        var parent = folder
        while let last = parent.last, last != "/" { parent.removeLast() }
        if parent.count > 1 { parent.removeLast() }
        for path in [parent, folder] where path == folder || parent.hasSuffix("/formrun") {
            if let problem = problem(ofOne: path) { return problem }
        }
        return nil
    }

    private static func problem(ofOne path: String) -> DraftFolderProblem? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFLNK { return .link(path) }
        guard kind == S_IFDIR else { return .notFolder(path) }
        guard info.st_uid == geteuid() else { return .notOwned(path, owner: UInt32(info.st_uid)) }
        guard info.st_mode & 0o022 == 0 else { return .writableByOthers(path, mode: UInt32(info.st_mode & 0o7777)) }
        return nil
    }

    /// Makes `folder` 0700 when others may read it (it passed `problem`: this user's own real
    /// folder), through a descriptor that does not follow links.
    static func tighten(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_uid == geteuid(), info.st_mode & 0o777 != 0o700 { fchmod(fd, 0o700) }
    }
}
