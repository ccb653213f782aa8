import FormJSON

/// A theme file: a JSON object whose keys are parts of the screen (`ThemePart`) and whose values
/// are style strings as a form's `style` takes them (`"bold white on blue"`). Every mistake is a
/// `FormFileError` at its `FILE:LINE:COLUMN`.
package enum ThemeFile {
    /// Reads the theme file at `path`.
    package static func read(path: String) throws(FormFileError) -> ThemeSpec {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.contents(of: path, limit: 1 << 20)
        } catch let error as FormFileError {
            throw error
        } catch {
            throw FormFileError(file: path, location: .unknown, kind: .cannotRead(reason: "\(error)"))
        }
        return try parse(bytes: bytes, file: path)
    }

    /// Reads a theme from `bytes`; `file` names it in errors.
    package static func parse(bytes: [UInt8], file: String) throws(FormFileError) -> ThemeSpec {
        let root = try JSONReader.parse(bytes: bytes, file: file)
        guard let members = root.members else {
            throw FormFileError(file: file, location: root.location,
                                kind: .wrongType(key: "theme", expected: .object, found: root.jsonType))
        }
        var theme = ThemeSpec()
        for member in members {
            guard let part = ThemePart(rawValue: member.key) else {
                let suggestion = Suggestion.closest(to: member.key, in: ThemePart.allCases.map(\.rawValue))
                throw FormFileError(file: file, location: member.keyLocation,
                                    kind: .unknownKey(member.key, suggestions: suggestion.map { [$0] } ?? ThemePart.allCases.map(\.rawValue)))
            }
            guard let text = member.value.stringValue else {
                throw FormFileError(file: file, location: member.value.location,
                                    kind: .wrongType(key: member.key, expected: .string, found: member.value.jsonType))
            }
            switch StyleSpec.parse(text) {
            case .success(let style):
                theme.set(part, style)
            case .failure(let unknown):
                // `on` with no colour after it: the suggestion shows one.
                let suggestion = unknown.word == "on" ? "on blue" : Suggestion.closest(to: unknown.word, in: StyleSpec.words)
                throw FormFileError(file: file, location: member.value.location,
                                    kind: .badValue(.unknownStyle(unknown.word, suggestion: suggestion)))
            }
        }
        return theme
    }
}
