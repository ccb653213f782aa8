/// The line a refused answer is reported by outside the screen (`formrun --submit`, piped plain
/// mode, the library's `RowFailure.description`): who speaks, where the answer is, why, and for
/// piped answers which line it came from:
/// `formrun: /repos/1/stars: must be a multiple of 5 (stdin:4)`.
///
/// The screen shows the message as a sentence (`Must be a multiple of 5`); after a path it reads
/// as the rest of a sentence, so its first letter goes to lower case unless the first word is an
/// acronym or a name (`URL`, `Not a valid URL` → `not a valid URL`).
package enum RefusalLine {
    package static func text(speaker: String, place: String, reason: String, line: String? = nil) -> String {
        var text = speaker + ": "
        if !place.isEmpty { text += place + ": " }
        text += continuing(reason)
        if let line { text += " (" + line + ")" }
        return text
    }

    /// `reason` with its first letter lowered when the word is an ordinary capitalised word.
    static func continuing(_ reason: String) -> String {
        let scalars = Array(reason.unicodeScalars.prefix(2))
        guard let first = scalars.first, first.properties.isUppercase else { return reason }
        if scalars.count == 2, !scalars[1].properties.isLowercase, scalars[1] != " " { return reason }
        return String(Character(first).lowercased()) + reason.dropFirst()
    }
}
