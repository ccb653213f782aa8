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

    /// `count` spaces; the widths of a screen line come from a table built once, shared by
    /// reference, so padding a line allocates nothing.
    package static func spaces(_ count: Int) -> String {
        count < spaceTable.count ? spaceTable[Swift.max(0, count)] : text(" ", count: count)
    }

    private static let spaceTable: [String] = (0...512).map { text(" ", count: $0) }
}
