/// The built-in checks of `email`, `url` and `phone` rows: practical, not RFC-complete.
enum FormatChecks {
    /// `local@domain.tld`: one `@`, no whitespace, a non-empty local part, a domain of at least two
    /// non-empty labels (letters, digits, `-`, not starting or ending with `-`) ending in a label
    /// of at least two letters.
    static func isEmail(_ s: String) -> Bool {
        let parts = s.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !s.contains(where: \.isWhitespace) else { return false }
        guard !parts[0].hasPrefix("."), !parts[0].hasSuffix("."), !parts[0].contains("..") else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy(isHostLabel) else { return false }
        let tld = labels.last!
        return tld.count >= 2 && tld.allSatisfy(\.isLetter)
    }

    /// `http`, `https` or `ftp` (any case), `://`, optional `user@`, a host that is `localhost`,
    /// contains a dot between non-empty labels, or is an IPv6 literal in brackets; an optional
    /// numeric port; then anything without whitespace.
    static func isURL(_ s: String) -> Bool {
        guard !s.contains(where: \.isWhitespace), let schemeEnd = s.firstRange(of: "://") else { return false }
        let scheme = s[..<schemeEnd.lowerBound].lowercased()
        guard ["http", "https", "ftp"].contains(scheme) else { return false }
        let rest = s[schemeEnd.upperBound...]
        var authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        var host = authority
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return false }
            host = authority[...close]
            let after = authority[authority.index(after: close)...]
            return after.isEmpty || isPort(after)
        }
        if let colon = authority.lastIndex(of: ":") {
            guard isPort(authority[colon...]) else { return false }
            host = authority[..<colon]
        }
        if host.lowercased() == "localhost" { return true }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy(isHostLabel)
    }

    /// 7 to 15 digits once `+`, spaces, `-`, `(`, `)` and `.` are removed; nothing else allowed.
    static func isPhone(_ s: String) -> Bool {
        let digits = s.filter { !"+ -().".contains($0) }
        return (7...15).contains(digits.count) && digits.allSatisfy(\.isASCIIDigit)
    }

    private static func isHostLabel(_ label: Substring) -> Bool {
        !label.isEmpty && !label.hasPrefix("-") && !label.hasSuffix("-")
            && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }

    /// `:` followed by 1–5 digits.
    private static func isPort(_ s: Substring) -> Bool {
        let digits = s.dropFirst()
        return s.first == ":" && (1...5).contains(digits.count) && digits.allSatisfy(\.isASCIIDigit)
    }
}

extension Character {
    var isASCIIDigit: Bool { unicodeScalars.count == 1 && ("0"..."9").contains(self) }
}
