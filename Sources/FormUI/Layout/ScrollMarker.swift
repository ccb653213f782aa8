/// Which way a scrolled screen has more to show: the title line says `↑ more`, `↓ more` or `↕ more`.
struct ScrollMarker: Equatable {
    var above: Bool
    var below: Bool

    func text(_ box: BoxChars) -> String? {
        switch (above, below) {
        case (true, true): return box.more
        case (true, false): return box.moreAbove
        case (false, true): return box.moreBelow
        case (false, false): return nil
        }
    }
}
