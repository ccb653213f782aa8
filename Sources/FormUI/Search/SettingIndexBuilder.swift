import FormCore

/// Builds the `SettingIndex` of a screen: every row that can take the focus on it and on every
/// screen beneath it — the sub-forms and list items its answers hold, opened as Enter would open
/// them (`SubForms.open`, so the tags, titles and conditions are the screen's own) without
/// showing them — and the rows of a sub-form that holds nothing yet, read from the form's spec
/// (`SubForm.resolved`) one level deep, for the first `specBudget` of them in form order, when
/// they hold at most `specRows` rows and are not the schema's root again
/// (`DeferredForm.repeatsAnOuterSchema`): renovate's 200 managers, each with every option,
/// would otherwise cost seconds to build and bury each setting under hundreds of copies nobody set.
enum SettingIndexBuilder {
    /// At most this many settings are indexed: past it, the rest of the form is left out.
    static let limit = 50_000
    /// At most this many sub-forms holding nothing are built for their rows.
    static let specBudget = 32
    /// A sub-form holding nothing with more rows than this is a whole config, not a group of settings.
    static let specRows = 60

    /// The index of `state`'s screen and everything beneath it. `open`: the screens open over
    /// it, each over the one before (`ScreenStack.screens` past the form): walked as they stand,
    /// with their own tags (a list screen's items keep theirs through removals and moves) and
    /// what was typed on them, in place of the screens their rows would open.
    static func index(of state: FormState, open: [FormState] = []) -> SettingIndex {
        var entries: [SettingIndex.Entry] = []
        var budget = specBudget
        walk(state, open: open[...], way: [], path: [], budget: &budget, into: &entries)
        return SettingIndex(entries)
    }

    private static func walk(_ state: FormState, open: ArraySlice<FormState>, way: [String], path: [String], budget: inout Int,
                             into entries: inout [SettingIndex.Entry]) {
        let list = state.place?.list
        let keyedItem: Bool
        if case .item(true, _, _)? = state.place?.role { keyedItem = true } else { keyedItem = false }
        for rows in state.outline.rows {
            for row in rows {
                guard entries.count < limit else { return }
                guard Navigation.canFocus(row.tag, in: state), !(keyedItem && row.tag == SubForms.keyTag) else { continue }
                let key: String
                if let list, let index = list.index(of: row.tag) {
                    key = list.entries[index].key ?? String(index + 1)
                } else {
                    key = row.keyPath?.last ?? row.outputPath.last ?? row.tag
                }
                let segment = list != nil ? row.title : (row.keyPath?.last ?? (row.title.isEmpty ? key : row.title))
                let rowWay = way + [row.tag]
                let rowPath = path + [segment]
                entries.append(SettingIndex.Entry(way: rowWay, path: rowPath, key: key, title: row.title,
                                                  description: row.hint ?? ""))
                guard row.type.isSubForm, !state.isDisabled(row) else { continue }
                if let screen = open.first, screen.place?.tag == row.tag {
                    walk(screen, open: open.dropFirst(), way: rowWay, path: rowPath, budget: &budget, into: &entries)
                    continue
                }
                let value = state.value(of: row.tag)
                if SubFormCheck.holdsNothing(value) || value == .object([]) || value == .list([]) {
                    if !row.type.holdsItems, budget > 0 {
                        budget -= 1
                        spec(of: row, way: rowWay, path: rowPath, into: &entries)
                    }
                    continue
                }
                guard case .success(let child) = SubForms.open(row.tag, in: state) else { continue }
                walk(child, open: [], way: rowWay, path: rowPath, budget: &budget, into: &entries)
            }
        }
    }

    /// The rows of the sub-form of `row`, which holds nothing: as its spec declares them, every
    /// row that takes a value (its conditions are judged when the screen opens).
    private static func spec(of row: Row, way: [String], path: [String], into entries: inout [SettingIndex.Entry]) {
        if case .deferred(let deferred)? = row.subForm?.source, deferred.repeatsAnOuterSchema { return }
        guard let form = row.subForm?.resolved(), form.sections.reduce(0, { $0 + $1.rows.count }) <= specRows else { return }
        for section in form.sections {
            for inner in section.rows where !inner.type.isReadOnly {
                guard entries.count < limit else { return }
                let key = inner.keyPath?.last ?? inner.outputPath.last ?? inner.tag
                let segment = inner.keyPath?.last ?? (inner.title.isEmpty ? key : inner.title)
                entries.append(SettingIndex.Entry(way: way + [inner.tag], path: path + [segment], key: key,
                                                  title: inner.title, description: inner.hint ?? ""))
            }
        }
    }
}
