import FormCore

/// Builds the `SettingIndex` of a screen: every row that can take the focus on it and on every
/// screen beneath it — the sub-forms and list items its answers hold, opened as Enter would open
/// them (`SubForms.open`, so the tags, titles and conditions are the screen's own) without
/// showing them, and the rows of sub-forms that hold nothing yet, from the form's spec, down to
/// `emptyLevels` such levels (a schema that refers to itself would otherwise never end).
enum SettingIndexBuilder {
    /// How many levels of sub-forms holding nothing are searched below the last that holds a value.
    static let emptyLevels = 2
    /// At most this many settings are indexed: past it, the deepest unopened parts are left out.
    static let limit = 50_000

    /// The index of `state`'s screen and everything beneath it.
    static func index(of state: FormState) -> SettingIndex {
        var entries: [SettingIndex.Entry] = []
        walk(state, way: [], path: [], emptyDepth: 0, into: &entries)
        return SettingIndex(entries)
    }

    private static func walk(_ state: FormState, way: [String], path: [String], emptyDepth: Int,
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
                let value = state.value(of: row.tag)
                let empty = SubFormCheck.holdsNothing(value) || value == .object([]) || value == .list([])
                if row.type.holdsItems && empty { continue }
                if empty && emptyDepth >= emptyLevels { continue }
                guard case .success(let child) = SubForms.open(row.tag, in: state) else { continue }
                walk(child, way: rowWay, path: rowPath, emptyDepth: empty ? emptyDepth + 1 : 0, into: &entries)
            }
        }
    }
}
