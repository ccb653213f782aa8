import FormCore

/// The screen of a `list` row's items: one `form` row per item (its summary; Enter edits it),
/// built from this model whenever an item is added, removed or moved, so that the change reaches
/// the screen through the diff engine like any other (`Effect.editList`).
package struct ListScreen: Equatable, Sendable {
    /// One item: the tag of its row on the list screen (kept while the item lives, so a moved
    /// item is a move to the diff engine) and, in a keyed list, its key.
    package struct Entry: Equatable, Sendable {
        package var tag: String
        package var key: String?
        /// Added on this screen (`a`, Insert): closed untouched, it is taken back. An empty item
        /// the value already held is not.
        package var isNew = false
    }

    /// The `list` row of the screen under this one.
    package var row: Row
    /// The items in order; changed through `append`, `remove(at:)`, `swapAt` and `setKey`, which
    /// keep the tables below (so that finding an item, or whether a name is taken, costs the
    /// same in a list of 100,000 items as in one of 10).
    package private(set) var entries: [Entry]
    /// The number the next new item's tag takes.
    var nextNumber: Int
    /// Each entry's place by tag.
    private var places: [String: Int] = [:]
    /// How many items carry each key.
    private(set) var keyCounts: [String: Int] = [:]

    /// The tag of the row shown when there are no items.
    static let noItemsTag = "#no-items"

    package var keyed: Bool { row.subForm?.keyed == true }
    /// What one item is called: `Member`, else `Item`.
    package var itemNoun: String { row.subForm?.itemTitle ?? "Item" }

    init(row: Row, items: [SubFormRule.Item]) {
        self.row = row
        entries = items.indices.map { Entry(tag: "#item\($0 + 1)", key: items[$0].key) }
        nextNumber = items.count + 1
        reindex()
    }

    package static func == (a: ListScreen, b: ListScreen) -> Bool {
        a.row == b.row && a.entries == b.entries && a.nextNumber == b.nextNumber
    }

    /// The place of the item whose row is `tag`.
    package func index(of tag: String) -> Int? {
        places[tag]
    }

    /// Adds `entry` at the end.
    mutating func append(_ entry: Entry) {
        places[entry.tag] = entries.count
        if let key = entry.key { keyCounts[key, default: 0] += 1 }
        entries.append(entry)
    }

    /// Adds a new, empty item at the end and returns its row's tag.
    mutating func addNew() -> String {
        let tag = "#item\(nextNumber)"
        nextNumber += 1
        append(Entry(tag: tag, key: nil, isNew: true))
        return tag
    }

    /// Removes every item.
    mutating func removeAll() {
        entries = []
        reindex()
    }

    /// Removes the item at `index`.
    mutating func remove(at index: Int) {
        entries.remove(at: index)
        reindex()
    }

    /// Swaps two items.
    mutating func swapAt(_ i: Int, _ j: Int) {
        entries.swapAt(i, j)
        places[entries[i].tag] = i
        places[entries[j].tag] = j
    }

    /// Names the item at `index` `key`.
    mutating func setKey(_ key: String?, at index: Int) {
        if let old = entries[index].key { uncount(old) }
        if let key { keyCounts[key, default: 0] += 1 }
        entries[index].key = key
    }

    /// The keys of every item but the one at `index`.
    func otherKeys(than index: Int) -> OtherKeys {
        OtherKeys(counts: keyCounts, own: entries[index].key)
    }

    private mutating func uncount(_ key: String) {
        let left = (keyCounts[key] ?? 1) - 1
        keyCounts[key] = left > 0 ? left : nil
    }

    private mutating func reindex() {
        places = Dictionary(entries.enumerated().map { ($0.element.tag, $0.offset) }, uniquingKeysWith: { first, _ in first })
        keyCounts = [:]
        for case let key? in entries.map(\.key) { keyCounts[key, default: 0] += 1 }
    }

    /// The title of the item at `index` (its key in a keyed list, else `Member 2`).
    func title(of index: Int) -> String {
        entries[index].key ?? (keyed ? "New \(itemNoun.lowercased())" : "\(itemNoun) \(index + 1)")
    }

    /// The row of the item at `index` on the list screen.
    func itemRow(at index: Int) -> Row {
        var item = Row(tag: entries[index].tag, type: .form, title: title(of: index))
        item.subForm = row.subForm.map { SubForm($0.source, itemTitle: $0.itemTitle) }
        return item
    }

    /// The list screen's form: a section titled as the list, one `form` row per item.
    func form(breadcrumb: String) -> Form {
        var rows = entries.indices.map(itemRow(at:))
        if rows.isEmpty {
            var none = Row(tag: Self.noItemsTag, type: .info, title: "")
            none.value = .string("No items yet: press a or Insert to add one")
            rows.append(none)
        }
        var section = Section(tag: "#items", title: row.title.isEmpty ? nil : row.title, rows: rows)
        section.footer = bounds
        var form = Form(title: breadcrumb, sections: [section])
        form.requiredMark = false
        return form
    }

    /// `At least 1 item`, `2 to 5 items`… from `minItems`/`maxItems` (the row's rules, in
    /// `RuleWords`' words), or nil.
    var bounds: String? {
        RuleWords.limits(of: row).map { $0.prefix(1).uppercased() + $0.dropFirst() }
    }

    /// The items with their objects as `state` holds them.
    func items(in state: FormState) -> [SubFormRule.Item] {
        entries.map { entry in
            let value = state.value(of: entry.tag)
            return SubFormRule.Item(key: entry.key, value: value.isNull && !holdsScalars ? .object([]) : value)
        }
    }

    /// Whether the items are scalars (a map of scalars: the item form is one row, its document).
    var holdsScalars: Bool {
        if case .form(let form)? = row.subForm?.source { return form.documentRow != nil }
        return false
    }

    /// The list row's value: the items in order.
    func value(in state: FormState) -> Value {
        SubFormRule.value(of: items(in: state), keyed: keyed)
    }
}
