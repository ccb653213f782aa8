/// Tab completion of a path typed into a `file` row, from what is in the file system.
public enum PathCompletion {
    /// Completes `typed` against the entries of its folder (relative paths start at `directory`):
    /// `completed` is `typed` extended to the longest prefix common to every entry whose name
    /// starts with the typed name, and `candidates` are those names, sorted, folders ending in
    /// `/`. Hidden entries count only when the typed name starts with `.`. With no candidate,
    /// `completed` is `typed` unchanged.
    public static func complete(_ typed: String, in directory: String) -> (completed: String, candidates: [String]) {
        let slash = typed.lastIndex(of: "/")
        let folder = slash.map { String(typed[...$0]) } ?? ""
        let name = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let listed: String
        if folder.hasPrefix("/") {
            listed = folder
        } else if folder.isEmpty {
            listed = directory
        } else {
            listed = (directory.hasSuffix("/") ? directory : directory + "/") + folder
        }
        let showHidden = name.hasPrefix(".")
        let candidates = FileSystem.entries(of: listed)
            .filter { $0.name.hasPrefix(name) && (showHidden || !$0.name.hasPrefix(".")) }
            .map { $0.isDirectory ? $0.name + "/" : $0.name }
            .sorted()
        guard let first = candidates.first else { return (typed, []) }
        return (folder + commonPrefix(first, candidates.dropFirst()), candidates)
    }

    /// The longest prefix, by characters, of `first` shared with every one of `others`.
    static func commonPrefix(_ first: String, _ others: ArraySlice<String>) -> String {
        var prefix = Array(first)
        for other in others {
            var count = 0
            for (a, b) in zip(prefix, other) {
                guard a == b else { break }
                count += 1
            }
            prefix.removeLast(prefix.count - count)
        }
        return String(prefix)
    }
}
