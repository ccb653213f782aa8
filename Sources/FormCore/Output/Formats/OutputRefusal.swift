/// A value that cannot be written in the asked format (or a key that cannot be named in it):
/// nothing is written and formrun ends with status 3. `description` is the one place that words it.
package enum OutputRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// A value holding a line break (`lines`, `env`), which would split its line in two: LF, CR,
    /// VT, FF, NEL, U+2028 or U+2029 (`LineBreak`).
    case lineBreak(key: String, format: OutputFormat)
    /// A value holding a NUL byte: no format but JSON can carry it (shells cut strings at NUL).
    case nulByte(key: String, format: OutputFormat?)
    /// An `env` value that env-file readers would not read back as it is; `why` says what.
    case notPlain(key: String, why: String)
    /// A `nul` key holding `=`, which the reader splits records at.
    case equalsInKey(key: String)
    /// A list item (at the JSON Pointer `path`) holding a line break or the separator the format
    /// joins items with (`separator`): read back, it would be two items.
    /// `lineBreak`: the item holds a line break (else the separator).
    case listItem(path: String, format: OutputFormat?, separator: String, lineBreak: Bool)
    /// Two keys that give the same shell name.
    case sameName(String, String, name: String)
    /// A shell name a shell uses for itself (`PATH`, zsh's `path`, `IFS`, a read-only one).
    case reservedName(key: String, name: String)
    /// `--prefix` that cannot start a shell name.
    case badPrefix(String)

    package var description: String {
        switch self {
        case .lineBreak(let key, let format):
            return "--format \(format.rawValue): the value of \(VisibleText.quoted(key)) holds a line break, "
                + "which \(format.rawValue) cannot write (--format sh, nul or json can)"
        case .nulByte(let key, let format):
            return "\(format.map { "--format \($0.rawValue)" } ?? "--get"): the value of \(VisibleText.quoted(key)) "
                + "holds a NUL byte, which only --format json can write"
        case .notPlain(let key, let why):
            return "--format env: the value of \(VisibleText.quoted(key)) \(why), "
                + "which env files do not read back as it is (--format sh or json can write it)"
        case .listItem(let path, let format, let separator, let lineBreak):
            let name = format.map { "--format \($0.rawValue)" } ?? "--get"
            let how = separator == "\n" ? "a list one item a line" : "a list's items joined by \(VisibleText.quoted(separator))"
            let what = lineBreak ? "a line break" : VisibleText.quoted(separator)
            return "\(VisibleText.escaped(path)): \(name) writes \(how), and this item holds \(what): "
                + "it would read back as more than one item (--format json can write it)"
        case .equalsInKey(let key):
            return "--format nul: the key \(VisibleText.quoted(key)) holds '=', which separates a key from its value"
        case .sameName(let first, let second, let name):
            return "the keys \(VisibleText.quoted(first)) and \(VisibleText.quoted(second)) both become "
                + "the shell name \(name); rename one of them (a row's \"key\")"
        case .reservedName(let key, let name):
            return "the key \(VisibleText.quoted(key)) becomes the shell name \(name), which shells use "
                + "for themselves; give --prefix (such as --prefix form_)"
        case .badPrefix(let prefix):
            return "--prefix \(VisibleText.quoted(prefix)) is not the start of a shell name "
                + "(letters, digits and _, not starting with a digit)"
        }
    }
}
