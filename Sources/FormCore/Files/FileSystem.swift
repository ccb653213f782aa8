#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few questions FormCore asks the file system (`file` rows), answered with POSIX calls.
enum FileSystem {
    enum Kind: Equatable {
        case file, directory
    }

    /// What `path` names (links followed), or nil when nothing does.
    static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (status.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    /// The names in `directory` (without `.` and `..`), each with whether it is a folder; empty
    /// when the folder cannot be read.
    static func entries(of directory: String) -> [(name: String, isDirectory: Bool)] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var entries: [(name: String, isDirectory: Bool)] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let base = directory.hasSuffix("/") ? directory : directory + "/"
            entries.append((name, kind(of: base + name) == .directory))
        }
        return entries
    }

    /// The folder part of `path`: trailing slashes ignored, `/` for a name at the root, `.` for
    /// a bare name (`a/b` → `a`, `a/b/` → `a`, `/a` → `/`, `a` → `.`).
    static func folder(of path: String) -> String {
        var text = Substring(path)
        while text.count > 1 && text.hasSuffix("/") { text = text.dropLast() }
        guard let slash = text.lastIndex(of: "/") else { return "." }
        var folder = text[..<slash]
        while folder.count > 1 && folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }
}
