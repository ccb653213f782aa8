import FormCore

/// F8 and Shift-F8: the next or previous row with an error, at any depth. Each screen takes one
/// step of the way among its own rows that show an error, in screen order:
///
/// - a row that fails itself takes the focus;
/// - a `form` or `list` row (or a list's item) showing an error with failing places inside it
///   (`FailingPlaces.inside`) is a way in: it takes the focus and its screen opens
///   (`SubForms.screen` marks the failing rows there), which goes on from its first row (its last
///   one for Shift-F8). Its own failure, if any (too few items, a schema's rule over the whole
///   value, which mostly repeats what fails inside), shows on it but is no stop while places
///   inside fail: F8 goes where the fix is typed;
/// - past the screen's last (first) such row a screen opened over others that show errors
///   closes and the one under it goes on after (before) the row it fills; the form itself, or a
///   screen with no error under it, goes round to its first (last).
///
/// So the order is the one of every failing row laid out as in the form, each sub-form's and
/// item's rows in place of their row, and F8 walks it round as it walks a screen's rows. A step
/// costs the rows it passes (and the checks of the sub-form row it goes into), never the form.
enum ErrorRoute {
    /// The effects of one step of `seek` on this screen.
    static func find(_ seek: ErrorSeek, in state: inout FormState) -> [Effect] {
        let from: RowPosition?
        switch seek.start {
        case .focus:
            guard !state.errors.isEmpty || state.place?.errorsOutside == true else { return nothing(in: &state) }
            // F8 on a row holding failing places goes into it: its insides come after the row.
            if seek.forward, let focus = state.focus, let row = state.row(focus), holdsPlaces(row, in: state) {
                return enter(row.tag, seek, in: &state)
            }
            from = state.focus.flatMap { state.outline.position(of: $0) }
        case .opened(let tag):
            guard state.place?.tag == tag else { return [] }
            return next(after: nil, seek, in: &state).map { go(to: $0, seek, in: &state) } ?? nothing(in: &state)
        case .left(let tag):
            from = state.outline.position(of: tag)
        }
        if let target = next(after: from, seek, in: &state) { return go(to: target, seek, in: &state) }
        if let place = state.place, place.errorsOutside {
            return SubFormKeys.close(&state, submit: false, seeking: seek.going(from: .left(place.tag)))
        }
        // Round the end of the screen, up to the row it started from.
        return next(after: nil, seek, in: &state).map { go(to: $0, seek, in: &state) } ?? nothing(in: &state)
    }

    /// The next (previous) row after `start` showing an error, to the end of the screen; from the
    /// first (last) row when `start` is nil.
    private static func next(after start: RowPosition?, _ seek: ErrorSeek, in state: inout FormState) -> String? {
        guard !state.errors.isEmpty else { return nil }
        var position = Navigation.step(from: start, forward: seek.forward, in: state)
        while let current = position {
            let tag = state.outline.row(at: current).tag
            if state.errors[tag] != nil { return tag }
            position = Navigation.step(from: current, forward: seek.forward, in: state)
        }
        return nil
    }

    /// Focuses row `tag`, and goes into it when failing places are inside.
    private static func go(to tag: String, _ seek: ErrorSeek, in state: inout FormState) -> [Effect] {
        guard let row = state.row(tag), holdsPlaces(row, in: state) else { return Update.moveFocus(in: &state, to: tag) }
        return enter(tag, seek, in: &state)
    }

    private static func enter(_ tag: String, _ seek: ErrorSeek, in state: inout FormState) -> [Effect] {
        let moved = Update.moveFocus(in: &state, to: tag)
        guard moved.isEmpty, state.focus == tag else { return moved }
        if let row = state.row(tag), let refusal = RowEditing.refusalIfDisabled(row, in: &state),
           case .taken(let effects) = refusal {
            return effects
        }
        return [.openSubForm(tag), .findError(seek.going(from: .opened(tag)))]
    }

    /// Whether `row`, showing an error, is a `form` or `list` row with failing places inside.
    private static func holdsPlaces(_ row: Row, in state: FormState) -> Bool {
        guard row.type.isSubForm, state.errors[row.tag] != nil, !state.isHidden(row),
              case .success(let places) = FailingPlaces.inside(row, in: state, files: FileFacts()) else { return false }
        return !places.isEmpty
    }

    /// Whether `row` fails its own checks (required, its type's, its validators), not only what it
    /// holds: a screen opened from it leaves for the screen under it past its last failing row.
    static func failsItself(_ row: Row, in state: FormState) -> Bool {
        Submission.ownCheck(visible: row, required: state.isRequired(row), in: state, files: FileFacts()) != nil
    }

    private static func nothing(in state: inout FormState) -> [Effect] {
        state.setStatus(StatusMessage("No row needs attention"))
        return []
    }
}
