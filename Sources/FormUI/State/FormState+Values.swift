import FormCore

/// Values: reading each row's value, changing it (what depends on it is re-evaluated), reset and delete.
extension FormState {
    /// The typed value of a row as it stands (hidden rows included).
    package func value(of tag: String) -> Value {
        FormState.value(of: tag, rows: outline, buffers: buffers, values: values)
    }

    /// The value of `row` (a row of this form), found without looking its tag up in the outline.
    package func value(of row: Row) -> Value {
        if let buffer = buffers[row.tag] { return TextValue.value(fromText: buffer.text, type: row.type) }
        return values[row.tag] ?? .null
    }

    static func value(of tag: String, rows: FormOutline, buffers: [String: TextBuffer], values: [String: Value]) -> Value {
        if let buffer = buffers[tag], let row = rows.row(tag) {
            return TextValue.value(fromText: buffer.text, type: row.type)
        }
        return values[tag] ?? .null
    }

    /// Puts every value back as the form started (a `reset` button): deleted rows come back,
    /// errors go.
    package mutating func reset() {
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
        setStatus(StatusMessage("The form was reset"))
    }

    /// The value of every row as the form started, by tag (hidden rows included).
    package var startValues: [String: Value] { initial }

    /// True when some value differs from the one the form started with.
    package var isDirty: Bool {
        if !deleted.isEmpty { return true }
        for tag in touched where value(of: tag) != initial[tag] { return true }
        return false
    }

    // MARK: Changing values (each keeps the invariants: a value change re-evaluates its dependants)

    /// Sets a (non-text) row's value; what depends on it is re-evaluated.
    package mutating func setValue(_ value: Value, of tag: String) {
        values[tag] = value
        valueChanged(tag)
    }

    /// Sets a text row's buffer. `edited` (the text changed, not only the cursor) re-evaluates
    /// what depends on it.
    package mutating func setBuffer(_ buffer: TextBuffer, of tag: String, edited: Bool) {
        buffers[tag] = buffer
        bufferChanged(tag, edited: edited)
    }

    /// Changes a text row's buffer in place, without copying its text (the state keeps no other
    /// reference to it meanwhile): `body` returns its result and whether the text changed
    /// (`true`: what depends on it is re-evaluated), only the cursor (`false`), or nothing (nil,
    /// and `body` must then have left the buffer as it was). Nil when the row has no buffer.
    package mutating func editBuffer<Result>(of tag: String, _ body: (inout TextBuffer) -> (Result, edited: Bool?)) -> Result? {
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
    package mutating func setGivenValue(_ value: Value, of tag: String) {
        guard let row = outline.row(tag), buffers[tag] != nil || values[tag] != nil else { return }
        let start = row.type.unit.initialValue(for: row, given: value)
        setStorage(RowKinds.kind(for: row.type).storage(for: row, startingWith: start, today: today), of: tag)
    }

    /// How the row tagged `tag` keeps its value right now (nil for a row without one), to be put
    /// back as it was with `setStorage`.
    package func storage(of tag: String) -> RowStorage? {
        if let buffer = buffers[tag] { return .text(buffer) }
        guard let value = values[tag] else { return nil }
        return inputs[tag].map { .valueAndInput(value, $0) } ?? .value(value)
    }

    /// Replaces how a row keeps its value; what depends on it is re-evaluated.
    package mutating func setStorage(_ storage: RowStorage, of tag: String) {
        store(storage, of: tag)
        valueChanged(tag)
    }

    /// Sets the text typed into a row whose value is something else (its value is unchanged).
    package mutating func setInput(_ input: TextBuffer, of tag: String) {
        inputs[tag] = input
        changes.rows.insert(tag)
    }

    /// Removes a row from the form and the output (Ctrl-D): conditions that read it see `null`
    /// from now on, and the focus moves on when it was there.
    package mutating func delete(_ tag: String) {
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

    mutating func store(_ storage: RowStorage, of tag: String) {
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
        if !hooks.onChange.isEmpty || !hooks.options.isEmpty { hookPending.insert(tag) }
        let owners = flags.changed(tag, values: { FormState.value(of: $0, rows: rows, buffers: buffers, values: values) })
        changes.owners.formUnion(owners)
    }
}
