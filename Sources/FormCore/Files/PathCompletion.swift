/// Tab completion of a path typed into a `file` row, from what is in the file system.
package enum PathCompletion {
    /// Completes `typed` against the entries of its folder (relative paths start at `directory`),
    /// reading the folder: `folder(toComplete:in:)`, `FolderListing.read`, then
    /// `complete(_:among:)`.
    package static func complete(_ typed: String, in directory: String) -> (completed: String, candidates: [String], total: Int) {
        complete(typed, among: FolderListing.read(folder(toComplete: typed, in: directory)).entries)
    }

    /// The folder whose names complete `typed` (relative paths start at `directory`).
    package static func folder(toComplete typed: String, in directory: String) -> String {
        guard let slash = typed.lastIndex(of: "/") else { return directory }
        let folder = String(typed[...slash])
        if folder.hasPrefix("/") { return folder }
        return (directory.hasSuffix("/") ? directory : directory + "/") + folder
    }

    /// Completes `typed` against `entries`, the names of its folder. The names that start with the
    /// typed name (as typed: names of files differ by case) are the candidates, sorted, and
    /// `completed` is `typed` extended to the longest prefix they share. When no name starts with
    /// it, the names it matches fuzzily (`FuzzyMatch`: its letters in order, case and accents
    /// ignored, `sgnp` finds `signup.json`) are the candidates, best first, and the one candidate
    /// completes the path. Folders end in `/`; hidden entries count only when the typed name
    /// starts with `.`. With no candidate, `completed` is `typed` unchanged; `total` is the number
    /// of names the folder shows (hidden ones counted only when they count).
    package static func complete(_ typed: String, among entries: [FolderListing.Entry])
        -> (completed: String, candidates: [String], total: Int) {
        let slash = typed.lastIndex(of: "/")
        let folder = slash.map { String(typed[...$0]) } ?? ""
        let name = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let showHidden = name.hasPrefix(".")
        let names = entries
            .filter { showHidden || !$0.name.hasPrefix(".") }
            .map { $0.isFolder ? $0.name + "/" : $0.name }
            .sorted()
        let prefixed = names.filter { $0.hasPrefix(name) }
        if let first = prefixed.first {
            return (folder + commonPrefix(first, prefixed.dropFirst()), prefixed, names.count)
        }
        let fuzzy = FuzzyMatch.rank(names, by: name).map { names[$0] }
        return (fuzzy.count == 1 ? folder + fuzzy[0] : typed, fuzzy, names.count)
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
