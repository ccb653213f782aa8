/// `--format env`: one `NAME=value` line per value, unquoted, for env-file readers: docker
/// `--env-file` takes the value literally, systemd's `EnvironmentFile` strips leading and trailing
/// whitespace, reads a leading quote as quoting and a backslash as an escape. A value both read
/// back as it is goes out; any other is refused (nothing written): a line break or another control
/// character, a NUL, leading or trailing whitespace, a leading `"` or `'`, a backslash.
/// A list's items are joined by `, `.
enum EnvFormat {
    static func text(_ named: [(name: String, entry: OutputEntry)]) throws(OutputRefusal) -> String {
        var out = ""
        for (name, entry) in named {
            let value = try ValueText.text(entry, join: .commas(.env))
            if let why = problem(value) {
                if why == .nul { throw .nulByte(key: entry.key, format: .env) }
                if why == .lineBreak { throw .lineBreak(key: entry.key, format: .env) }
                throw .notPlain(key: entry.key, why: why.rawValue)
            }
            out += name + "=" + value + "\n"
        }
        return out
    }

    /// Why a value cannot be written unquoted.
    enum Problem: String {
        case nul, lineBreak
        case control = "holds a control character"
        case space = "starts or ends with whitespace"
        case quote = "starts with a quote"
        case backslash = "holds a backslash"
    }

    static func problem(_ value: String) -> Problem? {
        let scalars = value.unicodeScalars
        if scalars.contains("\0") { return .nul }
        if scalars.contains(where: LineBreak.isBreak) { return .lineBreak }
        if let first = scalars.first, let last = scalars.last,
           first.properties.isWhitespace || last.properties.isWhitespace { return .space }
        if scalars.contains(where: VisibleText.isControl) { return .control }
        if scalars.first == "\"" || scalars.first == "'" { return .quote }
        if scalars.contains("\\") { return .backslash }
        return nil
    }
}
