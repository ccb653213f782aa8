/// Where each line of a file starts, to turn byte offsets into line:column when needed.
///
/// Columns count characters (grapheme clusters). Offsets asked for in increasing order along a
/// line are counted from the previous one, so that a long minified line costs no more than once;
/// an offset a little before the previous one is counted back from it.
struct LineTable {
    /// The byte offset of the first character of each line (after a byte-order mark for line 1).
    private(set) var starts: [UInt32]
    private var cacheLine = 0
    private var cacheOffset = 0
    private var cacheColumn = 1

    init(firstLineStart: Int) {
        starts = [UInt32(firstLineStart)]
        cacheOffset = firstLineStart
    }

    mutating func addLine(startingAt offset: Int) {
        starts.append(UInt32(offset))
    }

    /// The line:column of byte offset `offset` of `bytes`.
    mutating func location(ofOffset offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let line = lineIndex(of: offset)
        if line == cacheLine && offset < cacheOffset && cacheOffset - offset < offset - Int(starts[line]) {
            // Back along the same line, nearer the last offset than the line's start (a minified
            // file's object asked for after its members): counted back from there.
            let back = min(cacheOffset, bytes.count), to = min(offset, back)
            var i = to
            while i < back && bytes[i] < 0x80 { i += 1 }
            cacheColumn -= i == back ? back - to : String(decoding: bytes[to..<back], as: UTF8.self).count
            cacheOffset = to
            return SourceLocation(line: line + 1, column: cacheColumn)
        }
        if line != cacheLine || offset < cacheOffset {
            cacheLine = line
            cacheOffset = Int(starts[line])
            cacheColumn = 1
        }
        let from = min(cacheOffset, bytes.count), to = min(max(offset, from), bytes.count)
        var i = from
        while i < to && bytes[i] < 0x80 { i += 1 }
        if i == to {
            cacheColumn += to - from
        } else {
            cacheColumn += String(decoding: bytes[from..<to], as: UTF8.self).count
        }
        cacheOffset = to
        return SourceLocation(line: line + 1, column: cacheColumn)
    }

    /// The 0-based line holding `offset`: the last line starting at or before it.
    private func lineIndex(of offset: Int) -> Int {
        // Locations are mostly asked for in file order: look at the next few lines first.
        if cacheLine < starts.count, Int(starts[cacheLine]) <= offset {
            var line = cacheLine
            while line < min(cacheLine + 4, starts.count - 1) && Int(starts[line + 1]) <= offset { line += 1 }
            if line + 1 == starts.count || offset < Int(starts[line + 1]) { return line }
        }
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(starts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
