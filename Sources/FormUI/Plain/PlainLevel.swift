import FormCore

/// One sub-form being walked (`PlainWalk`): the rows of a `form` row's sub-form or of an item,
/// or a list row's items.
struct PlainLevel {
    /// The rows walked; nil for a list.
    var rows: PlainForm?
    /// The items of a list; nil for rows.
    var list: PlainList?
    /// The row of the level under this one that this level's value goes to.
    var tag: String
    /// The titles put before this level's prompts (`Member 2`, `Address`).
    var label: [String]
    /// Where this level is below the form's row it is under (empty for that row's own level).
    var path: [String]
    /// An item of a keyed list, named by its key once typed.
    var keyed = false
    /// Something was answered in this level (or in one inside it): walking it again can change
    /// its value.
    var asked = false
    /// Where the level above this one is in the answers (pointer segments), kept from when this
    /// level opened; nil to work it out from the levels.
    var segmentsAbove: [String]? = nil
}

/// A list row's items as plain mode walks them. The list screen is not built again for each item
/// added (that made piping N items cost N²): the items' model and values are kept here, an item
/// opens from a screen of its own row only (`screen(for:)`), and the list's value is made from
/// them once, when the list is walked through (`result`).
struct PlainList {
    /// Its list screen's state as opened (`SubForms.open`): its place, hooks and first items.
    let state: FormState
    /// The items now.
    private(set) var items: ListScreen
    /// The values of the items added or walked since it opened.
    private var values: [String: Value] = [:]
    /// The items it held were shown (and kept or dropped).
    var started = false
    /// No more items are to be added.
    var finished = false

    /// Nil when `state` is no list screen.
    init?(state: FormState) {
        guard let items = state.place?.list else { return nil }
        self.state = state
        self.items = items
    }

    /// The value of the item of row `tag`.
    func value(of tag: String) -> Value {
        values[tag] ?? state.value(of: tag)
    }

    /// Drops every item (`Keep them?` answered no).
    mutating func dropAll() {
        items.removeAll()
        values = [:]
    }

    /// Adds a new, empty item and returns its row's tag; nil when the list is full.
    mutating func addNew() -> String? {
        guard items.refusal(of: .add) == nil else { return nil }
        let tag = items.addNew()
        values[tag] = .object([])
        return tag
    }

    /// Takes back the item of row `tag` just added, which could not open (past the nesting limit).
    mutating func dropNew(_ tag: String) {
        guard let index = items.index(of: tag) else { return }
        items.remove(at: index)
        values[tag] = nil
    }

    /// A list screen holding only the item of row `tag`, with the whole list as its model: what
    /// opens the item (`SubForms.open`) and names where it is (`SubFormCheck.segments`).
    func screen(for tag: String) -> FormState? {
        guard var place = state.place, let index = items.index(of: tag) else { return nil }
        let section = Section(tag: "#items", title: nil, rows: [items.itemRow(at: index)])
        var screen = FormState(form: Form(title: place.breadcrumb, sections: [section]), prefill: [tag: value(of: tag)],
                               today: state.today, subFormsWritten: true)
        place.role = .list(items)
        screen.place = place
        screen.hookScope = state.hookScope
        screen.hooks = state.hooks
        return screen
    }

    /// Puts a walked item's value (and key) into the list, as its screen closing would.
    mutating func store(_ result: SubFormResult) {
        values[result.tag] = result.value
        guard let key = result.key, let index = items.index(of: result.tag), items.entries[index].key != key else { return }
        items.setKey(key, at: index)
    }

    /// What the list gives its row: its items in order (`SubForms.result` of its screen).
    var result: SubFormResult? {
        guard let place = state.place else { return nil }
        let list = items.entries.map { entry -> SubFormRule.Item in
            let held = self.value(of: entry.tag)
            return SubFormRule.Item(key: entry.key, value: held.isNull ? .object([]) : held)
        }
        let whole = SubFormRule.value(of: list, keyed: items.keyed)
        return SubFormResult(tag: place.tag, value: whole == place.original ? place.original : whole, key: nil)
    }
}

extension PlainForm {
    /// Runs `body` on this plain form in place (through an optional, `PlainWalk.withRows`).
    mutating func apply<Result>(_ body: (inout PlainForm) -> Result) -> Result { body(&self) }
}
