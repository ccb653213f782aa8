import FormCore

/// A setting search that closed (Esc, or Enter going to a match): what F3 and Shift-F3 walk
/// through. Each screen the way to a match passed keeps it, with where that screen stands on the
/// way (`at`), so F3 from any of them goes back up only as far as the next match needs.
package struct FoundSettings: Equatable, Sendable {
    package var index: SettingIndex
    package var query: String
    /// The matching entries of `index`, best first.
    package var matches: [Int]
    /// The place in `matches` of the match last gone to; nil before the first.
    package var current: Int?
    /// The tags of the rows opened from the form's screen (where every search's index begins) to
    /// the screen keeping this.
    package var at: [String]

    /// This search as the screen under the one keeping it keeps it when that one closes (Esc):
    /// F3 there goes on from the match last gone to, not from an older one.
    func leaving() -> FoundSettings {
        var found = self
        if !found.at.isEmpty { found.at.removeLast() }
        return found
    }

    /// The place in `matches` F3 (`forward`) or Shift-F3 goes to next, round the ends.
    func next(forward: Bool) -> Int? {
        guard !matches.isEmpty else { return nil }
        guard let current else { return forward ? 0 : matches.count - 1 }
        return (current + (forward ? 1 : matches.count - 1)) % matches.count
    }

    /// The way from this screen, `depth` screens deep, to match `place`: screens to close, then
    /// rows to open and focus.
    func way(to place: Int, from depth: Int) -> SettingWay {
        let target = index.entries[matches[place]].way
        let screens = target.dropLast()
        var common = 0
        while common < at.count, common < screens.count, at[common] == screens[screens.startIndex + common] { common += 1 }
        var found = self
        found.current = place
        return SettingWay(up: at.count - common, down: Array(target[common...]), found: found, depth: depth)
    }
}

/// What is left of going to a setting (`SettingSearch.step`): close `up` screens, then open the
/// screens of `down` but its last row, and focus that one.
package struct SettingWay: Equatable, Sendable {
    package var up: Int
    package var down: [String]
    /// The search, kept by every screen passed; its `at` is the screen this step is for.
    package var found: FoundSettings
    /// How many screens deep (`FormState.trail`) the screen this step is for stands: a step that
    /// reaches another (a screen that did not open or close) goes no further.
    package var depth: Int
}
