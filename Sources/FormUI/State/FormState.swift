import FormCore
import FormScreen

/// Everything the form runner knows at one moment: the form, the values being edited, the focus,
/// errors and messages. `Update` turns a state and a key into the next state; `Layout` draws it.
public struct FormState: Sendable {
    public let form: Form
    /// Text rows' editing buffers, by tag.
    public private(set) var buffers: [String: TextBuffer] = [:]
    /// Values of the rows that are not edited as text (switches, checks…), by tag.
    public private(set) var values: [String: Value] = [:]
    /// A number for each text row's buffer that changes whenever the buffer does (drawn rows are
    /// told apart by it without reading their whole text), with where the last change fell; rows
    /// never changed have none (revision 0).
    public private(set) var textRevisions: [String: TextRevision] = [:]
    private var lastTextRevision = 0
    /// Text typed into a row whose value is something else (a `tokens` row's next item), by tag.
    public private(set) var inputs: [String: TextBuffer] = [:]
    /// The focused row's tag.
    public private(set) var focus: String? {
        didSet {
            guard oldValue != focus else { return }
            if let oldValue { changes.rows.insert(oldValue) }
            if let focus { changes.rows.insert(focus) }
        }
    }
    /// Validation messages shown under their rows, by tag. Each change notes its own row in
    /// `changes` (no copy or scan of the others: a key costs the same with 10,000 messages shown).
    public private(set) var errors: [String: String] = [:]
    /// A one-line message in the status line (a refused key, the submit summary…); cleared by the next key.
    public private(set) var status: StatusMessage?
    public private(set) var mode: Mode = .form
    /// The open question refused a key typed on its own (`QuestionKeys.Reply.refused(word:)`):
    /// keys that follow at once are the rest of a word, not an answer.
    public private(set) var questionRefusedWord = false
    /// The first line of the F1 screen on screen (it scrolls when taller than the screen).
    public private(set) var helpScroll = 0
    /// The editor open on a row (a list, a date grid), which takes the keys while it is open.
    public private(set) var popup: Popup? {
        didSet {
            if let tag = oldValue?.tag { changes.rows.insert(tag) }
            if let tag = popup?.tag { changes.rows.insert(tag) }
        }
    }
    /// Today as `YYYY-MM-DD`, for `today` in values, bounds and conditions.
    public let today: String
    /// Rows deleted with Ctrl-D.
    public private(set) var deleted: Set<String> = []
    /// Which rows are hidden, disabled, required right now.
    public private(set) var flags: RowFlagsProvider

    /// What changed since the last `takeChanges()`: what the visible model must look at again.
    public private(set) var changes = StateChanges()

    /// The values the form started with, to tell whether anything changed and for `reset`.
    private let initial: [String: Value]
    /// The sections and rows in display order, and every tag's position.
    public let outline: FormOutline
    /// The widest row title in cells (with room for the required mark), measured once for layout.
    public let widestTitle: Int

    /// A state for `form`, with `prefill` (by tag) outranking the rows' own initial values, and
    /// `restored` (answers resumed from a draft) on top of both: they count as changes, so the
    /// start values (`isDirty`, `reset`) are the form's own and `prefill`'s.
    public init(form: Form, prefill: [String: Value] = [:], restored: [String: Value] = [:],
                today: String = ConditionEvaluator.systemToday()) {
        self.form = form
        self.today = today
        self.flags = RowFlagsProvider(form: form)
        let outline = FormOutline(form: form)
        self.outline = outline
        var widest = 0
        for section in form.sections {
            for row in section.rows where RowKinds.kind(for: row.type).titleColumn(for: row) != .none {
                widest = Swift.max(widest, DisplayWidth.of(row.title) + (form.requiredMark ? 2 : 0))
            }
        }
        widestTitle = widest
        buffers.reserveCapacity(form.sections.reduce(0) { $0 + $1.rows.count })
        for section in form.sections {
            for row in section.rows where row.type.carriesValue || row.type.isReadOnly {
                let start = row.type.unit.initialValue(for: row, given: prefill[row.tag] ?? row.value)
                switch RowKinds.kind(for: row.type).storage(for: row, startingWith: start, today: today) {
                case .text(let buffer): buffers[row.tag] = buffer
                case .value(let value): values[row.tag] = value
                case .valueAndInput(let value, let input):
                    values[row.tag] = value
                    inputs[row.tag] = input
                }
            }
        }
        // Compared as the editor reads them back, so that `"value": ""` counts as unchanged.
        let (buffers, values) = (self.buffers, self.values)
        var initial: [String: Value] = [:]
        initial.reserveCapacity(buffers.count + values.count)
        for section in form.sections {
            for row in section.rows where initial[row.tag] == nil {
                initial[row.tag] = FormState.value(of: row.tag, rows: outline, buffers: buffers, values: values)
            }
        }
        self.initial = initial
        for (tag, value) in restored {
            guard let row = outline.row(tag), self.buffers[tag] != nil || self.values[tag] != nil else { continue }
            let start = row.type.unit.initialValue(for: row, given: value)
            store(RowKinds.kind(for: row.type).storage(for: row, startingWith: start, today: today), of: tag)
            touched.insert(tag)
        }
        let (restoredBuffers, restoredValues) = (self.buffers, self.values)
        flags.refresh(values: { tag in
            FormState.value(of: tag, rows: outline, buffers: restoredBuffers, values: restoredValues)
        })
        focus = Navigation.firstFocus(in: self)
        changes = StateChanges()
    }

