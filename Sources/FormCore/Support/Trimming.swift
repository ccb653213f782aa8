extension StringProtocol {
    /// The text without the whitespace (spaces, tabs, line breaks) at its two ends.
    package var trimmedOfWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
