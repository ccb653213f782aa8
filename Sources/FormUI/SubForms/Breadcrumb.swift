/// The titles from the form down to a screen or a plain-mode level, as a person reads them: all of
/// them while there are six or fewer; deeper, the first, `…`, and the last two, the last with the level of
/// its screen in the tree of answers, as the nesting limit counts it (`NestingLimit`: the form's
/// object is level 1): `Form › … › Child › Child (level 150)`. Its length does not grow with the
/// depth, so that a prompt or a title line 200 levels down is not 200 titles long (issue 27).
package enum Breadcrumb {
    /// The most titles written whole; a longer trail is cut to four parts (a trail of five or six,
    /// as a list item's screen in a list item has, reads better whole than cut by one or two).
    package static let maxTitles = 6

    /// `titles` joined with ` › `, cut as the type says; `level` is the last title's.
    package static func text(_ titles: [String], level: Int) -> String {
        shown(titles, level: level).joined(separator: " › ")
    }

    /// The titles `text` writes, `…` standing for those left out.
    package static func shown(_ titles: [String], level: Int) -> [String] {
        guard titles.count > maxTitles, let first = titles.first, let last = titles.last else { return titles }
        return [first, "…", titles[titles.count - 2], last + " (level \(level))"]
    }
}
