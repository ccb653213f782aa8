import Synchronization

/// A piece of text repeated, built from its UTF-8 bytes at once: padding and border lines are
/// drawn on every line, and `String(repeating:count:)` appends a piece at a time.
package enum Repeated {
    package static func text(_ piece: String, count: Int) -> String {
        guard count > 0, !piece.isEmpty else { return "" }
        let utf8 = piece.utf8
        if utf8.count == 1, let byte = utf8.first {
            return String(decoding: [UInt8](repeating: byte, count: count), as: UTF8.self)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count * count)
        for _ in 0..<count { bytes.append(contentsOf: utf8) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `count` spaces; each width up to 512 is built at its first use and then shared by reference,
    /// so padding a line allocates nothing. (A table of every width built at once was 150 kB, a
    /// quarter of the heap of a small form's first screen.)
    package static func spaces(_ count: Int) -> String {
        guard count > 0 else { return "" }
        guard count < sharedWidths else { return text(" ", count: count) }
        return spaceTable.withLock { table in
            if let known = table[count] { return known }
            let made = text(" ", count: count)
            table[count] = made
            return made
        }
    }

    private static let sharedWidths = 513
    private static let spaceTable = Mutex<[String?]>(Array(repeating: nil, count: sharedWidths))
}
