import FormCore
import FormScreen

/// Everything the form runner knows at one moment: the form, the values being edited, the focus,
/// errors and messages. `Update` turns a state and a key into the next state; `Layout` draws it.
package struct FormState: Sendable {
    /// The form; a row's options change in it when an options hook gives new ones (`FormHooks`).
    package internal(set) var form: Form
    /// Text rows' editing buffers, by tag.
    package internal(set) var buffers: [String: TextBuffer] = [:]
    /// Values of the rows that are not edited as text (switches, checks…), by tag.
    package internal(set) var values: [String: Value] = [:]
    /// A number for each text row's buffer that changes whenever the buffer does (drawn rows are
    /// told apart by it without reading their whole text), with where the last change fell; rows
    /// never changed have none (revision 0).
    package internal(set) var textRevisions: [String: TextRevision] = [:]
    var lastTextRevision = 0
    /// Text typed into a row whose value is something else (a `tokens` row's next item), by tag.
    package internal(set) var inputs: [String: TextBuffer] = [:]
    /// The focused row's tag.
    package private(set) var focus: String? {
        didSet {
            guard oldValue != focus else { return }
            if let oldValue { changes.rows.insert(oldValue) }
            if let focus { changes.rows.insert(focus) }
        }
    }
    /// Validation messages shown under their rows, by tag. Each change notes its own row in
    /// `changes` (no copy or scan of the others: a key costs the same with 10,000 messages shown).
    package private(set) var errors: [String: String] = [:]
    /// What the last refused submit refused, by path (`/repos/1/stars`): each failing row in form
    /// order with its failure, the one inside it for a sub-form or list row. The screen shows
    /// `errors`; this names the same refusal as headless, plain mode and the library do. Empty
    /// until a submit is refused, and after a submit that goes through.
    package internal(set) var lastRefusal: [SubmitFailure] = []
    /// A one-line message in the status line (a refused key, the submit summary…); cleared by the next key.
    package private(set) var status: StatusMessage?
    package private(set) var mode: Mode = .form
    /// The open question refused a key typed on its own (`QuestionKeys.Reply.refused(word:)`):
    /// keys that follow at once are the rest of a word, not an answer.
    package private(set) var questionRefusedWord = false
    /// The first line of the F1 screen on screen (it scrolls when taller than the screen).
    package private(set) var helpScroll = 0
    /// The editor open on a row (a list, a date grid), which takes the keys while it is open.
    package private(set) var popup: Popup? {
        didSet {
            if let tag = oldValue?.tag { changes.rows.insert(tag) }
            if let tag = popup?.tag { changes.rows.insert(tag) }
        }
    }
    /// Today as `YYYY-MM-DD`, for `today` in values, bounds and conditions.
    package let today: String
    /// Rows deleted with Ctrl-D.
    package internal(set) var deleted: Set<String> = []
    /// Which rows are hidden, disabled, required right now.
    package internal(set) var flags: RowFlagsProvider

    /// Where this screen sits when it is a sub-form, a list of items or an item (nil for the
    /// form itself): what it fills in the screen under it, and the breadcrumb.
    package internal(set) var place: SubFormPlace?

    /// Code attached to rows by a form built in Swift (FormRun); empty for a form file. Setting it
    /// computes the options of the rows that have an options hook (`refreshOptions`).
    package var hooks = FormHooks() {
        didSet { refreshOptions() }
    }
    /// The tags of the `form` and `list` rows from the top form down to this screen (empty for
    /// the form itself; a list's items share the list's): where its rows' hooks are declared.
    package internal(set) var hookScope: [String] = []
    /// The rows whose value changed since the change hooks last ran (`runHooks`); kept only
    /// while some row has an `onChange` or `options` hook.
    var hookPending: Set<String> = []
    /// The last setting search, for F3 and Shift-F3 (`SettingSearch`).
    package var foundSettings: FoundSettings?
    /// The cursor of each `custom` row that moved it (`CustomKind`): 0 until then.
    var customCursors: [String: Int] = [:]

    /// What changed since the last `takeChanges()`: what the visible model must look at again.
    package internal(set) var changes = StateChanges()

    /// The values the form started with, to tell whether anything changed and for `reset`.
    let initial: [String: Value]

    /// The rows whose value was set since the form started (whatever it is now): `isDirty`
    /// compares only these, so Esc costs the rows changed, not the form.
    var touched: Set<String> = []

    /// The sections and rows in display order, and every tag's position.
    package internal(set) var outline: FormOutline
    /// The widest row title in cells (with room for the required mark), measured once for layout.
    package let widestTitle: Int

    /// A state for `form`, with `prefill` (by tag) outranking the rows' own initial values, and
    /// `restored` (answers resumed from a draft) on top of both: they count as changes, so the
    /// start values (`isDirty`, `reset`) are the form's own and `prefill`'s.
    /// The state of `form` starting from `prefill` (values by tag) and the values a draft
    /// restored (`restored`, edits). A sub-form row's value given in `prefill` starts as its
    /// sub-form writes it (`GivenSubForms`) unless `subFormsWritten` says it is already (the
    /// items of a list screen are the list row's value).
    package init(form: Form, prefill: [String: Value] = [:], restored: [String: Value] = [:],
                today: String = ConditionEvaluator.systemToday(), subFormsWritten: Bool = false) {
        let prefill = subFormsWritten ? prefill : GivenSubForms.normalised(prefill, of: form, today: today)
        self.form = form
        self.today = today
        self.flags = RowFlagsProvider(form: form)
        let outline = FormOutline(form: form, program: flags.conditions.program)
        self.outline = outline
        var widest = 0
        for section in form.sections {
            for row in section.rows where RowKinds.kind(for: row.type).titleColumn(for: row) != .none {
                widest = Swift.max(widest, DisplayWidth.of(row.title) + (form.requiredMark ? 2 : 0))
            }
        }
        widestTitle = widest
        let rowCount = form.sections.reduce(0) { $0 + $1.rows.count }
        buffers.reserveCapacity(rowCount)
        // Compared as the editor reads them back, so that `"value": ""` counts as unchanged: each
        // row's as its storage is made, one lookup a row (`uniqueTags`: no tag came twice).
        var initial: [String: Value] = [:]
        initial.reserveCapacity(rowCount)
        var uniqueTags = true
        for section in form.sections {
            for row in section.rows {
                guard row.type.carriesValue || row.type.isReadOnly else {
                    if initial.updateValue(.null, forKey: row.tag) != nil { uniqueTags = false }
                    continue
                }
                let start = row.type.unit.initialValue(for: row, given: prefill[row.tag] ?? row.value)
                let startValue: Value
                switch RowKinds.kind(for: row.type).storage(for: row, startingWith: start, today: today) {
                case .text(let buffer):
                    buffers[row.tag] = buffer
                    startValue = TextValue.value(fromText: buffer.text, type: row.type)
                case .value(let value):
                    values[row.tag] = value
                    startValue = value
                case .valueAndInput(let value, let input):
                    values[row.tag] = value
                    inputs[row.tag] = input
                    startValue = value
                }
                if initial.updateValue(startValue, forKey: row.tag) != nil { uniqueTags = false }
            }
        }
        if !uniqueTags {
            // A tag given twice (a form built in code): the first row's type reads the last one's storage.
            let (buffers, values) = (self.buffers, self.values)
            initial = [:]
            for section in form.sections {
                for row in section.rows where initial[row.tag] == nil {
                    initial[row.tag] = FormState.value(of: row.tag, rows: outline, buffers: buffers, values: values)
                }
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

    /// The row with this tag.
    package func row(_ tag: String) -> Row? { outline.row(tag) }

    package func isHidden(_ row: Row) -> Bool {
        (!deleted.isEmpty && deleted.contains(row.tag)) || flags.isRowHidden(row.tag)
    }

    /// `isHidden` and `isRequired` of `row` at once (one lookup of its tag in the conditions).
    func hiddenAndRequired(_ row: Row) -> (hidden: Bool, required: Bool) {
        let flags = flags.rowHiddenAndRequired(row.tag)
        return (flags.hidden || (!deleted.isEmpty && deleted.contains(row.tag)), flags.required)
    }

    package func isDisabled(_ row: Row) -> Bool { flags.isDisabled(row.tag) }
    package func isRequired(_ row: Row) -> Bool { flags.isRequired(row.tag) }
    package func isSectionHidden(_ section: Section) -> Bool { flags.isHidden(section.tag) }

    /// Hidden by its own condition or deleted, whatever its section says.
    package func isHiddenItself(_ row: Row) -> Bool {
        deleted.contains(row.tag) || flags.conditions.condition(.row(row.tag), .hidden)
    }

    /// Moves the focus (no validation: see `Update`).
    package mutating func focus(on tag: String?) { focus = tag }

    /// Shows `message` under the row tagged `tag`, or clears it.
    package mutating func setError(_ message: String?, of tag: String) {
        guard errors[tag] != message else { return }
        errors[tag] = message
        changes.rows.insert(tag)
    }

    /// Replaces every row's message (a submit): the rows whose message came, went or changed are
    /// noted, in time proportional to the old and new messages.
    package mutating func setErrors(_ messages: [String: String]) {
        for (tag, message) in messages where errors[tag] != message { changes.rows.insert(tag) }
        for tag in errors.keys where messages[tag] == nil { changes.rows.insert(tag) }
        errors = messages
    }

    /// The status line's message, until the next key.
    package mutating func setStatus(_ message: StatusMessage?) { status = message }

    package mutating func setMode(_ mode: Mode) {
        if mode == .help && self.mode != .help { helpScroll = 0 }
        self.mode = mode
        questionRefusedWord = false
    }

    /// A key or paste was refused by the open question: the reminder goes to the status line.
    package mutating func refuseInQuestion(word: Bool) {
        questionRefusedWord = word
        status = StatusMessage(QuestionKeys.reminder, isError: true)
    }

    /// Scrolls the F1 screen.
    package mutating func setHelpScroll(_ line: Int) { helpScroll = Swift.max(0, line) }

    /// Opens (or, with nil, closes) the editor that takes the keys.
    package mutating func setPopup(_ popup: Popup?) { self.popup = popup }

    /// Hands over what changed since the last call and starts a new record. The focused row is
    /// always part of it (its cursor may have moved).
    package mutating func takeChanges() -> StateChanges {
        var taken = changes
        if let focus { taken.rows.insert(focus) }
        changes = StateChanges()
        return taken
    }

    /// The rows whose values go into the output: visible, value-bearing, in form order.
    package var outputEntries: [OutputEntry] {
        // A row is hidden when its section is: `isHidden` covers both. A keyed item's name row is
        // the item's key, not a member of it.
        let keyed: Bool
        if case .item(true, _, _)? = place?.role { keyed = true } else { keyed = false }
        return OutputCollector.output(form: form, values: { value(of: $0) }, isVisibleAt: { row, position in
            !isHidden(row, position: position) && !(keyed && row.tag == SubForms.keyTag)
        })
    }
}
