extension Array where Element == UInt8 {
    /// The start of the last occurrence of `needle`, if any.
    func lastIndex(of needle: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= count else { return nil }
        var start = count - needle.count
        while start >= 0 {
            if self[start..<(start + needle.count)].elementsEqual(needle) { return start }
            start -= 1
        }
        return nil
    }

    /// Whether `needle` occurs at all.
    func contains(_ needle: [UInt8]) -> Bool { lastIndex(of: needle) != nil }
}

extension String {
    /// The UTF-8 bytes, for searching terminal output.
    var bytes: [UInt8] { Array(utf8) }
}
