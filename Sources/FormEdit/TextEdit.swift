/// Bytes `range` of a text replaced by `text` (an insertion when the range is empty).
struct TextEdit: Equatable {
    var range: Range<Int>
    var text: [UInt8]

    init(_ range: Range<Int>, _ text: String) {
        self.range = range
        self.text = Array(text.utf8)
    }

    /// `bytes` with `edits` made; edits must not overlap (insertions at one place keep their order).
    static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }.map(\.element)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var at = 0
        for edit in ordered {
            let start = max(edit.range.lowerBound, at)
            out.append(contentsOf: bytes[at..<start])
            out.append(contentsOf: edit.text)
            at = max(at, edit.range.upperBound)
        }
        out.append(contentsOf: bytes[min(at, bytes.count)...])
        return out
    }
}
