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


    /// Markdown as text: `\r\n` as `\n`, backticks dropped, links as `text (url)`. Read as UTF-8
    /// bytes: every mark it looks for is ASCII, and a schema's thousand descriptions are read
    /// before its first screen.
    static func plain(_ markdown: String) -> String {
        let bytes = Array(markdown.utf8)
        // Most descriptions hold none of it: given back as they are.
        if !bytes.contains(where: { $0 == backtick || $0 == carriageReturn || $0 == openBracket }) { return markdown }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        append(bytes[...], into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static let backtick = UInt8(ascii: "`"), carriageReturn = UInt8(ascii: "\r"), newline = UInt8(ascii: "\n")
    private static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    private static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")

    private static func append(_ s: ArraySlice<UInt8>, into out: inout [UInt8]) {
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            if c == backtick {
                i += 1
            } else if c == carriageReturn {
                out.append(newline)
                i += i + 1 < s.endIndex && s[i + 1] == newline ? 2 : 1
            } else if c == openBracket, let link = link(at: i, in: s) {
                append(link.text, into: &out)
                out.append(UInt8(ascii: " "))
                out.append(openParen)
                out += link.url
                out.append(closeParen)
                i = link.rest
            } else {
                out.append(c)
                i += 1
            }
        }
    }

    /// `[text](url)` at `start` of `s`: its text, its URL and where what follows it starts.
    private static func link(at start: Int, in s: ArraySlice<UInt8>) -> (text: ArraySlice<UInt8>, url: ArraySlice<UInt8>, rest: Int)? {
        guard let close = s[start...].firstIndex(of: closeBracket) else { return nil }
        let text = s[(start + 1)..<close]
        let afterClose = close + 1
        guard !text.contains(openBracket), !holdsNewline(text), afterClose < s.endIndex, s[afterClose] == openParen,
              let end = closing(from: afterClose, in: s) else { return nil }
        let url = s[(afterClose + 1)..<end]
        guard !url.isEmpty, !url.contains(UInt8(ascii: " ")), !holdsNewline(url) else { return nil }
        return (text, url, end + 1)
    }

    /// The `)` that closes the `(` at `open` (a URL may hold balanced parentheses).
    private static func closing(from open: Int, in s: ArraySlice<UInt8>) -> Int? {
        var depth = 0
        for i in open..<s.endIndex {
            if s[i] == openParen { depth += 1 }
            if s[i] == closeParen {
                depth -= 1
                if depth == 0 { return i }
            }
        }
        return nil
    }

    /// Whether `s` holds a line break as `Character.isNewline` says (LF, VT, FF, CR, NEL, LS, PS).
    private static func holdsNewline(_ s: ArraySlice<UInt8>) -> Bool {
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            if (0x0A...0x0D).contains(c) { return true }
            if c == 0xC2, i + 1 < s.endIndex, s[i + 1] == 0x85 { return true }
            if c == 0xE2, i + 2 < s.endIndex, s[i + 1] == 0x80, s[i + 2] == 0xA8 || s[i + 2] == 0xA9 { return true }
            i += 1
        }
        return false
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
