import FormJSON
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
        let level = parent.level(of: row)
        guard level <= NestingLimit.depth else { return .failure(.tooDeep(level: level)) }
        if row.type.holdsItems {
            let items = SubFormRule.items(value)
            let list = ListScreen(row: row, items: items)
            let place = SubFormPlace(tag: tag, trail: parent.trail + [row.title], role: .list(list), original: value, level: level)
            let prefill = Dictionary(uniqueKeysWithValues: zip(list.entries.map(\.tag), items.map(\.value)))
            var state = FormState(form: list.form(breadcrumb: place.breadcrumb), prefill: prefill, today: parent.today,
                                  subFormsWritten: true)
            state.place = place
            state.inheritHooks(from: parent, opening: tag)
            return .success(state)
        }
        guard var form = subForm.resolved() else { return .failure(.cannotBuild(row.title)) }
        if form.showsUndeclaredMembers { UndeclaredMembers.show(in: &form, tree: value) }
        var role = SubFormPlace.Role.form
        var key: String?
        var fresh = false
        if let list = parent.place?.list, let index = list.index(of: tag) {
            role = .item(keyed: list.keyed, isNew: list.entries[index].isNew && value == .object([]),
                         otherKeys: list.otherKeys(than: index))
            if list.keyed { ItemKey.addRow(to: &form, noun: list.itemNoun) }
            key = list.entries[index].key
            fresh = list.entries[index].isNew && value == .object([])
        }
        let title = row.title
        let place = SubFormPlace(tag: tag, trail: parent.trail + [title.isEmpty ? "…" : title], role: role, original: value,
                                 level: level)
        form.title = place.breadcrumb
        var prefill: [String: Value] = [:]
        // A new item of scalars (a form that is one row, `Form.documentRow`) starts empty, not `{}`.
        if !SubFormCheck.holdsNothing(value) && !(fresh && form.documentRow != nil) {
            do {
                prefill = try GivenValues.apply(tree: value, file: row.title, to: &form)
            } catch {
                return .failure(.valueDoesNotFit("\(error)"))
            }
        }
        if let key { prefill[keyTag] = .string(key) }
        var state = FormState(form: form, prefill: prefill, today: parent.today)
        state.place = place
        // The code a form built in Swift attaches to a sub-form's rows is keyed by their place:
        // the screen knows its own, so a check declared on an item's row runs there only.
        state.inheritHooks(from: parent, opening: tag)
        return .success(state)
    }

    /// The screen shown for row `tag` of `parent` (`open`'s). When the row shows an error (after
    /// a refused submit), every failing row of the screen shows its message, as after a refused
    /// submit, and the focus is on the first (`FailingPlaces`).
    package static func screen(_ tag: String, over parent: FormState) -> Result<FormState, SubFormRefusal> {
        open(tag, in: parent).map { opened in
            var child = opened
            guard parent.errors[tag] != nil, let row = parent.row(tag) else {
                child.place?.errorsOutside = parent.place?.errorsOutside == true || !parent.errors.isEmpty
                return child
            }
            child.place?.errorsOutside = parent.place?.errorsOutside == true || parent.errors.count > 1
                || ErrorRoute.failsItself(row, in: parent)
            let places = FailingPlaces.all(in: child, files: FileFacts())
            child.setErrors(FailingPlaces.messages(of: places))
            if let first = places.first { child.focus(on: first.way.first ?? first.tag) }
            return child
        }
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
    package static func closing(_ child: FormState, submit: Bool, movesOn: Bool = false, seeking: ErrorSeek? = nil) -> Message {
        .subFormClosed(tag: child.place?.tag ?? "", result: result(of: child), submit: submit, movesOn: movesOn, seeking: seeking,
                       found: child.foundSettings)
    }

    /// Why `child` cannot close yet (a keyed item without a name, or named as another), or nil.
    package static func closeRefusal(of child: FormState) -> (tag: String, message: String)? {
        guard case .item(true, let isNew, let others)? = child.place?.role, !(isNew && !child.isDirty) else { return nil }
        let key = child.value(of: keyTag).stringValue?.trimmedOfWhitespace ?? ""
        if key.isEmpty { return (keyTag, "Type a name for this item") }
        if others.contains(key) { return (keyTag, "Another item is named \(VisibleText.quoted(key))") }
        return nil
    }

    /// Whether two list values hold the same tree.
    private static func same(_ a: Value, _ b: Value) -> Bool {
        a == b
    }

    /// The object the rows of `child` give (its key row left out), `.unparsed` texts kept.
    /// A form that is one row (a member of a map of scalars: `Form.documentRow`) gives that row's
    /// value even when the instance leaves it out (an emptied text is `""`, not `{}`).
    static func objectValue(of child: FormState) -> Value {
        let entries = child.outputEntries
        if let tag = child.form.documentRow, !entries.contains(where: \.path.isEmpty),
           let row = child.form.row(tag), row.encoding == .asIs {
            let value = child.value(of: tag)
            return value.isNull && row.type.isTextLike ? .string("") : value
        }
        return OutputWriter.tree(entries)
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
    /// The screen's value would stand at `level`, past `NestingLimit.depth`.
    case tooDeep(level: Int)

    package var description: String {
        switch self {
        case .notASubForm: return "This row opens nothing"
        case .cannotBuild(let title): return "\(title) cannot be shown as a form"
        case .valueDoesNotFit(let why): return "The value does not fit the form: \(why)"
        case .tooDeep(let level):
            return "Nested too deeply: this would be level \(level) of the answers, past the limit of \(NestingLimit.depth) levels"
        }
    }
}
