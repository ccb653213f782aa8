/// How the submitted values are written (`--format`, FORMAT.md §2 "Output formats").
package enum OutputFormat: String, CaseIterable, Equatable, Sendable {
    /// One JSON object (the default; `--compact` puts it on one line).
    case json
    /// One value a line, in form order, no names.
    case lines
    /// `name='value'` lines that `eval` safely in any POSIX shell, bash and zsh.
    case sh
    /// `NAME=value` lines for env-file readers (docker `--env-file`, systemd `EnvironmentFile`).
    case env
    /// `key=value` records each ended by a NUL byte (`xargs -0`, `read -d ''`).
    case nul

    /// Whether the format names each value with a shell name (and so takes `--prefix`).
    package var usesShellNames: Bool { self == .sh || self == .env }
}

/// Everything the command line says about how the values go out, applied to the output entries
/// (`OutputCollector.output`). Pure: the same entries give the same text or the same refusal.
package struct OutputRequest: Equatable, Sendable {
    package var format: OutputFormat
    /// `--compact` (JSON only).
    package var compact: Bool
    /// `--prefix`: put before every shell name (`sh`, `env`).
    package var prefix: String
    /// `--get TAG` or `--get /POINTER`: the output path of the one row whose value is printed raw,
    /// instead of `format`, or a JSON Pointer's tokens into the output (a part of a row's value).
    package var single: [String]?
    /// The name of an entry whose path is empty (the whole document of a JSON Schema whose root
    /// is an array or a map: `Form.documentRow`), for the formats that name values.
    package var documentName: String

    package init(format: OutputFormat = .json, compact: Bool = false, prefix: String = "",
                single: [String]? = nil, documentName: String = "value") {
        self.format = format
        self.compact = compact
        self.prefix = prefix
        self.single = single
        self.documentName = documentName
    }

    /// The bytes to deliver, as text; a refusal when a value cannot be written in the format
    /// (then nothing at all is written).
    package func render(_ entries: [OutputEntry]) throws(OutputRefusal) -> String {
        if let single { return try SingleValueFormat.text(OutputPointer.entry(at: single, in: entries)) }
        switch format {
        case .json: return OutputWriter.json(entries, compact: compact)
        case .lines: return try LinesFormat.text(entries)
        case .sh: return try ShellFormat.text(named(entries))
        case .env: return try EnvFormat.text(named(entries))
        case .nul: return try NulFormat.text(entries, documentName: documentName)
        }
    }

    /// Checks, before the form runs, that the keys of every value-bearing row (visible or not)
    /// give distinct shell names that no shell reserves; nothing to check for other formats.
    package func checkNames(keys: [String]) throws(OutputRefusal) {
        guard single == nil, format.usesShellNames else { return }
        _ = try ShellNames.assign(keys.map { $0.isEmpty ? documentName : $0 }, prefix: prefix)
    }

    private func named(_ entries: [OutputEntry]) throws(OutputRefusal) -> [(name: String, entry: OutputEntry)] {
        let names = try ShellNames.assign(entries.map { $0.path.isEmpty ? documentName : $0.key }, prefix: prefix)
        return Array(zip(names, entries))
    }
}

extension OutputFormat {
    /// Whether `text` is a shell variable name (ASCII letters, digits, `_`, not starting with a
    /// digit): what `--prefix` must be.
    package static func isShellName(_ text: String) -> Bool { ShellNames.isName(text) }
}
