import FormCore

/// How a form looks on the terminal: formrun's own look (`standard`), the shipped
/// `highContrast` and `mono` (`formrun --theme`), or one of your own, styling the parts of the
/// screen with a form's style words (`"bold white on blue"`). The form's own `style` is laid over
/// it; `NO_COLOR` still takes every colour away. A form given no theme is drawn with the one
/// `FORMRUN_THEME` names, as `formrun` reads it; one given a theme keeps it.
///
/// ```swift
/// form.theme(.highContrast)
/// form.theme(try Theme(focus: "bold white on blue", error: "reverse red"))
/// ```
public struct Theme: Sendable, Equatable {
    let spec: ThemeSpec

    init(spec: ThemeSpec) {
        self.spec = spec
    }

    /// formrun's own look: the focus bar reversed, errors bold red, hints and placeholders dim.
    public static let standard = Theme(spec: ThemeName.default.spec)
    /// Nothing dim, bold titles and box lines, errors and the focus bar reversed and bold,
    /// placeholders underlined.
    public static let highContrast = Theme(spec: ThemeName.highContrast.spec)
    /// Attributes only, never a colour, even one the form's own `style` names.
    public static let mono = Theme(spec: ThemeName.mono.spec)

    /// A theme of your own: each part given style words (`bold`, `dim`, `reverse`, `underline`, a
    /// colour, `on COLOR` for a background), the parts not given keeping formrun's look. A word
    /// that is not a style throws `FormRunError.formFile`, naming it and the closest word.
    public init(focus: String? = nil, title: String? = nil, value: String? = nil, placeholder: String? = nil,
                error: String? = nil, box: String? = nil, hint: String? = nil, monochrome: Bool = false) throws(FormRunError) {
        var spec = ThemeSpec(monochrome: monochrome)
        let parts: [(ThemePart, String?)] = [(.focus, focus), (.title, title), (.value, value), (.placeholder, placeholder),
                                             (.error, error), (.box, box), (.hint, hint)]
        for (part, words) in parts {
            guard let words else { continue }
            switch StyleSpec.parse(words) {
            case .success(let style):
                spec.set(part, style)
            case .failure(let unknown):
                let suggestion = unknown.word == "on" ? "on blue" : Suggestion.closest(to: unknown.word, in: StyleSpec.words)
                throw FormRunError(readingCode: FormFileError(file: "Theme(\(part.rawValue):)", location: .unknown,
                                                              kind: .badValue(.unknownStyle(unknown.word, suggestion: suggestion))))
            }
        }
        self.spec = spec
    }

    /// A theme file, as `formrun --theme FILE` reads it; a mistake is thrown at its place.
    public init(contentsOf path: String) throws(FormRunError) {
        do {
            spec = try ThemeFile.read(path: path)
        } catch {
            throw FormRunError(reading: error)
        }
    }
}
