/// Titles for properties that have no `title`: the property name in words.
enum SchemaTitle {
    /// `firstName` → `First name`, `max_retries` → `Max retries`, `HTTPPort` → `HTTP port`,
    /// `dry-run` → `Dry run`.
    static func words(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        let chars = Array(name)
        for (i, c) in chars.enumerated() {
            if c == "_" || c == "-" || c == " " || c == "." {
                if !current.isEmpty { words.append(current); current = "" }
                continue
            }
            let next = i + 1 < chars.count ? chars[i + 1] : nil
            let previous = i > 0 ? chars[i - 1] : nil
            if c.isUppercase, !current.isEmpty,
               previous?.isLowercase == true || previous?.isNumber == true || (previous?.isUppercase == true && next?.isLowercase == true) {
                words.append(current)
                current = ""
            }
            current.append(c)
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return name }
        let lowered = words.enumerated().map { index, word -> String in
            // Acronyms (`HTTP`, `URL`) keep their case; the first word starts with a capital.
            if word.count > 1, word.allSatisfy({ $0.isUppercase || $0.isNumber }) { return word }
            let lower = word.lowercased()
            return index == 0 ? lower.prefix(1).uppercased() + lower.dropFirst() : lower
        }
        return lowered.joined(separator: " ")
    }
}
