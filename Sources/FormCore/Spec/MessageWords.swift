/// Pieces of the words of form-file errors and warnings.

/// ` (did you mean 'x'?)`, or nil without a suggestion.
func didYouMean(_ suggestion: String?) -> String? {
    suggestion.map { " (did you mean \(quoted($0))?)" }
}

/// ` (did you mean 'x' or 'y'?)`, or nil without suggestions.
func didYouMean(_ suggestions: [String]) -> String? {
    suggestions.isEmpty ? nil : " (did you mean \(either(suggestions.map(quoted)))?)"
}

/// `a, b or c`.
func either(_ words: [String]) -> String {
    words.count > 1 ? words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "") : words.joined()
}

/// `an` before a vowel (`an 'info' row`), `a` otherwise.
func article(_ word: String) -> String {
    guard let first = word.lowercased().first else { return "a" }
    return "aeiou".contains(first) ? "an" : "a"
}

/// `'text'` as a message quotes input: control characters spelled out, cut to 60 characters.
func quoted(_ text: String) -> String { VisibleText.quoted(text) }
