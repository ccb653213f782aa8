import FormCore
import FormTerminal
import FormUI
import FormDiff

extension FormSession {
    /// Replaces the form with a new version of its file (`--watch`): the values are kept by tag
    /// (when the row still holds the same kind of value; a password only while its row is one),
    /// what was pending is carried (`ReloadCarry`: deleted rows, the open editor), the focus stays on its row or goes to
    /// the nearest one that is left, and the screen changes through the diff engine like after a
    /// key — what appeared, vanished or moved is inserted, deleted and moved, nothing else is
    /// drawn (`ReloadEdits`). The trace gets a `reload` event with that changeset.
    package func reload(_ form: Form, status: StatusMessage?) {
        let started = MonotonicInstant.now
        // The new form replaces the form itself: the screens over it close first, giving it their values.
        let wasOnSubForm = !parents.isEmpty
        if wasOnSubForm { closeAllScreens() }
        let old = state
        let (prefill, droppedPasswords) = ReloadCarry.values(from: old, into: form)
        var next = FormState(form: form, prefill: prefill, today: old.today)
        let notes = [ReloadCarry.passwordNote(droppedPasswords, in: old)].compactMap { $0 }
            + ReloadCarry.pending(from: old, into: &next)
        if let focus = Self.nearestFocus(to: old.focus, in: old, next: next) { next.focus(on: focus) }
        if let status {
            let text = ([status.text] + notes).joined(separator: "; ")
            next.setStatus(StatusMessage(text, isError: status.isError || !notes.isEmpty))
        }
        let (counts, stats) = replace(with: next, drawnWhole: wasOnSubForm)
        onEvent?(TraceEvent(event: "reload", changes: counts, stats: stats, microseconds: Self.microseconds(since: started)))
    }

    /// Makes `next` (a new version of the current screen: the form reloaded, a list's items
    /// edited) the current state; what appeared, vanished or moved reaches the screen through the
    /// diff engine (`ReloadEdits`), nothing else is drawn.
    /// With `drawnWhole` (the screen shows another one: a sub-form was open) it is drawn whole.
    @discardableResult
    func replace(with next: FormState, drawnWhole: Bool = false) -> (ChangeCounts, RenderStats) {
        var next = next
        let old = state
        let oldLayout = layout
        let anchor = layout.anchor(for: old.focus)
        _ = next.takeChanges()
        let nextVisible = VisibleModel(state: next)
        let size = terminal.size
        let nextLayout = ScreenLayout(state: next, visible: nextVisible, rows: size.rows, cols: size.cols,
                                      options: options, keyMap: keyMap)
        nextLayout.settle(next, anchor: next.focus == old.focus ? anchor : nil)
        let reload = ReloadEdits(old: old, oldLayout: oldLayout, new: next, newLayout: nextLayout)
        state = next
        visible = nextVisible
        layout = nextLayout
        return (reload.counts, draw(edits: drawnWhole ? nil : reload.edits, repaint: false))
    }

    /// Keeps the form and shows why its file did not read (`--watch`) on the status line; the
    /// trace gets a `reload failed` event.
    package func reloadFailed(_ message: StatusMessage) {
        let started = MonotonicInstant.now
        state.setStatus(message)
        let stats = refresh(repaint: false, anchor: nil)
        onEvent?(TraceEvent(event: "reload failed", changes: stats.changes, stats: stats.render,
                            microseconds: Self.microseconds(since: started)))
    }

    /// The row to focus after a reload: the same tag, else the nearest row after it (then before
    /// it) in the old form that the new one still has and can focus.
    static func nearestFocus(to tag: String?, in old: FormState, next: FormState) -> String? {
        guard let tag else { return next.focus }
        if Navigation.canFocus(tag, in: next) { return tag }
        let rows = old.form.allRows.map(\.tag)
        guard let at = rows.firstIndex(of: tag) else { return next.focus }
        for candidate in rows[(at + 1)...] + rows[..<at].reversed() where Navigation.canFocus(candidate, in: next) {
            return candidate
        }
        return next.focus
    }
}
