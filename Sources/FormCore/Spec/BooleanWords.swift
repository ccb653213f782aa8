/// Words people write for a boolean where JSON wants `true` or `false` (`"yes"`, `"off"`): the
/// did-you-mean of a boolean key given a string and of a condition that is one bare word.
enum BooleanWords {
    private static let yes: Set<String> = ["yes", "y", "on", "true", "t", "always", "enabled", "required", "ok", "1"]
    private static let no: Set<String> = ["no", "n", "off", "false", "f", "never", "disabled", "optional", "none", "0"]

    /// The boolean `word` stands for (any case, blanks around ignored), or nil when it reads as neither.
    static func reading(_ word: String) -> Bool? {
        let lower = word.trimmedOfWhitespace.lowercased()
        if yes.contains(lower) { return true }
        if no.contains(lower) { return false }
        return nil
    }

    /// ` (did you mean true?)`, ` (did you mean true or false?)`: the booleans, without quotes.
    static func didYouMean(_ word: String) -> String {
        switch reading(word) {
        case true?: return " (did you mean true, without quotes?)"
        case false?: return " (did you mean false, without quotes?)"
        case nil: return " (did you mean true or false, without quotes?)"
        }
    }
}
