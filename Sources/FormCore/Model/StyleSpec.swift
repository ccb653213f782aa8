import FormScreen

/// One style of the form file, parsed: attribute words (`bold`, `dim`, `reverse`, `underline`;
/// `plain`, `normal` or `none` for none of them) and at most one of the eight colours, several
/// joined by spaces, `+` or `,` (`"bold cyan"`, `"reverse+red"`).
package struct StyleSpec: Equatable, Hashable, Sendable {
    package var bold: Bool
    package var dim: Bool
    package var reverse: Bool
    package var underline: Bool
    /// The foreground colour; nil keeps the terminal's.
    package var color: TermColor?
    /// The background colour (`on blue`); nil keeps the terminal's.
    package var background: TermColor?

    package init(bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false,
                color: TermColor? = nil, background: TermColor? = nil) {
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.color = color
    }

    /// No attribute, no colour (`"plain"`).
    package static let plain = StyleSpec()

    /// The style that `text` names (`bold white on blue`), or the first word that names nothing (the spec layer turns
    /// it into a located error). Case is ignored; the last colour given wins.
    package static func parse(_ text: String) -> Result<StyleSpec, UnknownStyleWord> {
        var spec = StyleSpec()
        var onBackground = false
        for word in text.lowercased().split(whereSeparator: { " +,".contains($0) }) {
            if onBackground {
                guard let color = TermColor(rawValue: String(word)) else {
                    return .failure(UnknownStyleWord(word: String(word)))
                }
                spec.background = color
                onBackground = false
                continue
            }
            switch StyleWord(rawValue: String(word)) {
            case .on?: onBackground = true
            case .bold?: spec.bold = true
            case .dim?: spec.dim = true
            case .reverse?: spec.reverse = true
            case .underline?: spec.underline = true
            case .plain?, .normal?, .noStyle?: break
            case nil:
                guard let color = TermColor(rawValue: String(word)) else {
                    return .failure(UnknownStyleWord(word: String(word)))
                }
                spec.color = color
            }
        }
        if onBackground { return .failure(UnknownStyleWord(word: "on")) }
        return .success(spec)
    }

    /// Every word a style may use, for "did you mean".
    package static var words: [String] { StyleWord.allCases.map(\.rawValue) + TermColor.allCases.map(\.rawValue) }
}

/// A word of a style that names no attribute and no colour.
package struct UnknownStyleWord: Error, Equatable, Sendable {
    package var word: String
}

/// The attribute words of a style.
enum StyleWord: String, CaseIterable {
    case bold, dim, reverse, underline, plain, normal, noStyle = "none"
    /// `on COLOR`: the background.
    case on
}
