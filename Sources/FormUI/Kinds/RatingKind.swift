import FormCore
import FormScreen

/// `rating`: 0 to `max` stars, drawn `★★★☆☆` (`***..` in ASCII). Right or `+` adds a star, Left or
/// `-` takes one away, a digit sets the count and `0` clears it.
struct RatingKind: RowKind {
    func cell(for visible: VisibleRow, in context: CellContext) -> ValueCell {
        let max = RatingRule.maximum(of: visible.row)
        let stars = Swift.min(RatingRule.stars(visible.value), max)
        let (full, empty) = context.box.isASCII ? ("*", ".") : ("★", "☆")
        guard max <= context.valueWidth else {
            return ValueCell("\(full) \(stars)/\(max)", context.valueStyle)
        }
        var spans: [Span] = []
        if stars > 0 { spans.append(Span(String(repeating: full, count: stars), context.valueStyle)) }
        if stars < max { spans.append(Span(String(repeating: empty, count: max - stars), context.theme.placeholder)) }
        return ValueCell([spans])
    }

    func noun(for row: Row) -> String { "a rating" }

    func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        [RowBinding(keys: [.left, .right, .char("-"), .char("+")], "stars", help: "one star fewer / more", run: Self.rate),
         RowBinding([.digits], "set", help: "set the number of stars; 0 clears them", run: Self.rate)]
    }

    private static let rate: RowBinding.Run = { key, row, state, _ in
        let max = RatingRule.maximum(of: row)
        let current = RatingRule.stars(state.value(of: row.tag))
        let target: Int
        switch key {
        case .right, .char("+"):
            target = current + 1
        case .left, .char("-"):
            target = current - 1
        case .char(let c) where c.isASCII && c.isWholeNumber:
            target = c.wholeNumberValue ?? 0
        default:
            return .ignored
        }
        if let refusal = RowEditing.refusalIfDisabled(row, in: &state) { return refusal }
        if target < 0 { return RowEditing.refusal("No stars to take away", in: &state) }
        if target > max { return RowEditing.refusal(CheckMessage.tooManyStars(max: max).text, in: &state) }
        if target != current { RowEditing.set(.number(Double(target)), of: row, in: &state) }
        return .done
    }
}