    /// The typed value of a row as it stands (hidden rows included).
    public func value(of tag: String) -> Value {
        FormState.value(of: tag, rows: outline, buffers: buffers, values: values)
    }

    /// The row with this tag.
    public func row(_ tag: String) -> Row? { outline.row(tag) }

    private static func value(of tag: String, rows: FormOutline, buffers: [String: TextBuffer], values: [String: Value]) -> Value {
        if let buffer = buffers[tag], let row = rows.row(tag) {
            return TextValue.value(fromText: buffer.text, type: row.type)
        }
        return values[tag] ?? .null
    }

    /// Puts every value back as the form started (a `reset` button): deleted rows come back,
    /// errors go.
    public mutating func reset() {
        for (tag, value) in initial {
            guard let row = outline.row(tag), buffers[tag] != nil || values[tag] != nil else { continue }
            let storage = RowKinds.kind(for: row.type).storage(for: row, startingWith: value, today: today)
            // A text as it started keeps its revision: the row is not redrawn as changed.
            if case .text(let start) = storage, buffers[tag]?.text == start.text { buffers[tag] = start; continue }
            store(storage, of: tag)
        }
        deleted = []
        setErrors([:])
        let rows = outline, buffers = self.buffers, values = self.values
        flags.refresh(values: { FormState.value(of: $0, rows: rows, buffers: buffers, values: values) })
        changes.everything = true
        changes.values.formUnion(initial.keys)
        Navigation.repair(&self)
        status = StatusMessage("The form was reset")
    }

    /// The value of every row as the form started, by tag (hidden rows included).
    public var startValues: [String: Value] { initial }

    /// The rows whose value was set since the form started (whatever it is now): `isDirty`
    /// compares only these, so Esc costs the rows changed, not the form.
    private var touched: Set<String> = []

    /// True when some value differs from the one the form started with.
    public var isDirty: Bool {
        if !deleted.isEmpty { return true }
        for tag in touched where value(of: tag) != initial[tag] { return true }
        return false
    }

    public func isHidden(_ row: Row) -> Bool { deleted.contains(row.tag) || flags.isHidden(row.tag) }
    public func isDisabled(_ row: Row) -> Bool { flags.isDisabled(row.tag) }
    public func isRequired(_ row: Row) -> Bool { flags.isRequired(row.tag) }
    public func isSectionHidden(_ section: Section) -> Bool { flags.isHidden(section.tag) }

    /// Hidden by its own condition or deleted, whatever its section says.
    public func isHiddenItself(_ row: Row) -> Bool {
        deleted.contains(row.tag) || flags.conditions.condition(.row(row.tag), .hidden)
    }

    // MARK: Changing the state (each keeps the invariants: a value change re-evaluates its dependants)

    /// Sets a (non-text) row's value; what depends on it is re-evaluated.
    public mutating func setValue(_ value: Value, of tag: String) {
        values[tag] = value
        valueChanged(tag)
    }

    /// Sets a text row's buffer. `edited` (the text changed, not only the cursor) re-evaluates
    /// what depends on it.
    public mutating func setBuffer(_ buffer: TextBuffer, of tag: String, edited: Bool) {
        buffers[tag] = buffer
        bufferChanged(tag, edited: edited)
    }

    /// Changes a text row's buffer in place, without copying its text (the state keeps no other
    /// reference to it meanwhile): `body` returns its result and whether the text changed
    /// (`true`: what depends on it is re-evaluated), only the cursor (`false`), or nothing (nil,
    /// and `body` must then have left the buffer as it was). Nil when the row has no buffer.
    public mutating func editBuffer<Result>(of tag: String, _ body: (inout TextBuffer) -> (Result, edited: Bool?)) -> Result? {
        guard let index = buffers.index(forKey: tag) else { return nil }
        let (result, edited) = body(&buffers.values[index])
        if let edited { bufferChanged(tag, edited: edited) }
        return result
    }

    /// After a buffer was set: a new text revision when the text changed (a cursor move alone
    /// keeps it: the cursor is drawn from the buffer).
    private mutating func bufferChanged(_ tag: String, edited: Bool) {
        if edited {
            noteTextRevision(tag)
            valueChanged(tag)
        } else {
            changes.rows.insert(tag)
        }
    }

