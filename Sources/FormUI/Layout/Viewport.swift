/// The vertical scroll: the smallest move that keeps the focused lines on screen.
enum Viewport {
    static func scroll(current: Int, total: Int, height: Int, keeping range: Range<Int>?) -> Int {
        var scroll = Swift.max(0, Swift.min(current, total - height))
        guard let range else { return scroll }
        if range.upperBound > scroll + height { scroll = range.upperBound - height }
        if range.lowerBound < scroll { scroll = range.lowerBound }
        return Swift.max(0, scroll)
    }
}
