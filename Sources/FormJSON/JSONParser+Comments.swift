/// JSONC comments: `// …` to the end of the line and `/* … */`, read as whitespace.
extension JSONParser {
    /// Skips the comment whose `/` is at `pos`. Each byte is looked at once; the line breaks of a
    /// block comment are recorded, so that locations after it are exact.
    mutating func skipComment() throws(JSONReadError) {
        let start = pos
        guard pos + 1 < bytes.count else { throw error(.loneSlash, at: start) }
        switch bytes[pos + 1] {
        case UInt8(ascii: "/"):
            pos += 2
            // The line break is left to `skipWhitespace`, which records the next line.
            while pos < bytes.count && bytes[pos] != 0x0A && bytes[pos] != 0x0D { pos += 1 }
        case UInt8(ascii: "*"):
            pos += 2
            while pos < bytes.count {
                switch bytes[pos] {
                case UInt8(ascii: "*") where pos + 1 < bytes.count && bytes[pos + 1] == UInt8(ascii: "/"):
                    pos += 2
                    return
                case 0x0A, 0x0D:
                    skipLineBreak()
                default:
                    pos += 1
                }
            }
            throw error(.unterminatedComment, at: start)
        default:
            throw error(.loneSlash, at: start)
        }
    }
}
