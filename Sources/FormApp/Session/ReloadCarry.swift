import FormCore
import FormTerminal
import FormUI

/// What a `--watch` reload carries from the old state into the new one besides the values: the
/// rows deleted with Ctrl-D, the open editor (a list screen's ticks, a date grid), the text typed
/// for a row's next item, the open question — each when its row still exists as it was — and a
/// note saying what could not be kept. A password is never carried into a row that is no longer
/// a password: it is dropped, with a note, so it is never shown or written to the draft.
enum ReloadCarry {
    /// The values the new form starts with, by tag, and the passwords dropped.
    static func values(from old: FormState, into form: Form) -> (values: [String: Value], droppedPasswords: [String]) {
        var values: [String: Value] = [:]
        var dropped: [String] = []
        for row in form.allRows where row.type.carriesValue {
            guard let before = old.row(row.tag), before.type.unit.value == row.type.unit.value else { continue }
            let value = old.value(of: row.tag)
            // A password never outlives its row type.
            if before.type.isSecret && !row.type.isSecret {
                if value != .null && value != .string("") { dropped.append(row.tag) }
                continue
            }
            values[row.tag] = value
        }
        return (values, dropped)
    }

    /// Puts into `next` what `old` had pending; returns the notes on what was lost.
    static func pending(from old: FormState, into next: inout FormState) -> [String] {
        var notes: [String] = []
        let deletable = Set(next.form.sections.filter(\.deletable).flatMap { $0.rows.map(\.tag) })
        let lost = old.deleted.filter { !deletable.contains($0) }
        for tag in old.deleted.sorted() where deletable.contains(tag) { next.delete(tag) }
        if !lost.isEmpty { notes.append("\(count(lost.count, "deleted row")) came back (no longer deletable)") }
        for (tag, input) in old.inputs where sameType(tag, old, next) && !input.text.isEmpty {
            next.setInput(input, of: tag)
        }
        if let popup = old.popup {
            if sameEditor(popup, old, next) {
                next.setPopup(popup)
            } else {
                notes.append("the editor of \(title(popup.tag, old)) was closed\(ticksLost(popup))")
            }
        }
        switch old.mode {
        case .confirmDelete(let tag) where !deletable.contains(tag) || next.row(tag) == nil:
            notes.append("the question about \(title(tag, old)) was closed")
        case .help, .confirmDiscard, .confirmReset, .confirmDelete:
            next.setMode(old.mode)
        case .form:
            break
        }
        return notes
    }

    /// The note on dropped passwords.
    static func passwordNote(_ tags: [String], in old: FormState) -> String? {
        guard !tags.isEmpty else { return nil }
        let names = tags.map { title($0, old) }.joined(separator: ", ")
        return "the password of \(names) was dropped (no longer a password row)"
    }

    private static func sameType(_ tag: String, _ old: FormState, _ next: FormState) -> Bool {
        guard let before = old.row(tag), let after = next.row(tag) else { return false }
        return before.type == after.type
    }

    /// Whether the editor still fits its row: same type, same options, still shown.
    private static func sameEditor(_ popup: Popup, _ old: FormState, _ next: FormState) -> Bool {
        guard sameType(popup.tag, old, next), let row = next.row(popup.tag), !next.isHidden(row) else { return false }
        if case .list(_, let list) = popup { return list.options == row.options }
        return true
    }

    private static func ticksLost(_ popup: Popup) -> String {
        guard case .list(_, let list) = popup, list.style == .multiple else { return "" }
        if case .list(let given) = list.current, given == list.chosen { return "" }
        if list.current == .null && list.chosen.isEmpty { return "" }
        return " (its \(count(list.chosen.count, "tick")) were not kept)"
    }

    private static func title(_ tag: String, _ state: FormState) -> String {
        VisibleText.quoted(state.row(tag).map { $0.title.isEmpty ? tag : $0.title } ?? tag, limit: 40)
    }

    private static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}
