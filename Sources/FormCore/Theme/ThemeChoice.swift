/// The theme asked for by `--theme` or `FORMRUN_THEME` (the command's, and the library's when the
/// program sets none): a shipped theme by name, or a theme file.
package enum ThemeChoice: Equatable, Sendable {
    case named(ThemeName)
    case file(String)

    /// What `--theme` and `FORMRUN_THEME` take, for the error of a value that is neither.
    package static let expected = ThemeName.allCases.map(\.rawValue).joined(separator: ", ") + " or a theme file (FILE.json)"

    /// A shipped theme's name, or a path (one with a `/` or ending in `.json`); nil for another word.
    package init?(_ text: String) {
        if let name = ThemeName(rawValue: text.lowercased()) {
            self = .named(name)
        } else if text.contains("/") || text.lowercased().hasSuffix(".json") {
            self = .file(text)
        } else {
            return nil
        }
    }

    /// The styles of the theme; a theme file that cannot be read or is wrong throws at its
    /// `FILE:LINE:COLUMN`.
    package func spec() throws(FormFileError) -> ThemeSpec {
        switch self {
        case .named(let name): return name.spec
        case .file(let path): return try ThemeFile.read(path: path)
        }
    }
}
