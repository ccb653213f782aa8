import CCurses
import FormScreen

/// A `CellStyle` as curses draws it: attribute bits and a colour pair.
///
/// Pairs 1–8 are the eight foregrounds on the default background, set up when the screen opens
/// (a form that names colours draws exactly as before backgrounds existed). A style with a
/// background gets a pair of its own the first time it is drawn, numbered on from 9; past 63
/// (the fewest pairs an 8-colour terminal offers) it is drawn in its foreground's pair.
struct CursesStyles {
    /// The highest pair number given out.
    static let lastPair: Int16 = 63
    let colors: Bool
    private var pairs: [CellStyle: Int16] = [:]
    private var nextPair: Int16 = 9

    init(colors: Bool) {
        self.colors = colors
    }

    /// Makes pairs 1–8, for a screen that shows colours.
    static func setUpForegroundPairs() {
        for color in TermColor.allCases {
            fr_init_pair(Int16(color.number + 1), Int16(color.number), -1)
        }
    }

    func attributes(_ style: CellStyle) -> attr_t {
        var attrs = fr_a_normal()
        if style.bold { attrs |= fr_a_bold() }
        if style.dim { attrs |= fr_a_dim() }
        if style.reverse { attrs |= fr_a_reverse() }
        if style.underline { attrs |= fr_a_underline() }
        return attrs
    }

    /// The pair of `style`'s colours; 0 (the terminal's own) without colours.
    mutating func pair(_ style: CellStyle) -> Int16 {
        guard colors else { return 0 }
        let foregroundPair = style.foreground.map { Int16($0.number + 1) } ?? 0
        guard let background = style.background else { return foregroundPair }
        let key = CellStyle(foreground: style.foreground, background: background)
        if let pair = pairs[key] { return pair }
        guard nextPair <= Self.lastPair else { return foregroundPair }
        let pair = nextPair
        nextPair += 1
        fr_init_pair(pair, Int16(style.foreground?.number ?? -1), Int16(background.number))
        pairs[key] = pair
        return pair
    }
}
