/// What FormCore knows of `file` rows beyond their unit: a path typed in place, output as typed;
/// with `extensions` it must end in one of them (case ignored), with `mustExist` it must name an
/// existing file, relative paths starting from the working folder.
package enum FileRule {
    /// A file row's answer in words: `File path, ending in .json or .yaml, must exist`.
    static let words: RowTypeUnit.Words = { row in
        var words = "File path"
        if !row.extensions.isEmpty { words += ", ending in " + row.extensions.map { "." + $0 }.joined(separator: " or ") }
        return words + (row.mustExist ? ", must exist" : "")
    }

    /// `extensions` as written in the form file, without a leading dot and in lower case.
    static func normalized(_ extensions: [String]) -> [String] {
        extensions.map { ($0.hasPrefix(".") ? String($0.dropFirst()) : $0).lowercased() }
    }

    /// Whether `path` ends in `.EXT` for one of `extensions` (already normalized), case ignored.
    package static func hasExtension(_ path: String, among extensions: [String]) -> Bool {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    static func failure(_ row: Row, _ value: Value, _ context: CheckContext) -> String? {
        guard let path = value.stringValue, !path.isEmpty else { return nil }
        if !row.extensions.isEmpty && !hasExtension(path, among: row.extensions) {
            return CheckMessage.wrongExtension(row.extensions).text
        }
        guard let full = pathToCheck(row, value, directory: context.directory) else { return nil }
        // The facts were gathered by the app before the check (`FileFacts`); a path it did not
        // gather is not judged.
        switch context.files[full] {
        case nil, .file?: return nil
        case .missing?: return CheckMessage.noSuchFile(path).text
        case .folder?: return CheckMessage.isFolder(path).text
        }
    }

    /// The path whose existence `row` checks for `value` (`mustExist` with a path typed), relative
    /// paths joined to `directory`: what the app gathers `FileFacts` for before a check.
    package static func pathToCheck(_ row: Row, _ value: Value, directory: String?) -> String? {
        guard row.mustExist, let path = value.stringValue, !path.isEmpty else { return nil }
        return path.hasPrefix("/") || directory == nil ? path : (directory ?? "") + "/" + path
    }
}