    private mutating func noteTextRevision(_ tag: String) {
        lastTextRevision += 1
        let change = buffers[tag]?.takeChange() ?? .whole
        textRevisions[tag] = TextRevision(number: lastTextRevision, previous: textRevisions[tag]?.number ?? 0, change: change)
    }

    /// Sets a row's value as a values file or a draft gives it: read by its type's rules (a
    /// choice's value, a text row's text) and kept as its editor keeps it; what depends on it is
    /// re-evaluated. A row without a value (a button, an unknown tag) is left alone.
    public mutating func setGivenValue(_ value: Value, of tag: String) {
        guard let row = outline.row(tag), buffers[tag] != nil || values[tag] != nil else { return }
        let start = row.type.unit.initialValue(for: row, given: value)
        setStorage(RowKinds.kind(for: row.type).storage(for: row, startingWith: start, today: today), of: tag)
    }

    /// How the row tagged `tag` keeps its value right now (nil for a row without one), to be put
    /// back as it was with `setStorage`.
    public func storage(of tag: String) -> RowStorage? {
        if let buffer = buffers[tag] { return .text(buffer) }
        guard let value = values[tag] else { return nil }
        return inputs[tag].map { .valueAndInput(value, $0) } ?? .value(value)
    }

    /// Replaces how a row keeps its value; what depends on it is re-evaluated.
    public mutating func setStorage(_ storage: RowStorage, of tag: String) {
        store(storage, of: tag)
        valueChanged(tag)
    }

    /// Sets the text typed into a row whose value is something else (its value is unchanged).
    public mutating func setInput(_ input: TextBuffer, of tag: String) {
        inputs[tag] = input
        changes.rows.insert(tag)
    }

    /// Moves the focus (no validation: see `Update`).
    public mutating func focus(on tag: String?) { focus = tag }

    /// Shows `message` under the row tagged `tag`, or clears it.
    public mutating func setError(_ message: String?, of tag: String) {
        guard errors[tag] != message else { return }
        errors[tag] = message
        changes.rows.insert(tag)
    }

    /// Replaces every row's message (a submit): the rows whose message came, went or changed are
    /// noted, in time proportional to the old and new messages.
    public mutating func setErrors(_ messages: [String: String]) {
        for (tag, message) in messages where errors[tag] != message { changes.rows.insert(tag) }
        for tag in errors.keys where messages[tag] == nil { changes.rows.insert(tag) }
        errors = messages
    }

    /// The status line's message, until the next key.
    public mutating func setStatus(_ message: StatusMessage?) { status = message }

    public mutating func setMode(_ mode: Mode) {
        if mode == .help && self.mode != .help { helpScroll = 0 }
        self.mode = mode
        questionRefusedWord = false
    }

    /// A key or paste was refused by the open question: the reminder goes to the status line.
    public mutating func refuseInQuestion(word: Bool) {
        questionRefusedWord = word
        status = StatusMessage(QuestionKeys.reminder, isError: true)
    }

    /// Scrolls the F1 screen.
    public mutating func setHelpScroll(_ line: Int) { helpScroll = Swift.max(0, line) }

    /// Opens (or, with nil, closes) the editor that takes the keys.
    public mutating func setPopup(_ popup: Popup?) { self.popup = popup }

    /// Removes a row from the form and the output (Ctrl-D): conditions that read it see `null`
    /// from now on, and the focus moves on when it was there.
    public mutating func delete(_ tag: String) {
        deleted.insert(tag)
        setError(nil, of: tag)
        if buffers[tag] != nil {
            buffers[tag] = TextBuffer("")
            noteTextRevision(tag)
        } else {
            values[tag] = .null
        }
        valueChanged(tag)
        Navigation.repair(&self)
    }

    private mutating func store(_ storage: RowStorage, of tag: String) {
        switch storage {
        case .text(let buffer):
            buffers[tag] = buffer
            noteTextRevision(tag)
        case .value(let value): values[tag] = value
        case .valueAndInput(let value, let input):
            values[tag] = value
            inputs[tag] = input
        }
    }

    /// Re-evaluates what depends on `tag` after its value changed.
    private mutating func valueChanged(_ tag: String) {
        let rows = outline, buffers = self.buffers, values = self.values
        changes.rows.insert(tag)
        changes.values.insert(tag)
        touched.insert(tag)
        let owners = flags.changed(tag, values: { FormState.value(of: $0, rows: rows, buffers: buffers, values: values) })
        changes.owners.formUnion(owners)
    }

    /// Hands over what changed since the last call and starts a new record. The focused row is
    /// always part of it (its cursor may have moved).
    public mutating func takeChanges() -> StateChanges {
        var taken = changes
        if let focus { taken.rows.insert(focus) }
        changes = StateChanges()
        return taken
    }

    /// The rows whose values go into the output: visible, value-bearing, in form order.
    public var outputEntries: [OutputEntry] {
        // A row is hidden when its section is: `isHidden` covers both.
        OutputCollector.output(form: form, values: { value(of: $0.tag) }, isVisible: { !isHidden($0) })
    }
}
