extension StringProtocol {
    /// The text without the whitespace (spaces, tabs, line breaks) at its two ends. Found from each
    /// end by index: a long text is not copied reversed twice.
    package var trimmedOfWhitespace: String {
        guard let start = firstIndex(where: { !$0.isWhitespace }),
              let end = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[start...end])
    }
}
