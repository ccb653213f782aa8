import FormJSON

/// A schema's `markdownDescription` (VS Code's, preferred where present) or `description` as
/// the text a form draws: line breaks kept as line breaks, backticks dropped, `[text](url)`
/// written `text (url)`; the rest of the markdown is left as written.
enum SchemaDescription {
    /// The description of `node`, drawn as text; nil when it has none (or an empty one).
    static func of(_ node: JSONNode) -> String? {
        guard let raw = node["markdownDescription"]?.stringValue ?? node["description"]?.stringValue else { return nil }
        let text = plain(raw)
        return text.isEmpty ? nil : text
    }

    /// The description of `node` on one line (a placeholder, an option): line breaks become spaces.
    static func line(of node: JSONNode) -> String? {
        of(node).map(oneLine)
    }

    static func oneLine(_ text: String) -> String {
        // One line already, with no spaces to trim: as it is.
        if let first = text.utf8.first, let last = text.utf8.last, first != 0x20, first != 0x09, last != 0x20, last != 0x09,
           !text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x0B || $0 == 0x0C || $0 >= 0x80 }) {
            return text
        }
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.filter { !$0.isEmpty }.joined(separator: " ")
    }


    /// Markdown as text: `\r\n` as `\n`, backticks dropped, links as `text (url)`.
    static func plain(_ markdown: String) -> String {
        // Most descriptions hold none of it: given back as they are, without walking their characters.
        if !markdown.utf8.contains(where: { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "[") }) {
            return markdown
        }
        var out = ""
        var rest = Substring(markdown)
        while let c = rest.first {
            if c == "`" {
                rest.removeFirst()
                continue
            }
            // "\r\n" is one Character.
            if c == "\r\n" || c == "\r" {
                rest.removeFirst()
                out.append("\n")
                continue
            }
            if c == "[", let link = link(at: rest) {
                out += plain(String(link.text)) + " (" + link.url + ")"
                rest = link.rest
                continue
            }
            out.append(c)
            rest.removeFirst()
        }
        return out
    }

    /// `[text](url)` at the start of `s`: its text, its URL and what follows it.
    private static func link(at s: Substring) -> (text: Substring, url: String, rest: Substring)? {
        guard let close = s.firstIndex(of: "]") else { return nil }
        let text = s[s.index(after: s.startIndex)..<close]
        let afterClose = s.index(after: close)
        guard !text.contains("["), !text.contains(where: \.isNewline), afterClose < s.endIndex, s[afterClose] == "(",
              let end = closing(from: afterClose, in: s) else { return nil }
        let url = s[s.index(after: afterClose)..<end]
        guard !url.isEmpty, !url.contains(where: { $0 == " " || $0.isNewline }) else { return nil }
        return (text, String(url), s[s.index(after: end)...])
    }

    /// The `)` that closes the `(` at `open` (a URL may hold balanced parentheses).
    private static func closing(from open: Substring.Index, in s: Substring) -> Substring.Index? {
        var depth = 0
        for i in s[open...].indices {
            if s[i] == "(" { depth += 1 }
            if s[i] == ")" {
                depth -= 1
                if depth == 0 { return i }
            }
        }
        return nil
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return s
    }
}
