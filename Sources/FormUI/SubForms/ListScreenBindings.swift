import FormJSON
import FormCore

/// The keys of an item row on a list screen, as bindings (they handle the keys and write the
/// hint line and F1): `a`/Insert adds an item, Delete/Ctrl-D removes this one after `y/n`, `/`
/// finds an item (a list of the items that typing filters, `ListPopup(finding:…)`),
/// Alt-Up/Alt-Down or `K`/`J` move it.
enum ListScreenBindings {
    static func bindings(for row: Row, in state: FormState) -> [RowBinding] {
        guard state.place?.list != nil else { return [] }
        return [
            RowBinding(keys: [.char("a"), .insert], "add", help: "add an item and open it") { _, _, state, _ in
                guard let list = state.place?.list else { return .ignored }
                return .taken(add(list, in: &state))
            },
            RowBinding(keys: [.delete, .ctrl("d")], "remove", help: "remove this item (asks y/n)") { _, row, state, _ in
                state.setMode(.confirmDelete(row.tag))
                return .done
            },
            RowBinding(keys: [.char("/")], "find",
                       help: "find an item: a list of the items that typing filters (their letters in order); Enter goes to the one picked") { _, row, state, context in
                guard let list = state.place?.list else { return .ignored }
                return .taken(find(in: list, from: row.tag, in: &state, context: context))
            },
            RowBinding(keys: [.altUp, .char("K")], "move up", help: "move this item up", inHint: false) { _, row, state, _ in
                move(row.tag, by: -1, in: &state)
            },
            RowBinding(keys: [.altDown, .char("J")], "move down", help: "move this item down", inHint: false) { _, row, state, _ in
                move(row.tag, by: 1, in: &state)
            },
        ]
    }

    /// The list screen's keys for the F1 screen and the docs: an item's bindings, and going back.
    static var keyHelp: [KindKey] {
        var sample = FormState(form: Form(sections: [Section(tag: "s", rows: [Row(tag: "i", type: .form)])]), today: "2026-01-01")
        sample.place = SubFormPlace(tag: "l", trail: [], role: .list(ListScreen(row: Row(tag: "l", type: .list), items: [])),
                                    original: .null)
        let item = Row(tag: "i", type: .form, title: "Item 1")
        return bindings(for: item, in: sample).map { KindKey($0.keys.longNames, $0.help) }
            + [KindKey("Enter", "edit the item (its own screen)"), KindKey("Esc, Left", "back to the screen under it")]
    }

    /// Opens the list of the items, each found by its title and summary (`Item 2  Ada, London`).
    static func find(in list: ListScreen, from focus: String, in state: inout FormState, context: UpdateContext) -> [Effect] {
        guard !list.entries.isEmpty else { return RowEditing.refuse("No items to find", in: &state) }
        let items = list.entries.indices.map { index -> (tag: String, text: String) in
            let row = list.itemRow(at: index)
            let summary = SubFormSummary.text(of: state.value(of: row.tag), for: row)
            return (row.tag, summary.empty ? row.title : row.title + "  " + summary.text)
        }
        let title = "Find " + (list.row.title.isEmpty ? "an item" : "in " + list.row.title)
        var finder = ListPopup(finding: items, title: title, focus: list.index(of: focus) == nil ? nil : focus)
        finder.pageSize = finder.listRows(height: context.pageSize)
        state.setPopup(.list(tag: focus, finder))
        return []
    }

    static func add(_ list: ListScreen, in state: inout FormState) -> [Effect] {
        if let refusal = list.refusal(of: .add) { return RowEditing.refuse(refusal, in: &state) }
        // An item stands one level below its list: past the limit it is not added at all.
        if state.level + 1 > NestingLimit.depth {
            return RowEditing.refuse(SubFormRefusal.tooDeep(level: state.level + 1).description, in: &state)
        }
        return [.editList(.add)]
    }

    private static func move(_ tag: String, by step: Int, in state: inout FormState) -> KeyHandling {
        guard let list = state.place?.list else { return .ignored }
        if let refusal = list.refusal(of: .move(tag, by: step)) {
            return .taken(RowEditing.refuse(refusal, in: &state))
        }
        return .taken([.editList(.move(tag, by: step))])
    }
}
