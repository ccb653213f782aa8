import FormCore

/// Opening and closing the screens of `form` and `list` rows, as pure functions of states: the
/// session keeps the screens under the open one and calls these; plain mode and the checks of a
/// submit use them without a screen.
package enum SubForms {
    /// The tag of a keyed item's name row (`ItemKey`).
    static let keyTag = "#key"

    /// The screen `tag`'s row of `parent` opens: its sub-form with its value filled in, the list
    /// of its items, or one item of a list screen. A message when it cannot open (a sub-form
    /// that could not be built, a value that does not fit it).
    package static func open(_ tag: String, in parent: FormState) -> Result<FormState, SubFormRefusal> {
        guard let row = parent.row(tag), row.type.isSubForm, let subForm = row.subForm else {
            return .failure(.notASubForm)
        }
        let value = parent.value(of: tag)
        if row.type == .list {
            let items = SubFormRule.items(value)
            let list = ListScreen(row: row, items: items)
            let place = SubFormPlace(tag: tag, trail: parent.trail + [row.title], role: .list(list), original: value)
            let prefill = Dictionary(uniqueKeysWithValues: zip(list.entries.map(\.tag), items.map { Value.string($0.text) }))
            var state = FormState(form: list.form(breadcrumb: place.breadcrumb), prefill: prefill, today: parent.today)
            state.place = place
            state.hooks = parent.hooks
            return .success(state)
        }
        guard var form = subForm.resolved() else { return .failure(.cannotBuild(row.title)) }
        var role = SubFormPlace.Role.form
        var key: String?
        if let list = parent.place?.list, let index = list.entries.firstIndex(where: { $0.tag == tag }) {
            let others = list.entries.enumerated().compactMap { $0.offset == index ? nil : $0.element.key }
            role = .item(keyed: list.keyed, isNew: list.entries[index].key == nil && value == .string("{}"), otherKeys: others)
            if list.keyed { ItemKey.addRow(to: &form, noun: list.itemNoun) }
            key = list.entries[index].key
        }
        let title = row.title
        let place = SubFormPlace(tag: tag, trail: parent.trail + [title.isEmpty ? "…" : title], role: role, original: value)
        form.title = place.breadcrumb
        var prefill: [String: Value] = [:]
        if !SubFormCheck.holdsNothing(value), let text = value.stringValue {
            do {
                prefill = try GivenValues.apply(text: text, file: row.title, to: &form)
            } catch {
                return .failure(.valueDoesNotFit("\(error)"))
            }
        }
        if let key { prefill[keyTag] = .string(key) }
        var state = FormState(form: form, prefill: prefill, today: parent.today)
        state.place = place
        // The code a form built in Swift attaches to a sub-form's rows is keyed by their tags, as
        // the top form's is (FormRun collects both): a screen opened from the form keeps it.
        state.hooks = parent.hooks
        return .success(state)
    }

    /// What closing `child` gives the row it fills: its value (and key, for a keyed item); nil
    /// for a new item left untouched, which is taken back.
    package static func result(of child: FormState) -> SubFormResult? {
        guard let place = child.place else { return nil }
        switch place.role {
        case .list(let list):
            let value = list.value(in: child)
            return SubFormResult(tag: place.tag, value: same(value, place.original) ? place.original : value, key: nil)
        case .form:
            return SubFormResult(tag: place.tag, value: child.isDirty ? objectValue(of: child) : place.original, key: nil)
        case .item(let keyed, let isNew, _):
            if isNew && !child.isDirty { return nil }
            let key = keyed ? child.value(of: keyTag).stringValue?.trimmedOfWhitespace : nil
            return SubFormResult(tag: place.tag, value: child.isDirty ? objectValue(of: child) : place.original, key: key)
        }
    }

    /// The message that gives the screen under `child` what closing `child` gives it.
    package static func closing(_ child: FormState, submit: Bool, movesOn: Bool = false) -> Message {
        .subFormClosed(tag: child.place?.tag ?? "", result: result(of: child), submit: submit, movesOn: movesOn)
    }

    /// Why `child` cannot close yet (a keyed item without a name, or named as another), or nil.
    package static func closeRefusal(of child: FormState) -> (tag: String, message: String)? {
        guard case .item(true, let isNew, let others)? = child.place?.role, !(isNew && !child.isDirty) else { return nil }
        let key = child.value(of: keyTag).stringValue?.trimmedOfWhitespace ?? ""
        if key.isEmpty { return (keyTag, "Type a name for this item") }
        if others.contains(key) { return (keyTag, "Another item is named \(VisibleText.quoted(key))") }
        return nil
    }

    /// Whether two document values hold the same JSON (written alike or not).
    private static func same(_ a: Value, _ b: Value) -> Bool {
        a == b || (SubFormRule.document(a).map(SubFormRule.compact) == SubFormRule.document(b).map(SubFormRule.compact)
            && SubFormRule.document(a) != nil)
    }

    /// The object the rows of `child` give, as compact JSON text (its key row left out).
    static func objectValue(of child: FormState) -> Value {
        let entries = child.outputEntries
        return .string(OutputWriter.json(entries, compact: true).trimmedOfWhitespace)
    }
}

/// What a closed screen gives the row it fills.
package struct SubFormResult: Equatable, Sendable {
    package var tag: String
    package var value: Value
    /// A keyed item's name.
    package var key: String?
}

/// Why a screen did not open.
package enum SubFormRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    case notASubForm
    case cannotBuild(String)
    case valueDoesNotFit(String)

    package var description: String {
        switch self {
        case .notASubForm: return "This row opens nothing"
        case .cannotBuild(let title): return "\(title) cannot be shown as a form"
        case .valueDoesNotFit(let why): return "The value does not fit the form: \(why)"
        }
    }
}
