import FormScreen

/// Where the lines of a text start when it is broken at its line breaks and wrapped every
/// `width` cells (a character that does not fit on a line that has others starts the next one),
/// kept from one edit to the next: `mend` re-wraps only from the line an edit touched until the
/// lines fall back into step with the old ones, so a key typed into a long text costs a line or
/// two (the rest of its paragraph when it shifts every later line of it), not the whole text.
struct WrappedLines: Equatable {
    let width: Int
    /// The first character of each line; the first line starts at 0, and a text ending in a line
    /// break has an empty last line starting at its end.
    private(set) var starts: [Int]
    /// How many characters were wrapped.
    private(set) var count: Int

    /// The lines of `text`.
    init<Text: RandomAccessCollection>(_ text: Text, width: Int) where Text.Element == Character, Text.Index == Int {
        self.width = Swift.max(1, width)
        starts = [0]
        count = text.count
        _ = Self.wrap(text, width: self.width, from: 0, upTo: Int.max, into: &starts)
    }

    var lineCount: Int { starts.count }

    /// The characters of line `line`, without its line break.
    func range<Text: RandomAccessCollection>(ofLine line: Int, in text: Text) -> Range<Int>
        where Text.Element == Character, Text.Index == Int {
        let start = starts[line]
        var end = line + 1 < starts.count ? starts[line + 1] : count
        if end > start && text[end - 1] == "\n" { end -= 1 }
        return start..<end
    }

    /// The line holding character `position` (the last line for the end of the text).
    func line(of position: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The lines of `text`, which is the text these were wrapped from changed as `change` says.
    mutating func mend<Text: RandomAccessCollection>(to text: Text, after change: TextChange)
        where Text.Element == Character, Text.Index == Int {
        let oldCount = count
        if change == .none && text.count == oldCount { return }
        let from = change.from, keptSuffix = change.keptSuffix
        guard change != .none, from + keptSuffix <= oldCount, from + keptSuffix <= text.count else {
            self = WrappedLines(text, width: width)
            return
        }
        let delta = text.count - oldCount
        // Lines starting before the change stay; the one holding it is wrapped again from its start.
        let kept = line(of: Swift.max(0, from - 1))
        let oldTail = Array(starts[(kept + 1)...])
        starts.removeSubrange((kept + 1)...)
        count = text.count
        let stable = text.count - keptSuffix
        // Wrapping stops at the first new line start in the unchanged tail that an old line
        // started at too: from there on the lines are the old ones, moved by `delta`.
        var old = 0
        let rejoined = Self.wrap(text, width: width, from: starts[kept], upTo: stable, into: &starts) { start in
            while old < oldTail.count && oldTail[old] + delta < start { old += 1 }
            return old < oldTail.count && oldTail[old] + delta == start
        }
        if rejoined {
            starts.append(contentsOf: oldTail[(old + 1)...].lazy.map { $0 + delta })
        }
    }

    /// Wraps `text` from the line starting at `start`, appending each later line's start to
    /// `starts`; once a line starts at or after `stable` and `rejoins` says the old lines start
    /// there too, it stops and says so (true).
    private static func wrap<Text: RandomAccessCollection>(_ text: Text, width: Int, from start: Int, upTo stable: Int,
                                                           into starts: inout [Int],
                                                    rejoins: (Int) -> Bool = { _ in false }) -> Bool
        where Text.Element == Character, Text.Index == Int {
        var column = 0
        var i = start
        while i < text.count {
            let char = text[i]
            var next: Int?
            if char == "\n" {
                next = i + 1
                column = 0
            } else {
                let w = DisplayWidth.of(char)
                if column > 0 && column + w > width {
                    next = i
                    column = 0
                }
                column += w
            }
            if let next {
                if next >= stable && rejoins(next) {
                    starts.append(next)
                    return true
                }
                starts.append(next)
            }
            i += 1
        }
        return false
    }

    /// The cells taken by line `line` up to character `position` (at most its end).
    func columns<Text: RandomAccessCollection>(ofLine line: Int, upTo position: Int, in text: Text) -> Int
        where Text.Element == Character, Text.Index == Int {
        let range = range(ofLine: line, in: text)
        var cells = 0
        for i in range.lowerBound..<Swift.min(position, range.upperBound) { cells += DisplayWidth.of(text[i]) }
        return cells
    }
}
