/// `--format nul`: one `key=value` record per value, each ended by a NUL byte, for `xargs -0` and
/// `while IFS= read -r -d '' record`. The key is the output key as JSON has it (`user.email`), the
/// value anything but NUL (line breaks included); a list's items are joined by a newline. A value
/// holding NUL, or a key holding `=` (the reader splits there), is refused.
enum NulFormat {
    static func text(_ entries: [OutputEntry], documentName: String) throws(OutputRefusal) -> String {
        var out = ""
        for entry in entries {
            let key = ValueText.key(entry, documentName: documentName)
            let value = try ValueText.text(entry, join: .lines(.nul))
            if key.utf8.contains(0) || value.utf8.contains(0) { throw .nulByte(key: key, format: .nul) }
            if key.utf8.contains(UInt8(ascii: "=")) { throw .equalsInKey(key: key) }
            out += key + "=" + value + "\0"
        }
        return out
    }
}
